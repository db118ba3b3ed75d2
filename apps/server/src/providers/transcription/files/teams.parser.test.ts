import { describe, expect, it } from 'vitest';
import { expectConsecutiveSegments, expectWellFormedSegments, readFixture } from './fixtures/read-fixture';
import { parseTranscriptFile } from './parse-transcript-file';

describe('Microsoft Teams text export', () => {
  const parsed = parseTranscriptFile({
    filename: 'Discovery call.txt',
    content: readFixture('teams-transcript.txt'),
  });

  it('reads each "Name   m:ss" turn and drops the title block and transcription notices', () => {
    expect(parsed.format).toBe('teams');
    expect(parsed.segments).toHaveLength(22);
    expectWellFormedSegments(parsed.segments);
    expectConsecutiveSegments(parsed.segments);
    expect(parsed.segments[0]).toEqual({
      startMs: 3_000,
      endMs: 7_000,
      speaker: 'Dana Whitfield',
      text: 'Hi Marcus, thanks for making the time today.',
    });
    expect(parsed.segments.some((segment) => /transcription|March 4/.test(segment.text))).toBe(false);
  });

  it('keeps directory-style names and joins a turn spread over several lines', () => {
    expect(parsed.segments[6]).toEqual({
      startMs: 31_000,
      endMs: 44_000,
      speaker: 'Lee, Marcus',
      text: 'And AP and AR live in two different systems, so reconciling is painful. Every month we find the same mismatches.',
    });
    expect(parsed.segments[3]?.speaker).toBe('Priya Natarajan (Guest)');
  });

  it('reads m:ss and h:mm:ss offsets, with spaces or a tab before them', () => {
    expect(parsed.segments[19]).toMatchObject({ speaker: 'Dana Whitfield', startMs: 3_588_000 });
    expect(parsed.segments[20]).toMatchObject({
      speaker: 'Priya Natarajan (Guest)',
      startMs: 3_602_000,
      endMs: 3_715_000,
    });
    expect(parsed.segments[21]).toMatchObject({
      speaker: 'Lee, Marcus',
      startMs: 3_715_000,
      text: 'Sounds good. Thanks, both.',
    });
  });
});
