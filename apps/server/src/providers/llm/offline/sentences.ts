import type { TranscriptSegment } from '../../transcription/transcript-segment';

/** One sentence of the transcript with who said it and when (interpolated inside its segment). */
export type Sentence = {
  index: number;
  turnIndex: number;
  speaker: string | null;
  startMs: number;
  endMs: number;
  text: string;
};

/** Consecutive segments of one speaker: the unit in which questions get asked and answered. */
export type Turn = {
  index: number;
  speaker: string | null;
  startMs: number;
  endMs: number;
  text: string;
  sentences: Sentence[];
};

export type SplitTranscript = { turns: Turn[]; sentences: Sentence[] };

/** Speech engines without punctuation produce run-ons; past this many words a sentence is cut. */
const MAX_SENTENCE_WORDS = 60;
const TARGET_CHUNK_WORDS = 35;

/** Words that end in a dot without ending the sentence ("Mr. Smith", "Dec. 3"). */
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st vs etc inc ltd co corp approx no ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun'
  ).split(' '),
);

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

type Piece = { charStart: number; charEnd: number; startMs: number; endMs: number };

/**
 * Groups segments into speaker turns and splits the turns into sentences. A sentence may run
 * across segments of the same speaker (engines cut segments mid-sentence), so turns are split as a
 * whole and each sentence's time is interpolated from the characters it covers.
 */
export function splitTranscript(segments: ReadonlyArray<TranscriptSegment>): SplitTranscript {
  const ordered = segments
    .map((segment, position) => ({ segment, position }))
    .filter(({ segment }) => segment.text.trim().length > 0)
    .sort((a, b) => a.segment.startMs - b.segment.startMs || a.position - b.position)
    .map(({ segment }) => segment);

  const turns: Turn[] = [];
  const sentences: Sentence[] = [];
  let index = 0;
  while (index < ordered.length) {
    const first = ordered[index]!;
    const pieces: Piece[] = [];
    let text = '';
    let endMs = first.endMs;
    while (index < ordered.length && ordered[index]!.speaker === first.speaker) {
      const segment = ordered[index]!;
      const segmentText = segment.text.replace(/\s+/g, ' ').trim();
      if (text.length > 0) text += ' ';
      pieces.push({
        charStart: text.length,
        charEnd: text.length + segmentText.length,
        startMs: segment.startMs,
        endMs: Math.max(segment.endMs, segment.startMs),
      });
      text += segmentText;
      endMs = Math.max(endMs, segment.endMs);
      index += 1;
    }
    const turn: Turn = {
      index: turns.length,
      speaker: first.speaker,
      startMs: first.startMs,
      endMs,
      text,
      sentences: [],
    };
    for (const span of sentenceSpans(text)) {
      const sentence: Sentence = {
        index: sentences.length,
        turnIndex: turn.index,
        speaker: turn.speaker,
        startMs: timeAt(pieces, span.start),
        endMs: timeAt(pieces, span.end),
        text: text.slice(span.start, span.end),
      };
      turn.sentences.push(sentence);
      sentences.push(sentence);
    }
    turns.push(turn);
  }
  return { turns, sentences };
}

type Span = { start: number; end: number };

/**
 * Sentence boundaries as Unicode defines them (`Intl.Segmenter`: "2.5", "$9,000.", closing quotes,
 * "。" without a space), with two changes for transcripts: a period before a lower-case word ends
 * a sentence too, and an abbreviation before a capital or a number does not ("Mr. Smith", "No. 5").
 */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const end of sentenceEnds(text)) {
    if (end < text.length && isAbbreviation(text, end - 1)) continue;
    pushSpan(spans, text, start, end);
    start = end;
  }
  pushSpan(spans, text, start, text.length);
  return spans.flatMap((span) => chunkLongSpan(text, span));
}

/** Speech engines end sentences with a period even when the next starts in lower case ("yeah. okay."). */
const PERIOD_BEFORE_LOWER_CASE = /(?<!\.)(\.["'”’)\]]*)\s+(?=\p{Ll})/gu;

function* sentenceEnds(text: string): Generator<number> {
  for (const { segment, index } of SENTENCES.segment(text)) {
    for (const period of segment.matchAll(PERIOD_BEFORE_LOWER_CASE)) {
      yield index + period.index + period[1]!.length;
    }
    yield index + segment.trimEnd().length;
  }
}

function pushSpan(spans: Span[], text: string, start: number, end: number): void {
  let from = start;
  while (from < end && /\s/.test(text.charAt(from))) from += 1;
  if (end > from && /[\p{L}\p{N}]/u.test(text.slice(from, end))) spans.push({ start: from, end });
}

function isAbbreviation(text: string, dotIndex: number): boolean {
  if (text.charAt(dotIndex) !== '.') return false;
  const before = text.slice(Math.max(0, dotIndex - 12), dotIndex).match(/([A-Za-z.]+)$/)?.[1] ?? '';
  if (before.length === 0) return false;
  if (/^([A-Za-z]\.)+[A-Za-z]$/.test(before)) return true; // "U.S", "e.g", "i.e"
  if (/^[A-Z]$/.test(before)) return true; // an initial: "J. Smith"
  const word = before.toLowerCase();
  if (!ABBREVIATIONS.has(word)) return false;
  // "no." ends plenty of sentences; only "No. 5" is the abbreviation.
  if (word === 'no') return /^\s*\d/.test(text.slice(dotIndex + 1));
  return true;
}

/** Cuts an unpunctuated run-on at a comma or conjunction near the target length. */
function chunkLongSpan(text: string, span: Span): Span[] {
  const wordMatches = [...text.slice(span.start, span.end).matchAll(/\S+/g)];
  if (wordMatches.length <= MAX_SENTENCE_WORDS) return [span];
  const result: Span[] = [];
  let chunkStart = 0;
  while (wordMatches.length - chunkStart > MAX_SENTENCE_WORDS) {
    let cut = chunkStart + TARGET_CHUNK_WORDS;
    for (let probe = chunkStart + 20; probe < chunkStart + MAX_SENTENCE_WORDS - 5; probe += 1) {
      const word = wordMatches[probe]![0];
      const nextWord = wordMatches[probe + 1]?.[0].toLowerCase() ?? '';
      if (/[,;:]$/.test(word) || ['and', 'but', 'so', 'because', 'then'].includes(nextWord)) {
        cut = probe + 1;
        if (probe >= chunkStart + TARGET_CHUNK_WORDS - 10) break;
      }
    }
    const startOffset = wordMatches[chunkStart]!.index;
    const last = wordMatches[cut - 1]!;
    result.push({ start: span.start + startOffset, end: span.start + last.index + last[0].length });
    chunkStart = cut;
  }
  result.push({ start: span.start + wordMatches[chunkStart]!.index, end: span.end });
  return result;
}

function timeAt(pieces: Piece[], charIndex: number): number {
  for (const piece of pieces) {
    if (charIndex <= piece.charEnd) {
      const length = Math.max(1, piece.charEnd - piece.charStart);
      const ratio = Math.min(1, Math.max(0, (charIndex - piece.charStart) / length));
      return Math.round(piece.startMs + ratio * (piece.endMs - piece.startMs));
    }
  }
  return pieces.at(-1)?.endMs ?? 0;
}

/** `[mm:ss]`, or `[h:mm:ss]` past the first hour. */
export function formatTimestamp(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `[${hours}:${pad(minutes)}:${pad(seconds)}]` : `[${pad(minutes)}:${pad(seconds)}]`;
}
