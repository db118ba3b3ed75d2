import type { ParsedResult } from 'chrono-node';
import { casual } from 'chrono-node/en';
import {
  addDays,
  type CalendarDate,
  compareDates,
  firstOfMonthAfter,
  lastDayOfMonth,
  toIsoDate,
  toLocalDate,
} from './calendar-date';
import { isDueDateReading } from './due-date-readings';
import { DUE_DATE_RULES } from './due-date-rules';
import { TARGET_DATE_RULES } from './target-date-rules';

export type { CalendarDate } from './calendar-date';

export type DueDateMatch = { isoDate: string; index: number; length: number };

/**
 * chrono-node's English reader, with the deadlines meetings say that it does not know
 * (`DUE_DATE_RULES`) and without the readings that are not deadlines (`isDueDateReading`).
 */
const DUE_DATE_READER = casual.clone();
DUE_DATE_READER.parsers.unshift(...DUE_DATE_RULES);
// Last, to judge whole readings: "the day after" + "tomorrow" are merged by then.
DUE_DATE_READER.refiners.push({ refine: (_context, results) => results.filter(isDueDateReading) });

/** The due-date reader plus the periods a CRM date may name ("Q3", "next quarter", "end of the year"). */
const TARGET_DATE_READER = casual.clone();
TARGET_DATE_READER.parsers.unshift(...TARGET_DATE_RULES, ...DUE_DATE_RULES);
TARGET_DATE_READER.refiners.push({ refine: (_context, results) => results.filter(isDueDateReading) });

/**
 * Finds the first due-date expression in `text` ("by Friday", "end of the month", "December 3rd")
 * and resolves it against the meeting's calendar date, always forwards: a weekday is the next such
 * day after the meeting, a date without a year the next one on or after it. Weeks start on Monday.
 * A date said of something already begun is no deadline; a date changed ("from the 18th to the
 * 16th") is the new one.
 */
export function findDueDate(input: { text: string; meetingDate: CalendarDate }): DueDateMatch | null {
  return firstForwardDate(DUE_DATE_READER, input);
}

/**
 * Like `findDueDate`, for a date a CRM field holds (a close date, a start date): also a quarter or
 * the year, as its last day ("Q3" → 30 September; "end of the year" → 31 December), and a date
 * said of something already begun, in the past ("the contract started on September first").
 */
export function findTargetDate(input: { text: string; meetingDate: CalendarDate }): DueDateMatch | null {
  return firstForwardDate(TARGET_DATE_READER, { ...input, allowPast: true });
}

function firstForwardDate(
  reader: typeof DUE_DATE_READER,
  input: { text: string; meetingDate: CalendarDate; allowPast?: boolean },
): DueDateMatch | null {
  const text = spokenYearsAsDigits(input.text);
  const readings = reader.parse(text, toLocalDate(input.meetingDate), { forwardDate: true });
  for (const [position, reading] of readings.entries()) {
    if (isChangedFrom(text, reading, readings[position + 1])) continue;
    const isPast = isSaidAsPast(text, reading.index);
    // Something already begun ("the contract started on September first") is no deadline.
    if (isPast && !input.allowPast) continue;
    const said = changedTo(text, reading) ?? reading.start;
    let date = dateOf({ reading, start: said, meetingDate: input.meetingDate });
    if (isPast && !said.isCertain('year')) date = pastOf(date, input.meetingDate, said.isCertain('day'));
    // "Yesterday" and "2026-01-05" said in November name no deadline.
    if (!isPast && compareDates(date, input.meetingDate) < 0) continue;
    return { isoDate: toIsoDate(date), ...spanOf(reading) };
  }
  return null;
}

/**
 * Verbs of something begun or done: a date said with them is in the past. Not as a participle of
 * something still to do ("get the order form signed by July 31st", "have it launched by March").
 */
const PAST_TENSE =
  /(?<!\b(?:get|gets|got|getting|have|has|be|been|being|is|are|will|'ll|need|needs|want|wants)\s+(?:[\w'-]+\s+){0,3})\b(?:started|began|begun|kicked off|went live|launched|signed|renewed|expired|ended|closed|joined|arrived|happened|onboarded|since|back in)\b(?!\s+(?:by|before|no later than)\b)[^,;]*$/i;
