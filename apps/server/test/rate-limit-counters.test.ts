import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { createRateLimits } from '../src/http/rate-limits';
import { createTestDatabase, TEST_DB_KIND } from './test-database';

/**
 * Counting on PostgreSQL must not wait for a disk flush per request: the counters' table is unlogged,
 * so requests from one address (one row) are not held to a few hundred a second.
 */
describe.runIf(TEST_DB_KIND === 'postgres')('rate-limit counters on PostgreSQL', () => {
  let database: DatabaseHandle;
  let admin: pg.Client;

  beforeEach(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterEach(async () => {
    await admin.end();
    await database.close();
  });

  const persistence = async () =>
    (
      await admin.query<{ relpersistence: string }>(
        "SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_counters'",
      )
    ).rows[0]?.relpersistence;
  const open = () =>
    createRateLimits({
      redisUrl: undefined,
      database,
      log: { warn: () => {} },
      limits: { signIn: { points: 2, durationSeconds: 60 } },
    });

  it('live in an unlogged table, and still count', async () => {
    const limits = await open();
    try {
      expect(await persistence()).toBe('u');
      expect((await limits.consume('signIn', '192.0.2.1')).allowed).toBe(true);
      expect((await limits.consume('signIn', '192.0.2.1')).allowed).toBe(true);
      expect((await limits.consume('signIn', '192.0.2.1')).allowed).toBe(false);
    } finally {
      await limits.close();
    }
  });

  it('count a burst from one address exactly, in fewer writes than events', async () => {
    const limits = await open();
    try {
      const before = await admin.query<{ n: string }>(
        "SELECT n_tup_upd + n_tup_ins AS n FROM pg_stat_user_tables WHERE relname = 'rate_limit_counters'",
      );
      const verdicts = await Promise.all(
        Array.from({ length: 40 }, () => limits.consume('signIn', '192.0.2.7')),
      );
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(2);
      const { rows } = await admin.query<{ points: number }>(
        'SELECT points FROM rate_limit_counters WHERE key = $1',
        ['ting:rate:signIn:192.0.2.7'],
      );
      expect(rows[0]?.points).toBe(40);
      // Each connection reports its writes to the statistics within a second or so.
      let writes = 0;
      for (let waited = 0; writes === 0 && waited < 10_000; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const after = await admin.query<{ n: string }>(
          "SELECT n_tup_upd + n_tup_ins AS n FROM pg_stat_user_tables WHERE relname = 'rate_limit_counters'",
        );
        writes = Number(after.rows[0]?.n ?? 0) - Number(before.rows[0]?.n ?? 0);
      }
      expect(writes).toBeGreaterThan(0);
      expect(writes).toBeLessThan(40);
    } finally {
      await limits.close();
    }
  });

  it('move the table of an earlier version to unlogged, keeping its counts', async () => {
    await admin.query(
      'CREATE TABLE rate_limit_counters (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)',
    );
    await admin.query('INSERT INTO rate_limit_counters VALUES ($1, 2, $2)', [
      'ting:rate:signIn:192.0.2.9',
      Date.now() + 60_000,
    ]);
    const limits = await open();
    try {
      expect(await persistence()).toBe('u');
      expect((await limits.consume('signIn', '192.0.2.9')).allowed).toBe(false);
    } finally {
      await limits.close();
    }
  });
});
