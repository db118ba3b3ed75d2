import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/job-queue';
import { deleteWebhookEventsBefore } from './webhook-inbox.repository';

export const WEBHOOK_INBOX_PRUNE_JOB = 'webhooks.prune-inbox';
/** Senders give up redelivering within days (Svix ~1 day, Stripe 3 days); a month is ample. */
export const WEBHOOK_INBOX_RETENTION_DAYS = 30;

/** Forgets processed webhook ids once no sender can deliver them again. */
export function pruneWebhookInbox(db: Database, now: Date = new Date()): Promise<number> {
  return deleteWebhookEventsBefore(db, new Date(now.getTime() - WEBHOOK_INBOX_RETENTION_DAYS * 86_400_000));
}

export function webhookJobs(deps: { db: Database }) {
  return [
    defineJob({
      name: WEBHOOK_INBOX_PRUNE_JOB,
      schema: z.object({}),
      queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, policy: 'singleton' },
      schedule: { cron: '41 3 * * *', data: {} },
      handler: async () => {
        await pruneWebhookInbox(deps.db);
      },
    }),
  ];
}
