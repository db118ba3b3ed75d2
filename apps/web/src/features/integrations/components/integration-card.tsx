import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDots, IconUnlink } from '@tabler/icons-react';
import { INTEGRATION_TEXTS, type TIntegrationSummary } from '@ting/contracts';
import { type ReactNode, useId } from 'react';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import type { TIntegrationDefinition } from '../integration-catalog';

export type TIntegrationCardProps = {
  definition: TIntegrationDefinition;
  /** The organization's record of this integration; null when it is not integrated. */
  summary: TIntegrationSummary | null;
  icon: ReactNode;
  iconColor: string;
  /** This card's Integrate or Reconnect is sending the browser to the provider. */
  isAuthorizing: boolean;
  /** Another card is busy: only one authorisation can start at a time. */
  isAuthorizeDisabled: boolean;
  /** Set when only the organization's admin may connect or remove it: shown instead of the buttons. */
  adminOnlyReason: string | null;
  onAuthorize: () => void;
  onRemove: () => void;
};

const formatConnectedDate = (iso: string): string | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
};

/**
 * One card of the integrations screen: Connected with a menu, Needs reconnection, or an Integrate button;
 * for a member, when the connection is the admin's to make, its state and why the buttons are not there.
 */
export const IntegrationCard = ({
  definition,
  summary,
  icon,
  iconColor,
  isAuthorizing,
  isAuthorizeDisabled,
  adminOnlyReason,
  onAuthorize,
  onRemove,
}: TIntegrationCardProps) => {
  const titleId = useId();
  const status = summary?.status ?? 'not_connected';
  const connectedDate = summary?.status === 'connected' ? formatConnectedDate(summary.connected_at) : null;
  const authorizeLabel = status === 'needs_reconnect' ? 'Reconnect' : 'Integrate';

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="lg"
      aria-labelledby={titleId}
      data-integration={definition.name}
      data-status={status}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" color={iconColor}>
            {icon}
          </ThemeIcon>
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={3} size="h4" id={titleId}>
                {definition.ownedLabel}
              </Title>
              {status === 'connected' ? (
                <Badge color="green" variant="light">
                  Connected
                </Badge>
              ) : null}
              {status === 'needs_reconnect' ? (
                <Badge color="yellow" variant="light">
                  Needs reconnection
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {definition.description}
            </Text>
            {status === 'needs_reconnect' ? (
              <Text size="sm" c="yellow.9">
                {definition.reconnectReason}
              </Text>
            ) : null}
            {connectedDate ? (
              <Text size="xs" c="dimmed">
                Connected since {connectedDate}
                {summary?.external_account_id && definition.name === 'hubspot'
                  ? ` · HubSpot account ${summary.external_account_id}`
                  : ''}
              </Text>
            ) : null}
            {adminOnlyReason ? (
              <Text size="sm" c="dimmed">
                {adminOnlyReason}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {adminOnlyReason ? null : (
          <Group gap="xs" wrap="nowrap">
            {status === 'connected' ? null : (
              <Button
                variant={status === 'needs_reconnect' ? 'filled' : 'light'}
                color={status === 'needs_reconnect' ? 'yellow' : undefined}
                onClick={onAuthorize}
                disabled={isAuthorizing || isAuthorizeDisabled}
              >
                {isAuthorizing ? PROCESSING_LABEL : authorizeLabel}
              </Button>
            )}
            {summary ? (
              <Menu position="bottom-end" width={220} shadow="md" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`${definition.label} options`}
                  >
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    color="red"
                    leftSection={<IconUnlink size={16} aria-hidden />}
                    onClick={onRemove}
                  >
                    {INTEGRATION_TEXTS.removeIntegration}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        )}
      </Group>
    </Paper>
  );
};
