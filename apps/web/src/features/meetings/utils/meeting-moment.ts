/** The query parameter of a link to a moment of a meeting: `/meetings/{id}?t={seconds}` (the assistant's sources). */
export const MEETING_MOMENT_PARAM = 't';

/** Longer than any meeting: a larger value is not a moment but a typo or a forged link. */
const MAX_MOMENT_SECONDS = 7 * 24 * 60 * 60;

/** The moment in milliseconds, or null for no parameter or one that is not a number of seconds from 0. */
export const parseMeetingMoment = (value: string | null): number | null => {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const seconds = Number(value.trim());
  return seconds <= MAX_MOMENT_SECONDS ? Math.round(seconds * 1000) : null;
};

/**
 * Where a moment of whole seconds lands in the transcript: links round a line's start down to the
 * second (`?t=19` for a line starting at 19.5 s), so a line starting within that second is the one meant.
 */
export const snapMomentToSegment = (
  momentMs: number,
  segments: ReadonlyArray<{ start_ms: number }>,
): number =>
  segments.find((segment) => segment.start_ms >= momentMs && segment.start_ms < momentMs + 1000)?.start_ms ??
  momentMs;
