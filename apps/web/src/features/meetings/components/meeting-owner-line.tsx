import { Badge, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MEETING_VISIBILITY_TEXTS, type TMeetingListItem } from '@ting/contracts';

export type TMeetingOwnerLineProps = {
  owner: TMeetingListItem['owner'];
  visibility: TMeetingListItem['visibility'];
  /** The signed-in user's id: their own meetings say so. */
  viewerId: string;
};

/** Whose meeting it is (by name, "(you)" for the viewer's own) and, when it is private, a mark saying so. */
export const MeetingOwnerLine = ({ owner, visibility, viewerId }: TMeetingOwnerLineProps) => (
  <Group gap="xs" wrap="wrap">
    <Text size="sm" c="dimmed">
      <Text span size="sm" fw={500}>
        {MEETING_VISIBILITY_TEXTS.ownedBy}:
      </Text>{' '}
      {owner.name?.trim() || owner.email}
      {owner.id === viewerId ? ' (you)' : null}
    </Text>
    {visibility === 'private' ? <PrivateBadge /> : null}
  </Group>
);

/** The mark of a meeting only its owner can open. */
export const PrivateBadge = () => (
  <Badge
    variant="light"
    color="gray"
    leftSection={<IconLock size={12} aria-hidden />}
    title={MEETING_VISIBILITY_TEXTS.privateHint}
  >
    {MEETING_VISIBILITY_TEXTS.private}
  </Badge>
);
