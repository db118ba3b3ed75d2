import { findDueDate } from '../due-dates';
import type { Sentence } from '../sentences';
import { removeFillers } from '../text-cleaning';
import type { ActionContext as Context } from './found-item';
import { FIRST_PERSON, SECOND_PERSON } from './triggers';

const DATE_ALONE = /^\W*(?:by|on|before|no later than|latest by)\s/i;

/** "I'll send the proposal. You'll have it by Friday." — the date is in the next sentence. */
export function dueDateFromNextSentence(input: {
  context: Context;
  sentence: Sentence;
  clause: string;
}): string | null {
  const turn = input.context.split.turns[input.sentence.turnIndex];
  if (!turn || input.clause.trim() !== removeFillers(input.sentence.text)) return null;
  const position = turn.sentences.indexOf(input.sentence);
  const next = turn.sentences[position + 1];
  // "By Tuesday the eighth.": a date said on its own, after the task.
  const isDateAlone = next !== undefined && DATE_ALONE.test(next.text) && next.text.split(/\s+/).length <= 6;
  if (
    !next ||
    next.text.split(/\s+/).length > 14 ||
    (!isDateAlone && !/\b(?:it|that|them|this|those)\b/i.test(next.text))
  ) {
    return null;
  }
  if (
    new RegExp(FIRST_PERSON.source, 'i').test(next.text) ||
    new RegExp(SECOND_PERSON.source, 'i').test(next.text)
  ) {
    return null;
  }
  return dueDateIn({ text: next.text, context: input.context });
}

export function dueDateIn(input: { text: string; context: Context }): string | null {
  const meetingDate = input.context.meetingDate;
  return meetingDate ? (findDueDate({ text: input.text, meetingDate })?.isoDate ?? null) : null;
}
