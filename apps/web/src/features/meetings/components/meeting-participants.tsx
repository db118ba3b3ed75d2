import { Avatar, Badge, Group, Text } from '@mantine/core';
import type { TCalendarAttendee } from '@ting/contracts';

/** Beyond this many, the list ends with '+N more' to keep every card short. */
export const MAX_SHOWN_PARTICIPANTS = 8;

export type TMeetingParticipantsProps = {
  attendees: readonly TCalendarAttendee[];
};

const displayName = (attendee: TCalendarAttendee): string => attendee.name?.trim() || attendee.email;

/** Who is invited: initials, name (or email), and a mark on people from outside the organization. */
export const MeetingParticipants = ({ attendees }: TMeetingParticipantsProps) => {
  if (attendees.length === 0) return null;
  const shown = attendees.slice(0, MAX_SHOWN_PARTICIPANTS);
  const hiddenCount = attendees.length - shown.length;
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Participants">
      {shown.map((attendee) => {
        const name = displayName(attendee);
        return (
          <Group
            component="li"
            key={attendee.email}
            gap={6}
            wrap="nowrap"
            title={attendee.email}
            data-external={attendee.is_external || undefined}
          >
            <Avatar name={name} color="initials" size={24} radius="xl" aria-hidden />
            <Text size="sm">
              {name}
              {attendee.is_organizer ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (organizer)
                </Text>
              ) : null}
            </Text>
            {attendee.is_external ? (
              <Badge size="xs" variant="outline" color="orange">
                External
              </Badge>
            ) : null}
          </Group>
        );
      })}
      {hiddenCount > 0 ? (
        <Text component="li" size="sm" c="dimmed">
          +{hiddenCount} more
        </Text>
      ) : null}
    </Group>
  );
};
