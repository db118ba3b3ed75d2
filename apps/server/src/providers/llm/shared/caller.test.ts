import { describe, expect, it } from 'vitest';
import { callerLabel, resolveTimeZone, timeZoneNote } from './caller';

describe('the caller’s time zone', () => {
  it('keeps a zone the runtime knows, in its canonical spelling', () => {
    expect(resolveTimeZone('Europe/Berlin')).toEqual({ timeZone: 'Europe/Berlin', isTimeZoneKnown: true });
    expect(resolveTimeZone('america/los_angeles')).toEqual({
      timeZone: 'America/Los_Angeles',
      isTimeZoneKnown: true,
    });
    expect(resolveTimeZone('UTC')).toEqual({ timeZone: 'UTC', isTimeZoneKnown: true });
  });

  it('falls back to UTC, marked as such, for a missing, unknown or non-IANA zone', () => {
    for (const raw of [undefined, null, '', '   ', 'Mars/Olympus_Mons', '+05:00', 'x'.repeat(200)]) {
      expect(resolveTimeZone(raw), String(raw)).toEqual({ timeZone: 'UTC', isTimeZoneKnown: false });
    }
  });

  it('says which zone the days were counted in only when it is the fallback', () => {
    expect(timeZoneNote({ timeZone: 'UTC', isTimeZoneKnown: false })).toMatch(/counted in UTC/);
    expect(timeZoneNote({ timeZone: 'UTC', isTimeZoneKnown: true })).toBeNull();
  });

  it('names the caller with their address', () => {
    expect(callerLabel({ name: ' Ada Lovelace ', email: 'ada@acme.test' })).toBe(
      'Ada Lovelace <ada@acme.test>',
    );
    expect(callerLabel({ name: null, email: 'ada@acme.test' })).toBe('ada@acme.test');
  });
});
