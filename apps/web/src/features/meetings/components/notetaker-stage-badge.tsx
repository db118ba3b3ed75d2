import { Badge, Loader } from '@mantine/core';
import type { TMeetingListItem } from '@ting/contracts';
import {
  isNotetakerLive,
  NOTETAKER_STAGE_COLORS,
  NOTETAKER_STAGE_LABELS,
  notetakerStageText,
} from '../utils/notetaker-stage';
import { MeetingStatusBadge } from './meeting-status-badge';

export type TMeetingStageBadgeProps = {
  meeting: Pick<TMeetingListItem, 'status' | 'notetaker'>;
};

/**
 * Where a meeting is: while its notetaker is booked, joining, waiting, in the call or handing over the
 * recording, that stage (its sentence as the title); after, the pipeline's status.
 */
export const MeetingStageBadge = ({ meeting }: TMeetingStageBadgeProps) => {
  const { notetaker } = meeting;
  if (!isNotetakerLive(notetaker)) return <MeetingStatusBadge status={meeting.status} />;
  return (
    <Badge
      variant="light"
      color={NOTETAKER_STAGE_COLORS[notetaker.status]}
      data-notetaker={notetaker.status}
      title={notetakerStageText({ notetaker })}
      style={{ flexShrink: 0 }}
      leftSection={
        notetaker.status === 'scheduled' ? undefined : <Loader size={8} color="currentColor" aria-hidden />
      }
    >
      {NOTETAKER_STAGE_LABELS[notetaker.status]}
    </Badge>
  );
};
