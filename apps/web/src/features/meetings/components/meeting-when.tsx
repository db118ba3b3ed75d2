import { Group, Text } from '@mantine/core';
import { describeDuration, formatDuration, formatMeetingDate, isoDuration } from '../utils/meeting-format';

export type TMeetingWhenProps = {
  startedAt: string;
  durationMs: number | null;
};

/** A meeting's date and, once known, its duration: 'Tue, Nov 24, 2026, 3:00 PM · 45:00'. */
export const MeetingWhen = ({ startedAt, durationMs }: TMeetingWhenProps) => (
  <Group gap={6} wrap="wrap">
    <Text size="sm" c="dimmed" component="time" dateTime={startedAt}>
      {formatMeetingDate(startedAt)}
    </Text>
    {durationMs !== null ? (
      <>
        <Text size="sm" c="dimmed" aria-hidden>
          ·
        </Text>
        <Text
          size="sm"
          c="dimmed"
          component="time"
          dateTime={isoDuration(durationMs)}
          title={describeDuration(durationMs)}
          aria-label={`Duration ${describeDuration(durationMs)}`}
        >
          {formatDuration(durationMs)}
        </Text>
      </>
    ) : null}
  </Group>
);
