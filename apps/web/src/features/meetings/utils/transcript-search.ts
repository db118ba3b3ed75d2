import type { TTranscriptSegment } from '@ting/contracts';

/** One occurrence of the search text in a segment's text. */
export type TTranscriptHit = {
  seq: number;
  start: number;
  end: number;
};

/** Every case-insensitive occurrence of `query` in the segments' text, in transcript order. */
export const findTranscriptHits = ({
  segments,
  query,
}: {
  segments: readonly TTranscriptSegment[];
  query: string;
}): TTranscriptHit[] => {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const hits: TTranscriptHit[] = [];
  for (const segment of segments) {
    // Lower-casing can change a string's length (İ → i̇); hits are then skipped rather than misplaced.
    const haystack = segment.text.toLocaleLowerCase();
    if (haystack.length !== segment.text.length) continue;
    let from = haystack.indexOf(needle);
    while (from !== -1) {
      hits.push({ seq: segment.seq, start: from, end: from + needle.length });
      from = haystack.indexOf(needle, from + needle.length);
    }
  }
  return hits;
};

/** The segment playing at `timeMs`: the last one that has started by then, while it lasts. */
export const activeSegmentSeq = ({
  segments,
  timeMs,
}: {
  segments: readonly TTranscriptSegment[];
  timeMs: number;
}): number | null => {
  let active: TTranscriptSegment | null = null;
  for (const segment of segments) {
    if (segment.start_ms > timeMs) break;
    active = segment;
  }
  if (!active) return null;
  // A gap after a segment's end (silence) highlights nothing, unless the segment has no real end.
  return active.end_ms > active.start_ms && timeMs >= active.end_ms ? null : active.seq;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A transcript timestamp: `mm:ss`, or `h:mm:ss` from an hour on. */
export const formatTimestamp = (ms: number): string => {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
};
