import { NUMBER_WORDS } from './number-words';
/**
 * Due dates stated in speech ("by Friday", "end of the month", "December 3rd"), resolved against
 * the meeting's calendar date. Weeks start on Monday. Rules, in short:
 * - today / tonight / end of day / EOD / close of business → the meeting date; tomorrow → +1;
 * - a weekday ("Friday", "this Friday", "by Wednesday") → the next such day after the meeting
 *   date; "next Friday" and "Friday next week" → that day of next week;
 * - next week → Monday of next week, mid next week → Wednesday, end of next week → Friday;
 * - end of the week / this week / EOW → Friday of the meeting's week (next week's on a weekend);
 * - end of the month / this month → its last day; next month → the 1st of next month;
 * - end of the quarter → its last day; in N days / weeks / months, N weeks from now;
 * - December 3rd, Dec. 3, 3 December, the 3rd of December, 12/03 (US month/day), 2026-12-03;
 *   without a year, the next such date on or after the meeting date;
 * - the 15th → the 15th of the meeting's month, or of the next month once that day has passed.
 * The earliest expression in the text wins (the longest when two start together).
 */

/** A calendar date with no time zone: year, month 1–12, day 1–31. */
export type CalendarDate = { year: number; month: number; day: number };

export type DueDateMatch = { isoDate: string; index: number; length: number };

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = `(${WEEKDAYS.join('|')})`;
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const ORDINAL_WORD = `(?:(twenty|thirty)[- ])?(${ORDINAL_WORDS.join('|')})|(thirtieth)`;
const DAY_NUMBER = `(?:(\\d{1,2})(?:st|nd|rd|th)?|${ORDINAL_WORD})`;
const COUNT =
  '(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a couple|couple of|a few|few|\\d{1,2})';
const COUNT_VALUES: Record<string, number> = {
  a: 1,
  an: 1,
  ...NUMBER_WORDS,
  'a couple of': 2,
  'a couple': 2,
  'couple of': 2,
  'a few': 3,
  few: 3,
};
const NOT_AFTER_EOD = `(?!,?\\s+(?:tomorrow|on\\s+|next\\s|this\\s|${WEEKDAY.slice(1, -1)}))`;

type Rule = { pattern: RegExp; resolve(match: RegExpMatchArray, base: CalendarDate): CalendarDate | null };

