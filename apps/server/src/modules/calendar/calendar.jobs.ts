import { z } from 'zod';
import { DOMAIN_EVENTS } from '../../jobs/domain-events';
import { defineJob, type JobQueue } from '../../jobs/job-queue';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { CalendarOwner, CalendarService } from './calendar.service';

export const CALENDAR_SYNC_JOB = 'calendar.sync';
export const CALENDAR_SYNC_ALL_JOB = 'calendar.sync-all';
export const CALENDAR_ON_CONNECTED_JOB = 'calendar.on-integration-connected';

const ZCalendarSyncJobSchema = z.object({ organizationId: z.string().uuid(), userId: z.string().min(1) });

/** One sync at a time per member's calendar. */
const singletonKeyOf = (owner: CalendarOwner) => `${owner.organizationId}:${owner.userId}`;

/** Calendar sync jobs: one member's calendar at a time, and a schedule that fans out to every connected one. */
export function calendarJobs(deps: {
  calendar: CalendarService;
  integrations: Pick<IntegrationsService, 'listConnectedMembers'>;
  queue: JobQueue;
  intervalMinutes: number;
  /** Runs after each successful sync of a member's calendar (e.g. auto-recording their new meetings). */
  afterSync?: (owner: CalendarOwner) => Promise<void>;
}) {
  const sendSync = (owner: CalendarOwner) =>
    deps.queue.send(
      CALENDAR_SYNC_JOB,
      { organizationId: owner.organizationId, userId: owner.userId },
      { singletonKey: singletonKeyOf(owner) },
    );
  return [
    defineJob({
      name: CALENDAR_SYNC_JOB,
      schema: ZCalendarSyncJobSchema,
      // Network trouble is retried with backoff; a revoked grant is recorded on the integration.
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600, policy: 'stately' },
      handler: async (owner) => {
        const result = await deps.calendar.syncMember(owner);
        if (result.kind !== 'skipped') await deps.afterSync?.(owner);
      },
    }),
    // A calendar just connected: its first sync starts at once rather than at the next schedule.
    defineJob({
      name: CALENDAR_ON_CONNECTED_JOB,
      schema: DOMAIN_EVENTS['integration.connected'],
      events: ['integration.connected'],
      queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
      handler: async ({ organizationId, userId, provider }) => {
        if (provider !== 'google_calendar') return;
        await sendSync({ organizationId, userId });
      },
    }),
    defineJob({
      name: CALENDAR_SYNC_ALL_JOB,
      schema: z.object({}),
      queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
      schedule: { cron: `*/${deps.intervalMinutes} * * * *`, data: {} },
      handler: async () => {
        for (const owner of await deps.integrations.listConnectedMembers('google_calendar')) {
          await sendSync(owner);
        }
      },
    }),
  ];
}
