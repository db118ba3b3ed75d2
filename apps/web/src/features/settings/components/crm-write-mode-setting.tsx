import { Button, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import {
  CRM_WRITE_MODE_KINDS,
  type TCrmSettings,
  type TCrmWriteModeKind,
  type TField,
  TOAST_DURATION_MS,
} from '@ting/contracts';
import { showToast } from '../../../lib/toast';
import { useAdminOnly } from '../../identity/hooks/use-admin-only';
import { useCrmSettingsQuery } from '../api/use-crm-settings-query';
import { useFieldsQuery } from '../api/use-fields-query';
import { useUpdateCrmSettingsMutation } from '../api/use-update-crm-settings-mutation';
import { CRM_FIELDS_TEXTS } from '../crm-fields-texts';

/** The figures beside a switch: how much of that kind people approved unchanged, and per property. */
const KindFigures = ({
  kind,
  settings,
  properties,
}: {
  kind: TCrmWriteModeKind;
  settings: TCrmSettings;
  properties: readonly TField[];
}) => {
  if (kind === 'meeting') return null;
  const acceptance = settings.acceptance[kind];
  const shares =
    kind === 'property'
      ? properties.flatMap((field) =>
          field.acceptance && field.acceptance.decided > 0
            ? [
                CRM_FIELDS_TEXTS.fieldShare(
                  field.label,
                  field.acceptance.accepted_unchanged,
                  field.acceptance.decided,
                ),
              ]
            : [],
        )
      : [];
  return (
    <Text size="xs" c="dimmed" pl={50} data-acceptance={kind}>
      {acceptance && acceptance.decided > 0
        ? CRM_FIELDS_TEXTS.kindAcceptance[kind](acceptance.accepted_unchanged, acceptance.decided)
        : CRM_FIELDS_TEXTS.kindNotDecided[kind]}
      {shares.length > 0 ? ` ${shares.join(' · ')}` : null}
    </Text>
  );
};

/**
 * Which kinds of update Ting writes to HubSpot at once after each meeting, for the whole organization;
 * the others wait for a person's approval on the meeting's HubSpot tab. A new organization logs the
 * meeting and its note at once and reviews tasks and property updates, until the admin, seeing
 * how often proposals were approved unchanged, trusts a kind.
 */
export const CrmWriteModeSetting = () => {
  const settings = useCrmSettingsQuery({ isEnabled: true });
  const fields = useFieldsQuery({ isEnabled: true });
  const update = useUpdateCrmSettingsMutation();
  const adminOnlyReason = useAdminOnly()('change_crm_write_mode');

  const handleToggle = (kind: TCrmWriteModeKind, isAutomatic: boolean) => {
    const mode = isAutomatic ? 'automatic' : 'review';
    if (settings.data?.write_modes[kind] === mode) return;
    update.mutate(
      { write_modes: { [kind]: mode } },
      {
        onSuccess: () =>
          showToast({
            message: CRM_FIELDS_TEXTS.writeModeSaved,
            tone: 'success',
            durationMs: TOAST_DURATION_MS.prompt,
          }),
        // The switch is back and the HTTP client has said why.
        onError: (error) => console.error(`Could not set the CRM write mode of ${kind} to ${mode}`, error),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      {settings.data ? (
        <Stack gap="sm" role="group" aria-label={CRM_FIELDS_TEXTS.writeModeTitle}>
          <Stack gap={2}>
            <Text fw={500} size="sm">
              {CRM_FIELDS_TEXTS.writeModeTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {CRM_FIELDS_TEXTS.writeModeIntro} {CRM_FIELDS_TEXTS.writeModeNote}
            </Text>
          </Stack>
          {CRM_WRITE_MODE_KINDS.map((kind) => (
            <Stack key={kind} gap={4}>
              <Switch
                label={CRM_FIELDS_TEXTS.writeModeSwitch[kind]}
                checked={settings.data.write_modes[kind] === 'automatic'}
                onChange={(event) => handleToggle(kind, event.currentTarget.checked)}
                disabled={update.isPending || adminOnlyReason !== null}
              />
              <Text size="xs" c="dimmed" pl={50}>
                {CRM_FIELDS_TEXTS.writeModeDetail[kind]}
              </Text>
              <KindFigures kind={kind} settings={settings.data} properties={fields.data?.properties ?? []} />
            </Stack>
          ))}
          {adminOnlyReason ? (
            <Text size="sm" c="dimmed">
              {adminOnlyReason}
            </Text>
          ) : null}
        </Stack>
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
