import { findDueDate } from '../due-dates';
import { ANY_DATE, CALENDAR_WORD, statesDate } from './date-mention';
import { CLAUSE_BREAK } from './triggers';
import { ACTION_VERB, ADVERBS, AFTER_MEETING, IN_MEETING, NOT_A_TASK } from './verb-cues';

/*
 * The words after a trigger: whether they name a task after the meeting, and the task's clause.
 */

export function isAfterMeeting(clause: string): boolean {
  return AFTER_MEETING.test(clause) || findDueDate({ text: clause, meetingDate: ANY_DATE }) !== null;
}

/** The text after a promise when it names a time for it and starts with a verb that does something. */
export function datedRest(text: string): string | null {
  const rest = withoutAdverbs(text);
  if (!/^[a-z]+\b/.test(rest) || NOT_A_TASK.test(rest) || IN_MEETING.test(rest)) return null;
  const date = CALENDAR_WORD.test(rest) ? findDueDate({ text: rest, meetingDate: ANY_DATE }) : null;
  if (!date) return null;
  // "keep November thirtieth" names the date as the object; "by", "on", "tomorrow" make it a deadline.
  const phrase = rest.slice(date.index, date.index + date.length);
  const isDeadline =
    DEADLINE_WORD.test(phrase) ||
    /\b(?:by|on|before|until|till|than|in|within|for)\s+(?:the\s+)?$/i.test(rest.slice(0, date.index));
  return isDeadline ? rest : null;
}

/** "have that done", "get it ready": a promise about a task named just before (see antecedent.ts). */
const DONE_BY =
  /^(?:have|get) (?:it|that|this|them|those) (?:all )?(?:done|ready|finished|sorted|completed|wrapped up|in place)\b/i;

/** The text after "I'll" when it promises to finish a task named before, by a date. */
export function doneByRest(text: string): string | null {
  const rest = withoutAdverbs(text);
  return DONE_BY.test(rest) && statesDate(rest) ? rest : null;
}

/** "The DNS records I'll do": the object said first, before "I'll do", "I'll take", "I'll handle". */
const FRONTED_OBJECT =
  /^\W*(?:(?:and|so|okay|ok|well)[,\s]+)?((?:the|our|your|those) [\w'’-]+(?: [\w'’-]+){0,4})\s*$/i;
const TAKE_ON = /^(?:do|take|handle|own|cover)(?=\s*(?:[,.;!]|$))/i;

/** "do the DNS records" from "The DNS records" before "I'll" and "do" after it; null otherwise. */
export function frontedObjectRest(input: { before: string; after: string }): string | null {
  const object = FRONTED_OBJECT.exec(input.before);
  const verb = TAKE_ON.exec(withoutAdverbs(input.after));
  if (!object || !verb) return null;
  const phrase = object[1]!;
  return `${verb[0].toLowerCase()} ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
}

/** A date phrase that is a deadline by itself, without "by" or "on" before it. */
const DEADLINE_WORD =
  /^(?:today|tonight|tomorrow|next|this|end|the end|early|mid|late|later|eod|eow|a |one |two |three |in |within |by |before |on |until )/i;

export function withoutAdverbs(text: string): string {
  let rest = text.trimStart();
  for (let guard = 0; guard < 6; guard += 1) {
    const next = rest.replace(ADVERBS, '');
    if (next === rest) break;
    rest = next;
  }
  return rest;
}

/** The text from the action verb on, or null when no action verb follows the trigger. */
export function actionRest(text: string): string | null {
  const rest = withoutAdverbs(text);
  if (IN_MEETING.test(rest) || !ACTION_VERB.test(rest)) return null;
  return rest;
}

export function clausesOf(text: string): string[] {
  const clauses: string[] = [];
  let start = 0;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    clauses.push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  clauses.push(text.slice(start));
  return clauses.filter((clause) => clause.trim().length > 0);
}
