import type { MeetingContext } from '../meeting-intelligence';
import { answerByType } from './questions/typed-answer';

/** One line of the summary's key facts: what a sales team tracks, as the meeting says it. */
export type KeyFact = { label: string; fact: string };

/**
 * What a sales team tracks, each read from the transcript the way the offline chat answers the
 * question (`answerByType`), so the summary and the chat agree.
 */
const TRACKED = [
  { label: 'Price and budget', type: 'money', question: 'What did they say about the price?' },
  { label: 'Decision maker', type: 'people', question: 'Who is the decision maker?' },
  { label: 'Competitors', type: 'competitors', question: 'Who are the competitors?' },
  { label: 'Timeline', type: 'timeline', question: 'What is the timeline?' },
  { label: 'Pain', type: 'pains', question: 'What is their main pain?' },
  { label: 'Risks', type: 'risks', question: 'What are the risks?' },
] as const;

/** The key facts the meeting states, in the order above; a fact it does not state is left out. */
export function keyFactsOf(
  meeting: Pick<MeetingContext, 'title' | 'startedAt' | 'participants' | 'segments'>,
): KeyFact[] {
  return TRACKED.flatMap(({ label, type, question }) => {
    const fact = answerByType({ type, meeting, question })?.fact;
    return fact ? [{ label, fact }] : [];
  });
}
