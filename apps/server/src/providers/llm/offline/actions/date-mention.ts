import { findDueDate } from '../due-dates';

/** For telling whether a text states a date at all; the date itself is not used. */
export const ANY_DATE = { year: 2000, month: 1, day: 1 };

/** Words without which no date is said; checked first, as reading dates is the slow part. */
export const CALENDAR_WORD =
  /\d|\b(?:\w*day|tonight|tomorrow|close of business|january|february|march|april|may|june|july|august|september|october|november|december|week\w*|month\w*|quarter|eod|eow|eom|eoq|cob|(?:\w+-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|\w+tieth))\b/i;

export function statesDate(text: string): boolean {
  return CALENDAR_WORD.test(text) && findDueDate({ text, meetingDate: ANY_DATE }) !== null;
}
