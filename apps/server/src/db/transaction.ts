import type { Database } from './client';

/**
 * Runs `work` in one database transaction. Whatever it writes through `tx` — rows, and jobs or
 * domain events sent with `{ tx }` — commits together or not at all, so a meeting is never stored
 * without its ingest job, nor a job sent for a row that was rolled back.
 *
 * With PGlite (one connection), nothing inside `work` may use the outer `db` or send a job without
 * `{ tx }`: that statement would wait for this transaction to end, which waits for it.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  // A Drizzle transaction is a database of the same schema; repositories take either.
  return db.transaction((tx) => work(tx as unknown as Database));
}