const RULES: Rule[] = [
  {
    pattern: new RegExp(
      `\\b(?:(?:the\\s+)?end of (?:the |business )?day|eod|cob|close of business|end of business)\\b${NOT_AFTER_EOD}`,
      'gi',
    ),
    resolve: (_match, base) => base,
  },
  {
    pattern: /\b(?:today|tonight|this (?:morning|afternoon|evening)|later today)\b/gi,
    resolve: (_match, base) => base,
  },
  { pattern: /\b(?:the\s+)?day after tomorrow\b/gi, resolve: (_match, base) => addDays(base, 2) },
  { pattern: /\btomorrow\b/gi, resolve: (_match, base) => addDays(base, 1) },
  {
    pattern: new RegExp(
      `(?<!\\b(?:last|past|previous)\\s+)\\b(?:(this coming|this|coming|next)\\s+)?${WEEKDAY}\\b(?:(?:,|\\s+of|\\s+on)?\\s+(next week))?`,
      'gi',
    ),
    resolve: (match, base) => {
      const weekday = WEEKDAYS.indexOf(match[2]!.toLowerCase());
      const isNextWeek = match[1]?.toLowerCase() === 'next' || match[3] !== undefined;
      return isNextWeek ? dayOfNextWeek(base, weekday) : nextWeekday(base, weekday);
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:(early|beginning of|start of|mid|middle of|late|end of|the end of)[- ]\\s*)?next week\\b(?:,?\\s+(?:on\\s+)?${WEEKDAY})?`,
      'gi',
    ),
    resolve: (match, base) => {
      if (match[2]) return dayOfNextWeek(base, WEEKDAYS.indexOf(match[2].toLowerCase()));
      const qualifier = match[1]?.toLowerCase() ?? '';
      if (qualifier.startsWith('mid')) return dayOfNextWeek(base, 3);
      if (qualifier === 'late' || qualifier.includes('end')) return dayOfNextWeek(base, 5);
      return dayOfNextWeek(base, 1);
    },
  },
  {
    pattern: /\b(?:(?:the\s+)?end of (?:the |this )?week|eow|this week|(?:before|by) the weekend)\b/gi,
    resolve: (_match, base) => fridayOfWeek(base),
  },
  {
    pattern: /\b(?:(?:the\s+)?end of (?:the |this )?month|eom|this month)\b/gi,
    resolve: (_match, base) => lastDayOfMonth(base.year, base.month),
  },
  {
    pattern:
      /\b(?:(?:the\s+)?end of next month|(early |beginning of |start of |mid[- ]|middle of )?next month)\b/gi,
    resolve: (match, base) => {
      const next = addMonths({ ...base, day: 1 }, 1);
      if (match[0].toLowerCase().includes('end of')) return lastDayOfMonth(next.year, next.month);
      if (match[1]?.toLowerCase().startsWith('mid')) return { ...next, day: 15 };
      return next;
    },
  },
  {
    pattern: /\b(?:(?:the\s+)?end of (?:the |this )?quarter|eoq|this quarter)\b/gi,
    resolve: (_match, base) => {
      const lastMonth = Math.ceil(base.month / 3) * 3;
      return lastDayOfMonth(base.year, lastMonth);
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:in|within)\\s+(?:the next\\s+)?${COUNT}\\s+(day|week|month)s?\\b|\\b${COUNT}\\s+(day|week|month)s?\\s+from\\s+(?:now|today)\\b`,
      'gi',
    ),
    resolve: (match, base) => {
      const count = countValue(match[1] ?? match[3]!);
      const unit = (match[2] ?? match[4]!).toLowerCase();
      if (unit === 'month') return addMonths(base, count);
      return addDays(base, unit === 'week' ? count * 7 : count);
    },
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\.?\\s+(?:the\\s+)?${DAY_NUMBER}\\b(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    resolve: (match, base) => {
      // "may" is more often the verb; only a capitalised "May 3" is the month.
      if (match[1] === 'may' || match[1] === 'MAY') return null;
      return monthDay({ base, month: monthNumber(match[1]!), day: dayValue(match, 2), year: match[6] });
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:the\\s+)?${DAY_NUMBER}\\s+(?:of\\s+)?${MONTH}\\b\\.?(?:,?\\s+(\\d{4})\\b)?`,
      'gi',
    ),
    resolve: (match, base) =>
      monthDay({ base, month: monthNumber(match[5]!), day: dayValue(match, 1), year: match[6] }),
  },
  {
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    resolve: (match) => validDate(Number(match[1]), Number(match[2]), Number(match[3])),
  },
  {
    pattern: /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g,
    resolve: (match, base) => {
      const year = match[3] ? (match[3].length === 2 ? `20${match[3]}` : match[3]) : undefined;
      return monthDay({ base, month: Number(match[1]), day: Number(match[2]), year });
    },
  },
  {
    // Only after a preposition: "the first draft" is not a date, "by the first" is.
    pattern: new RegExp(
      `\\b(?:by|on|before|until|till|due|around)\\s+the\\s+(?:(\\d{1,2})(?:st|nd|rd|th)|${ORDINAL_WORD})\\b`,
      'gi',
    ),
    resolve: (match, base) => {
      const day = dayValue(match, 1);
      if (day === null) return null;
      const thisMonth = validDate(base.year, base.month, day);
      if (thisMonth && compareDates(thisMonth, base) >= 0) return thisMonth;
      const next = addMonths({ ...base, day: 1 }, 1);
      return validDate(next.year, next.month, day);
    },
  },
];

/** Finds the first due-date expression in `text` and resolves it against `meetingDate`. */
export function findDueDate(input: { text: string; meetingDate: CalendarDate }): DueDateMatch | null {
  let best: DueDateMatch | null = null;
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (const match of input.text.matchAll(rule.pattern)) {
      const index = match.index;
      if (best && (index > best.index || (index === best.index && match[0].length <= best.length))) continue;
      const resolved = rule.resolve(match, input.meetingDate);
      if (resolved) best = { isoDate: toIsoDate(resolved), index, length: match[0].length };
    }
  }
  return best;
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

function toIsoDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** Day of the week of an ISO date (0 = Sunday), for display. */
export function weekdayName(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const name = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return name.charAt(0).toUpperCase() + name.slice(1, 3);
}

function toUtc(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function fromUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** Same day `months` later, clamped to the end of a shorter month (Jan 31 + 1 → Feb 28). */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.month - 1 + months;
  const year = date.year + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  return { year, month, day: Math.min(date.day, lastDayOfMonth(year, month).day) };
}

function lastDayOfMonth(year: number, month: number): CalendarDate {
  return { year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

function dayOfWeek(date: CalendarDate): number {
  return toUtc(date).getUTCDay();
}

/** The next `weekday` strictly after `date` (a Tuesday's "Tuesday" is a week later). */
function nextWeekday(date: CalendarDate, weekday: number): CalendarDate {
  const delta = (weekday - dayOfWeek(date) + 7) % 7;
  return addDays(date, delta === 0 ? 7 : delta);
}

/** `weekday` in the Monday-to-Sunday week after the one holding `date`. */
function dayOfNextWeek(date: CalendarDate, weekday: number): CalendarDate {
  const sinceMonday = (dayOfWeek(date) + 6) % 7;
  const nextMonday = addDays(date, 7 - sinceMonday);
  return addDays(nextMonday, (weekday + 6) % 7);
}

function fridayOfWeek(date: CalendarDate): CalendarDate {
  const sinceMonday = (dayOfWeek(date) + 6) % 7;
  return addDays(date, sinceMonday <= 4 ? 4 - sinceMonday : 11 - sinceMonday);
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function validDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return null;
  return day <= lastDayOfMonth(year, month).day ? { year, month, day } : null;
}

/** A month and day, in the stated year or else the first year in which it is not yet past. */
function monthDay(input: {
  base: CalendarDate;
  month: number;
  day: number | null;
  year: string | undefined;
}): CalendarDate | null {
  if (input.day === null) return null;
  if (input.year) return validDate(Number(input.year), input.month, input.day);
  const thisYear = validDate(input.base.year, input.month, input.day);
  if (thisYear && compareDates(thisYear, input.base) >= 0) return thisYear;
  return validDate(input.base.year + 1, input.month, input.day);
}

function monthNumber(name: string): number {
  const prefixes = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  return prefixes.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** The day from a DAY_NUMBER group starting at `group`: digits, or an ordinal word. */
function dayValue(match: RegExpMatchArray, group: number): number | null {
  const digits = match[group];
  if (digits) return Number(digits);
  const tens = match[group + 1]?.toLowerCase();
  const ordinal = match[group + 2]?.toLowerCase();
  if (match[group + 3]) return 30;
  if (!ordinal) return null;
  const unit = ORDINAL_WORDS.indexOf(ordinal) + 1;
  if (!tens) return unit;
  if (unit > 9) return null;
  return (tens === 'twenty' ? 20 : 30) + unit;
}

function countValue(word: string): number {
  const key = word.toLowerCase();
  return COUNT_VALUES[key] ?? Number(key);
}
