import type { TTranscriptSegment } from '@ting/contracts';

/** One occurrence of the search text in a segment's text. */
export type TTranscriptHit = {
  seq: number;
  start: number;
  end: number;
};

/** A hit with its position among all hits, which the 'n of m' counter and next/previous step through. */
export type TIndexedTranscriptHit = {
  hit: TTranscriptHit;
  index: number;
};

/**
 * Each segment's text lower-cased for searching, or null where lower-casing changes the length (İ → i̇):
 * hit offsets there would not point into the original text, so such segments are skipped rather than
 * misplaced. Worth computing once per transcript: a 2-hour meeting has about 20,000 segments.
 */
export const foldTranscriptTexts = (segments: readonly TTranscriptSegment[]): (string | null)[] =>
  segments.map((segment) => {
    const folded = segment.text.toLocaleLowerCase();
    return folded.length === segment.text.length ? folded : null;
  });

/** Every case-insensitive occurrence of `query` in the segments' text, in transcript order. */
export const findTranscriptHits = ({
  segments,
  query,
  foldedTexts = foldTranscriptTexts(segments),
}: {
  segments: readonly TTranscriptSegment[];
  query: string;
  /** `foldTranscriptTexts(segments)`, when the caller keeps it between searches. */
  foldedTexts?: readonly (string | null)[];
}): TTranscriptHit[] => {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const hits: TTranscriptHit[] = [];
  segments.forEach((segment, index) => {
    const haystack = foldedTexts[index];
    if (haystack == null) return;
    let from = haystack.indexOf(needle);
    while (from !== -1) {
      hits.push({ seq: segment.seq, start: from, end: from + needle.length });
      from = haystack.indexOf(needle, from + needle.length);
    }
  });
  return hits;
};

/** The hits of each segment, by `seq`, each with its position among all hits. */
export const groupHitsBySeq = (hits: readonly TTranscriptHit[]): Map<number, TIndexedTranscriptHit[]> => {
  const bySeq = new Map<number, TIndexedTranscriptHit[]>();
  hits.forEach((hit, index) => {
    const list = bySeq.get(hit.seq);
    if (list) list.push({ hit, index });
    else bySeq.set(hit.seq, [{ hit, index }]);
  });
  return bySeq;
};

/** Each segment's position in the list, by `seq`. */
export const indexSegmentsBySeq = (segments: readonly TTranscriptSegment[]): Map<number, number> =>
  new Map(segments.map((segment, index) => [segment.seq, index]));

/**
 * The position of the segment playing at `timeMs`: the last one that has started by then, while it lasts.
 * Segments come in start order, so a binary search finds it; the player reports its time several times a
 * second.
 */
export const activeSegmentIndex = ({
  segments,
  timeMs,
}: {
  segments: readonly TTranscriptSegment[];
  timeMs: number;
}): number | null => {
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((segments[middle] as TTranscriptSegment).start_ms <= timeMs) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const active = segments[found];
  if (!active) return null;
  // A gap after a segment's end (silence) highlights nothing, unless the segment has no real end.
  return active.end_ms > active.start_ms && timeMs >= active.end_ms ? null : found;
};

/** The `seq` of the segment playing at `timeMs` (see `activeSegmentIndex`). */
export const activeSegmentSeq = (options: {
  segments: readonly TTranscriptSegment[];
  timeMs: number;
}): number | null => {
  const index = activeSegmentIndex(options);
  return index === null ? null : (options.segments[index]?.seq ?? null);
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