/** Words of a date still ahead, whatever the verb. */
const AHEAD = /\b(?:by|next|will|'ll|going to|gonna|plan\w*|expect\w*|hope\w*|target\w*|until|till)\b/i;

/** Whether the clause leading up to `index` says the date of something already begun. */
function isSaidAsPast(text: string, index: number): boolean {
  const clause =
    text
      .slice(Math.max(0, index - 80), index)
      .split(/[,;]|\s(?:and|but|so)\s/)
      .at(-1) ?? '';
  return PAST_TENSE.test(clause) && !AHEAD.test(clause);
}

/** The date a change moves to: "move it from the 18th to the 16th" is the 16th. */
const CHANGE =
  /\b(?:mov\w*|push\w*|pull\w*|shift\w*|chang\w*|reschedul\w*|bump\w*|slip\w*|brought|bring\w*)\b[^.;]*$/i;

/** "From the 18th" in "move it from the 18th to the 16th", read as two dates: the first is replaced. */
function isChangedFrom(text: string, reading: ParsedResult, next: ParsedResult | undefined): boolean {
  if (!next) return false;
  const between = text.slice(reading.index + reading.text.length, next.index);
  return /^[\s,]*(?:to|until|till)?[\s,]*$/i.test(between) && CHANGE.test(text.slice(0, reading.index));
}

function changedTo(text: string, reading: ParsedResult): ParsedResult['start'] | null {
  if (!reading.end || !CHANGE.test(text.slice(Math.max(0, reading.index - 60), reading.index))) return null;
  return reading.end;
}

/** A past date said without its year: the latest such day on or before the meeting. */
function pastOf(date: CalendarDate, meetingDate: CalendarDate, isDayCertain: boolean): CalendarDate {
  if (compareDates(date, meetingDate) <= 0) return date;
  if (!isDayCertain) return addDays(date, -7);
  const thisYear = { ...date, year: meetingDate.year };
  return compareDates(thisYear, meetingDate) <= 0 ? thisYear : { ...date, year: meetingDate.year - 1 };
}

const TENS = ['twenty', 'thirty'];
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** "twenty twenty-seven", "two thousand and twenty-six": years said in words, 2020–2039. */
const SPOKEN_YEAR = new RegExp(
  `\\b(?:twenty|two thousand(?: and)?)[\\s-]+(${TENS.join('|')})(?:[\\s-]+(${UNITS.join('|')}))?\\b`,
  'gi',
);

/**
 * Years said in words as digits, padded to the same length so that offsets into the text hold:
 * chrono-node reads "March 2027" but not "March twenty twenty-seven".
 */
export function spokenYearsAsDigits(text: string): string {
  return text.replace(SPOKEN_YEAR, (said, tens: string, unit: string | undefined) => {
    const year =
      2000 + 10 * (TENS.indexOf(tens.toLowerCase()) + 2) + (unit ? UNITS.indexOf(unit.toLowerCase()) + 1 : 0);
    return String(year).padEnd(said.length, ' ');
  });
}

/** The reading's words: chrono-node takes in the comma or bracket around "(Friday)," too. */
function spanOf(reading: ParsedResult): { index: number; length: number } {
  const leading = /^[\s,(（]*/.exec(reading.text)![0].length;
  const words = reading.text.slice(leading).replace(/[\s,.;:)）]+$/, '');
  return { index: reading.index + leading, length: words.length };
}

function dateOf(input: {
  reading: ParsedResult;
  start: ParsedResult['start'];
  meetingDate: CalendarDate;
}): CalendarDate {
  const { start } = input;
  const date = { year: start.get('year') ?? 0, month: start.get('month') ?? 0, day: start.get('day') ?? 0 };
  // chrono-node takes a Tuesday's "Tuesday" as that day; said in a meeting, it is a week later.
  const isWeekdayOnly = start.isCertain('weekday') && !start.isCertain('day');
  if (isWeekdayOnly && compareDates(date, input.meetingDate) === 0) return addDays(date, 7);
  // It adds months as JavaScript does (31 January + 1 month = 3 March); a month on is 28 February.
  const isMonthsLater =
    input.reading.tags().has('result/relativeDate') && /\bmonths?\b/i.test(input.reading.text);
  if (isMonthsLater && date.day < input.meetingDate.day) {
    const monthBefore = firstOfMonthAfter(date, -1);
    return lastDayOfMonth(monthBefore.year, monthBefore.month);
  }
  return date;
}

/** The ISO date (YYYY-MM-DD) of the first due-date expression in `text`, or null. */
export function resolveDueDate(input: { text: string; meetingDate: CalendarDate }): string | null {
  return findDueDate(input)?.isoDate ?? null;
}

/** The meeting's calendar date where it was held; relative dates count from this day. */
export function meetingDateOf(input: { startedAt: Date; timeZone: string }): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: input.timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(input.startedAt);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Day of the week of an ISO date ("Fri"), for display. */
export function weekdayName(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
