import type { TranscriptSegment } from '../../../transcription/transcript-segment';
import { sentenceSpans } from '../sentences';

/** A sentence of the transcript that may answer a question, with where it was said. */
export type Evidence = {
  /** Its segment, by index in the meeting's segments: the moment the answer cites and links to. */
  segmentIndex: number;
  speaker: string | null;
  text: string;
  /** The sentence the same speaker said just before, which "that" or "it" may point to. */
  before: string | null;
  isQuestion: boolean;
};

/**
 * The sentences holding `cue`, in transcript order. Segments are tested whole first, so a long
 * transcript is only split where the cue occurs.
 */
export function findEvidence(input: { segments: ReadonlyArray<TranscriptSegment>; cue: RegExp }): Evidence[] {
  const { segments, cue } = input;
  const found: Evidence[] = [];
  for (const [segmentIndex, segment] of segments.entries()) {
    if (!cue.test(segment.text)) continue;
    const sentences = sentencesOf(segment.text);
    for (const [position, text] of sentences.entries()) {
      if (!cue.test(text)) continue;
      found.push({
        segmentIndex,
        speaker: segment.speaker?.trim() || null,
        text,
        before: sentences[position - 1] ?? lastSentenceBefore({ segments, segmentIndex }),
        isQuestion: text.trimEnd().endsWith('?'),
      });
    }
  }
  return found;
}

function sentencesOf(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  return sentenceSpans(clean).map((span) => clean.slice(span.start, span.end));
}

/** The last sentence of the previous segment, when the same speaker said it. */
function lastSentenceBefore(input: {
  segments: ReadonlyArray<TranscriptSegment>;
  segmentIndex: number;
}): string | null {
  const current = input.segments[input.segmentIndex];
  const previous = input.segments[input.segmentIndex - 1];
  if (!current || !previous || previous.speaker !== current.speaker) return null;
  return sentencesOf(previous.text).at(-1) ?? null;
}
