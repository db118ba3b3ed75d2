import { describe, expect, it } from 'vitest';
import { parseMeetingMoment } from './meeting-moment';

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
