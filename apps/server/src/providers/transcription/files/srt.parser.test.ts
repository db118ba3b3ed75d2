import { describe, expect, it } from 'vitest';
import { expectWellFormedSegments, readFixture } from './fixtures/read-fixture';
import { parseTranscriptFile } from './parse-transcript-file';
import { parseSrt } from './srt.parser';

describe('SRT files', () => {
  const content = readFixture('sales-call.srt');
  const parsed = parseTranscriptFile({ filename: 'sales-call.srt', content });

  it('reads every cue with text, tolerating missing and doubled blank lines', () => {
    expect(parsed.format).toBe('srt');
    // 33 cues, one of them empty.
    expect(parsed.segments).toHaveLength(32);
    expectWellFormedSegments(parsed.segments);
  });

  it('takes speakers from "Name:" and "[Name]" prefixes and joins multi-line text', () => {
    expect(parsed.segments[1]).toEqual({
      startMs: 1_000,
      endMs: 4_200,
      speaker: 'Dana Whitfield',
      text: 'Hi Marcus, thanks for making the time today.',
    });
    expect(parsed.segments[4]).toEqual({
      startMs: 13_900,
      endMs: 16_000,
      speaker: 'Priya Natarajan',
      text: 'Hey Marcus, nice to meet you.',
    });
  });

  it('strips font, italic and ASS tags, also around the speaker', () => {
    expect(parsed.segments[3]).toMatchObject({
      speaker: 'Dana Whitfield',
      text: "Great. I've got Priya on the line too, she's our solutions engineer.",
    });
    expect(parsed.segments[7]?.text).toBe(
      "Honestly, it's a lot of spreadsheets. We close in about nine business days.",
    );
    expect(parsed.segments[11]?.text).toBe(
      'We see that a lot. Most teams cut it to four days within a quarter.',
    );
  });

  it('leaves sound descriptions and unlabelled cues without a speaker', () => {
    expect(parsed.segments[0]).toEqual({ startMs: 0, endMs: 900, speaker: null, text: '[Music]' });
    expect(parsed.segments[8]).toMatchObject({ speaker: null, startMs: 27_500 });
  });

  it('reads a cue that follows the previous one without a blank line', () => {
    expect(parsed.segments[10]).toMatchObject({
      speaker: 'Marcus Lee',
      text: 'Ideally four. The board wants faster numbers.',
    });
    expect(parsed.segments[11]?.startMs).toBe(41_200);
  });

  it('reads the same transcript with a byte order mark and CRLF line ends', () => {
    const windows = `\uFEFF${content.replace(/\n/g, '\r\n')}`;
    expect(parseTranscriptFile({ filename: 'sales-call.srt', content: windows })).toEqual(parsed);
  });

  it('reads SPEAKER n labels and numbers spoken on their own', () => {
    const segments = parseSrt(
      '1\n00:00:01,000 --> 00:00:02,000\nSPEAKER 1: How many seats?\n\n2\n00:00:02,000 --> 00:00:03,000\n42\n\n3\n00:00:03,000 --> 00:00:04,000\nSPEAKER 2:\nOkay.\n',
    );
    expect(segments.map(({ speaker, text }) => ({ speaker, text }))).toEqual([
      { speaker: 'SPEAKER 1', text: 'How many seats?' },
      { speaker: null, text: '42' },
      { speaker: 'SPEAKER 2', text: 'Okay.' },
    ]);
  });
});
