import { z } from 'zod';
import { DOMAIN_EVENTS } from '../../jobs/domain-events';
import { defineJob, type JobDefinition } from '../../jobs/job-queue';
import type { CrmFieldsService } from './crm-fields.service';

export const CRM_FIELDS_REFRESH_JOB = 'crm-fields.refresh';
/** Daily at 03:41 UTC: a quiet hour, apart from the other nightly jobs. */
export const CRM_FIELDS_REFRESH_CRON = '41 3 * * *';

/**
 * Imported properties keep HubSpot's definitions: re-read once a day, so a renamed option or a
 * property deleted in HubSpot is noticed before Ting writes to it. Connecting HubSpot sets up the
 * recommended properties.
 */
export function crmFieldsJobs(deps: { fields: CrmFieldsService }): JobDefinition[] {
  return [
    defineJob({
      name: CRM_FIELDS_REFRESH_JOB,
      schema: z.object({}),
      // One run at a time; each organization is refreshed on its own, so a run cut short loses nothing.
      queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 3600, policy: 'singleton' },
      schedule: { cron: CRM_FIELDS_REFRESH_CRON, data: {} },
      handler: async () => {
        await deps.fields.refreshAllOrganizations();
      },
    }),
    defineJob({
      name: 'crm-fields.on-integration-connected',
      schema: DOMAIN_EVENTS['integration.connected'],
      events: ['integration.connected'],
      queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
      handler: async ({ organizationId, provider }) => {
        if (provider !== 'hubspot') return;
        await deps.fields.setUpRecommended(organizationId);
      },
    }),
  ];
}
