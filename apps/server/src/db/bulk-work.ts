import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

/**
 * How large one statement of bulk work (a long transcript's rows, written or read) may be. Embedded
 * PGlite runs each statement synchronously on the event loop, in WASM, and decodes its rows there
 * too, so its statements are kept to a few milliseconds each (the whole transcript takes as long
 * either way); PostgreSQL runs them in its own process, quicker in bulk.
 */
export type BulkSizes = {
  /** Rows one INSERT writes (on PGlite, 40–70 µs a segment: the search column's tsvector is most of it). */
  rowsPerWrite: number;
  /** Rows one DELETE removes (a small part of the cost of writing one). */
  rowsPerDelete: number;
  /** Rows one page of a read returns (on PGlite, read and decoded at ~15 µs a row). */
  rowsPerRead: number;
};

const EMBEDDED: BulkSizes = { rowsPerWrite: 100, rowsPerDelete: 1000, rowsPerRead: 500 };
const SERVER: BulkSizes = { rowsPerWrite: 2000, rowsPerDelete: 20_000, rowsPerRead: 5000 };

export const bulkSizes = (db: Database): BulkSizes => (db instanceof PgliteDatabase ? EMBEDDED : SERVER);
