import type { CrmFieldToFill } from '../meeting-intelligence';
import { optionKey } from '../shared/crm-values';
import type { CalendarDate } from './calendar-date';
import type { Sentence } from './sentences';

/** A value found for a field, how well the meeting supports it, and the sentence it rests on. */
export type Candidate = { value: string; score: number; sentence: Sentence };

/** A runner-up value this close to the best makes the answer unclear: nothing is proposed. */
const AMBIGUOUS_SHARE = 0.75;

/**
 * The value the meeting supports best (support adds up over mentions; the evidence is its best
 * sentence), or null when none is clearly ahead of the others.
 */
export function bestSupported(candidates: ReadonlyArray<Candidate>): Candidate | null {
  const byValue = new Map<string, { total: number; best: Candidate }>();
  for (const candidate of candidates) {
    const entry = byValue.get(candidate.value);
    if (!entry) {
      byValue.set(candidate.value, { total: candidate.score, best: candidate });
      continue;
    }
    entry.total += candidate.score;
    if (candidate.score > entry.best.score) entry.best = candidate;
  }
  const ranked = [...byValue.values()].sort((a, b) => b.total - a.total);
  const [first, second] = ranked;
  if (!first) return null;
  if (second && second.total >= first.total * AMBIGUOUS_SHARE) return null;
  return { ...first.best, score: first.total };
}

/** A statement that only holds under a condition, or is about the past. */
const CONDITIONAL =
  /\b(?:if|unless|whether|assuming|once|as soon as|pending|hopefully|in case|last year|previously|used to|in the past)\b/i;
const HEDGE = /\b(?:could|might|may)\b/i;
const PAST = /\b(?:last year|previously|used to|in the past|originally)\b/i;
const NEGATION = /\b(?:not|no|never|cannot|without|yet to|nobody|none)\b|n't\b/i;
const POSITIVE =
  /\b(?:approved|confirmed|budgeted|signed off|allocated|secured|in place|set aside|earmarked|funded|green[- ]?lit|green light|ring-?fenced|locked in|(?:have|got|there(?:'s| is)) (?:the |a |our |some )?budget|within (?:my|our|the) (?:\w+ )?budget|fits (?:in|within) (?:my|our|the) budget|(?:money|budget|funds?|funding|it)(?:'s| is| are) (?:already )?(?:there|available|in the plan))\b/i;
const HAVING = /\b(?:have|has|got|there)\b/i;
/** "Budgets are approved at the partners' meeting in January": when approval happens, not that it has. */
const APPROVAL_TO_COME =
  /\b(?:are|is|get|gets|will be|'ll be|would be|to be) (?:approved|confirmed|signed off|allocated|set) (?:at|in|on|during|after|when|once|next)\b/i;
/** "Kim took it off the strategic list", "no longer a priority": a state withdrawn. */
const WITHDRAWN =
  /\b(?:took|taken|take|taking) (?:it|them|us|this) off\b|\b(?:removed|dropped) (?:it|them|us|this) from\b|\bno longer\b|\bnot any ?more\b/i;

/**
 * What a statement says about a yes/no question: `true` ("the budget is approved"), `false` ("we
 * don't have budget yet"), `conditional` ("if the budget is approved"), null when it says neither.
 */
export function polarityOf(text: string): 'true' | 'false' | 'conditional' | null {
  if (CONDITIONAL.test(text)) return 'conditional';
  if (WITHDRAWN.test(text)) return 'false';
  const isNegated = NEGATION.test(text);
  // "…are approved at the partners' meeting" is a plan; "not approved until it's signed off in April" a no.
  if (!isNegated && APPROVAL_TO_COME.test(text)) return 'conditional';
  const isPositive = POSITIVE.test(text);
  if (isNegated) return isPositive || HAVING.test(text) ? 'false' : null;
  return isPositive ? 'true' : null;
}

/**
 * Whether the statement at `index` only holds under a condition: said inside an "if…" clause, or
 * in a sentence that is about the past or is all one condition. "I'm flagging it as high priority,
 * so if anything's stuck, call me" states the priority; "if you sign by the end of this month" does
 * not state a close date, though "if the paper is right, we sign by April thirtieth" does.
 */
export function isConditionalAt(text: string, index: number): boolean {
  if (PAST.test(text)) return true;
  const clauseStart = text.slice(0, index).search(/[^,;:]*$/);
  const clauseEnd = text.slice(index).search(/[,;:]/);
  const clause = text.slice(clauseStart, clauseEnd < 0 ? text.length : index + clauseEnd);
  if (CONDITIONAL.test(clause)) return true;
  // "If legal agrees, we could sign by Friday": a possibility under the condition, not a plan.
  return CONDITIONAL.test(text) && HEDGE.test(clause);
}

/** Whether a negation comes just before `index` ("not a high priority", "haven't signed the contract"). */
export function isNegatedBefore(text: string, index: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, index - 28), index));
}

/** Option labels (as `optionKey`s) that are periods of time, from the narrowest. */
const PERIODS = ['thismonth', 'thisquarter', 'nextquarter', 'thisyear', 'nextyear'] as const;
export const PERIOD_OPTIONS: ReadonlySet<string> = new Set([...PERIODS, 'later']);

function periodContains(
  period: (typeof PERIODS)[number],
  date: CalendarDate,
  meeting: CalendarDate,
): boolean {
  const quarter = (value: CalendarDate) => value.year * 4 + Math.ceil(value.month / 3);
  switch (period) {
    case 'thismonth':
      return date.year === meeting.year && date.month === meeting.month;
    case 'thisquarter':
      return quarter(date) === quarter(meeting);
    case 'nextquarter':
      return quarter(date) === quarter(meeting) + 1;
    case 'thisyear':
      return date.year === meeting.year;
    case 'nextyear':
      return date.year === meeting.year + 1;
  }
}

/**
 * The option of a period enumeration ("This month", "This quarter", "Next quarter", "Later") that
 * holds `isoDate`: the narrowest one there is; "Later" when the date is past every other one.
 */
export function periodOptionOf(
  options: CrmFieldToFill['options'],
  isoDate: string,
  meeting: CalendarDate,
): string | null {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = { year, month, day };
  const byKey = new Map(options.map((option) => [optionKey(option.label), option.value]));
  for (const period of PERIODS) {
    const value = byKey.get(period);
    if (value && periodContains(period, date, meeting)) return value;
  }
  const isPastEvery = PERIODS.every((period) => !byKey.has(period) || !periodContains(period, date, meeting));
  return isPastEvery ? (byKey.get('later') ?? null) : null;
}
