import { contentTerms } from '../keyword-scoring';
import type { Sentence } from '../sentences';
import { removeFillers } from '../text-cleaning';
import { CALENDAR_WORD, statesDate } from './date-mention';
import type { ActionContext as Context } from './found-item';
import { dueDateIn } from './item-due-date';
import { openingNounPhrase } from './noun-phrase';
import { actionRest } from './verb-phrase';

/*
 * "I'll run that one too", "I'll have that done by Wednesday", "Yes, I'll schedule it": a task whose
 * object was named just before. The item names it again, as a reader of the list needs it.
 */

/** A verb whose object is only a pronoun, and what follows ("done", "too"). */
const POINTING_BACK =
  /^([a-z]+(?: (?:over|back|along|out|up|off))?) (?:it|that|this|them|those|these)(?: one| ones)?\b\s*(.*)$/i;

/** Verbs that say nothing without their object: what they point to is a whole task ("I'll do that"). */
const EMPTY_VERB = /^(?:do|have|get|handle|own|take|sort(?: out)?)$/i;

/** A plan stated in the present ("Then I configure SAML on our side"): what "I'll have that done" means. */
const PRESENT_PLAN =
  /(?:^|[,;.]\s*)\W*(?:(?:then|so|and|first|next|now|after that)[,\s]+)?(?:i|we)\s+(?!(?:will|can|could|would|should|am|was|were|are|think|guess|mean|know|need|want|have|had|do|did|don't|hope|feel|just|also|really)\b)([a-z]+\b.*)$/i;

/** What "done", "ready" or nothing leaves after an empty verb: "have that done", "do it". */
const NOTHING_MORE = /^(?:done|ready|finished|sorted|completed|wrapped up|in place|too|as well)?[.!]?$/i;

/** "Have that done", "Do it": a pointer to a task that no antecedent or request named. */
export function isBarePointer(text: string): boolean {
  const pointing = POINTING_BACK.exec(text);
  return pointing !== null && EMPTY_VERB.test(pointing[1]!) && NOTHING_MORE.test(pointing[2]!);
}

/**
 * "I'll run that one too" after "The cleanup happens on Monday.": the date of the sentence pointed
 * back to puts the task after the meeting, as a date in the clause itself would.
 */
export function pointsBackToDated(input: { rest: string; sentence: Sentence; context: Context }): boolean {
  if (!POINTING_BACK.test(input.rest)) return false;
  const previous = previousSentence(input);
  return previous !== null && statesDate(previous.text);
}

export type Antecedent = { text: string; dueDate: string | null };

/**
 * What a pronoun object points back to: a plan the speaker just stated ("Then I configure SAML,
 * and I'll have that done by…"), or the noun phrase the previous sentence opens with ("The final
 * import runs on the 26th. I'll run that one too."), whose date then dates the task. Null when the
 * text names its object or nothing just before names it.
 */
export function antecedentOf(input: {
  text: string;
  /** The sentence's words before the clause of the task. */
  before: string;
  sentence: Sentence;
  context: Context;
}): Antecedent | null {
  const pointing = POINTING_BACK.exec(input.text);
  if (!pointing) return null;
  const verb = pointing[1]!;
  const previous = previousSentence(input);
  const ownTurnBefore = [input.before, previous?.speaker === input.sentence.speaker ? previous.text : ''];
  for (const candidate of ownTurnBefore) {
    const plan = PRESENT_PLAN.exec(removeFillers(candidate).replace(/[\s,;:.]*(?:and|but|then)?\s*$/i, ''));
    const rest = plan ? actionRest(plan[1]!) : null;
    if (rest && (EMPTY_VERB.test(verb) || rest.toLowerCase().startsWith(verb.toLowerCase()))) {
      return { text: rest, dueDate: null };
    }
  }
  if (EMPTY_VERB.test(verb) || !previous) return null;
  const named = openingNounPhrase(removeFillers(previous.text));
  if (!named) return null;
  return {
    text: `${verb} ${named.phrase}`,
    dueDate: dueDateIn({ text: previous.text, context: input.context }),
  };
}

/** The sentence before, in the same turn or closing the turn before. */
function previousSentence(input: { sentence: Sentence; context: Context }): Sentence | null {
  const previous = input.context.split.sentences[input.sentence.index - 1];
  if (!previous || input.sentence.turnIndex - previous.turnIndex > 1) return null;
  return previous;
}

/**
 * "Your next export is on April tenth. I'll check the export with your team.": the task's thing
 * was dated by the sentence before it in the same turn, which opens with it.
 */
export function dateOfNamedThing(input: {
  text: string;
  sentence: Sentence;
  context: Context;
}): string | null {
  const previous = previousSentence(input);
  if (
    !previous ||
    previous.turnIndex !== input.sentence.turnIndex ||
    previous.text.split(/\s+/).length > 14
  ) {
    return null;
  }
  // Cheap tests first: most dateless tasks follow no dated sentence about the same thing.
  if (!CALENDAR_WORD.test(previous.text)) return null;
  const said = new Set(contentTerms(previous.text));
  if (!contentTerms(input.text).some((term) => said.has(term))) return null;
  const dueDate = dueDateIn({ text: previous.text, context: input.context });
  if (!dueDate) return null;
  const named = openingNounPhrase(removeFillers(previous.text));
  const head = named?.head.toLowerCase().replace(/[^\w-]/g, '');
  return head && new RegExp(`\\bthe (?:[\\w-]+ ){0,2}${head}\\b`, 'i').test(input.text) ? dueDate : null;
}
