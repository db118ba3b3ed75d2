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
 */
export function findDueDate(input: { text: string; meetingDate: CalendarDate }): DueDateMatch | null {
  return firstForwardDate(DUE_DATE_READER, input);
}

/**
 * Like `findDueDate`, for a date a CRM field holds (a close date, a start date): also a quarter or
 * the year, as its last day ("Q3" → 30 September; "end of the year" → 31 December).
 */
export function findTargetDate(input: { text: string; meetingDate: CalendarDate }): DueDateMatch | null {
  return firstForwardDate(TARGET_DATE_READER, input);
}

function firstForwardDate(
  reader: typeof DUE_DATE_READER,
  input: { text: string; meetingDate: CalendarDate },
): DueDateMatch | null {
  const readings = reader.parse(input.text, toLocalDate(input.meetingDate), { forwardDate: true });
  for (const reading of readings) {
    const date = dateOf({ reading, meetingDate: input.meetingDate });
    // "Yesterday" and "2026-01-05" said in November name no deadline.
    if (compareDates(date, input.meetingDate) < 0) continue;
    return { isoDate: toIsoDate(date), ...spanOf(reading) };
  }
  return null;
}

/** The reading's words: chrono-node takes in the comma or bracket around "(Friday)," too. */
function spanOf(reading: ParsedResult): { index: number; length: number } {
  const leading = /^[\s,(（]*/.exec(reading.text)![0].length;
  const words = reading.text.slice(leading).replace(/[\s,.;:)）]+$/, '');
  return { index: reading.index + leading, length: words.length };
}

function dateOf(input: { reading: ParsedResult; meetingDate: CalendarDate }): CalendarDate {
  const { start } = input.reading;
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
