import { describe, expect, it } from 'vitest';
import { detectTranscriptFormat, type TranscriptFileFormat } from './detect-transcript-format';
import { readFixture } from './fixtures/read-fixture';

describe('detectTranscriptFormat', () => {
  it.each<[string, TranscriptFileFormat]>([
    ['sales-call.vtt', 'webvtt'],
    ['teams-export.vtt', 'teams'],
    ['zoom-export.vtt', 'zoom'],
    ['sales-call.srt', 'srt'],
    ['zoom-closed-captions.txt', 'zoom'],
    ['zoom-timestamped.txt', 'zoom'],
    ['teams-transcript.txt', 'teams'],
    ['meet-transcript.txt', 'meet'],
    ['plain-timed.txt', 'text'],
    ['plain-untimed.txt', 'text'],
  ])('detects %s as %s whatever the file is called', (fixture, format) => {
    expect(detectTranscriptFormat({ filename: fixture, content: readFixture(fixture) })).toBe(format);
    expect(detectTranscriptFormat({ filename: 'upload', content: readFixture(fixture) })).toBe(format);
  });

  it('lets the content win over a misleading extension', () => {
    expect(detectTranscriptFormat({ filename: 'call.vtt', content: readFixture('sales-call.srt') })).toBe(
      'srt',
    );
    expect(detectTranscriptFormat({ filename: 'call.srt', content: readFixture('sales-call.vtt') })).toBe(
      'webvtt',
    );
    expect(detectTranscriptFormat({ filename: 'call.vtt', content: readFixture('plain-untimed.txt') })).toBe(
      'text',
    );
  });

  it('uses the extension only to tell header-less WebVTT from SRT written with dots', () => {
    const content = '1\n00:00:01.000 --> 00:00:02.000\nHello\n';
    expect(detectTranscriptFormat({ filename: 'call.srt', content })).toBe('srt');
    expect(detectTranscriptFormat({ filename: 'call.vtt', content })).toBe('webvtt');
    expect(detectTranscriptFormat({ filename: 'call.txt', content })).toBe('webvtt');
    expect(detectTranscriptFormat({ filename: 'call.txt', content: content.replace(/\./g, ',') })).toBe(
      'srt',
    );
  });

  it('detects a short Teams transcript from a single turn', () => {
    expect(
      detectTranscriptFormat({ filename: 'a.txt', content: 'Dana Whitfield   0:03\nHi everyone.\n' }),
    ).toBe('teams');
  });

  it('does not mistake plain text that mentions times for a Teams or Zoom export', () => {
    const content =
      'Dana: Can we meet at 3:30?\nMarcus: Let us say at 4:00\nWe start at 10:30\nDana: Fine.\n';
    expect(detectTranscriptFormat({ filename: 'a.txt', content })).toBe('text');
  });

  it('detects Meet from its time markers or attendee list', () => {
    expect(detectTranscriptFormat({ filename: 'a.txt', content: 'Sync\n00:00:00\nAnn Lee: Hi.\n' })).toBe(
      'meet',
    );
    expect(
      detectTranscriptFormat({
        filename: 'a.txt',
        content: 'Sync\nAttendees\nAnn Lee, Bo Li\nAnn Lee: Hi.\n',
      }),
    ).toBe('meet');
  });
});
