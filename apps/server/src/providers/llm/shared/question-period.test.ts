import { describe, expect, it } from 'vitest';
import {
  dayInZone,
  dayRangeInZone,
  describePeriod,
  isWithinPeriod,
  nowInZone,
  periodNamedIn,
  resolvePeriod,
  withoutPeriodWords,
} from './question-period';

const iso = (date: Date) => date.toISOString();
const span = (options: Parameters<typeof resolvePeriod>[0]) => {
  const period = resolvePeriod(options);
  return [iso(period.from), iso(period.to)];
};

describe('resolvePeriod: days in the caller’s zone', () => {
  it('starts this week on Monday 00:00 in the zone and ends it now', () => {
    // Wednesday 18 November 2026, 10:00 in Berlin (09:00 UTC).
    const now = new Date('2026-11-18T09:00:00Z');
    expect(span({ name: 'this_week', now, timeZone: 'Europe/Berlin' })).toEqual([
      '2026-11-15T23:00:00.000Z',
      '2026-11-18T09:00:00.000Z',
    ]);
    // The same instant is still Wednesday in Los Angeles (01:00), whose Monday began nine hours later.
    expect(span({ name: 'this_week', now, timeZone: 'America/Los_Angeles' })).toEqual([
      '2026-11-16T08:00:00.000Z',
      '2026-11-18T09:00:00.000Z',
    ]);
  });

  it('puts a Sunday night in Los Angeles in the week that ends then, though it is Monday in UTC', () => {
    // Monday 16 November 2026, 03:00 UTC = Sunday 15 November, 19:00 in Los Angeles.
    const now = new Date('2026-11-16T03:00:00Z');
    expect(span({ name: 'this_week', now, timeZone: 'America/Los_Angeles' })).toEqual([
      '2026-11-09T08:00:00.000Z',
      '2026-11-16T03:00:00.000Z',
    ]);
    expect(span({ name: 'this_week', now, timeZone: 'UTC' })).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-11-16T03:00:00.000Z',
    ]);
  });

  it('counts the weeks and days around the spring change in Los Angeles (Sunday 8 March 2026) in local midnights', () => {
    // Monday 9 March 2026, 01:30 PDT.
    const now = new Date('2026-03-09T08:30:00Z');
    const zone = { now, timeZone: 'America/Los_Angeles' };
    // This Monday's midnight is already daylight time (UTC-7)…
    expect(span({ name: 'this_week', ...zone })).toEqual([
      '2026-03-09T07:00:00.000Z',
      '2026-03-09T08:30:00.000Z',
    ]);
    // …last week's was standard time (UTC-8): a week of 167 hours.
    expect(span({ name: 'last_week', ...zone })).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-09T07:00:00.000Z',
    ]);
    // Yesterday, the Sunday of the change, had 23 hours.
    expect(span({ name: 'yesterday', ...zone })).toEqual([
      '2026-03-08T08:00:00.000Z',
      '2026-03-09T07:00:00.000Z',
    ]);
    expect(span({ name: 'today', ...zone })).toEqual([
      '2026-03-09T07:00:00.000Z',
      '2026-03-09T08:30:00.000Z',
    ]);
  });

  it('counts the weeks and days around the autumn change in Berlin (Sunday 25 October 2026)', () => {
    // Monday 26 October 2026, 00:30 CET (UTC+1) = Sunday 25 October, 23:30 UTC.
    const now = new Date('2026-10-25T23:30:00Z');
    const zone = { now, timeZone: 'Europe/Berlin' };
    expect(span({ name: 'this_week', ...zone })).toEqual([
      '2026-10-25T23:00:00.000Z',
      '2026-10-25T23:30:00.000Z',
    ]);
    // Last week began in summer time (UTC+2): a week of 169 hours.
    expect(span({ name: 'last_week', ...zone })).toEqual([
      '2026-10-18T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    // Yesterday, the Sunday of the change, had 25 hours.
    expect(span({ name: 'yesterday', ...zone })).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    // In UTC that same instant is still Sunday, so "this week" began six days earlier.
    expect(span({ name: 'this_week', now, timeZone: 'UTC' })).toEqual([
      '2026-10-19T00:00:00.000Z',
      '2026-10-25T23:30:00.000Z',
    ]);
  });

  it('takes months whole, and the one going on up to now', () => {
    const now = new Date('2026-03-01T06:00:00Z');
    expect(span({ name: 'last_month', now, timeZone: 'Europe/Berlin' })).toEqual([
      '2026-01-31T23:00:00.000Z',
      '2026-02-28T23:00:00.000Z',
    ]);
    expect(span({ name: 'this_month', now, timeZone: 'America/Los_Angeles' })).toEqual([
      '2026-02-01T08:00:00.000Z',
      '2026-03-01T06:00:00.000Z',
    ]);
  });

  it('holds an instant from its first moment up to, not including, its end', () => {
    const period = resolvePeriod({
      name: 'yesterday',
      now: new Date('2026-11-18T12:00:00Z'),
      timeZone: 'UTC',
    });
    expect(isWithinPeriod({ period, instant: new Date('2026-11-17T00:00:00Z') })).toBe(true);
    expect(isWithinPeriod({ period, instant: new Date('2026-11-17T23:59:59Z') })).toBe(true);
    expect(isWithinPeriod({ period, instant: new Date('2026-11-18T00:00:00Z') })).toBe(false);
  });

  it('describes the period with its days and zone', () => {
    const now = new Date('2026-11-18T09:00:00Z');
    const describe = (name: Parameters<typeof resolvePeriod>[0]['name']) =>
      describePeriod(resolvePeriod({ name, now, timeZone: 'Europe/Berlin' }));
    expect(describe('this_week')).toBe('this week (since Monday 16 November, Europe/Berlin)');
    expect(describe('last_week')).toBe('last week (Monday 9 November to Sunday 15 November, Europe/Berlin)');
    expect(describe('yesterday')).toBe('yesterday (Tuesday 17 November, Europe/Berlin)');
    expect(describe('today')).toBe('today (Wednesday 18 November, Europe/Berlin)');
  });
});

