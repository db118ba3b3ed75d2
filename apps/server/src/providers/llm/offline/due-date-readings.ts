import type { ParsingResult } from 'chrono-node';
import { DUE_DATE_RULE_TAG } from './due-date-rules';

/** A weekday said in full: chrono-node also reads "Sat down" and "the sun" as weekdays. */
const FULL_WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
/** A point in time ("in two weeks", "two weeks from now"), not a length of it ("for two weeks"). */
const RELATIVE_POINT = /^(?:in|within|next)\b|\b(?:from (?:now|today)|later|after tomorrow)$/i;
const PAST = /^(?:last|past|previous|now)\b|\bago$/i;
/** "Next quarter" and "this year" name no day; chrono-node would pick one. */
const QUARTER_OR_YEAR = /\b(?:quarters?|years?)\b/i;
/** Not written "May", it is mostly the verb: "we may 3x our volume". */
const VERB_MAY = /\b(?:may|MAY)\b/;
const SLASH_DATE = /^(\d{1,2})\/\d{1,2}/;

/**
 * Whether a chrono-node reading can be a due date. It also reads times of day ("at 3pm", "in an
 * hour"), past days ("last Friday"), lengths of time ("for two weeks"), bare months and years, and
 * day/month when month/day cannot be ("24/7"); none of them is a deadline.
 */
export function isDueDateReading(result: ParsingResult): boolean {
  const { start } = result;
  const tags = result.tags();
  if (tags.has(DUE_DATE_RULE_TAG)) return true;
  if (tags.has('result/relativeDateAndTime') || PAST.test(result.text)) return false;
  if (QUARTER_OR_YEAR.test(result.text) || VERB_MAY.test(result.text)) return false;
  if (start.isCertain('weekday') && !start.isCertain('day')) return FULL_WEEKDAY.test(result.text);
  if (tags.has('result/relativeDate')) return RELATIVE_POINT.test(result.text);
  if (!start.isCertain('day')) return false;
  const slash = SLASH_DATE.exec(result.text);
  // US order only: a first number that cannot be the month was not meant as a date.
  return !slash || Number(slash[1]) === start.get('month');
}
