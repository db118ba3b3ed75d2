const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds, cut rather than rounded: a browser's player shows 5:15.8 as 5:15. */
const wholeSeconds = (durationMs: number) => Math.max(0, Math.floor(durationMs / 1000));

/**
 * A meeting's length as a media player shows it: `m:ss` under an hour, `h:mm:ss` from an hour on, so the
 * header and the player beside it read the same.
 */
export const formatDuration = (durationMs: number): string => {
  const totalSeconds = wholeSeconds(durationMs);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
};

/** The same length in words, for screen readers and tooltips: '1 h 5 min', '4 min 7 s'. */
export const describeDuration = (durationMs: number): string => {
  const totalSeconds = wholeSeconds(durationMs);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min ${seconds} s` : `${seconds} s`;
};

/** An ISO 8601 duration for `<time dateTime>`, e.g. `PT1H5M7S`. */
export const isoDuration = (durationMs: number): string => {
  const totalSeconds = wholeSeconds(durationMs);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || totalSeconds === 0 ? `${seconds}S` : ''}`;
};

const MEETING_DATE_FORMAT = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a meeting happened, in the user's locale: 'Tue, 24 Nov 2026, 10:00'. */
export const formatMeetingDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : MEETING_DATE_FORMAT.format(date);
};

/** Elapsed recording time for the recording bar: the same `m:ss` (or `h:mm:ss`) as a duration. */
export const formatElapsed = formatDuration;

const DUE_DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A due date as written by the engine: a calendar date (`2026-11-27`) or a timestamp; shown as given otherwise. */
export const formatDueDate = (dueDate: string): string => {
  // A bare date is read as UTC midnight and shown in UTC, so it never slips to the day before.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? `${dueDate}T00:00:00Z` : dueDate);
  return Number.isNaN(date.getTime()) ? dueDate : DUE_DATE_FORMAT.format(date);
};
