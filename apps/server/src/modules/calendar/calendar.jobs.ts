import { z } from 'zod';
import { DOMAIN_EVENTS } from '../../jobs/domain-events';
import { defineJob, type JobQueue } from '../../jobs/job-queue';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { CalendarService } from './calendar.service';

export const CALENDAR_SYNC_JOB = 'calendar.sync';
export const CALENDAR_SYNC_ALL_JOB = 'calendar.sync-all';
export const CALENDAR_ON_CONNECTED_JOB = 'calendar.on-integration-connected';

const ZCalendarSyncJobSchema = z.object({ organizationId: z.string().uuid() });

/** Calendar sync jobs: one organization at a time, and a schedule that fans out to all of them. */
export function calendarJobs(deps: {
  calendar: CalendarService;
  integrations: IntegrationsService;
  queue: JobQueue;
  intervalMinutes: number;
  /** Runs after each successful sync of an organization (e.g. auto-recording new meetings). */
  afterSync?: (organizationId: string) => Promise<void>;
}) {
  return [
    defineJob({
      name: CALENDAR_SYNC_JOB,
      schema: ZCalendarSyncJobSchema,
      // Network trouble is retried with backoff; a revoked grant is recorded on the integration.
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600, policy: 'stately' },
      handler: async ({ organizationId }) => {
        const result = await deps.calendar.syncOrganization(organizationId);
        if (result.kind !== 'skipped') await deps.afterSync?.(organizationId);
      },
    }),
    // A calendar just connected: its first sync starts at once rather than at the next schedule.
    defineJob({
      name: CALENDAR_ON_CONNECTED_JOB,
      schema: DOMAIN_EVENTS['integration.connected'],
      events: ['integration.connected'],
      queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
      handler: async ({ organizationId, provider }) => {
        if (provider !== 'google_calendar') return;
        await deps.queue.send(CALENDAR_SYNC_JOB, { organizationId }, { singletonKey: organizationId });
      },
    }),
    defineJob({
      name: CALENDAR_SYNC_ALL_JOB,
      schema: z.object({}),
      queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
      schedule: { cron: `*/${deps.intervalMinutes} * * * *`, data: {} },
      handler: async () => {
        for (const organizationId of await deps.integrations.listConnectedOrganizationIds(
          'google_calendar',
        )) {
          await deps.queue.send(CALENDAR_SYNC_JOB, { organizationId }, { singletonKey: organizationId });
        }
      },
    }),
  ];
}
