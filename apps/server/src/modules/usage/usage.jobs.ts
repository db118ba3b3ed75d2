import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';
import type { UsageService } from './usage.service';

export const USAGE_RETENTION_JOB = 'usage.retention';
/** Daily at 02:23 UTC: a quiet hour, apart from the other nightly jobs. */
export const USAGE_RETENTION_CRON = '23 2 * * *';

/** Plan upkeep: recordings past their plan's retention are deleted once a day. */
export function usageJobs(deps: { usage: UsageService }) {
  return [
    defineJob({
      name: USAGE_RETENTION_JOB,
      schema: z.object({}),
      // One run at a time; a run cut short is finished by the next (each recording is cleared on its own).
      queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 3600, policy: 'singleton' },
      schedule: { cron: USAGE_RETENTION_CRON, data: {} },
      handler: async () => {
        await deps.usage.deleteExpiredMedia();
      },
    }),
  ];
}
