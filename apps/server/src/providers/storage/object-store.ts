import type { Readable } from 'node:stream';

/** The storage capability: recordings and uploaded files, by key. Local disk by default, S3 by config. */
export interface ObjectStore {
  put(options: { key: string; body: Buffer | Readable; contentType: string }): Promise<{ sizeBytes: number }>;
  /** The object's bytes (or the inclusive byte `range`) as a stream; throws `ObjectNotFoundError` when there is none. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** The object's size; throws `ObjectNotFoundError` when there is none. */
  size(key: string): Promise<number>;
  /** Removes the object; removing a missing object is not an error (deletes may be retried). */
  delete(key: string): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  override readonly name = 'ObjectNotFoundError';
}
