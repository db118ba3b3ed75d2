import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMeetingListItem, TParticipant } from '@ting/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { canRetryMeeting } from '../utils/meeting-status';
import { MeetingOwnerLine, PrivateBadge } from './meeting-owner-line';
import { MeetingStopReason } from './meeting-stop-reason';
import { MeetingWhen } from './meeting-when';
import { MeetingStageBadge } from './notetaker-stage-badge';
import { SearchMatchLine } from './search-match-line';

/** Beyond this many, the participants end with '+N more'. */
const MAX_SHOWN_PARTICIPANTS = 6;

export type TPastMeetingItemProps = {
  meeting: TMeetingListItem;
  isRetrying: boolean;
  onRetry: (meetingId: string) => void;
  /** The search the item was found by: its words are highlighted in the matching snippet. */
  search?: string;
  /** The team's list names each meeting's owner; the signed-in user's id marks their own. */
  ownerOf?: { viewerId: string };
};

const participantLabel = (participant: TParticipant): string =>
  participant.name?.trim() || participant.email || 'Unknown participant';

const ParticipantsLine = ({ participants }: { participants: readonly TParticipant[] }) => {
  if (participants.length === 0) return null;
  const shown = participants.slice(0, MAX_SHOWN_PARTICIPANTS).map(participantLabel).join(', ');
  const hiddenCount = participants.length - MAX_SHOWN_PARTICIPANTS;
  const emails = participants.flatMap((participant) => (participant.email ? [participant.email] : []));
  return (
    <Text size="sm" c="dimmed" lineClamp={2} title={emails.join(', ') || undefined}>
      <Text span size="sm" fw={500}>
        Participants:
      </Text>{' '}
      {shown}
      {hiddenCount > 0 ? ` +${hiddenCount} more` : null}
    </Text>
  );
};

/** One processed (or processing) meeting. Its accessible name is its title, which links to the meeting. */
export const PastMeetingItem = ({
  meeting,
  isRetrying,
  onRetry,
  search = '',
  ownerOf,
}: TPastMeetingItemProps) => {
  const titleId = useId();
  const { status } = meeting;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-meeting-id={meeting.id}
      data-status={meeting.status}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={titleId}>
              <Anchor component={Link} to={`/meetings/${encodeURIComponent(meeting.id)}`} inherit>
                {meeting.title || 'Untitled meeting'}
              </Anchor>
            </Title>
            <MeetingWhen startedAt={meeting.started_at} durationMs={meeting.duration_ms} />
          </Stack>
          <MeetingStageBadge meeting={meeting} />
        </Group>
        <ParticipantsLine participants={meeting.participants} />
        {ownerOf ? (
          <MeetingOwnerLine
            owner={meeting.owner}
            visibility={meeting.visibility}
            viewerId={ownerOf.viewerId}
          />
        ) : meeting.visibility === 'private' ? (
          <PrivateBadge />
        ) : null}
        {meeting.match ? (
          <SearchMatchLine meetingId={meeting.id} match={meeting.match} search={search} />
        ) : null}
        {canRetryMeeting(status) ? (
          <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
            <Text size="sm" c={status === 'failed' ? 'red' : 'orange'}>
              <MeetingStopReason status={status} reason={meeting.status_reason} canOpenBilling />
            </Text>
            <Button
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
              onClick={() => onRetry(meeting.id)}
              disabled={isRetrying}
            >
              {isRetrying ? PROCESSING_LABEL : 'Retry'}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
};
