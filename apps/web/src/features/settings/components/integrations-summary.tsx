import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TIntegrationName } from '@ting/contracts';

const INTEGRATIONS: readonly { name: TIntegrationName; label: string; description: string }[] = [
  {
    name: 'google_calendar',
    label: 'Google Calendar',
    description: 'Finds your upcoming meetings so Ting can record the ones you choose.',
  },
  {
    name: 'hubspot',
    label: 'HubSpot',
    description: 'Links meetings to contacts, companies and deals and updates them after each call.',
  },
];

export type TIntegrationsSummaryProps = {
  orgIntegrations: readonly TIntegrationName[];
};

/** Which integrations the organization has; connecting and removing them come with the integration cards. */
export const IntegrationsSummary = ({ orgIntegrations }: TIntegrationsSummaryProps) => (
  <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
    {INTEGRATIONS.map(({ name, label, description }) => {
      const isConnected = orgIntegrations.includes(name);
      return (
        <Group component="li" key={name} justify="space-between" wrap="nowrap" aria-label={label}>
          <Stack gap={2}>
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Badge color={isConnected ? 'green' : 'gray'} variant="light" size="lg">
            {isConnected ? 'Connected' : 'Not connected'}
          </Badge>
        </Group>
      );
    })}
  </Stack>
);