describe('periods named in questions', () => {
  it('reads the period a question names, the first one when it names several', () => {
    expect(periodNamedIn('What did I promise this week?')).toBe('this_week');
    expect(periodNamedIn('Which calls did I have yesterday?')).toBe('yesterday');
    expect(periodNamedIn('my meetings from last week')).toBe('last_week');
    expect(periodNamedIn('Anything from this morning?')).toBe('today');
    expect(periodNamedIn('Last month or this month?')).toBe('last_month');
    expect(periodNamedIn('What did I promise?')).toBeNull();
    // Seven days back is another period; the calendar's future is not one of meetings held.
    expect(periodNamedIn('in the past week')).toBeNull();
    expect(periodNamedIn('next week')).toBeNull();
    // Words that merely contain one are not one.
    expect(periodNamedIn('the todays list')).toBeNull();
  });

  it('leaves the rest of the question to search', () => {
    expect(withoutPeriodWords('What did I promise this week?').trim()).toBe('What did I promise ?');
  });
});

describe('days in the caller’s zone', () => {
  it("turns the model's inclusive days into that zone's midnights", () => {
    expect(dayRangeInZone({ from: '2026-11-16', to: '2026-11-17', timeZone: 'America/Los_Angeles' })).toEqual(
      {
        from: new Date('2026-11-16T08:00:00Z'),
        to: new Date('2026-11-18T08:00:00Z'),
      },
    );
    // The day after the autumn change begins an hour later in UTC.
    expect(dayRangeInZone({ to: '2026-10-25', timeZone: 'Europe/Berlin' })).toEqual({
      from: undefined,
      to: new Date('2026-10-25T23:00:00Z'),
    });
    expect(dayRangeInZone({ from: '2026-02-30', to: 'soon', timeZone: 'UTC' })).toEqual({
      from: undefined,
      to: undefined,
    });
  });

  it('names the day and time of an instant in the zone', () => {
    const instant = new Date('2026-11-16T03:00:00Z');
    expect(dayInZone({ instant, timeZone: 'America/Los_Angeles' })).toBe('2026-11-15');
    expect(nowInZone({ now: instant, timeZone: 'America/Los_Angeles' })).toBe('Sunday 2026-11-15, 19:00');
  });
});
