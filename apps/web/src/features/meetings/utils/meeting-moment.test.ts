import { describe, expect, it } from 'vitest';
import { parseMeetingMoment, snapMomentToSegment } from './meeting-moment';

describe('parseMeetingMoment', () => {
  it('reads whole and fractional seconds as milliseconds', () => {
    expect(parseMeetingMoment('83')).toBe(83_000);
    expect(parseMeetingMoment('0')).toBe(0);
    expect(parseMeetingMoment('12.5')).toBe(12_500);
  });

  it('ignores a missing, negative, non-numeric or absurd moment', () => {
    expect(parseMeetingMoment(null)).toBeNull();
    expect(parseMeetingMoment('')).toBeNull();
    expect(parseMeetingMoment('-5')).toBeNull();
    expect(parseMeetingMoment('1:23')).toBeNull();
    expect(parseMeetingMoment('Infinity')).toBeNull();
    expect(parseMeetingMoment('1e9')).toBeNull();
    expect(parseMeetingMoment('99999999')).toBeNull();
  });
});

describe('snapMomentToSegment', () => {
  const segments = [{ start_ms: 13_500 }, { start_ms: 19_500 }, { start_ms: 25_000 }];

  it('lands on the line that starts within the linked second', () => {
    expect(snapMomentToSegment(19_000, segments)).toBe(19_500);
    expect(snapMomentToSegment(25_000, segments)).toBe(25_000);
  });

  it('keeps a moment inside a line, and any moment without a transcript', () => {
    expect(snapMomentToSegment(15_000, segments)).toBe(15_000);
    expect(snapMomentToSegment(19_000, [])).toBe(19_000);
  });
});
