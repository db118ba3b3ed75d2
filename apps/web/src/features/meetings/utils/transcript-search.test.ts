import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from '../api/download-transcript';
import { activeSegmentSeq, findTranscriptHits, formatTimestamp } from './transcript-search';

const SEGMENTS = [
  { seq: 0, start_ms: 0, end_ms: 1000, speaker: null, text: 'Aa aa' },
  { seq: 1, start_ms: 2000, end_ms: 3000, speaker: null, text: 'b AA' },
];

describe('transcript search', () => {
  it('finds every case-insensitive match in order', () => {
    expect(findTranscriptHits({ segments: SEGMENTS, query: ' aa ' })).toEqual([
      { seq: 0, start: 0, end: 2 },
      { seq: 0, start: 3, end: 5 },
      { seq: 1, start: 2, end: 4 },
    ]);
    expect(findTranscriptHits({ segments: SEGMENTS, query: '   ' })).toEqual([]);
  });

  it('picks the segment being played, and none in a silent gap', () => {
    expect(activeSegmentSeq({ segments: SEGMENTS, timeMs: 500 })).toBe(0);
    expect(activeSegmentSeq({ segments: SEGMENTS, timeMs: 1500 })).toBeNull();
    expect(activeSegmentSeq({ segments: SEGMENTS, timeMs: 2500 })).toBe(1);
  });

  it('formats timestamps as mm:ss, and h:mm:ss from an hour on', () => {
    expect(formatTimestamp(62_500)).toBe('01:02');
    expect(formatTimestamp(3_723_000)).toBe('1:02:03');
  });
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="call.vtt"', 'call.vtt'],
    ['attachment; filename=call.srt', 'call.srt'],
    [`attachment; filename="fallback.txt"; filename*=UTF-8''R%C3%A9union.txt`, 'Réunion.txt'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment', null],
    [null, null],
  ])('reads %j as %j', (header, filename) => {
    expect(filenameFromContentDisposition(header)).toBe(filename);
  });
});
