import { Button, Group, Text } from '@mantine/core';
import { IconLock, IconUsers } from '@tabler/icons-react';
import { MEETING_VISIBILITY_TEXTS, type TMeetingDetail, TOAST_DURATION_MS } from '@ting/contracts';
import { showToast } from '../../../lib/toast';
import { useMeetingVisibilityMutation } from '../api/use-meeting-visibility-mutation';
import { MeetingOwnerLine } from './meeting-owner-line';

export type TMeetingOwnershipProps = {
  meeting: TMeetingDetail;
  /** The signed-in member's id. */
  viewerId: string;
};

/**
 * Who owns the meeting and who else sees it; its owner also gets the switch between private and
 * visible to the team (nobody else may change it, the admin included).
 */
export const MeetingOwnership = ({ meeting, viewerId }: TMeetingOwnershipProps) => {
  const isOwner = meeting.owner.id === viewerId;
  const update = useMeetingVisibilityMutation(meeting.id);
  const isPrivate = meeting.visibility === 'private';

  const handleToggle = () =>
    update.mutate(isPrivate ? 'team' : 'private', {
      onSuccess: (item) =>
        showToast({
          message:
            item.visibility === 'private'
              ? MEETING_VISIBILITY_TEXTS.madePrivate
              : MEETING_VISIBILITY_TEXTS.madeVisible,
          tone: 'success',
          durationMs: TOAST_DURATION_MS.copy,
        }),
    });

  return (
    <Group gap="sm" wrap="wrap" align="center" data-testid="meeting-ownership">
      <MeetingOwnerLine owner={meeting.owner} visibility={meeting.visibility} viewerId={viewerId} />
      {isOwner ? (
        <>
          {isPrivate ? null : (
            <Text size="sm" c="dimmed" title={MEETING_VISIBILITY_TEXTS.teamHint}>
              {MEETING_VISIBILITY_TEXTS.team}
            </Text>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={isPrivate ? <IconUsers size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}
            loading={update.isPending}
            onClick={handleToggle}
          >
            {isPrivate ? MEETING_VISIBILITY_TEXTS.makeVisible : MEETING_VISIBILITY_TEXTS.makePrivate}
          </Button>
        </>
      ) : null}
    </Group>
  );
};
