import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from '../object-store';
import { ObjectNotFoundError } from '../object-store';
import { createS3ObjectStore } from './s3-object-store';

/** The S3 store against a local S3-compatible server (s3rver), over real HTTP with the AWS SDK. */
describe('S3 object store', () => {
  let server: S3rver;
  let directory: string;
  let store: ObjectStore;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'ting-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'ting-media', configs: [] }],
    });
    const { port } = await server.run();
    store = createS3ObjectStore({
      bucket: 'ting-media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('stores a buffer and a multi-part stream, and reads them back', async () => {
    expect(
      await store.put({ key: 'org/m1/file.vtt', body: Buffer.from('WEBVTT'), contentType: 'text/vtt' }),
    ).toEqual({
      sizeBytes: 6,
    });
    expect(await text(await store.get('org/m1/file.vtt'))).toBe('WEBVTT');
    expect(await text(await store.get('org/m1/file.vtt', { start: 3, end: 5 }))).toBe('VTT');
    expect(await store.size('org/m1/file.vtt')).toBe(6);

    // 20 MiB in 1 MiB pieces: more than two 8 MiB parts.
    const piece = Buffer.alloc(1024 * 1024, 'a');
    const body = Readable.from(
      (function* () {
        for (let index = 0; index < 20; index += 1) yield piece;
      })(),
    );
    expect(await store.put({ key: 'org/m1/recording.webm', body, contentType: 'audio/webm' })).toEqual({
      sizeBytes: 20 * 1024 * 1024,
    });
    let read = 0;
    for await (const chunk of await store.get('org/m1/recording.webm')) read += (chunk as Buffer).length;
    expect(read).toBe(20 * 1024 * 1024);
  });

  it('reports a missing object, and deletes idempotently', async () => {
    await expect(store.get('org/none')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(store.size('org/none')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await store.put({ key: 'org/m2/x', body: Buffer.from('x'), contentType: 'text/plain' });
    await store.delete('org/m2/x');
    await store.delete('org/m2/x');
    await expect(store.get('org/m2/x')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });
});
