import { findDueDate } from '../due-dates';
import { contentTerms } from '../keyword-scoring';
import type { People } from '../people';
import type { Sentence } from '../sentences';
import { capitalise, removeFillers, tidyPunctuation, truncateWords } from '../text-cleaning';
import { addresseeOf } from './addressee';
import { antecedentOf, isBarePointer } from './antecedent';
import { ANY_DATE } from './date-mention';
import type { ActionContext as Context, Match } from './found-item';
import { TASK_TAIL } from './triggers';

/** `antecedentDate`: the date of what a pronoun object points back to ("The import runs on the 26th. I'll run that one"). */
type Task = {
  text: string;
  tail: string;
  droppedTail: string;
  /** The task named in full when its object is a pronoun that points back ("Run the final import"). */
  pointsBackTo: string | null;
  antecedentDate: string | null;
};

/** After "the <date>", a noun the date names ("the Friday review"), not "the 12th at noon". */
const NAMES_A_THING =
  /^\s+(?!(?:at|in|on|by|for|to|and|or|but|so|if|with|from|then|too|as|of|latest|morning|afternoon|evening|night|eod|please)\b)[a-z][a-z-]+/;

/** A verb (with its particle) whose object is only a pronoun. */
export const PRONOUN_OBJECT =
  /^[a-z]+(?: (?:over|back|along|out|up|off))? (?:it|that|this|them|those|these|both)\b(?! (?:it|we|you|they|he|she|i|the|our|your|their|there|everything|all)\b)/i;

/** The task as a short imperative phrase: "Send the revised proposal to Dana Whitfield". */
export function taskFrom(input: {
  match: Match;
  context: Context;
  sentence: Sentence;
  /** The sentence's words before the task's clause. */
  before: string;
}): Task | null {
  const { match, context, sentence } = input;
  const raw = match.rest.replace(/[.!?…]+\s*$/, '');
  const tailMatch = TASK_TAIL.exec(raw);
  const kept = tailMatch ? raw.slice(0, tailMatch.index) : raw;
  const droppedTail = tailMatch ? raw.slice(tailMatch.index) : '';
  let text = withoutVocatives({ text: removeFillers(kept), people: context.people });
  // Any date phrase comes out of the task text, even when no meeting date can resolve it.
  const due = findDueDate({ text, meetingDate: context.meetingDate ?? ANY_DATE });
  const after = due ? text.slice(due.index + due.length) : '';
  if (due && /\bthe\s+$/i.test(text.slice(0, due.index)) && NAMES_A_THING.test(after)) {
    // "before the April tenth run": the date names the run, and the words stay as said.
  } else if (due && /^['’]s\b/.test(after)) {
    // "before Thursday's forecast call": the date names the thing, it is not the deadline's wording.
    text = `${text.slice(0, due.index)}the${after.slice(2)}`;
  } else if (due) {
    const before = text
      .slice(0, due.index)
      .replace(
        /(?:,?\s*\b(?:by|on|before|until|till|no later than|sometime|for|at|around|early|first thing|latest|hopefully|ideally|next|this|the|(?:in|within) the)\b)*[\s,]*$/i,
        '',
      );
    text = `${before} ${after.replace(/^\s*(?:at the latest|latest|or so|-ish)\b/i, '')}`;
  }
  text = text.replace(
    /\s*\b(?:as well|too|again|though|anyway|real quick|right away|asap|as soon as possible|for sure|(?:right )?after (?:this|the) (?:call|meeting|demo)|offline|over email|by email)\s*$/i,
    '',
  );
  text = rewritePronouns({ text, match, context, sentence });
  text = tidyPunctuation(text).replace(/^(?:to|and)\s+/i, '');
  // Only a pointer that says nothing on its own is named again: "Send it over to legal" by Friday stays.
  const isBare = !due || text.split(/\s+/).length <= 2 || isBarePointer(text);
  const antecedent =
    isBare && PRONOUN_OBJECT.test(text)
      ? antecedentOf({ text, before: input.before, sentence, context })
      : null;
  const pointsBackTo = antecedent
    ? capitalise(
        truncateWords(
          tidyPunctuation(rewritePronouns({ text: antecedent.text, match, context, sentence })),
          18,
        ),
      )
    : null;
  // "Find out", "Confirm": a verb alone says too little to act on unless a date comes with it.
  if (contentTerms(pointsBackTo ?? text).length < 2 && !due) return null;
  // "Put that in writing", "Send it over": what "it" is was said elsewhere; with no date to tie it
  // to the task it answers (see dedupe), the item tells a reader nothing.
  if (PRONOUN_OBJECT.test(text) && !due && !pointsBackTo) return null;
  return {
    text: capitalise(truncateWords(text, 18)),
    tail: kept,
    droppedTail,
    pointsBackTo,
    antecedentDate: antecedent?.dueDate ?? null,
  };
}

/** ", Ben" after a name-less word addresses Ben: who is asked is not part of the task. */
const VOCATIVE = /(?<![A-Z][\w'’-]*),\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s*(?=,|[.!?]*$)/g;

/**
 * The task without the names it is said to ("…to you tomorrow morning, Ben"): only people of the
 * meeting, and not an item of a list of names ("Dana, Marcus, and Lena").
 */
function withoutVocatives(input: { text: string; people: People }): string {
  return input.text.replace(VOCATIVE, (whole, name: string) => (input.people.resolve(name) ? '' : whole));
}

/** Written from the reader's side: "send you the deck" said to Dana becomes "send Dana the deck". */
function rewritePronouns(input: {
  text: string;
  match: Match;
  context: Context;
  sentence: Sentence;
}): string {
  const { match, context, sentence } = input;
  let text = input.text;
  if (match.kind === 'commitment') {
    const addressee = addresseeOf({ sentence, context });
    if (addressee) {
      text = text
        .replace(
          /\byou(?: guys| all| both| two)?\b(?!'| (?:are|were|have|had|can|could|will|would|need|want|know))/gi,
          addressee,
        )
        .replace(/\byour\b/gi, `${addressee}'s`);
    }
  } else if (match.kind === 'request' && sentence.speaker) {
    text = text.replace(/\bme\b/gi, sentence.speaker).replace(/\bmy\b/gi, `${sentence.speaker}'s`);
    text = text.replace(/\byour\b/gi, 'their').replace(/\byourself\b/gi, 'themselves');
  }
  return text;
}
