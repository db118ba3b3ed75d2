import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../src/db/client';
import { inTransaction } from '../src/db/transaction';
import { defineJob, type JobQueue, openJobQueue } from '../src/jobs/job-queue';
import { PermanentJobError, retryDecisionOf } from '../src/jobs/retry-decision';
import { ProviderError, type ProviderErrorKind } from '../src/providers/provider-errors';
import { createTestDatabase } from './test-database';

const providerError = (kind: ProviderErrorKind, retryAfterMs: number | null = null) =>
  new ProviderError({ provider: 'test', kind, message: `failed: ${kind}`, retryAfterMs });

describe('retry decisions per error kind', () => {
  it('stops on failures no retry can fix', () => {
    for (const kind of ['auth', 'not_found', 'invalid', 'configuration'] as const) {
      expect(retryDecisionOf(providerError(kind))).toEqual({ retry: false });
    }
    expect(retryDecisionOf(new PermanentJobError('No speech was found.'))).toEqual({ retry: false });
  });

  it('retries outages, rate limits (after the wait asked for) and anything unforeseen', () => {
    expect(retryDecisionOf(providerError('unavailable'))).toEqual({ retry: true, afterMs: null });
    expect(retryDecisionOf(providerError('rate_limited', 30_000))).toEqual({ retry: true, afterMs: 30_000 });
    expect(retryDecisionOf(new Error('connection reset'))).toEqual({ retry: true, afterMs: null });
  });
});

type Call = { data: { n: number }; at: number };

describe('the job queue', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  const calls: Record<string, Call[]> = {};
  const failures: Record<string, unknown[]> = {};
  const failing = new Map<number, () => Error>();
  const events: unknown[] = [];

  /** A job that fails with the error set for its `n` (once), and records every attempt. */
  const testJob = (name: string, queueOptions: { retryLimit: number; retryDelay: number }) =>
    defineJob({
      name,
      schema: z.object({ n: z.number() }),
      queue: { ...queueOptions, retryBackoff: false },
      handler: async (data) => {
        calls[name] = [...(calls[name] ?? []), { data, at: Date.now() }];
        const error = failing.get(data.n);
        if (error) {
          failing.delete(data.n);
          throw error();
        }
      },
      onFailure: async (_data, error) => {
        failures[name] = [...(failures[name] ?? []), error];
      },
    });

  const jobRows = async (name: string): Promise<number> => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${name}`,
    );
    const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
    return rows[0]?.n ?? 0;
  };
  const until = async (check: () => boolean, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await openJobQueue({ database, isWorker: true, concurrency: 2, log: pino({ level: 'silent' }) });
    await queue.start([
      testJob('test.once', { retryLimit: 3, retryDelay: 1 }),
      testJob('test.tx', { retryLimit: 0, retryDelay: 1 }),
      defineJob({
        name: 'test.on-ready',
        schema: z.object({ meetingId: z.string(), organizationId: z.string() }),
        queue: { retryLimit: 0 },
        events: ['meeting.ready'],
        handler: async (event) => {
          events.push(event);
        },
      }),
    ]);
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('stops at once on a not-found provider error: one attempt, onFailure once', async () => {
    failing.set(1, () => providerError('not_found'));
    await queue.send('test.once', { n: 1 });
    await until(() => (failures['test.once'] ?? []).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((calls['test.once'] ?? []).filter((call) => call.data.n === 1)).toHaveLength(1);
  });

  it('retries an outage, and the retry succeeds', async () => {
    failing.set(2, () => providerError('unavailable'));
    await queue.send('test.once', { n: 2 });
    await until(() => (calls['test.once'] ?? []).filter((call) => call.data.n === 2).length === 2);
    expect(failures['test.once'] ?? []).toHaveLength(1); // only the not-found one above
  });

  it('waits as long as a rate limit asks before the next attempt', async () => {
    failing.set(3, () => providerError('rate_limited', 3000));
    await queue.send('test.once', { n: 3 });
    await until(() => (calls['test.once'] ?? []).filter((call) => call.data.n === 3).length === 2);
    const [first, second] = (calls['test.once'] ?? []).filter((call) => call.data.n === 3);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(2900);
  });

  it('sends a job with a transaction only if it commits', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await queue.send('test.tx', { n: 10 }, { tx });
        throw new Error('crash between the write and the commit');
      }),
    ).rejects.toThrow(/crash/);
    expect(await jobRows('test.tx')).toBe(0);

    await inTransaction(database.db, async (tx) => {
      await queue.send('test.tx', { n: 11 }, { tx });
    });
    await until(() => (calls['test.tx'] ?? []).some((call) => call.data.n === 11));
    expect((calls['test.tx'] ?? []).map((call) => call.data.n)).toEqual([11]);
  });

  it('delivers a domain event to its subscribers once the transaction commits, never when it rolls back', async () => {
    const rolledBack = { meetingId: crypto.randomUUID(), organizationId: crypto.randomUUID() };
    await expect(
      inTransaction(database.db, async (tx) => {
        await queue.publish('meeting.ready', rolledBack, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    const committed = { meetingId: crypto.randomUUID(), organizationId: crypto.randomUUID() };
    await inTransaction(database.db, async (tx) => {
      await queue.publish('meeting.ready', committed, { tx });
    });
    await until(() => events.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events).toEqual([committed]);
  });
});
