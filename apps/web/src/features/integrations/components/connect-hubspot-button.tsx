import { Button, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { INTEGRATION_ADMIN_ACTIONS } from '@ting/contracts';
import { useAdminOnly } from '../../identity/hooks/use-admin-only';
import { useStartAuthorization } from '../hooks/use-start-authorization';

/**
 * 'Connect HubSpot': sends the browser to HubSpot's consent page (a failure has the HTTP client's toast).
 * A member, who may not connect the organization's HubSpot, reads why instead.
 */
export const ConnectHubspotButton = () => {
  const { pendingIntegration, start } = useStartAuthorization();
  const adminOnlyReason = useAdminOnly()(INTEGRATION_ADMIN_ACTIONS.hubspot);
  if (adminOnlyReason) {
    return (
      <Text size="sm" c="dimmed">
        {adminOnlyReason}
      </Text>
    );
  }
  return (
    <Button
      leftSection={<IconPlugConnected size={18} aria-hidden />}
      onClick={() => void start('hubspot')}
      loading={pendingIntegration === 'hubspot'}
    >
      Connect HubSpot
    </Button>
  );
};
