import { describe, expect, it } from 'vitest';
import { formatZoned, instantOf, wallTimeAt } from './zoned-time.js';

describe('zoned time', () => {
  it('writes New York times with the offset in force, winter and summer', () => {
    const winter = instantOf({
      timeZone: 'America/New_York',
      wall: { year: 2026, month: 1, day: 15, hour: 9, minute: 30 },
    });
    expect(winter.toISOString()).toBe('2026-01-15T14:30:00.000Z');
    expect(formatZoned({ timeZone: 'America/New_York', instant: winter })).toBe('2026-01-15T09:30:00-05:00');
    const summer = instantOf({
      timeZone: 'America/New_York',
      wall: { year: 2026, month: 7, day: 1, hour: 9, minute: 30 },
    });
    expect(formatZoned({ timeZone: 'America/New_York', instant: summer })).toBe('2026-07-01T09:30:00-04:00');
  });

  it('gets the wall-clock date and weekday of an instant', () => {
    // 03:00 UTC on a Saturday is still Friday evening in New York.
    expect(
      wallTimeAt({ timeZone: 'America/New_York', instant: new Date('2026-11-14T03:00:00Z') }),
    ).toMatchObject({
      year: 2026,
      month: 11,
      day: 13,
      hour: 22,
      weekday: 5,
    });
  });
});
