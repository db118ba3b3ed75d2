import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCalendarEvent } from '@ting/contracts';
import { useId } from 'react';
import { formatEventSchedule } from '../utils/event-schedule';
import { ConferenceBadge } from './conference-badge';
import { MeetingParticipants } from './meeting-participants';
import { UpcomingMeetingRecording } from './upcoming-meeting-recording';

export type TUpcomingMeetingItemProps = {
  event: TCalendarEvent;
};

/** One upcoming meeting: title, when, the video call (with its 'Record' switch) and who is invited. Its accessible name is its title. */
export const UpcomingMeetingItem = ({ event }: TUpcomingMeetingItemProps) => {
  const titleId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId} data-meeting-id={event.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={4} id={titleId}>
              {event.title || 'Untitled meeting'}
            </Title>
            <Text size="sm" c="dimmed" component="time" dateTime={event.starts_at}>
              {formatEventSchedule({ event })}
            </Text>
          </Stack>
          <ConferenceBadge event={event} />
        </Group>
        <MeetingParticipants attendees={event.attendees} />
        {event.conference_url ? <UpcomingMeetingRecording event={event} /> : null}
        {event.html_link ? (
          <Anchor href={event.html_link} target="_blank" rel="noopener noreferrer" size="xs">
            Open in Google Calendar
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
};
