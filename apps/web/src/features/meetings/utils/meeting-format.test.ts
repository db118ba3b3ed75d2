import { describe, expect, it } from 'vitest';
import { describeDuration, formatDuration, formatElapsed, isoDuration } from './meeting-format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [7_400, '0:07'],
    [247_000, '4:07'],
    // As a browser's player shows a recording's length: whole seconds, cut (5:15.8 is 5:15, not 5:16).
    [315_800, '5:15'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_907_000, '1:05:07'],
    [37_800_000, '10:30:00'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('describeDuration and isoDuration', () => {
  it.each([
    [3_907_000, '1 h 5 min', 'PT1H5M7S'],
    [247_000, '4 min 7 s', 'PT4M7S'],
    [9_000, '9 s', 'PT9S'],
    [0, '0 s', 'PT0S'],
    [3_600_000, '1 h 0 min', 'PT1H'],
  ])('describes %i ms as %s (%s)', (ms, words, iso) => {
    expect(describeDuration(ms)).toBe(words);
    expect(isoDuration(ms)).toBe(iso);
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [65_900, '1:05'],
    [3_725_000, '1:02:05'],
  ])('shows %i ms of recording as %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});
