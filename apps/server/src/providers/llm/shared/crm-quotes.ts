import type { TranscriptSegment } from '../../transcription/transcript-segment';

/*
 * Evidence checks: a proposal's quote must be words of the transcript, so a reviewer can find them
 * and press play where they were said. Comparison ignores case, punctuation and hesitations
 * ("um", "uh"), which models tidy away; the words themselves must be there, in order.
 */

const HESITATION = /^(?:u+m+|u+h+|e+r+m+|e+r+|a+h+|h+m+|m+h*m+)$/;
/** Fewer words than this prove nothing ("yes", "thirty"). */
const MIN_QUOTE_WORDS = 2;
/** A quote must be said within this many consecutive segments ("one or two", a cut mid-sentence). */
const MAX_QUOTE_SEGMENTS = 3;

function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}]+(?:['.,][\p{L}\p{N}]+)*/gu)
      ?.map((word) => word.replace(/[.,]/g, ''))
      .filter((word) => !HESITATION.test(word)) ?? []
  );
}

export type LocatedQuote = { quote: string; startMs: number };

/**
 * The transcript's words as one sequence, each with the segment it came from, to look quotes up in
 * a long transcript without re-reading it per quote.
 */
export type QuoteIndex = {
  locate(quote: string): LocatedQuote | null;
};

export function createQuoteIndex(segments: ReadonlyArray<TranscriptSegment>): QuoteIndex {
  const ordered = segments
    .filter((segment) => segment.text.trim().length > 0)
    .slice()
    .sort((a, b) => a.startMs - b.startMs);
  const words: string[] = [];
  const segmentOf: number[] = [];
  const positions = new Map<string, number[]>();
  ordered.forEach((segment, segmentIndex) => {
    for (const word of wordsOf(segment.text)) {
      const list = positions.get(word);
      if (list) list.push(words.length);
      else positions.set(word, [words.length]);
      words.push(word);
      segmentOf.push(segmentIndex);
    }
  });

  const matchesAt = (start: number, pieceWords: string[]) =>
    pieceWords.every((word, offset) => words[start + offset] === word);

  return {
    locate(quote) {
      const text = quote.replace(/\s+/g, ' ').trim();
      // "…" or "..." joins pieces of one passage; each piece must follow the previous one.
      const pieces = text
        .split(/\s*(?:…|\.\.\.)\s*/)
        .map(wordsOf)
        .filter((piece) => piece.length > 0);
      const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
      if (pieces.length === 0 || total < MIN_QUOTE_WORDS) return null;
      const [first, ...rest] = pieces as [string[], ...string[][]];
      for (const start of positions.get(first[0]!) ?? []) {
        if (!matchesAt(start, first)) continue;
        let next = start + first.length;
        let isFound = true;
        for (const piece of rest) {
          let found = -1;
          for (
            let probe = next;
            probe < words.length && segmentOf[probe]! - segmentOf[start]! < MAX_QUOTE_SEGMENTS;
            probe += 1
          ) {
            if (matchesAt(probe, piece)) {
              found = probe;
              break;
            }
          }
          if (found < 0) {
            isFound = false;
            break;
          }
          next = found + piece.length;
        }
        const lastSegment = segmentOf[next - 1]!;
        if (!isFound || lastSegment - segmentOf[start]! >= MAX_QUOTE_SEGMENTS) continue;
        return { quote: text, startMs: ordered[segmentOf[start]!]!.startMs };
      }
      return null;
    },
  };
}
