import { Paper, Switch, Text } from '@mantine/core';
import type { TUserMeta } from '@ting/contracts';
import { showToast } from '../../../lib/toast';
import { useUpdateUserMetaMutation } from '../../identity/api/use-update-user-meta-mutation';

export type TAutoRecordSettingProps = {
  meta: TUserMeta;
};

/** The 'auto-record external meetings' switch: the notetaker joins calls with people from outside. */
export const AutoRecordSetting = ({ meta }: TAutoRecordSettingProps) => {
  const updateMeta = useUpdateUserMetaMutation();
  const isOn = meta.auto_record_external === true;

  const handleChange = (isChecked: boolean) => {
    updateMeta.mutate(
      { metadata: { auto_record_external: isChecked } },
      {
        onSuccess: () =>
          showToast({
            message: isChecked ? 'Auto-recording turned on' : 'Auto-recording turned off',
            tone: 'success',
            durationMs: 3000,
          }),
        // A metadata patch failure is only logged (spec section 8); the switch says so beside itself.
        onError: (error) => console.error('Could not save the auto-record setting', error),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Switch
        checked={isOn}
        disabled={updateMeta.isPending}
        onChange={(event) => handleChange(event.currentTarget.checked)}
        label="Auto-record external meetings"
        description="Ting Notetaker (recording) joins the upcoming meetings of your own calendar that have a video link and someone from outside your company. It shows in the call that it records."
      />
      {updateMeta.isError && (
        <Text c="red" size="sm" mt="xs">
          The setting could not be saved. Please try again.
        </Text>
      )}
    </Paper>
  );
};
