import { findDecisions } from '../decisions';
import { type Sentence, splitTranscript } from '../sentences';
import { type AnswerContext, onePerSegment, reportedIn, speakerOf, type TypedAnswer } from './answer-context';
import type { Evidence } from './evidence';

/** "What was agreed?": the decisions the summary lists (`findDecisions`), each once, then the moments. */
export function answerDecisions(context: AnswerContext): TypedAnswer | null {
  const { segments } = context.meeting;
  const decisions = findDecisions(splitTranscript(segments).sentences);
  if (decisions.length === 0) return null;
  const evidence = decisions.map((decision) => evidenceOf({ sentence: decision.sentence, context }));
  // The decision's own words ("Let's go with that" with the proposal it takes up); the quotes stay verbatim.
  const items = decisions.map(
    (decision, index) => `${reportedIn(context, decision.text, 30)} (${speakerOf(evidence[index]!)})`,
  );
  const lead =
    items.length === 1
      ? `Decided: ${items[0]}.`
      : `Decided:\n\n${items.map((item) => `- ${item}`).join('\n')}`;
  return { lead, evidence: onePerSegment(evidence) };
}

/** The decision's sentence, tied to the segment it was said in. */
function evidenceOf(input: { sentence: Sentence; context: AnswerContext }): Evidence {
  const { sentence, context } = input;
  const { segments } = context.meeting;
  let segmentIndex = 0;
  for (const [index, segment] of segments.entries()) {
    if (segment.speaker === sentence.speaker && segment.startMs <= sentence.startMs) segmentIndex = index;
    if (segment.startMs > sentence.startMs) break;
  }
  return {
    segmentIndex,
    speaker: sentence.speaker?.trim() || null,
    text: sentence.text,
    before: null,
    isQuestion: false,
  };
}
