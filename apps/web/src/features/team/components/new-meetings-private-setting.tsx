import { Button, Group, Loader, Switch, Text } from '@mantine/core';
import { MEETING_VISIBILITY_TEXTS, TOAST_DURATION_MS } from '@ting/contracts';
import { showToast } from '../../../lib/toast';
import { useAdminOnly } from '../../identity/hooks/use-admin-only';
import { useMeetingSettingsQuery, useUpdateMeetingSettingsMutation } from '../api/use-meeting-settings';

/**
 * The organization's default for new meetings: visible to the team once processed, or private to
 * whoever recorded, uploaded or owns them. The admin switches it; members see it with the reason they
 * cannot. Meetings that exist keep theirs.
 */
export const NewMeetingsPrivateSetting = () => {
  const settings = useMeetingSettingsQuery();
  const update = useUpdateMeetingSettingsMutation();
  const adminOnlyReason = useAdminOnly()('change_meeting_visibility_default');

  const handleChange = (isPrivate: boolean) =>
    update.mutate(
      { new_meetings_private: isPrivate },
      {
        onSuccess: () =>
          showToast({
            message: isPrivate
              ? MEETING_VISIBILITY_TEXTS.settingSavedPrivate
              : MEETING_VISIBILITY_TEXTS.settingSavedTeam,
            tone: 'success',
            durationMs: TOAST_DURATION_MS.copy,
          }),
      },
    );

  if (settings.isError) {
    return (
      <Group gap="sm">
        <Text size="sm">Ting could not load who sees new meetings.</Text>
        <Button
          variant="light"
          size="xs"
          onClick={() => void settings.refetch()}
          loading={settings.isFetching}
        >
          Try again
        </Button>
      </Group>
    );
  }
  if (!settings.data) return <Loader size="sm" aria-label="Loading the new meetings setting" />;
  return (
    <div>
      <Switch
        label={MEETING_VISIBILITY_TEXTS.settingLabel}
        description={MEETING_VISIBILITY_TEXTS.settingDescription}
        checked={settings.data.new_meetings_private}
        disabled={update.isPending || adminOnlyReason !== null}
        onChange={(event) => handleChange(event.currentTarget.checked)}
      />
      {adminOnlyReason ? (
        <Text size="sm" c="dimmed" mt={4}>
          {/* A disabled switch hardly shows its state: say it. */}
          {`${settings.data.new_meetings_private ? MEETING_VISIBILITY_TEXTS.settingIsPrivate : MEETING_VISIBILITY_TEXTS.settingIsTeam} ${adminOnlyReason}`}
        </Text>
      ) : null}
    </div>
  );
};
