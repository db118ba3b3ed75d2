import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from '../api/download-transcript';
import {
  activeSegmentIndex,
  activeSegmentSeq,
  findTranscriptHits,
  foldTranscriptTexts,
  formatTimestamp,
  groupHitsBySeq,
  indexSegmentsBySeq,
} from './transcript-search';

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

  it('searches the folded texts it is given, and skips text whose length lower-casing changes', () => {
    const segments = [
      ...SEGMENTS,
      { seq: 7, start_ms: 4000, end_ms: 5000, speaker: null, text: 'İstanbul aa' },
    ];
    const foldedTexts = foldTranscriptTexts(segments);
    expect(foldedTexts).toEqual(['aa aa', 'b aa', null]);
    expect(findTranscriptHits({ segments, query: 'AA', foldedTexts })).toHaveLength(3);
    expect(findTranscriptHits({ segments, query: 'b', foldedTexts })).toEqual([{ seq: 1, start: 0, end: 1 }]);
  });

  it('groups hits by segment, each with its position among all hits', () => {
    const hits = findTranscriptHits({ segments: SEGMENTS, query: 'aa' });
    const bySeq = groupHitsBySeq(hits);
    expect(bySeq.get(0)?.map(({ index }) => index)).toEqual([0, 1]);
    expect(bySeq.get(1)).toEqual([{ hit: { seq: 1, start: 2, end: 4 }, index: 2 }]);
    expect(bySeq.has(2)).toBe(false);
  });

  it('finds a segment’s position by its seq', () => {
    const bySeq = indexSegmentsBySeq([
      { seq: 10, start_ms: 0, end_ms: 1, speaker: null, text: '' },
      { seq: 12, start_ms: 1, end_ms: 2, speaker: null, text: '' },
    ]);
    expect(bySeq.get(12)).toBe(1);
    expect(bySeq.get(11)).toBeUndefined();
  });

  it('picks the segment being played, and none in a silent gap', () => {
    expect(activeSegmentSeq({ segments: SEGMENTS, timeMs: 500 })).toBe(0);
    expect(activeSegmentSeq({ segments: SEGMENTS, timeMs: 1500 })).toBeNull();
    expect(activeSegmentSeq({ segments: SEGMENTS, timeMs: 2500 })).toBe(1);
    expect(activeSegmentSeq({ segments: SEGMENTS, timeMs: -1 })).toBeNull();
    expect(activeSegmentSeq({ segments: [], timeMs: 0 })).toBeNull();
  });

  it('finds the playing segment in a long transcript like a linear scan would', () => {
    // Segments with gaps, touching ends, zero-length ones (no real end) and equal starts.
    const segments = Array.from({ length: 500 }, (_, index) => {
      const start = Math.floor(index / 2) * 1000 + (index % 3) * 100;
      const end = index % 7 === 0 ? start : start + 150 + (index % 5) * 200;
      return { seq: index, start_ms: start, end_ms: end, speaker: null, text: '' };
    }).sort((a, b) => a.start_ms - b.start_ms);
    const linear = (timeMs: number) => {
      let found = -1;
      segments.forEach((segment, index) => {
        if (segment.start_ms <= timeMs) found = index;
      });
      const active = segments[found];
      if (!active) return null;
      return active.end_ms > active.start_ms && timeMs >= active.end_ms ? null : found;
    };
    for (let timeMs = -50; timeMs < 252_000; timeMs += 37) {
      expect(activeSegmentIndex({ segments, timeMs })).toBe(linear(timeMs));
    }
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
