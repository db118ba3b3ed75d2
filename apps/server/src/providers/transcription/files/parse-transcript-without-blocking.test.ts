import { describe, expect, it } from 'vitest';
import { FIXTURE_NAMES, readFixture } from './fixtures/read-fixture';
import { parseTranscriptFile } from './parse-transcript-file';
import { parseTranscriptWithoutBlocking } from './parse-transcript-without-blocking';
import { TranscriptParseError } from './transcript-parse-error';

const bytesOf = (content: string) => new TextEncoder().encode(content);
/** `[hh:mm:ss] Speaker n: line i` lines, one a second. */
const timedLines = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const time = new Date(index * 1000).toISOString().slice(11, 19);
    return `[${time}] Speaker ${index % 3}: line ${index}`;
  });

describe('parseTranscriptWithoutBlocking', () => {
  it('reads every fixture on a worker thread exactly as the parser does', { timeout: 60_000 }, async () => {
    for (const name of FIXTURE_NAMES) {
      const content = readFixture(name);
      const parsed = await parseTranscriptWithoutBlocking({
        filename: name,
        bytes: bytesOf(content),
        offThreadFromBytes: 0,
      });
      expect(parsed).toEqual(parseTranscriptFile({ filename: name, content }));
    }
  });

  it('hands back a large file’s segments in order, across many messages', { timeout: 30_000 }, async () => {
    const lines = timedLines(20_000);
    const parsed = await parseTranscriptWithoutBlocking({
      filename: 'long.txt',
      bytes: bytesOf(lines.join('\n')),
    });
    expect(parsed.format).toBe('text');
    expect(parsed.segments.map((segment) => segment.text)).toEqual(lines.map((_, index) => `line ${index}`));
    expect(parsed.segments[19_999]).toMatchObject({ startMs: 19_999_000, speaker: 'Speaker 1' });
  });

  it('rejects a large file with a fault far down with the parser’s own error', {
    timeout: 30_000,
  }, async () => {
    const lines = timedLines(20_000);
    lines[15_000] = '[00:99:00] Speaker 1: a slip';
    const error = await parseTranscriptWithoutBlocking({
      filename: 'long.txt',
      bytes: bytesOf(lines.join('\n')),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranscriptParseError);
    expect(error).toMatchObject({
      reason: 'malformed_timestamp',
      line: 15_001,
      message: expect.stringMatching(/^Cannot read transcript "long.txt": malformed timestamp on line 15001/),
    });
  });
});
