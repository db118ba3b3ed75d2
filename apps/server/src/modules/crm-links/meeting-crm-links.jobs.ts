import { DOMAIN_EVENTS } from '../../jobs/domain-events';
import { defineJob, type JobDefinition } from '../../jobs/job-queue';
import { CRM_LINKS_MATCH_JOB, type MeetingCrmLinks } from './meeting-crm-links.service';

// Standard policy: events arrive without a singleton key, and matching twice is harmless (idempotent).
const QUEUE = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 };

/**
 * Matching meetings to CRM records: each meeting once it is ready (participants are stored when a
 * meeting is created and never change afterwards, so readiness is the one trigger; a retried
 * meeting is ready again and re-matched), and recent meetings once HubSpot is connected.
 */
export function meetingCrmLinksJobs(deps: { links: MeetingCrmLinks }): JobDefinition[] {
  return [
    defineJob({
      name: CRM_LINKS_MATCH_JOB,
      schema: DOMAIN_EVENTS['meeting.ready'],
      events: ['meeting.ready'],
      queue: QUEUE,
      handler: async ({ organizationId, meetingId }) => {
        await deps.links.match({ organizationId, meetingId });
      },
    }),
    defineJob({
      name: 'crm-links.on-integration-connected',
      schema: DOMAIN_EVENTS['integration.connected'],
      events: ['integration.connected'],
      queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
      handler: async ({ organizationId, provider }) => {
        if (provider !== 'hubspot') return;
        await deps.links.matchRecentMeetings(organizationId);
      },
    }),
  ];
}
