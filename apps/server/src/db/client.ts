import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. Only repositories use it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded PGlite instance, when that is the driver (pg-boss can share it). */
  pglite?: PGlite;
  /** The PostgreSQL connection string, when that is the driver (pg-boss opens its own pool). */
  url?: string;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir`, and applies migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) must not crash the process:
    // node-postgres emits it as an 'error' event, and the pool replaces the connection.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  // No directory means an in-memory database (tests).
  const pglite = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  const db = drizzlePglite(pglite, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: 'pglite', pglite, close: () => pglite.close() };
}
