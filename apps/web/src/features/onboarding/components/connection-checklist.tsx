import { Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { integrationOwnedLabel } from '@ting/contracts';
import type { TWizardFlags } from '../wizard-steps';

export type TConnectionChecklistProps = { flags: TWizardFlags };

/**
 * Whose connection is whose, and which are there: the member's own calendar and the organization's
 * HubSpot, so nobody reads the admin's connections as their own.
 */
export const ConnectionChecklist = ({ flags }: TConnectionChecklistProps) => {
  const rows = [
    { label: integrationOwnedLabel('google_calendar'), isConnected: flags.hasCalendarIntegration },
    { label: integrationOwnedLabel('hubspot'), isConnected: flags.hasCrmIntegration },
  ];
  return (
    <List listStyleType="none" spacing={6} aria-label="Your connections" p={0} m={0}>
      {rows.map((row) => (
        <List.Item key={row.label}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={22} radius="xl" variant="light" color={row.isConnected ? 'green' : 'gray'}>
              {row.isConnected ? <IconCheck size={14} aria-hidden /> : <IconMinus size={14} aria-hidden />}
            </ThemeIcon>
            <Text size="sm">
              <Text span fw={600} inherit>
                {row.label}
              </Text>
              {row.isConnected ? ': connected' : ': not connected'}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
};
