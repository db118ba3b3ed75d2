import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { utf8Stream } from './utf8-stream';

describe('utf8Stream', () => {
  it('encodes long text exactly as Buffer.from does, surrogate pairs across chunk edges included', async () => {
    for (const text of ['', 'plain', `${'a'.repeat(256 * 1024 - 1)}🎉 and ü`, '🎉'.repeat(300_000)]) {
      expect((await buffer(utf8Stream(text))).equals(Buffer.from(text, 'utf8'))).toBe(true);
    }
  });
});
