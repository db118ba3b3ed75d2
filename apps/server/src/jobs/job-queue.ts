import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type Queue } from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle } from '../db/client';

/** A queue handler: a zod-checked payload, retry policy, and a handler that may safely run twice. */
export type JobDefinition<T = unknown> = {
  /** Dotted name, e.g. `calendar.sync`. */
  name: string;
  schema: z.ZodType<T>;
  queue: Omit<Queue, 'name'>;
  handler: (data: T) => Promise<void>;
  /** Errors that retrying cannot fix: the job ends at once and `onFailure` runs. */
  isPermanent?: (error: unknown) => boolean;
  /** Runs when the job gives up: a permanent error, or the last retry failed. */
  onFailure?: (data: T, error: unknown) => Promise<void>;
  /** Run on a cron schedule (UTC) with this payload, besides whenever something sends it. */
  schedule?: { cron: string; data: T };
};

export type JobQueue = {
  send<T>(name: string, data: T, options?: { singletonKey?: string }): Promise<void>;
  stop(): Promise<void>;
};

/** Erases the payload type so definitions of different jobs share one list. */
export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<unknown> =>
  definition as JobDefinition<unknown>;

/**
 * pg-boss on the product's own database: its PGlite adapter for the embedded database, a pool of
 * its own on PostgreSQL. Queues are created on every start (idempotent); only a process with the
 * worker role takes jobs.
 */
export async function startJobQueue(options: {
  database: DatabaseHandle;
  definitions: JobDefinition[];
  isWorker: boolean;
  log: FastifyBaseLogger;
}): Promise<JobQueue> {
  const { database, definitions, log } = options;
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url, max: 5 });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  await boss.start();

  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  for (const definition of definitions) {
    await boss.createQueue(definition.name, definition.queue);
    if (!options.isWorker) continue;
    // Poll every second even where LISTEN/NOTIFY is active: a missed notification would otherwise
    // leave a pipeline step waiting for pg-boss's 30-second backstop poll.
    await boss.work(
      definition.name,
      { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
      async (jobs) => {
        for (const job of jobs) {
          const parsed = definition.schema.safeParse(job.data);
          if (!parsed.success) {
            // A malformed payload will never succeed: fail it for good instead of retrying.
            log.error(
              { job: definition.name, id: job.id, issues: parsed.error.issues },
              'Dropping a malformed job',
            );
            continue;
          }
          try {
            await definition.handler(parsed.data);
          } catch (error) {
            if (definition.isPermanent?.(error)) {
              await definition.onFailure?.(parsed.data, error);
              continue;
            }
            if (job.retryCount >= (definition.queue.retryLimit ?? 0))
              await definition.onFailure?.(parsed.data, error);
            throw error;
          }
        }
      },
    );
    if (definition.schedule) {
      await boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data as object, {
        tz: 'UTC',
      });
    }
  }

  return {
    async send(name, data, sendOptions) {
      const definition = byName.get(name);
      if (!definition) throw new Error(`No job named ${name}`);
      await boss.send(name, definition.schema.parse(data) as object, sendOptions);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
