import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../transcript-segment';
import { readFixture } from './fixtures/read-fixture';
import { formatTranscript } from './format-transcript';
import { parseTranscriptFile } from './parse-transcript-file';

const SEGMENTS: TranscriptSegment[] = [
  {
    startMs: 1_000,
    endMs: 4_200,
    speaker: 'Dana Whitfield',
    text: 'Hi Marcus, thanks for making the time today.',
  },
  { startMs: 4_500, endMs: 7_800, speaker: 'Marcus Lee', text: 'AP & AR take < 9 days --> too long.' },
  { startMs: 3_723_456, endMs: 3_725_000, speaker: null, text: 'Silence on the line.' },
];

/** Segments that only a careful writer keeps intact on the way back. */
const AWKWARD_SEGMENTS: TranscriptSegment[] = [
  { startMs: 0, endMs: 0, speaker: 'Lee, Marcus', text: 'Zero-length cue at the very start.' },
  { startMs: 0, endMs: 1_000, speaker: 'Priya Natarajan (Guest)', text: 'Same start, next cue.' },
  { startMs: 1_000, endMs: 2_000, speaker: null, text: 'Note: this is not a speaker.' },
  { startMs: 2_000, endMs: 3_000, speaker: null, text: 'Karen Osei: also not a speaker here.' },
  { startMs: 3_000, endMs: 4_000, speaker: 'AT&T Sales Rep', text: 'Ampersands & 5 < 6 survive.' },
  { startMs: 3_500, endMs: 4_000, speaker: null, text: '[Dana Whitfield] is not a speaker either.' },
  { startMs: 4_000, endMs: 5_000, speaker: 'Dana Whitfield', text: '42' },
  {
    startMs: 5_000,
    endMs: 6_000,
    speaker: 'Dana Whitfield',
    text: 'Consecutive cues of one speaker stay apart.',
  },
  { startMs: 6_000, endMs: 7_000, speaker: null, text: '[Music]' },
  { startMs: 360_000_000, endMs: 360_000_999, speaker: 'Zoë Müller', text: 'A hundred hours in.' },
];

const VOICE_WITH_MARKUP: TranscriptSegment = {
  startMs: 0,
  endMs: 1_000,
  speaker: 'AT&T <Sales> Rep',
  text: 'Escaped voice names <survive>.',
};

describe('formatTranscript', () => {
  it('writes WebVTT with a header, hh:mm:ss.mmm timings and escaped voices', () => {
    expect(formatTranscript({ segments: SEGMENTS, format: 'vtt' })).toBe(
      'WEBVTT\n\n' +
        '00:00:01.000 --> 00:00:04.200\n<v Dana Whitfield>Hi Marcus, thanks for making the time today.</v>\n\n' +
        '00:00:04.500 --> 00:00:07.800\n<v Marcus Lee>AP &amp; AR take &lt; 9 days --&gt; too long.</v>\n\n' +
        '01:02:03.456 --> 01:02:05.000\nSilence on the line.\n',
    );
    expect(formatTranscript({ segments: [VOICE_WITH_MARKUP], format: 'vtt' })).toContain(
      '<v AT&amp;T &lt;Sales&gt; Rep>Escaped voice names &lt;survive&gt;.</v>',
    );
  });

  it('writes SRT with 1-based indices, comma timings and speaker prefixes', () => {
    expect(formatTranscript({ segments: SEGMENTS, format: 'srt' })).toBe(
      '1\n00:00:01,000 --> 00:00:04,200\nDana Whitfield: Hi Marcus, thanks for making the time today.\n\n' +
        '2\n00:00:04,500 --> 00:00:07,800\nMarcus Lee: AP & AR take < 9 days --> too long.\n\n' +
        '3\n01:02:03,456 --> 01:02:05,000\nSilence on the line.\n',
    );
  });

  it('writes plain text as [hh:mm:ss] Speaker: text lines', () => {
    expect(formatTranscript({ segments: SEGMENTS, format: 'txt' })).toBe(
      '[00:00:01] Dana Whitfield: Hi Marcus, thanks for making the time today.\n' +
        '[00:00:04] Marcus Lee: AP & AR take < 9 days --> too long.\n' +
        '[01:02:03] Silence on the line.\n',
    );
  });

  it('leaves out segments without text and folds line breaks', () => {
    const segments = [
      { startMs: 0, endMs: 1_000, speaker: 'Ann', text: '  ' },
      { startMs: 1_000, endMs: 2_000, speaker: ' Ann ', text: 'two\nlines' },
    ];
    expect(formatTranscript({ segments, format: 'srt' })).toBe(
      '1\n00:00:01,000 --> 00:00:02,000\nAnn: two lines\n',
    );
  });
});

describe('formatTranscript round trips', () => {
  const fixtureSegments = [
    'sales-call.vtt',
    'teams-export.vtt',
    'sales-call.srt',
    'meet-transcript.txt',
  ].flatMap((fixture) => parseTranscriptFile({ filename: fixture, content: readFixture(fixture) }).segments);
  const sortedFixtureSegments = [...fixtureSegments].sort((a, b) => a.startMs - b.startMs);

  it.each(['vtt', 'srt'] as const)('reads back what it writes as %s', (format) => {
    for (const segments of [SEGMENTS, AWKWARD_SEGMENTS, sortedFixtureSegments]) {
      const content = formatTranscript({ segments, format });
      expect(parseTranscriptFile({ filename: `export.${format}`, content }).segments).toEqual(segments);
    }
  });

  it('reads back voices and text with markup characters from WebVTT', () => {
    const content = formatTranscript({ segments: [VOICE_WITH_MARKUP], format: 'vtt' });
    expect(parseTranscriptFile({ filename: 'export.vtt', content }).segments).toEqual([VOICE_WITH_MARKUP]);
  });

  it('marks speaker-less SRT text that looks like a label with an invisible word joiner', () => {
    const content = formatTranscript({ segments: [AWKWARD_SEGMENTS[3]!], format: 'srt' });
    expect(content).toContain('Karen Osei\u2060: also not a speaker here.');
  });

  it('is read back as WebVTT and SRT', () => {
    expect(
      parseTranscriptFile({ filename: 'x', content: formatTranscript({ segments: SEGMENTS, format: 'vtt' }) })
        .format,
    ).toBe('webvtt');
    expect(
      parseTranscriptFile({ filename: 'x', content: formatTranscript({ segments: SEGMENTS, format: 'srt' }) })
        .format,
    ).toBe('srt');
  });

  it('reads back plain text to the second', () => {
    const content = formatTranscript({ segments: SEGMENTS, format: 'txt' });
    const parsed = parseTranscriptFile({ filename: 'export.txt', content });
    expect(parsed.format).toBe('text');
    expect(parsed.segments.map(({ startMs, speaker, text }) => ({ startMs, speaker, text }))).toEqual([
      { startMs: 1_000, speaker: 'Dana Whitfield', text: SEGMENTS[0]?.text },
      { startMs: 4_000, speaker: 'Marcus Lee', text: SEGMENTS[1]?.text },
      { startMs: 3_723_000, speaker: null, text: SEGMENTS[2]?.text },
    ]);
  });
});
