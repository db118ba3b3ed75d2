import { describe, expect, it } from 'vitest';
import { expectConsecutiveSegments, expectWellFormedSegments, readFixture } from './fixtures/read-fixture';
import { parseTranscriptFile } from './parse-transcript-file';
import { parseZoomText } from './zoom.parser';

describe('Zoom closed-caption text export', () => {
  const parsed = parseTranscriptFile({
    filename: 'closed_caption.txt',
    content: readFixture('zoom-closed-captions.txt'),
  });

  it('reads each "[Name] hh:mm:ss" header and the lines below it', () => {
    expect(parsed.format).toBe('zoom');
    expect(parsed.segments).toHaveLength(22);
    expectWellFormedSegments(parsed.segments);
    expectConsecutiveSegments(parsed.segments);
    expect(parsed.segments[2]).toEqual({
      startMs: 8_000,
      endMs: 13_000,
      speaker: 'Dana Whitfield',
      text: "Great. I've got Priya on the line too, she's our solutions engineer.",
    });
  });

  it('ends each turn at the next one and the last after its estimated speaking time', () => {
    expect(parsed.segments[20]).toMatchObject({ speaker: 'Priya Natarajan', startMs: 90_000, endMs: 96_000 });
    // "Sounds good. Thanks, both." is 4 words: 1.6 s at 150 words a minute.
    expect(parsed.segments[21]).toEqual({
      startMs: 96_000,
      endMs: 97_600,
      speaker: 'Marcus Lee',
      text: 'Sounds good. Thanks, both.',
    });
  });
});

describe('Zoom timestamped text export', () => {
  const parsed = parseTranscriptFile({
    filename: 'transcript.txt',
    content: readFixture('zoom-timestamped.txt'),
  });

  it('reads "hh:mm:ss Name: text" lines and continues a turn on lines without a time', () => {
    expect(parsed.format).toBe('zoom');
    expect(parsed.segments).toHaveLength(23);
    expectWellFormedSegments(parsed.segments);
    expect(parsed.segments[17]).toEqual({
      startMs: 74_000,
      endMs: 80_000,
      speaker: 'Dana Whitfield',
      text: 'For a team your size, the Growth plan is $1,800 a month, billed annually. We also have a Scale plan if you add entities later: it starts at $3,200 a month.',
    });
    expect(parsed.segments[18]?.speaker).toBe('Marcus Lee');
  });
});

describe('parseZoomText', () => {
  it('reads Zoom chat lines and sorts turns written out of order', () => {
    const segments = parseZoomText(
      '00:00:09 From Dana Whitfield to Everyone: second\n00:00:02 From Marcus Lee to Everyone: first\n',
    );
    expect(segments).toEqual([
      { startMs: 2_000, endMs: 9_000, speaker: 'Marcus Lee', text: 'first' },
      { startMs: 9_000, endMs: 10_000, speaker: 'Dana Whitfield', text: 'second' },
    ]);
  });
});
