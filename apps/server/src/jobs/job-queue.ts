import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobResultStatus,
  type JobWithMetadata,
  PgBoss,
  type Queue,
} from 'pg-boss';
import type { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/client';
import { DOMAIN_EVENTS, type DomainEvent, type DomainEventName } from './domain-events';
import { retryDecisionOf } from './retry-decision';

/** Jobs one worker takes per fetch: a few, so a backlog drains without waiting for polls. */
const JOBS_PER_FETCH = 2;

/** A queue handler: a zod-checked payload, retry policy, and a handler that may safely run twice. */
export type JobDefinition<T = unknown> = {
  /** Dotted name, e.g. `calendar.sync`. */
  name: string;
  schema: z.ZodType<T>;
  queue: Omit<Queue, 'name'>;
  handler: (data: T) => Promise<void>;
  /** Runs when the job gives up: a failure no retry can fix (see retryDecisionOf), or the last retry failed. */
  onFailure?: (data: T, error: unknown) => Promise<void>;
  /** Run on a cron schedule (UTC) with this payload, besides whenever something sends it. */
  schedule?: { cron: string; data: T };
  /** Domain events this job handles: each one published becomes a job here, with the event as payload. */
  events?: DomainEventName[];
};

export type SendOptions = {
  singletonKey?: string;
  /** Send as part of this transaction: the job exists only if the transaction commits. */
  tx?: Database;
};

export type JobQueue = {
  send<T>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Hands the event to every job subscribed to it; inside `tx`, only once that commits. */
  publish<N extends DomainEventName>(
    name: N,
    event: DomainEvent<N>,
    options?: { tx?: Database },
  ): Promise<void>;
  /** Creates the queues (and, on a worker, works them). Sending works only after this. */
  start(definitions: JobDefinition[]): Promise<void>;
  stop(): Promise<void>;
};

/** Erases the payload type so definitions of different jobs share one list. */
export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<unknown> =>
  definition as JobDefinition<unknown>;

/**
 * pg-boss on the product's own database: its PGlite adapter for the embedded database, a pool of
 * its own on PostgreSQL. Opened first, so services can be given the queue; `start` then creates
 * the queues (idempotent) once every service exists, and only a process with the worker role
 * takes jobs.
 */
export async function openJobQueue(options: {
  database: DatabaseHandle;
  isWorker: boolean;
  /** Jobs of one queue this process runs at once. */
  concurrency: number;
  log: FastifyBaseLogger;
}): Promise<JobQueue> {
  const { database, log } = options;
  // LISTEN/NOTIFY wakes a worker the moment a job is committed, instead of at its next poll: a
  // meeting's three steps then follow each other in milliseconds, not seconds.
  const boss =
    database.kind === 'pglite' && database.pglite
      ? // pg-boss's adapter makes only the calls PgliteOnThread offers (query, exec, listen).
        new PgBoss({ db: fromPglite(database.pglite as never), backend: 'pglite', useListenNotify: true })
      : new PgBoss({ connectionString: database.url, max: 5 + options.concurrency, useListenNotify: true });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  await boss.start();

  const byName = new Map<string, JobDefinition>();
  const subscribers = new Map<DomainEventName, string[]>();

  /**
   * What a failed attempt leads to (see retryDecisionOf): the end of the job (`onFailure` runs once),
   * a later attempt with pg-boss's backoff, or, when the provider asked for a longer wait than that,
   * a copy of the job that starts then with the attempts left.
   */
  async function afterFailure(options: {
    definition: JobDefinition;
    job: JobWithMetadata<unknown>;
    data: unknown;
    error: unknown;
  }): Promise<JobResultStatus> {
    const { definition, job, data, error } = options;
    const decision = retryDecisionOf(error);
    if (!decision.retry) {
      await definition.onFailure?.(data, error);
      // Ended for good: no dead-letter queue is configured, so pg-boss just fails it terminally.
      return 'deadletter';
    }
    const attemptsLeft = job.retryLimit - job.retryCount;
    if (attemptsLeft <= 0) {
      await definition.onFailure?.(data, error);
      return 'failed';
    }
    const backoffMs = job.retryDelay * 1000 * (job.retryBackoff ? 2 ** job.retryCount : 1);
    if (decision.afterMs !== null && decision.afterMs > backoffMs) {
      log.warn(
        { job: definition.name, id: job.id, afterMs: decision.afterMs },
        'Rate limited: trying again later',
      );
      await boss.send(definition.name, data as object, {
        singletonKey: job.singletonKey ?? undefined,
        startAfter: new Date(Date.now() + decision.afterMs),
        retryLimit: attemptsLeft - 1,
      });
      return 'completed';
    }
    return 'failed';
  }

  /** Runs one job of a batch; its outcome is that job's alone. */
  async function run(definition: JobDefinition, job: JobWithMetadata<unknown>): Promise<JobResult> {
    const parsed = definition.schema.safeParse(job.data);
    if (!parsed.success) {
      // A malformed payload will never succeed: fail it for good instead of retrying.
      log.error(
        { job: definition.name, id: job.id, issues: parsed.error.issues },
        'Dropping a malformed job',
      );
      return { id: job.id, status: 'deadletter', output: { message: 'malformed payload' } };
    }
    try {
      await definition.handler(parsed.data);
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const status = await afterFailure({ definition, job, data: parsed.data, error });
      if (status !== 'completed')
        log.warn({ job: definition.name, id: job.id, err: error, status }, 'Job failed');
      return {
        id: job.id,
        status,
        output: { message: error instanceof Error ? error.message : String(error) },
      };
    }
  }

  async function work(definition: JobDefinition): Promise<void> {
    await boss.work(
      definition.name,
      {
        // Polling stays as a backstop for a missed notification (every second, not pg-boss's 30).
        pollingIntervalSeconds: 1,
        notifyPollingIntervalSeconds: 1,
        localConcurrency: options.concurrency,
        // While fetches come back full there is a backlog: fetch again at once instead of waiting
        // for the next poll, which held each worker to one job a second.
        batchSize: JOBS_PER_FETCH,
        burstWhenBatchFull: true,
        perJobResults: true,
        includeMetadata: true,
      },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await run(definition, job));
        return results;
      },
    );
  }

  const queue: JobQueue = {
    async start(definitions) {
      for (const definition of definitions) {
        byName.set(definition.name, definition);
        for (const event of definition.events ?? []) {
          subscribers.set(event, [...(subscribers.get(event) ?? []), definition.name]);
        }
        const { policy: _policy, ...settings } = { notify: true, ...definition.queue };
        await boss.createQueue(definition.name, { notify: true, ...definition.queue });
        // A queue made by an earlier version keeps its old settings (creation does nothing then):
        // the definition here is the truth, save the policy, which cannot change.
        await boss.updateQueue(definition.name, settings);
      }
      if (!options.isWorker) return;
      for (const definition of definitions) {
        await work(definition);
        if (definition.schedule) {
          await boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data as object, {
            tz: 'UTC',
          });
        }
      }
    },

    async send(name, data, sendOptions = {}) {
      const definition = byName.get(name);
      if (!definition) throw new Error(`No job named ${name}`);
      await boss.send(name, definition.schema.parse(data) as object, {
        singletonKey: sendOptions.singletonKey,
        // Inside a transaction the insert goes through it; on PGlite any other way would wait for it.
        db: sendOptions.tx
          ? fromDrizzle(sendOptions.tx as Parameters<typeof fromDrizzle>[0], sql)
          : undefined,
      });
    },

    async publish(name, event, publishOptions = {}) {
      const payload = DOMAIN_EVENTS[name].parse(event);
      // Every process registers every definition, so the subscriber list is complete here; pg-boss's
      // own publish would read its subscription table outside the transaction.
      for (const subscriber of subscribers.get(name) ?? []) {
        await queue.send(subscriber, payload, { tx: publishOptions.tx });
      }
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
  return queue;
}
