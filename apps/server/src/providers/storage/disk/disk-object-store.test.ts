import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { ObjectNotFoundError } from '../object-store';
import { createDiskObjectStore } from './disk-object-store';

describe('disk object store', async () => {
  const rootDir = await mkdtemp(path.join(tmpdir(), 'ting-objects-'));
  const store = createDiskObjectStore({ rootDir });
  afterAll(() => rm(rootDir, { recursive: true, force: true }));

  it('stores buffers and streams and reads them back', async () => {
    expect(
      await store.put({ key: 'org/a/file.vtt', body: Buffer.from('WEBVTT'), contentType: 'text/vtt' }),
    ).toEqual({
      sizeBytes: 6,
    });
    await store.put({
      key: 'org/a/stream.txt',
      body: Readable.from(['hello ', 'world']),
      contentType: 'text/plain',
    });
    expect(await text(await store.get('org/a/file.vtt'))).toBe('WEBVTT');
    expect(await text(await store.get('org/a/stream.txt'))).toBe('hello world');
    expect(await text(await store.get('org/a/stream.txt', { start: 6, end: 10 }))).toBe('world');
    expect(await store.size('org/a/stream.txt')).toBe(11);
  });

  it('reports a missing object, and deletes idempotently', async () => {
    await expect(store.get('org/missing')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(store.size('org/missing')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await store.put({ key: 'org/b/x', body: Buffer.from('x'), contentType: 'text/plain' });
    await store.delete('org/b/x');
    await store.delete('org/b/x');
    await expect(store.get('org/b/x')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('refuses keys that would escape its directory', async () => {
    await expect(
      store.put({ key: '../etc/passwd', body: Buffer.from('x'), contentType: 'text/plain' }),
    ).rejects.toThrow(/Unsafe/);
    await expect(store.get('/absolute')).rejects.toThrow(/Unsafe/);
  });
});
