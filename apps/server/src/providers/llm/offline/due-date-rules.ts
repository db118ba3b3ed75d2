import type { Parser } from 'chrono-node';
import {
  addDays,
  type CalendarDate,
  compareDates,
  dayOfNextWeek,
  firstOfMonthAfter,
  fridayOfWeek,
  fromLocalDate,
  lastDayOfMonth,
  validDate,
} from './calendar-date';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = `(${WEEKDAYS.join('|')})`;
const ORDINALS = (
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth ' +
  'fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth'
).split(' ');
/** "first" … "thirty-first" as days of the month. */
const ORDINAL_DAYS = new Map<string, number>([
  ...ORDINALS.map((word, index): [string, number] => [word, index + 1]),
  ['twentieth', 20],
  ...ORDINALS.slice(0, 9).map((word, index): [string, number] => [`twenty-${word}`, 21 + index]),
  ['thirtieth', 30],
  ['thirty-first', 31],
]);
const ORDINAL_DAY = [...ORDINAL_DAYS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace('-', '[- ]'))
  .join('|');

/** Marks the readings of these rules, which need none of the checks on chrono-node's own. */
export const DUE_DATE_RULE_TAG = 'ting/due-date-rule';

export type Resolve = (match: RegExpMatchArray, meetingDate: CalendarDate) => CalendarDate | null;

/** A chrono-node parser from a pattern and how a match resolves against the meeting date. */
export function rule(pattern: RegExp, resolve: Resolve): Parser {
  return {
    pattern: () => pattern,
    extract: (context, match) => {
      const date = resolve(match, fromLocalDate(context.refDate));
      return date && context.createParsingComponents(date).addTag(DUE_DATE_RULE_TAG);
    },
  };
}

/**
 * How meetings set deadlines where chrono-node reads something else or nothing: the working day
 * ("EOD"), the working week (next week starts on Monday, this week ends on Friday), the start of
 * next month, the quarter, and "by the 15th". They are chrono-node parsers, so they compete with
 * its own readings on its terms: the earlier match wins, then the longer, and these win ties.
 */
export const DUE_DATE_RULES: Parser[] = [
  // "By EOD", "close of business", "this afternoon"; but "EOD Thursday" is Thursday.
  rule(
    new RegExp(
      '\\b(?:(?:the\\s+)?end of (?:the |business )?day|eod|cob|close of business|end of business)\\b' +
        `(?!,?\\s+(?:tomorrow|on\\s+|next\\s|this\\s|${WEEKDAY.slice(1, -1)}))` +
        '|\\b(?:later today|this (?:morning|afternoon|evening))\\b',
      'i',
    ),
    (_match, meetingDate) => meetingDate,
  ),
  // Weeks start on Monday: "next week" is its Monday, "mid next week" Wednesday, "end of" Friday.
  rule(
    new RegExp(
      '\\b(?:(early|beginning of|start of|mid|middle of|late|end of|the end of)[- ]\\s*)?next week\\b' +
        `(?:,?\\s+(?:on\\s+)?${WEEKDAY})?`,
      'i',
    ),
    (match, meetingDate) => {
      if (match[2]) return dayOfNextWeek(meetingDate, WEEKDAYS.indexOf(match[2].toLowerCase()));
      const qualifier = match[1]?.toLowerCase() ?? '';
      if (qualifier.startsWith('mid')) return dayOfNextWeek(meetingDate, 3);
      if (qualifier === 'late' || qualifier.includes('end')) return dayOfNextWeek(meetingDate, 5);
      return dayOfNextWeek(meetingDate, 1);
    },
  ),
  // "A week from today": chrono-node reads only the "today" in it.
  rule(/\b(a|one|two|three|four|\d)\s+weeks?\s+from\s+(?:today|now)\b/i, (match, date) => {
    const word = match[1]!.toLowerCase();
    const weeks = /^\d$/.test(word) ? Number(word) : ['a', 'one', 'two', 'three', 'four'].indexOf(word) || 1;
    return addDays(date, 7 * weeks);
  }),
  // The working week ends on Friday.
  rule(
    /\b(?:(?:the\s+)?end of (?:the |this )?week|eow|this week|(?:before|by) the weekend)\b/i,
    (_match, date) => fridayOfWeek(date),
  ),
  rule(/\b(?:eom|this month)\b/i, (_match, date) => lastDayOfMonth(date.year, date.month)),
  // "Next month" is its start, not a month from today.
  rule(/\b(early |beginning of |start of |mid[- ]|middle of )?next month\b/i, (match, date) => {
    const next = firstOfMonthAfter(date, 1);
    return match[1]?.toLowerCase().startsWith('mid') ? { ...next, day: 15 } : next;
  }),
  rule(/\b(?:(?:the\s+)?end of (?:the |this )?quarter|eoq|this quarter)\b/i, (_match, date) =>
    lastDayOfMonth(date.year, Math.ceil(date.month / 3) * 3),
  ),
  // "Thursday the twenty-sixth": the day of the month decides, the weekday only confirms it.
  rule(
    new RegExp(`\\b${WEEKDAY},?\\s+the\\s+(?:(\\d{1,2})(?:st|nd|rd|th)|(${ORDINAL_DAY}))\\b`, 'i'),
    (match, date) =>
      nextDayOfMonth(date, match[2] ? Number(match[2]) : ORDINAL_DAYS.get(normalOrdinal(match[3]!))),
  ),
  // A day of this month (or the next once past), only after a preposition: "the first draft" is no date.
  rule(
    new RegExp(
      `\\b(?:by|on|before|until|till|due|around|from|to)\\s+the\\s+(?:(\\d{1,2})(?:st|nd|rd|th)|(${ORDINAL_DAY}))\\b(?![\\s-]+(?:quarter|floor|part(?:y|ies)|page|option|tier|phase|person|time|one|step|round|level|line|slide|item|point|version|draft|release|place)\\b)`,
      'i',
    ),
    (match, date) =>
      nextDayOfMonth(date, match[1] ? Number(match[1]) : ORDINAL_DAYS.get(normalOrdinal(match[2]!))),
  ),
];

function normalOrdinal(word: string): string {
  return word.toLowerCase().replace(' ', '-');
}

/** That day of this month, or of the next once it has passed. */
function nextDayOfMonth(date: CalendarDate, day: number | undefined): CalendarDate | null {
  if (!day) return null;
  const thisMonth = validDate(date.year, date.month, day);
  if (thisMonth && compareDates(thisMonth, date) >= 0) return thisMonth;
  const next = firstOfMonthAfter(date, 1);
  return validDate(next.year, next.month, day);
}
