import { Anchor, Group, Switch, Tooltip } from '@mantine/core';
import type { TCalendarEvent } from '@ting/contracts';
import { Link } from 'react-router';
import { useEventRecordingMutation } from '../api/use-event-recording-mutation';
import { isNotetakerLive, notetakerStageText } from '../utils/notetaker-stage';
import { UpcomingNotetakerStage } from './upcoming-notetaker-stage';

export const RECORD_SWITCH_LABEL = 'Record';
export const NOTETAKER_IN_CALL_TOOLTIP = 'The notetaker has joined';

export type TUpcomingMeetingRecordingProps = {
  event: TCalendarEvent;
};

/** True when the event's notetaker is scheduled, in the call or finished (not called off). */
export const isEventRecorded = (recording: TCalendarEvent['recording']): boolean =>
  recording !== null && recording.bot_status !== 'cancelled';

/**
 * The 'Record' switch of an upcoming meeting with a video call: sends the notetaker or calls it off. It shows the
 * requested state while the request runs and the server's state afterwards, so a failure puts it back.
 */
export const UpcomingMeetingRecording = ({ event }: TUpcomingMeetingRecordingProps) => {
  const recordingMutation = useEventRecordingMutation();
  const { recording } = event;
  const notetaker = recording ? { status: recording.bot_status, joins_at: recording.joins_at } : null;
  // Once the bot has set out (joining, waiting, in the call, or further), it can no longer be called off.
  const isLocked = notetaker !== null && notetaker.status !== 'scheduled' && notetaker.status !== 'cancelled';
  const lockedReason =
    isNotetakerLive(notetaker) && notetaker.status !== 'in_call'
      ? notetakerStageText({ notetaker })
      : NOTETAKER_IN_CALL_TOOLTIP;
  const isChecked = recordingMutation.isPending
    ? recordingMutation.variables.isOn
    : isEventRecorded(recording);

  return (
    <Group gap="md" align="center">
      {/* A disabled input gets no mouse events, so the tooltip hangs on a wrapper. */}
      <Tooltip label={lockedReason} disabled={!isLocked} withArrow>
        <div>
          <Switch
            label={RECORD_SWITCH_LABEL}
            size="sm"
            checked={isChecked}
            disabled={recordingMutation.isPending || isLocked}
            onChange={(changeEvent) =>
              recordingMutation.mutate({ eventId: event.id, isOn: changeEvent.currentTarget.checked })
            }
          />
        </div>
      </Tooltip>
      {recording && !recordingMutation.isPending ? <UpcomingNotetakerStage recording={recording} /> : null}
      {recording ? (
        <Anchor component={Link} to={`/meetings/${encodeURIComponent(recording.meeting_id)}`} size="xs">
          Open meeting
        </Anchor>
      ) : null}
    </Group>
  );
};
