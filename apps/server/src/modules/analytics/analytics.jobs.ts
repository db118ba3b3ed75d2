import type { Database } from '../../db/client';
import { DOMAIN_EVENTS } from '../../jobs/domain-events';
import { defineJob, type JobDefinition } from '../../jobs/job-queue';
import type { AnalyticsProvider } from '../../providers/analytics/analytics-provider';
import { findMeetingById } from '../meetings/meetings.repository';

/**
 * Product events the server reports from domain events (subscribers, not calls from the pipeline).
 * With no analytics key configured, nothing subscribes.
 */
export function analyticsJobs(deps: { db: Database; analytics: AnalyticsProvider }): JobDefinition[] {
  if (!deps.analytics.isEnabled) return [];
  return [
    defineJob({
      name: 'analytics.meeting-processed',
      schema: DOMAIN_EVENTS['meeting.ready'],
      events: ['meeting.ready'],
      queue: { retryLimit: 2, retryDelay: 30 },
      handler: async ({ meetingId, organizationId }) => {
        const meeting = await findMeetingById(deps.db, meetingId);
        if (!meeting || meeting.organizationId !== organizationId) return;
        deps.analytics.capture({
          name: 'meeting_processed',
          organizationId,
          userId: meeting.ownerUserId,
          properties: { meeting_id: meeting.id, source: meeting.source, duration_ms: meeting.durationMs },
        });
      },
    }),
  ];
}
