import type { EventMessage } from 'posthog-node';
import type { TAnalyticsEvent } from '../analytics-provider';

/**
 * Our event → PostHog's capture message. A person's event carries their user id (the web identifies them by the
 * same id, so both sides meet on one profile); an event no person caused is keyed by its organization and marked
 * `$process_person_profile: false`, so it never creates an anonymous person (the identified-only rule).
 */
export const toPostHogMessage = (event: TAnalyticsEvent): EventMessage => ({
  distinctId: event.userId ?? `organization:${event.organizationId}`,
  event: event.name,
  properties: {
    ...event.properties,
    organization_id: event.organizationId,
    ...(event.userId === null ? { $process_person_profile: false } : {}),
  },
  groups: { organization: event.organizationId },
});
