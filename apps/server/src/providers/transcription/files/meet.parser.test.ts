import { describe, expect, it } from 'vitest';
import { expectConsecutiveSegments, expectWellFormedSegments, readFixture } from './fixtures/read-fixture';
import { parseMeetText } from './meet.parser';
import { parseTranscriptFile } from './parse-transcript-file';

describe('Google Meet transcript export', () => {
  const parsed = parseTranscriptFile({
    filename: 'Discovery call - Transcript.txt',
    content: readFixture('meet-transcript.txt'),
  });

  it('reads the turns after the title, attendees and disclaimer', () => {
    expect(parsed.format).toBe('meet');
    expect(parsed.segments).toHaveLength(22);
    expectWellFormedSegments(parsed.segments);
    expect(parsed.segments[0]).toMatchObject({
      startMs: 0,
      speaker: 'Dana Whitfield',
      text: "Hi Marcus, thanks for making the time today. I've got Priya on the line too, she's our solutions engineer.",
    });
    expect(
      parsed.segments.some((segment) => /Attendees|editable transcript|Meeting ended/.test(segment.text)),
    ).toBe(false);
  });

  it('spreads the turns between two markers over that stretch, in order and without overlaps', () => {
    expectConsecutiveSegments(parsed.segments);
    expect(parsed.segments[8]).toMatchObject({ speaker: 'Marcus Lee', endMs: 300_000 });
    expect(parsed.segments[9]).toMatchObject({ speaker: 'Priya Natarajan', startMs: 300_000 });
    // Longer turns get more of the stretch.
    const duration = (index: number) => parsed.segments[index]!.endMs - parsed.segments[index]!.startMs;
    expect(duration(4)).toBeGreaterThan(duration(2));
  });

  it('continues a turn that runs past a marker as a new segment of the same speaker', () => {
    expect(parsed.segments[14]).toMatchObject({ speaker: 'Dana Whitfield', endMs: 600_000 });
    expect(parsed.segments[15]).toMatchObject({
      speaker: 'Dana Whitfield',
      startMs: 600_000,
      text: 'the pilot includes onboarding for the whole team.',
    });
  });

  it('ends the last stretch at "Meeting ended after"', () => {
    expect(parsed.segments.at(-1)).toEqual({
      startMs: 740_559,
      endMs: 751_000,
      speaker: 'Marcus Lee',
      text: 'Sounds good. Thanks, both.',
    });
  });
});

describe('parseMeetText', () => {
  it('reads "Name: text" turns and estimates times after the last marker', () => {
    const segments = parseMeetText(
      'Weekly sync\n00:00:00\nAnn Lee: Hello there everyone.\nBob Stone: Hi Ann.\n',
    );
    expect(segments).toEqual([
      { startMs: 0, endMs: 1_200, speaker: 'Ann Lee', text: 'Hello there everyone.' },
      { startMs: 1_200, endMs: 2_200, speaker: 'Bob Stone', text: 'Hi Ann.' },
    ]);
  });

  it('ignores a marker earlier than the one before it', () => {
    const segments = parseMeetText(
      '00:00:00\nAnn Lee: One.\n00:05:00\nAnn Lee: Two.\n00:01:00\nAnn Lee: Three.\n',
    );
    expect(segments.map((segment) => segment.startMs)).toEqual([0, 300_000, 301_000]);
  });
});
