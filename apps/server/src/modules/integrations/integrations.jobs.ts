import { DOMAIN_EVENTS } from '../../jobs/domain-events';
import { defineJob } from '../../jobs/job-queue';
import type { IntegrationsService } from './integrations.service';

export const INTEGRATIONS_ON_MEMBER_LEFT_JOB = 'integrations.on-member-left';

/** A member who leaves takes their own connections (their calendar) with them. */
export function integrationsJobs(deps: { integrations: IntegrationsService }) {
  return [
    defineJob({
      name: INTEGRATIONS_ON_MEMBER_LEFT_JOB,
      schema: DOMAIN_EVENTS['member.left'],
      events: ['member.left'],
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
      handler: (event) => deps.integrations.removeMemberConnections(event),
    }),
  ];
}
