import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, type ObjectStore } from '../object-store';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

/** Objects as files under one directory. Writes go to a temporary file first, so readers never see half a file. */
export function createDiskObjectStore(options: { rootDir: string }): ObjectStore {
  function fileOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe object key: ${key}`);
    return path.join(options.rootDir, key);
  }

  return {
    async put({ key, body }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.partial`;
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
      await rename(temporary, file);
      return { sizeBytes: (await stat(file)).size };
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        throw new ObjectNotFoundError(`No stored object ${key}`);
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        throw new ObjectNotFoundError(`No stored object ${key}`);
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
