import { Badge, Loader } from '@mantine/core';
import type { TMeetingStatus } from '@ting/contracts';
import { isFinalMeetingStatus, MEETING_STATUS_COLORS, MEETING_STATUS_LABELS } from '../utils/meeting-status';

export type TMeetingStatusBadgeProps = {
  status: TMeetingStatus;
};

/** Where a meeting is in the pipeline; a small spinner while it is still moving. */
export const MeetingStatusBadge = ({ status }: TMeetingStatusBadgeProps) => (
  <Badge
    variant="light"
    color={MEETING_STATUS_COLORS[status]}
    data-status={status}
    // Beside a long title on a phone the title wraps; the status stays whole.
    style={{ flexShrink: 0 }}
    leftSection={
      isFinalMeetingStatus(status) ? undefined : <Loader size={8} color="currentColor" aria-hidden />
    }
  >
    {MEETING_STATUS_LABELS[status]}
  </Badge>
);
