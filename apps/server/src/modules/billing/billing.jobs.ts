import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/job-queue';
import { BILLING_SYNC_JOB } from './billing.service';
import type { SyncSubscription } from './subscription-sync';

const SyncJobSchema = z.object({
  subscriptionId: z.string().min(1).max(255),
  organizationId: z.string().uuid().nullable().optional(),
  payerUserId: z.string().min(1).max(255).nullable().optional(),
});

/** One Stripe event's work: read the subscription afresh and apply it (retried while Stripe is away). */
export function billingJobs(deps: { syncSubscription: SyncSubscription }): JobDefinition[] {
  return [
    defineJob({
      name: BILLING_SYNC_JOB,
      schema: SyncJobSchema,
      queue: { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
      handler: async (data) => {
        await deps.syncSubscription(data);
      },
    }),
  ];
}
