import type { TIdentity } from '@ting/contracts';
import { CALENDAR_INTEGRATION_NAME, CRM_INTEGRATION_NAME } from './api/use-integration-status-query';

type TPromptIdentity = Pick<TIdentity, 'user' | 'orgIntegrations'>;

/** The CRM nudge (spec section 2, App shell): HubSpot chosen as the CRM, but the organization lacks it. */
export const shouldNudgeCrmConnection = ({ user, orgIntegrations }: TPromptIdentity): boolean =>
  user.has_onboarded && user.meta.crm === 'hubspot' && !orgIntegrations.includes(CRM_INTEGRATION_NAME);

/** The 'Almost there!' modal: an onboarded user whose organization has no working calendar. */
export const isCalendarMissing = ({ user, orgIntegrations }: TPromptIdentity): boolean =>
  user.has_onboarded && !orgIntegrations.includes(CALENDAR_INTEGRATION_NAME);

/**
 * Pages that need the calendar. Settings is left out on purpose: that is where the user removes or reconnects
 * integrations, and a blocking modal there would be in the way.
 */
const CALENDAR_PROMPT_SEGMENTS = ['meetings', 'assistant'] as const;

export const isCalendarPromptPath = (pathname: string): boolean => {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.length === 1 && (CALENDAR_PROMPT_SEGMENTS as readonly string[]).includes(segments[0] ?? '');
};
