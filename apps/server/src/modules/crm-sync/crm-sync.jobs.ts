import { z } from 'zod';
import { DOMAIN_EVENTS } from '../../jobs/domain-events';
import { defineJob, type JobDefinition } from '../../jobs/job-queue';
import { CRM_SYNC_JOB, type CrmSyncService } from './crm-sync.service';
import { CRM_WRITE_JOB, type CrmSyncPlanner } from './crm-sync-planner';
import type { CrmWriter } from './crm-writer';
import { CRM_TASK_FOLLOW_JOB, type TaskFollower } from './task-follow';

const WriteJobSchema = z.object({ organizationId: z.string().uuid(), writeId: z.string().uuid() });

/**
 * A meeting's CRM sync: planned once its records are matched (`meeting.crm_matched`) or when a
 * person asks ('Sync to HubSpot'), then one job per write, so one failed write never holds up or
 * loses the others; writes are paced under HubSpot's burst limit (`crm-write-budget.ts`: a spent
 * budget re-sends the job when its window frees), and a 429 waits for HubSpot's Retry-After (the
 * queue re-sends the job then). Writes that waited for a reconnect go out on `integration.connected`.
 */
export function crmSyncJobs(deps: {
  planner: CrmSyncPlanner;
  writer: CrmWriter;
  sync: CrmSyncService;
  tasks: TaskFollower;
}): JobDefinition[] {
  return [
    defineJob({
      name: CRM_SYNC_JOB,
      schema: DOMAIN_EVENTS['meeting.crm_matched'],
      events: ['meeting.crm_matched'],
      queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
      handler: async (scope) => {
        await deps.planner.plan(scope);
      },
    }),
    defineJob({
      name: CRM_WRITE_JOB,
      schema: WriteJobSchema,
      queue: { retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 },
      handler: (data) => deps.writer.write(data),
      onFailure: (data, error) => deps.writer.giveUp(data, error),
    }),
    defineJob({
      // Edited action items carry through to the tasks Ting wrote for them; re-run safely (retried).
      name: CRM_TASK_FOLLOW_JOB,
      schema: DOMAIN_EVENTS['meeting.action_items_changed'],
      events: ['meeting.action_items_changed'],
      queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
      handler: (scope) => deps.tasks.follow(scope),
    }),
    defineJob({
      name: 'crm-sync.on-integration-connected',
      schema: DOMAIN_EVENTS['integration.connected'],
      events: ['integration.connected'],
      queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
      handler: async ({ organizationId, provider }) => {
        if (provider !== 'hubspot') return;
        await deps.sync.resume(organizationId);
      },
    }),
  ];
}
