import type { TranscriptSegment } from '../../transcription/transcript-segment';
import type { MeetingContext } from '../meeting-intelligence';

const UNKNOWN_SPEAKER = 'Unknown speaker';

/** `mm:ss` from the start of the meeting; `h:mm:ss` from the first hour on. */
export function formatTimestamp(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** One transcript line as the model reads it: `[mm:ss] Speaker: text`. */
export function renderSegment(segment: TranscriptSegment): string {
  const speaker = segment.speaker?.trim() || UNKNOWN_SPEAKER;
  const text = segment.text.replace(/\s+/g, ' ').trim();
  return `[${formatTimestamp(segment.startMs)}] ${speaker}: ${text}`;
}

export function renderTranscript(segments: TranscriptSegment[]): string {
  return segments
    .filter((segment) => segment.text.trim().length > 0)
    .map(renderSegment)
    .join('\n');
}

export function renderParticipants(participants: MeetingContext['participants']): string {
  const names = participants
    .map(({ name, email }) => {
      const cleanName = name?.trim();
      const cleanEmail = email?.trim();
      if (cleanName && cleanEmail) return `${cleanName} <${cleanEmail}>`;
      return cleanName || cleanEmail || null;
    })
    .filter((entry): entry is string => entry !== null);
  return names.length > 0 ? names.join(', ') : 'not listed';
}

export type MeetingDay = {
  /** YYYY-MM-DD in the meeting's time zone. */
  isoDate: string;
  weekday: string;
};

/**
 * The calendar day the meeting took place, in the time zone where it took place: relative due dates
 * ("by Friday") resolve against it, and a meeting at 17:00 in Chicago is already tomorrow in UTC.
 */
export function meetingDayOf(options: { startedAt: Date; timeZone: string }): MeetingDay | null {
  if (Number.isNaN(options.startedAt.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
  }).formatToParts(options.startedAt);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return { isoDate: `${part('year')}-${part('month')}-${part('day')}`, weekday: part('weekday') };
}
