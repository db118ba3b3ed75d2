import type { Parser } from 'chrono-node';
import { type CalendarDate, compareDates, lastDayOfMonth } from './calendar-date';
import { rule } from './due-date-rules';

/*
 * Dates a CRM field may hold that are no deadline for a task: quarters and the year. "Q3", "by the
 * third quarter", "next quarter" and "end of the year" each name a period; a field needs one day,
 * so each resolves to the period's last day (a deal expected to close in Q3 closes by 30 September),
 * always forwards from the meeting.
 */

const QUARTER_WORDS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4 };

function endOfQuarter(year: number, quarter: number): CalendarDate {
  return lastDayOfMonth(year, quarter * 3);
}

function quarterOf(date: CalendarDate): number {
  return Math.ceil(date.month / 3);
}

export const TARGET_DATE_RULES: Parser[] = [
  // "Q3", "Q3 2027", "Q3 of next year", "the third quarter": the next such quarter's last day.
  rule(
    /\b(?:q([1-4])|(first|second|third|fourth) quarter)(?:\s+(?:of\s+)?(?:(\d{4})|'(\d{2})|(next year)|(this year)))?\b/i,
    (match, date) => {
      const quarter = match[1] ? Number(match[1]) : QUARTER_WORDS[match[2]!.toLowerCase()]!;
      if (match[3] || match[4]) {
        const year = match[3] ? Number(match[3]) : 2000 + Number(match[4]);
        return endOfQuarter(year, quarter);
      }
      if (match[5]) return endOfQuarter(date.year + 1, quarter);
      const thisYear = endOfQuarter(date.year, quarter);
      return match[6] || compareDates(thisYear, date) >= 0 ? thisYear : endOfQuarter(date.year + 1, quarter);
    },
  ),
  rule(/\b(?:(?:the\s+)?end of\s+)?next quarter\b/i, (_match, date) => {
    const next = quarterOf(date) + 1;
    return next > 4 ? endOfQuarter(date.year + 1, 1) : endOfQuarter(date.year, next);
  }),
  rule(
    /\b(?:(?:the\s+)?end of (?:the |this )?year|year[- ]end|eoy|this year|this calendar year)\b/i,
    (_match, date) => ({ year: date.year, month: 12, day: 31 }),
  ),
];
