import { Button, Group, Loader, Paper, Radio, Stack, Text } from '@mantine/core';
import {
  CRM_WRITE_MODE_LABELS,
  CRM_WRITE_MODES,
  type TCrmWriteMode,
  TOAST_DURATION_MS,
} from '@ting/contracts';
import { showToast } from '../../../lib/toast';
import { useAdminOnly } from '../../identity/hooks/use-admin-only';
import { useCrmSettingsQuery } from '../api/use-crm-settings-query';
import { useUpdateCrmSettingsMutation } from '../api/use-update-crm-settings-mutation';
import { CRM_FIELDS_TEXTS } from '../crm-fields-texts';

const isWriteMode = (value: string): value is TCrmWriteMode =>
  (CRM_WRITE_MODES as readonly string[]).includes(value);

/**
 * How Ting writes to HubSpot after each meeting, for the whole organization: automatically, or only what a
 * person approved on the meeting's HubSpot tab.
 */
export const CrmWriteModeSetting = () => {
  const settings = useCrmSettingsQuery({ isEnabled: true });
  const update = useUpdateCrmSettingsMutation();
  const adminOnlyReason = useAdminOnly()('change_crm_write_mode');

  const handleChange = (value: string) => {
    if (!isWriteMode(value) || value === settings.data?.write_mode) return;
    update.mutate(
      { write_mode: value },
      {
        onSuccess: () =>
          showToast({
            message: CRM_FIELDS_TEXTS.writeModeSaved,
            tone: 'success',
            durationMs: TOAST_DURATION_MS.prompt,
          }),
        // The choice is back and the HTTP client has said why.
        onError: (error) => console.error(`Could not set the CRM write mode to ${value}`, error),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      {settings.data ? (
        <Radio.Group
          label={CRM_FIELDS_TEXTS.writeModeTitle}
          description={CRM_FIELDS_TEXTS.writeModeNote}
          value={settings.data.write_mode}
          onChange={handleChange}
        >
          <Stack gap="xs" mt="sm">
            {CRM_WRITE_MODES.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                label={CRM_WRITE_MODE_LABELS[mode]}
                disabled={update.isPending || adminOnlyReason !== null}
              />
            ))}
            {adminOnlyReason ? (
              <Text size="sm" c="dimmed">
                {adminOnlyReason}
              </Text>
            ) : null}
          </Stack>
        </Radio.Group>
      ) : settings.isError ? (
        <Group gap="sm">
          <Text size="sm">{CRM_FIELDS_TEXTS.writeModeLoadFailed}</Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => void settings.refetch()}
            loading={settings.isFetching}
          >
            Try again
          </Button>
        </Group>
      ) : (
        <Loader size="sm" aria-label="Loading the CRM updates setting" />
      )}
    </Paper>
  );
};
