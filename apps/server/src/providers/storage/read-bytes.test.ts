import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBytes } from './read-bytes';

const chunks = (...texts: string[]) => Readable.from(texts.map((text) => Buffer.from(text)));

describe('readBytes', () => {
  it('reads a stream into one buffer of the expected size, or of what it held when that differs', async () => {
    expect(Buffer.from(await readBytes(chunks('ab', 'cd', 'e'), 5)).toString()).toBe('abcde');
    expect(Buffer.from(await readBytes(chunks('ab', 'cdef', 'gh'), 3)).toString()).toBe('abcdefgh');
    expect(Buffer.from(await readBytes(chunks('ab'), 10)).toString()).toBe('ab');
    expect((await readBytes(chunks(), 0)).byteLength).toBe(0);
  });
});
