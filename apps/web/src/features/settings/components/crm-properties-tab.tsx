import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import type { TFieldList } from '@ting/contracts';
import { useId } from 'react';
import { useAdminOnly } from '../../identity/hooks/use-admin-only';
import { ConnectHubspotButton } from '../../integrations/components/connect-hubspot-button';
import { useFieldsQuery } from '../api/use-fields-query';
import { CRM_FIELDS_TEXTS } from '../crm-fields-texts';
import { CrmObjectsTable } from './crm-objects-table';
import { CrmPropertyFieldsTable } from './crm-property-fields-table';
import { CrmWriteModeSetting } from './crm-write-mode-setting';
import { ImportCrmPropertiesModal } from './import-crm-properties-modal';

type TCrmFieldTablesProps = {
  fields: TFieldList;
};

const CrmFieldTables = ({ fields }: TCrmFieldTablesProps) => {
  const objectsTitleId = useId();
  const propertiesTitleId = useId();
  const [isImportOpen, importModal] = useDisclosure(false);
  const adminOnlyReason = useAdminOnly()('manage_crm_fields');

  return (
    <Stack gap="xl">
      {adminOnlyReason ? (
        <Text size="sm" c="dimmed">
          {adminOnlyReason}
        </Text>
      ) : null}
      <Stack gap="xs">
        <Title order={3} size="h4" id={objectsTitleId}>
          Objects
        </Title>
        <Text size="sm" c="dimmed">
          Activate the HubSpot records Ting updates after each meeting; the prompt says how it writes their
          description.
        </Text>
        <CrmObjectsTable objects={fields.hs} labelledBy={objectsTitleId} adminOnlyReason={adminOnlyReason} />
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={3} size="h4" id={propertiesTitleId}>
              Properties
            </Title>
            <Text size="sm" c="dimmed">
              HubSpot properties Ting fills from what was said in the meeting.
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={importModal.open}
            disabled={adminOnlyReason !== null}
          >
            {CRM_FIELDS_TEXTS.importButton}
          </Button>
        </Group>
        <CrmPropertyFieldsTable
          properties={fields.properties}
          labelledBy={propertiesTitleId}
          adminOnlyReason={adminOnlyReason}
        />
      </Stack>
      <ImportCrmPropertiesModal opened={isImportOpen} onClose={importModal.close} />
    </Stack>
  );
};

const CrmFields = () => {
  const fields = useFieldsQuery({ isEnabled: true });
  if (fields.data) return <CrmFieldTables fields={fields.data} />;
  if (fields.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>The HubSpot fields could not be loaded.</Text>
        <Button variant="light" onClick={() => void fields.refetch()} loading={fields.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label="Loading HubSpot fields" />
    </Center>
  );
};

const ConnectedCrmProperties = () => (
  <Stack gap="xl">
    <CrmWriteModeSetting />
    <CrmFields />
  </Stack>
);

export type TCrmPropertiesTabProps = {
  isHubspotConnected: boolean;
};

/** The CRM Properties tab: which HubSpot objects and properties Ting fills after each meeting, and how. */
export const CrmPropertiesTab = ({ isHubspotConnected }: TCrmPropertiesTabProps) =>
  isHubspotConnected ? (
    <ConnectedCrmProperties />
  ) : (
    <Stack gap="sm" align="flex-start">
      <Text>{CRM_FIELDS_TEXTS.notConnected}</Text>
      <ConnectHubspotButton />
    </Stack>
  );
