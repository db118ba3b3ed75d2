import { describe, expect, it } from 'vitest';
import { parseTranscriptScript, timestampMs } from './transcript-script';

describe('parseTranscriptScript', () => {
  it('reads timestamps, speakers and text; a segment ends where the next begins', () => {
    const segments = parseTranscriptScript(`
      [00:00] Jordan Ellis: Hi Dana.
      [00:04] Dana Whitfield: Hi Jordan,
        good to see you.
      [1:02:07-1:02:15] ?: Someone unnamed.
    `);
    expect(segments).toEqual([
      { startMs: 0, endMs: 4000, speaker: 'Jordan Ellis', text: 'Hi Dana.' },
      { startMs: 4000, endMs: 3_727_000, speaker: 'Dana Whitfield', text: 'Hi Jordan, good to see you.' },
      { startMs: 3_727_000, endMs: 3_735_000, speaker: null, text: 'Someone unnamed.' },
    ]);
  });

  it('gives the last segment the time its words take', () => {
    const [segment] = parseTranscriptScript('[00:10] Dana: one two three four five');
    expect(segment?.endMs).toBe(12_000);
  });

  it('refuses a line that goes back in time, or text before the first timestamp', () => {
    expect(() => parseTranscriptScript('[00:10] A: x\n[00:05] B: y')).toThrow(/starts before/);
    expect(() => parseTranscriptScript('no timestamp')).toThrow(/no timestamp/);
  });
});

describe('timestampMs', () => {
  it('reads minutes:seconds and hours:minutes:seconds', () => {
    expect(timestampMs('04:12')).toBe(252_000);
    expect(timestampMs('1:02:07')).toBe(3_727_000);
  });
});
