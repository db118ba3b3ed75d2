import type { MeetingContext } from '../meeting-intelligence';
import { answerByType } from './questions/typed-answer';

/** One line of the summary's key facts: what a sales team tracks, as the meeting says it. */
export type KeyFact = { label: string; fact: string };

type Meeting = Pick<MeetingContext, 'title' | 'startedAt' | 'participants' | 'segments'>;

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

/**
 * The money answer keeps the few amounts that best answer one question. A deal has more figures a
 * rep writes down (the budget, the yearly total, a discount): asked for each, the ones the price
 * line does not already hold make a line of their own.
 */
const MORE_FIGURES = ['What is their budget?', 'What is the total per year?', 'What discount was offered?'];

/** The key facts the meeting states, in the order above; a fact it does not state is left out. */
export function keyFactsOf(meeting: Meeting): KeyFact[] {
  return TRACKED.flatMap(({ label, type, question }) => {
    const fact = answerByType({ type, meeting, question })?.fact;
    if (!fact) return [];
    const line = { label, fact };
    if (type !== 'money') return [line];
    const others = otherFigures({ meeting, listed: fact });
    return others ? [line, { label: 'Other figures', fact: others }] : [line];
  });
}

/** The amounts the other money questions find, each once and none the price line holds; null if none. */
function otherFigures(input: { meeting: Meeting; listed: string }): string | null {
  const seen = new Set(figuresIn(input.listed).map(({ amount }) => amount));
  const found: string[] = [];
  for (const question of MORE_FIGURES) {
    const fact = answerByType({ type: 'money', meeting: input.meeting, question })?.fact;
    for (const { amount, part } of figuresIn(fact ?? '')) {
      if (seen.has(amount)) continue;
      seen.add(amount);
      found.push(part);
    }
  }
  return found.length > 0 ? found.join('; ') : null;
}

/** "**$450** a user per year; **25%**": each part with its bold amount. */
function figuresIn(fact: string): Array<{ amount: string; part: string }> {
  return fact.split('; ').flatMap((part) => {
    const amount = /\*\*([^*]+)\*\*/.exec(part)?.[1];
    return amount ? [{ amount, part }] : [];
  });
}
