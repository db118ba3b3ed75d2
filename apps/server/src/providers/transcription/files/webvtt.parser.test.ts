import { describe, expect, it } from 'vitest';
import { expectWellFormedSegments, readFixture } from './fixtures/read-fixture';
import { parseTranscriptFile } from './parse-transcript-file';
import { parseWebVtt } from './webvtt.parser';

describe('WebVTT files', () => {
  const parsed = parseTranscriptFile({ filename: 'sales-call.vtt', content: readFixture('sales-call.vtt') });

  it('reads every cue with text, skipping the header, NOTE, STYLE and REGION blocks and the empty cue', () => {
    expect(parsed.format).toBe('webvtt');
    // 31 cues with text, one of which holds two voices and becomes two segments; one cue is empty.
    expect(parsed.segments).toHaveLength(31);
    expectWellFormedSegments(parsed.segments);
    expect(parsed.segments.some((segment) => /color|regionanchor|Exported/.test(segment.text))).toBe(false);
  });

  it('takes speakers from voice tags, with classes and with or without a closing tag', () => {
    expect(parsed.segments[0]).toEqual({
      startMs: 1_000,
      endMs: 4_200,
      speaker: 'Dana Whitfield',
      text: 'Hi Marcus, thanks for making the time today.',
    });
    expect(parsed.segments[1]).toMatchObject({ speaker: 'Marcus Lee', startMs: 4_500, endMs: 7_800 });
    expect(new Set(parsed.segments.map((segment) => segment.speaker))).toEqual(
      new Set(['Dana Whitfield', 'Marcus Lee', 'Priya Natarajan']),
    );
  });

  it('joins multi-line cue text with a space', () => {
    expect(parsed.segments[2]?.text).toBe(
      "Great. I've got Priya on the line too, she's our solutions engineer.",
    );
  });

  it('shares a cue with two voices between them in proportion to their text', () => {
    const [likewise, question] = parsed.segments.slice(4, 6);
    expect(likewise).toMatchObject({ speaker: 'Marcus Lee', text: 'Likewise.', startMs: 16_200 });
    expect(question).toMatchObject({
      speaker: 'Dana Whitfield',
      text: 'So, tell me how month-end close works today.',
    });
    expect(likewise?.endMs).toBe(question?.startMs);
    expect(question?.endMs).toBe(19_200);
    expect(likewise!.endMs - likewise!.startMs).toBeLessThan(question!.endMs - question!.startMs);
  });

  it('reads mm:ss.ttt timestamps and strips class, bold, italic and timestamp tags', () => {
    expect(parsed.segments[6]).toEqual({
      startMs: 19_500,
      endMs: 27_250,
      speaker: 'Marcus Lee',
      text: "Honestly, it's a lot of spreadsheets. We close in about nine business days.",
    });
    expect(parsed.segments[10]?.text).toBe(
      'We see that a lot. Most teams cut it to four days within a quarter.',
    );
  });

  it('decodes character references and drops direction marks', () => {
    expect(parsed.segments[7]?.text).toBe(
      'And AP & AR live in two different systems, so reconciling is painful.',
    );
    expect(parsed.segments[8]?.text).toBe('So the target is < 5 days?');
    expect(parsed.segments[11]?.text).toBe('Four days would be huge for us.');
  });

  it('keeps consecutive cues of the same speaker apart', () => {
    expect(parsed.segments[6]?.speaker).toBe('Marcus Lee');
    expect(parsed.segments[7]?.speaker).toBe('Marcus Lee');
  });

  it('ends with the last cue', () => {
    expect(parsed.segments.at(-1)).toEqual({
      startMs: 131_800,
      endMs: 133_900,
      speaker: 'Dana Whitfield',
      text: 'Thanks Marcus, talk soon.',
    });
  });
});

describe('Microsoft Teams VTT export', () => {
  const parsed = parseTranscriptFile({ filename: 'meeting.vtt', content: readFixture('teams-export.vtt') });

  it('is recognised by its GUID cue ids and read with its voices', () => {
    expect(parsed.format).toBe('teams');
    expect(parsed.segments).toHaveLength(23);
    expectWellFormedSegments(parsed.segments);
    expect(parsed.segments[1]).toEqual({
      startMs: 4_960,
      endMs: 8_200,
      speaker: 'Lee, Marcus',
      text: "Happy to. We've been meaning to look at this for a while.",
    });
    expect(parsed.segments[4]?.speaker).toBe('Priya Natarajan (Guest)');
    expect(parsed.segments[11]?.text).toBe('Six people in accounting, two in FP&A, and me.');
  });

  it('keeps the parts of one utterance as separate segments', () => {
    expect(parsed.segments.slice(2, 4)).toEqual([
      {
        startMs: 8_560,
        endMs: 11_320,
        speaker: 'Dana Whitfield',
        text: "Great. I've got Priya on the line too,",
      },
      { startMs: 11_320, endMs: 13_640, speaker: 'Dana Whitfield', text: "she's our solutions engineer." },
    ]);
  });
});

describe('Zoom VTT export', () => {
  const parsed = parseTranscriptFile({
    filename: 'GMT20250304-150000_Recording.transcript.vtt',
    content: readFixture('zoom-export.vtt'),
  });

  it('is recognised by numeric cue ids and "Name:" text, and takes speakers from it', () => {
    expect(parsed.format).toBe('zoom');
    expect(parsed.segments).toHaveLength(23);
    expectWellFormedSegments(parsed.segments);
    expect(parsed.segments[3]).toEqual({
      startMs: 13_950,
      endMs: 16_040,
      speaker: 'Priya Natarajan',
      text: 'Hey Marcus, nice to meet you.',
    });
  });

  it('does not take a time or a URL for a speaker', () => {
    expect(parsed.segments[14]).toMatchObject({
      speaker: 'Marcus Lee',
      text: 'Before our fiscal year starts in April. Our kickoff is at 9:30 on April 1.',
    });
    expect(parsed.segments[18]).toEqual({
      startMs: 80_860,
      endMs: 82_100,
      speaker: null,
      text: 'and the details are on https://ledgerly.example.com/pricing',
    });
  });
});

describe('parseWebVtt', () => {
  it('reads a file without its WEBVTT header and cues not separated by blank lines', () => {
    const segments = parseWebVtt(
      '00:01.000 --> 00:02.000\n<v Ann>One\n00:02.000 --> 00:03.000\n<v Bob>Two\n',
    );
    expect(segments).toEqual([
      { startMs: 1_000, endMs: 2_000, speaker: 'Ann', text: 'One' },
      { startMs: 2_000, endMs: 3_000, speaker: 'Bob', text: 'Two' },
    ]);
  });

  it('decodes references in voice names and keeps text outside voices speaker-less', () => {
    const segments = parseWebVtt(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v AT&amp;T Rep>Hello\n\n00:00:02.000 --> 00:00:03.000\n(applause)\n',
    );
    expect(segments.map((segment) => segment.speaker)).toEqual(['AT&T Rep', null]);
  });

  it('does not take a protected "Name:" for a speaker', () => {
    expect(
      parseWebVtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<c>Dana</c>: not a speaker\n')[0],
    ).toMatchObject({
      speaker: null,
      text: 'Dana: not a speaker',
    });
  });
});
