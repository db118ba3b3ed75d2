import {
  type AnswerContext,
  focusHits,
  onePerSegment,
  reportedIn,
  speakerOf,
  type TypedAnswer,
} from './answer-context';
import { type Evidence, findEvidence } from './evidence';
import { readSentence } from './language';

/*
 * "Why do they want to cancel?", "What caused the outage?": the reasons the call gives. A reason is
 * a statement with a cause in it ("because", "goes out of support", "broke"), or the reply to a
 * "why" asked in the call ("Why now?" "Our platform goes out of support in December."), the more of
 * the question's words it holds the better; then the moments.
 */

const CAUSE =
  /\b(?:because|since|due to|caused?|reasons?|that's why|which is why|so that|out of support|end[- ]of[- ]life|expir\w*|ends?|ended|broke|broken|failed|fails|stopped|couldn't|can't|won't|not coming|delay\w*|late|missed|lost)\b/i;
const ASKED_WHY = /\bwhy\b|\bwhat (?:caused|happened)\b|\bhow come\b/i;

const MAX_REASONS = 2;
const MIN_WORDS = 5;

export function answerReasons(context: AnswerContext): TypedAnswer | null {
  const { segments } = context.meeting;
  const stated = findEvidence({ segments, cue: CAUSE }).map((evidence) => ({ evidence, isReply: false }));
  const replies = findEvidence({ segments, cue: ASKED_WHY })
    .filter((asked) => asked.isQuestion)
    .flatMap((asked) => replyTo({ context, asked }))
    .map((evidence) => ({ evidence, isReply: true }));
  const scored = [...replies, ...stated]
    .filter(({ evidence }) => !evidence.isQuestion && evidence.text.split(/\s+/).length >= MIN_WORDS)
    .map(({ evidence, isReply }) => {
      const hits = focusHits(context, evidence);
      const causes = CAUSE.test(evidence.text) ? 1 : 0;
      return { evidence, score: 2 * hits + causes + (isReply ? 2 : 0), hits, isReply };
    })
    // A reason bears on the question: it holds its words, or answers a "why" asked in the call.
    .filter((reason) => reason.hits > 0 || reason.isReply)
    .sort((a, b) => b.score - a.score || negativity(a.evidence) - negativity(b.evidence));
  const chosen = onePerSegment(scored.map((reason) => reason.evidence)).slice(0, MAX_REASONS);
  const [first, second] = chosen;
  if (!first) return null;
  const said = (evidence: Evidence) => `${reportedIn(context, evidence.text, 30)} (${speakerOf(evidence)})`;
  const lead = `The reason given: ${said(first)}.${second ? ` Also: ${said(second)}.` : ''}`;
  return { lead, evidence: chosen };
}

/** The first sentences of the reply to a question asked in the call, by someone else. */
function replyTo(input: { context: AnswerContext; asked: Evidence }): Evidence[] {
  const { segments } = input.context.meeting;
  const index = input.asked.segmentIndex + 1;
  const reply = segments[index];
  if (!reply || reply.speaker === segments[input.asked.segmentIndex]!.speaker) return [];
  return findEvidence({ segments: [reply], cue: /\S/ })
    .slice(0, 2)
    .map((evidence) => ({ ...evidence, segmentIndex: index, before: input.asked.text }));
}

/** Lower for a sentence said in a negative tone: complaints carry reasons. */
function negativity(evidence: Evidence): number {
  return readSentence(evidence.text).sentiment;
}
