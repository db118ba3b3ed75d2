import { describe, expect, it } from 'vitest';
import { seedCalendarEvents } from './calendar-seed.js';
import { CALENDAR_TIME_ZONE } from './event-resource.js';
import { wallTimeAt } from './zoned-time.js';

describe('seeded calendar', () => {
  it.each(['2026-11-11T15:00:00Z', '2026-11-14T15:00:00Z', '2026-11-15T23:30:00Z', '2026-11-16T12:00:00Z'])(
    'puts every meeting on a working day within a week either side of %s',
    (now) => {
      let seq = 0;
      const events = seedCalendarEvents({
        issuer: 'http://localhost:3000/sandbox/google',
        email: 'casey@acme-sales.test',
        displayName: 'Casey',
        now: new Date(now),
        nextChangeSeq: () => ++seq,
      });
      expect(events.length).toBeGreaterThanOrEqual(15);
      for (const event of events) {
        const start = new Date(event.start.dateTime);
        expect([1, 2, 3, 4, 5]).toContain(
          wallTimeAt({ timeZone: CALENDAR_TIME_ZONE, instant: start }).weekday,
        );
        expect(Math.abs(start.getTime() - Date.parse(now))).toBeLessThan(8 * 86_400_000);
      }
      expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    },
  );
});
