import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { restrictToOwner } from '../data-dir';
import { PgliteOnThread } from './pglite-on-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. Only repositories use it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded PGlite, on its own thread, when that is the driver (pg-boss shares it). */
  pglite?: PgliteOnThread;
  /** The PostgreSQL connection string, when that is the driver (pg-boss opens its own pool). */
  url?: string;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** The advisory lock key Ting's migrations run under (any constant bigint shared by all versions). */
const MIGRATIONS_LOCK_KEY = 7_357_020_261_124n;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so processes started together on a
 * fresh database take turns: the first migrates, the others wait and then find nothing to do
 * (without it, two of them raced to `CREATE TYPE` and one died).
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY.toString()]);
    try {
      await migrate();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir`, and applies migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (tests: one already migrated). */
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) must not crash the process:
    // node-postgres emits it as an 'error' event, and the pool replaces the connection.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migrateUnderLock(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  // No directory means an in-memory database (tests). The database runs on a thread of its own (see
  // PgliteOnThread), with pg_trgm for the search's title and email substring indexes (migration 0016).
  const pglite = await PgliteOnThread.open({
    dataDir: options.pgliteDir,
    dump: options.pgliteDump ? new Uint8Array(await options.pgliteDump.arrayBuffer()) : undefined,
  });
  // Drizzle's PGlite driver makes only the calls PgliteOnThread offers (query, exec, transaction).
  const db = drizzlePglite(pglite as never, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite sets its files' modes itself (0666), past the umask of `secureDataDir`.
  if (options.pgliteDir) await restrictToOwner(options.pgliteDir);
  return { db: db as unknown as Database, kind: 'pglite', pglite, close: () => pglite.close() };
}
