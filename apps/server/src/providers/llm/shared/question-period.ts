import { DateTime } from 'luxon';

/*
 * "Today", "yesterday", "this week"… as instants, counted in the caller's time zone (luxon does the
 * zone arithmetic, daylight-saving days of 23 or 25 hours included). Conventions, stated once:
 * - a week starts on Monday at 00:00 (ISO 8601), as calendars in most of Ting's markets do;
 * - a period that is still going on ("today", "this week", "this month") ends now: meetings later
 *   today have not happened yet;
 * - a past one ("yesterday", "last week", "last month") is whole calendar days, up to the next
 *   period's first instant (exclusive).
 * A period is about when meetings took place, which is when anything in them was said or promised.
 */

export const PERIOD_NAMES = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
] as const;
export type PeriodName = (typeof PERIOD_NAMES)[number];

export type Period = {
  name: PeriodName;
  /** The first instant included. */
  from: Date;
  /** The first instant after the period (exclusive): now, for a period still going on. */
  to: Date;
  timeZone: string;
};

const LABELS: Record<PeriodName, string> = {
  today: 'today',
  yesterday: 'yesterday',
  this_week: 'this week',
  last_week: 'last week',
  this_month: 'this month',
  last_month: 'last month',
};

/** Whether the period is still going on (it ends now rather than at a midnight). */
const isOngoing = (name: PeriodName) => name === 'today' || name === 'this_week' || name === 'this_month';

/** The named period around `now`, in `timeZone` (an IANA id the caller has checked). */
export function resolvePeriod(options: { name: PeriodName; now: Date; timeZone: string }): Period {
  const { name, timeZone } = options;
  const now = DateTime.fromJSDate(options.now, { zone: timeZone });
  const today = now.startOf('day');
  // luxon's `startOf('week')` is the ISO week's: Monday 00:00.
  const thisWeek = now.startOf('week');
  const thisMonth = now.startOf('month');
  const bounds: Record<PeriodName, [DateTime, DateTime]> = {
    today: [today, now],
    yesterday: [today.minus({ days: 1 }), today],
    this_week: [thisWeek, now],
    last_week: [thisWeek.minus({ weeks: 1 }), thisWeek],
    this_month: [thisMonth, now],
    last_month: [thisMonth.minus({ months: 1 }), thisMonth],
  };
  const [from, to] = bounds[name];
  return { name, from: from.toJSDate(), to: to.toJSDate(), timeZone };
}

export function isWithinPeriod(options: { period: Pick<Period, 'from' | 'to'>; instant: Date }): boolean {
  const time = options.instant.getTime();
  return time >= options.period.from.getTime() && time < options.period.to.getTime();
}

const dayName = (instant: Date, timeZone: string) =>
  DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('en-GB').toFormat('cccc d LLLL');

/**
 * The period in words for an answer, with its days and zone, e.g. "this week (since Monday 16
 * November, Europe/Berlin)", "yesterday (Sunday 15 November, America/Los_Angeles)".
 */
export function describePeriod(period: Period): string {
  const { name, timeZone } = period;
  const first = dayName(period.from, timeZone);
  let span: string;
  if (name === 'today' || name === 'yesterday') span = first;
  else if (isOngoing(name)) span = `since ${first}`;
  else span = `${first} to ${dayName(new Date(period.to.getTime() - 1), timeZone)}`;
  return `${LABELS[name]} (${span}, ${timeZone})`;
}

/** The period's short name as the question would say it: "this week". */
export function periodLabel(name: PeriodName): string {
  return LABELS[name];
}

/** A day of the calendar, `YYYY-MM-DD`, as a model or a client writes one. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Days written `YYYY-MM-DD` (both included) as instants in `timeZone`: `from` is that day's first
 * instant, `to` the first instant of the day after. A day that is not a real date is no bound.
 */
export function dayRangeInZone(options: { from?: string; to?: string; timeZone: string }): {
  from?: Date;
  to?: Date;
} {
  const dayStart = (value: string | undefined) => {
    if (!value || !DAY.test(value)) return undefined;
    const day = DateTime.fromISO(value, { zone: options.timeZone });
    return day.isValid ? day.startOf('day') : undefined;
  };
  const from = dayStart(options.from);
  const to = dayStart(options.to);
  return { from: from?.toJSDate(), to: to?.plus({ days: 1 }).startOf('day').toJSDate() };
}

/** The day an instant falls on in `timeZone`, `YYYY-MM-DD`. */
export function dayInZone(options: { instant: Date; timeZone: string }): string {
  return DateTime.fromJSDate(options.instant, { zone: options.timeZone }).toISODate() ?? '';
}

/** "Wednesday 2026-11-18, 14:05" in `timeZone`: what a model is told "now" is. */
export function nowInZone(options: { now: Date; timeZone: string }): string {
  return DateTime.fromJSDate(options.now, { zone: options.timeZone })
    .setLocale('en-GB')
    .toFormat("cccc yyyy-LL-dd', 'HH:mm");
}

/**
 * Which period a question names, by the words people use for one (first named wins); null when it
 * names none. Future periods ("tomorrow", "next week") are the calendar's, not meetings that took place.
 */
const PERIOD_CUES: ReadonlyArray<[PeriodName, RegExp]> = [
  // "today", "so far today", "this morning": the day of asking.
  ['today', /\b(?:today|tonight|this (?:morning|afternoon|evening))\b/i],
  ['yesterday', /\byesterday\b/i],
  // "this week", "so far this week"; a week counted from Monday.
  ['this_week', /\bthis week\b/i],
  // "last week", "the previous week": the calendar week before this one ("the past week", seven days
  // back from now, is another period and not read).
  ['last_week', /\b(?:last|previous) week\b/i],
  ['this_month', /\bthis month\b/i],
  ['last_month', /\b(?:last|previous) month\b/i],
];

export function periodNamedIn(question: string): PeriodName | null {
  let best: { name: PeriodName; index: number } | null = null;
  for (const [name, cue] of PERIOD_CUES) {
    const index = question.search(cue);
    if (index >= 0 && (best === null || index < best.index)) best = { name, index };
  }
  return best?.name ?? null;
}

/** The question without the words that named its period (for what is left to search for). */
export function withoutPeriodWords(question: string): string {
  return PERIOD_CUES.reduce(
    (text, [, cue]) => text.replace(new RegExp(cue.source, 'gi'), ' '),
    question,
  ).replace(/\s+/g, ' ');
}
