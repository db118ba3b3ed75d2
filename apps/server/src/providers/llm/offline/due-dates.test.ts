import { describe, expect, it } from 'vitest';
import { findDueDate, findTargetDate, meetingDateOf, resolveDueDate } from './due-dates';

/** Tuesday 17 November 2026. */
const TUESDAY = { year: 2026, month: 11, day: 17 };

function due(text: string, meetingDate = TUESDAY): string | null {
  return resolveDueDate({ text, meetingDate });
}

describe('resolveDueDate', () => {
  it.each([
    ['by today', '2026-11-17'],
    ['tonight', '2026-11-17'],
    ['by end of day', '2026-11-17'],
    ['EOD', '2026-11-17'],
    ['by close of business', '2026-11-17'],
    ['later today', '2026-11-17'],
    ['tomorrow', '2026-11-18'],
    ['first thing tomorrow morning', '2026-11-18'],
    ['the day after tomorrow', '2026-11-19'],
    ['by end of day tomorrow', '2026-11-18'],
    ['by EOD Thursday', '2026-11-19'],
  ])('reads "%s" relative to the meeting day', (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it.each([
    ['by Monday', '2026-11-23'],
    ['on Tuesday', '2026-11-24'],
    ['by Wednesday', '2026-11-18'],
    ['Thursday', '2026-11-19'],
    ['by Friday', '2026-11-20'],
    ['this Friday', '2026-11-20'],
    ['Saturday', '2026-11-21'],
    ['by Sunday', '2026-11-22'],
    ['next Friday', '2026-11-27'],
    ['Friday next week', '2026-11-27'],
    ['next Monday', '2026-11-23'],
  ])('reads the weekday in "%s" as the next such day (next week\'s after "next")', (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it.each([
    ['next week', '2026-11-23'],
    ['early next week', '2026-11-23'],
    ['mid next week', '2026-11-25'],
    ['by the end of next week', '2026-11-27'],
    ['next week on Thursday', '2026-11-26'],
    ['by the end of the week', '2026-11-20'],
    ['end of week', '2026-11-20'],
    ['this week', '2026-11-20'],
    ['before the weekend', '2026-11-20'],
  ])('reads the week in "%s"', (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it.each([
    ['by the end of the month', '2026-11-30'],
    ['end of month', '2026-11-30'],
    ['next month', '2026-12-01'],
    ['by the end of next month', '2026-12-31'],
    ['by the end of the quarter', '2026-12-31'],
    ['in two weeks', '2026-12-01'],
    ['in 2 weeks', '2026-12-01'],
    ['in a couple of weeks', '2026-12-01'],
    ['within three days', '2026-11-20'],
    ['in a few days', '2026-11-20'],
    ['two weeks from now', '2026-12-01'],
    ['a week from today', '2026-11-24'],
    ['on Thursday the twenty-sixth', '2026-11-26'],
    ['Monday, the 30th', '2026-11-30'],
    ['two weeks from today', '2026-12-01'],
    ['in a month', '2026-12-17'],
  ])('reads the period in "%s"', (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it.each([
    ['December 3rd', '2026-12-03'],
    ['by Dec. 3', '2026-12-03'],
    ['on December third', '2026-12-03'],
    ['3 December', '2026-12-03'],
    ['the 3rd of December', '2026-12-03'],
    ['12/03', '2026-12-03'],
    ['12/3/2027', '2027-12-03'],
    ['2026-12-03', '2026-12-03'],
    ['by the 15th', '2026-12-15'],
    ['by the 20th', '2026-11-20'],
    ['by the twenty-first', '2026-11-21'],
    ['January 5', '2027-01-05'],
  ])('reads the date in "%s" (US month/day, next occurrence)', (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it('returns null when no date is stated or the words only look like one', () => {
    expect(due("I'll send the proposal")).toBeNull();
    expect(due('the first draft of the deck')).toBeNull();
    expect(due('last Friday we met the team')).toBeNull();
    expect(due('we may 3x our volume')).toBeNull();
    expect(due('support is 24/7')).toBeNull();
    expect(due('February 30')).toBeNull();
  });

  it.each([
    'call me at 3pm',
    'in an hour',
    'I can do it right now',
    'we ran it for two weeks',
    'onboarding takes a week',
    'the team muted them after two weeks',
    'we spoke yesterday',
    'two days ago',
    'next quarter',
    'this year',
    'in March',
    'the sun is out',
    'Sat down with them',
  ])('finds no due date in "%s": a time of day, a length of time, a past day or no day', (text) => {
    expect(due(text)).toBeNull();
  });

  it.each([
    ['we go live in about two weeks', '2026-12-01'],
    ['over the next few days', '2026-11-20'],
    ['by noon tomorrow', '2026-11-18'],
  ])('reads "%s" as chrono-node does', (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it('reports only the date words, without the punctuation around them', () => {
    const text = "I'll send it by Friday, with the pilot terms";
    expect(findDueDate({ text, meetingDate: TUESDAY })).toEqual({
      isoDate: '2026-11-20',
      index: text.indexOf('Friday'),
      length: 'Friday'.length,
    });
  });

  it('crosses month and year ends', () => {
    const december30 = { year: 2026, month: 12, day: 30 };
    expect(due('tomorrow', december30)).toBe('2026-12-31');
    expect(due('in two weeks', december30)).toBe('2027-01-13');
    expect(due('next month', december30)).toBe('2027-01-01');
    expect(due('in a month', { year: 2027, month: 1, day: 31 })).toBe('2027-02-28');
    expect(due('by Friday', { year: 2026, month: 12, day: 28 })).toBe('2027-01-01');
  });

  it('takes the end of the week from a weekend meeting as the next Friday', () => {
    expect(due('by the end of the week', { year: 2026, month: 11, day: 21 })).toBe('2026-11-27');
  });

  it('uses the earliest expression and reports where it is', () => {
    const text = 'send it by Friday and we can meet next Tuesday';
    expect(findDueDate({ text, meetingDate: TUESDAY })).toEqual({
      isoDate: '2026-11-20',
      index: text.indexOf('Friday'),
      length: 'Friday'.length,
    });
  });
});

describe('meetingDateOf', () => {
  it('takes the calendar day where the meeting was held', () => {
    const lateInChicago = new Date('2026-11-18T02:00:00Z');
    expect(meetingDateOf({ startedAt: lateInChicago, timeZone: 'UTC' })).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    expect(meetingDateOf({ startedAt: lateInChicago, timeZone: 'America/Chicago' })).toEqual(TUESDAY);
  });
});

describe('dates said in the past or changed (issue 15)', () => {
  const target = (text: string) => findTargetDate({ text, meetingDate: TUESDAY })?.isoDate ?? null;

  it('keeps a date of something already begun in the past, and names no deadline with it', () => {
    expect(target('The contract started on September first and runs for a year.')).toBe('2026-09-01');
    expect(target('We signed with them on December 3rd.')).toBe('2025-12-03');
    expect(due('The contract started on September first.')).toBeNull();
    // A participle of something still to do is ahead: "get the order form signed by…".
    expect(due("I'll get the order form signed by December 3rd.")).toBe('2026-12-03');
  });

  it('takes the new date of a change', () => {
    expect(due("Let's move the go-live from the 18th to the 16th.")).toBe('2026-12-16');
    expect(due('Can we push the training from Thursday to Friday?')).toBe('2026-11-20');
  });

  it('reads a year said in words', () => {
    expect(target('We want to go live on March 3rd, twenty twenty-seven.')).toBe('2027-03-03');
    expect(target('The renewal is on January 5th, two thousand and twenty-eight.')).toBe('2028-01-05');
  });
});
