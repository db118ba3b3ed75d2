import type { TranscriptSegment } from '../transcript-segment';
import { countWords, normaliseWhitespace } from './cue-text';

/** A relaxed speaking pace: estimates should rather run long than cut people off. */
export const WORDS_PER_MINUTE = 150;
const MS_PER_MINUTE = 60_000;
/** Even "Yes." takes a moment; keeps estimated segments visible in a player. */
const MIN_ESTIMATED_DURATION_MS = 1000;

/** How long saying `text` takes at `WORDS_PER_MINUTE`. */
export function estimateSpeechDurationMs(text: string): number {
  return Math.max(
    MIN_ESTIMATED_DURATION_MS,
    Math.round((countWords(text) * MS_PER_MINUTE) / WORDS_PER_MINUTE),
  );
}

/** A segment read from a format that gives start times at most. */
export type UntimedSegment = { startMs: number | null; speaker: string | null; text: string };

/**
 * Times segments of formats that carry only start times, or none: a missing start follows the
 * previous segment after its estimated duration, each segment ends where the next (by start) begins,
 * and the last lasts its estimated duration. Empty segments are dropped first, so they leave no gap.
 */
export function timeFromStarts(segments: UntimedSegment[]): TranscriptSegment[] {
  const started: TranscriptSegment[] = [];
  for (const segment of segments) {
    const text = normaliseWhitespace(segment.text);
    if (text === '') {
      continue;
    }
    const previous = started.at(-1);
    const startMs =
      segment.startMs ?? (previous ? previous.startMs + estimateSpeechDurationMs(previous.text) : 0);
    started.push({ startMs, endMs: startMs, speaker: segment.speaker, text });
  }
  // Array.prototype.sort is stable: segments sharing a start keep the file's order.
  started.sort((a, b) => a.startMs - b.startMs);
  return started.map((segment, index) => {
    const next = started[index + 1];
    const endMs = next ? next.startMs : segment.startMs + estimateSpeechDurationMs(segment.text);
    return { ...segment, endMs };
  });
}
