import { Button, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { browser } from '../../../lib/browser';
import { useAuthorizeIntegrationMutation } from '../../integrations/api/use-authorize-integration-mutation';

export type TCrmPropertiesTabProps = {
  isHubspotConnected: boolean;
};

/** The CRM Properties tab. Without HubSpot it offers the connection; the field tables come with the CRM work. */
export const CrmPropertiesTab = ({ isHubspotConnected }: TCrmPropertiesTabProps) => {
  const authorize = useAuthorizeIntegrationMutation();

  const handleConnect = async () => {
    try {
      browser.assign(await authorize.mutateAsync('hubspot'));
    } catch (error) {
      // The HTTP client has already shown the failure.
      console.error('Could not start the HubSpot connection', error);
    }
  };

  if (isHubspotConnected) {
    return (
      <Text>
        HubSpot is connected. Choosing which HubSpot objects and properties Ting fills after each meeting is
        not available in this version yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text>Connect to HubSpot to import deal fields</Text>
      <Button
        leftSection={<IconPlugConnected size={18} aria-hidden />}
        onClick={() => void handleConnect()}
        loading={authorize.isPending || authorize.isSuccess}
      >
        Connect HubSpot
      </Button>
    </Stack>
  );
};
