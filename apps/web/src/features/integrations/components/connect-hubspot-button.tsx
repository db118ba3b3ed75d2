import { Button } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useStartAuthorization } from '../hooks/use-start-authorization';

/** 'Connect HubSpot': sends the browser to HubSpot's consent page (a failure has the HTTP client's toast). */
export const ConnectHubspotButton = () => {
  const { pendingIntegration, start } = useStartAuthorization();
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
