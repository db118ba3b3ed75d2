import { describe, expect, it } from 'vitest';
import { formatTimestamp, parseTimestamp, readCueTiming } from './timestamp';
import { TranscriptParseError } from './transcript-parse-error';

describe('parseTimestamp', () => {
  it('reads WebVTT, SRT and clock timestamps into milliseconds', () => {
    expect(parseTimestamp('01:02:03.456')).toBe(3_723_456);
    expect(parseTimestamp('01:02:03,456')).toBe(3_723_456);
    expect(parseTimestamp('02:03.456')).toBe(123_456);
    expect(parseTimestamp('1:02:03')).toBe(3_723_000);
    expect(parseTimestamp('0:03')).toBe(3_000);
    expect(parseTimestamp('100:00:00.000')).toBe(360_000_000);
  });

  it('reads short fractions as decimals and drops digits past milliseconds', () => {
    expect(parseTimestamp('00:00:01.5')).toBe(1_500);
    expect(parseTimestamp('00:00:01.25')).toBe(1_250);
    expect(parseTimestamp('00:00:01.2345')).toBe(1_234);
  });

  it('allows minutes past 59 only without an hour part', () => {
    expect(parseTimestamp('75:30.000')).toBe(4_530_000);
    expect(parseTimestamp('01:75:30.000')).toBeNull();
  });

  it('rejects malformed timestamps', () => {
    for (const text of [
      '',
      '12',
      '00:00:60.000',
      '00:1a:00',
      'aa:bb:cc',
      '00:00:01.',
      '-1:00',
      '00:00:01.000.000',
    ]) {
      expect(parseTimestamp(text)).toBeNull();
    }
  });
});

describe('formatTimestamp', () => {
  it('writes hh:mm:ss.mmm, hh:mm:ss,mmm and hh:mm:ss', () => {
    expect(formatTimestamp({ ms: 3_723_456, style: 'webvtt' })).toBe('01:02:03.456');
    expect(formatTimestamp({ ms: 3_723_456, style: 'srt' })).toBe('01:02:03,456');
    expect(formatTimestamp({ ms: 3_723_456, style: 'clock' })).toBe('01:02:03');
    expect(formatTimestamp({ ms: 0, style: 'webvtt' })).toBe('00:00:00.000');
  });

  it('clamps negative and non-finite times to zero', () => {
    expect(formatTimestamp({ ms: -5, style: 'srt' })).toBe('00:00:00,000');
    expect(formatTimestamp({ ms: Number.NaN, style: 'webvtt' })).toBe('00:00:00.000');
  });
});

describe('readCueTiming', () => {
  const expected = 'hh:mm:ss.mmm --> hh:mm:ss.mmm';

  it('reads start and end and ignores cue settings', () => {
    expect(
      readCueTiming({
        line: '00:00:01.000 --> 00:00:02.500 align:start position:10%',
        lineNumber: 1,
        expected,
      }),
    ).toEqual({
      startMs: 1_000,
      endMs: 2_500,
    });
    expect(readCueTiming({ line: '00:01.000-->00:02.000', lineNumber: 1, expected })).toEqual({
      startMs: 1_000,
      endMs: 2_000,
    });
  });

  it('returns null for lines that are not timing lines, even with an arrow in them', () => {
    expect(readCueTiming({ line: 'Hello there', lineNumber: 1, expected })).toBeNull();
    expect(readCueTiming({ line: 'Revenue --> up and to the right', lineNumber: 1, expected })).toBeNull();
  });

  it('throws a malformed timestamp error naming the line for a broken timing line', () => {
    const read = () => readCueTiming({ line: '00:01:7a.000 --> 00:01:09.000', lineNumber: 14, expected });
    expect(read).toThrow(TranscriptParseError);
    expect(read).toThrow(
      'malformed timestamp on line 14: "00:01:7a.000 --> 00:01:09.000" (expected hh:mm:ss.mmm --> hh:mm:ss.mmm)',
    );
  });
});
