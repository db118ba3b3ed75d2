import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/** Which database the server tests run on: set per vitest project (see the root vitest.config.ts). */
export const TEST_DB_KIND = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** A new, empty database on the PostgreSQL server of `adminUrl`: its URL, and a drop that waits for pools to close. */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ting_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // Wait for pools that close in the background (the job queue's) before forcing the rest out.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await dropper.query(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === 'pglite') return openDatabase({ pgliteDump: await migratedPgliteDump() });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const empty = await createEmptyPostgresDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: empty.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

const MIGRATIONS = path.join(import.meta.dirname, '..', 'src', 'db', 'migrations');
const PGLITE_PACKAGE_JSON = path.join(
  path.dirname(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))),
  'package.json',
);

/**
 * An in-memory PGlite with every migration applied, dumped once per set of migrations and shared by
 * test files through the temp directory: migrating took 3–5 s per test app on a 2-core machine, loading
 * the dump a fraction of that. `openDatabase` still runs the migrations, which then find nothing to do.
 */
async function migratedPgliteDump(): Promise<Blob> {
  // Keyed by the migrations and the PGlite build that reads the dump.
  const hash = createHash('sha256').update(await readFile(PGLITE_PACKAGE_JSON));
  for (const folder of [MIGRATIONS, path.join(MIGRATIONS, 'meta')]) {
    for (const name of (await readdir(folder)).sort()) {
      if (name.endsWith('.sql') || name === '_journal.json')
        hash.update(name).update(await readFile(path.join(folder, name)));
    }
  }
  const file = path.join(tmpdir(), `ting-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  const saved = await readFile(file).catch(() => undefined);
  if (saved) return new Blob([saved]);
  const fresh = await openDatabase({});
  try {
    const dump = await fresh.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite gave no dump');
    // Written aside and renamed, so a test file reading it never sees half of it.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await fresh.close();
  }
}
