// Where rate limits keep their counts: Redis, PostgreSQL, or this process's memory.
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/client';

export type RateLimitStore = 'redis' | 'postgres' | 'memory';

export type Log = { warn(object: object, message: string): void };

/** The table for counters on PostgreSQL: created here, not by the migrations, as the library expects. */
const POSTGRES_TABLE = 'rate_limit_counters';
/** Expired rows are deleted this often; a busy key rewrites its own row when its window ends. */
const POSTGRES_CLEANUP_MS = 5 * 60_000;
/** A store slower than this is treated as down and the limit counts in memory meanwhile. */
const STORE_TIMEOUT_MS = 2000;

export type Store = {
  kind: RateLimitStore;
  limiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract;
  close(): Promise<void>;
};

function memoryStore(): Store {
  return {
    kind: 'memory',
    limiter: (options) => new RateLimiterMemory(options),
    close: async () => {},
  };
}

/**
 * Store limiters fall back to memory while their store is unreachable (limits then hold per process),
 * and remember a key that went over in memory, so a flood does not reach the store.
 */
const storeOptions = (options: { keyPrefix: string; points: number; duration: number }) => ({
  ...options,
  inMemoryBlockOnConsumed: options.points + 1,
  insuranceLimiter: new RateLimiterMemory(options),
});

async function redisStore(url: string, log: Log): Promise<Store> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail fast to the in-memory insurance instead of queueing commands while Redis is away.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: STORE_TIMEOUT_MS,
  });
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (!isDown) log.warn({ err: error }, 'Rate limits: Redis unreachable, counting in memory meanwhile');
    isDown = true;
  });
  redis.on('ready', () => {
    isDown = false;
  });
  // Counts are shared from the first request when Redis answers now; otherwise ioredis keeps trying.
  await redis.connect().catch(() => {});
  return {
    kind: 'redis',
    limiter: (options) =>
      new RateLimiterRedis({ storeClient: redis, rejectIfRedisNotReady: true, ...storeOptions(options) }),
    close: async () => redis.disconnect(),
  };
}

async function postgresStore(url: string, log: Log): Promise<Store> {
  // A small pool of its own: counting must not wait behind the application's queries.
  const pool = new pg.Pool({
    connectionString: url,
    max: 3,
    connectionTimeoutMillis: STORE_TIMEOUT_MS,
    query_timeout: STORE_TIMEOUT_MS,
  });
  pool.on('error', (error) => log.warn({ err: error }, 'Rate limits: PostgreSQL connection lost'));
  const client = await pool.connect();
  try {
    // Processes starting at once would race on CREATE TABLE IF NOT EXISTS; the lock makes them take turns.
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('ting.rate_limit_counters'))");
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS ${POSTGRES_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    );
    // Counters need not survive a crash, so their table writes no WAL and its commits do not wait for
    // the disk: requests from one address update one row, and waiting for each flush in turn held them
    // to a few hundred a second. A crash or a failover starts every count afresh. Tables of earlier
    // versions are converted once (a short lock on a small table).
    const { rows } = await client.query<{ persistence: string }>(
      `SELECT relpersistence AS persistence FROM pg_class WHERE oid = '${POSTGRES_TABLE}'::regclass`,
    );
    if (rows[0]?.persistence === 'p') await client.query(`ALTER TABLE ${POSTGRES_TABLE} SET UNLOGGED`);
    await client.query(
      `CREATE INDEX IF NOT EXISTS ${POSTGRES_TABLE}_expire_idx ON ${POSTGRES_TABLE} (expire)`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const cleanup = setInterval(() => {
    pool.query(`DELETE FROM ${POSTGRES_TABLE} WHERE expire < $1`, [Date.now()]).catch((error) => {
      log.warn({ err: error }, 'Rate limits: could not delete expired counters');
    });
  }, POSTGRES_CLEANUP_MS);
  cleanup.unref();
  return {
    kind: 'postgres',
    limiter: (options) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: POSTGRES_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        ...storeOptions(options),
      }),
    close: async () => {
      clearInterval(cleanup);
      await pool.end();
    },
  };
}

/** Counts across API processes: Redis when configured, else PostgreSQL, else (embedded PGlite, one process) memory. */
export function openStore(options: {
  redisUrl: string | undefined;
  database: Pick<DatabaseHandle, 'kind' | 'url'>;
  log: Log;
}): Promise<Store> | Store {
  if (options.redisUrl) return redisStore(options.redisUrl, options.log);
  if (options.database.kind === 'postgres' && options.database.url) {
    return postgresStore(options.database.url, options.log);
  }
  return memoryStore();
}
