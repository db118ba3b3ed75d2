import { INTEGRATION_ADMIN_ACTIONS, type TIdentity, type TIntegrationName } from '@ting/contracts';
import { CALENDAR_INTEGRATION_NAME, CRM_INTEGRATION_NAME } from './api/use-integration-status-query';

type TPromptIdentity = Pick<TIdentity, 'user' | 'orgIntegrations'>;

/** Whether the user may connect the integration (`INTEGRATION_ADMIN_ACTIONS`): nobody is asked to do what they may not. */
export const mayConnect = (options: {
  user: Pick<TIdentity['user'], 'is_admin'>;
  name: TIntegrationName;
}): boolean => INTEGRATION_ADMIN_ACTIONS[options.name] === null || options.user.is_admin;

/** The CRM nudge (spec section 2, App shell): HubSpot chosen as the CRM, but the organization lacks it. */
export const shouldNudgeCrmConnection = ({ user, orgIntegrations }: TPromptIdentity): boolean =>
  user.has_onboarded &&
  user.meta.crm === 'hubspot' &&
  !orgIntegrations.includes(CRM_INTEGRATION_NAME) &&
  mayConnect({ user, name: CRM_INTEGRATION_NAME });

/** The 'Almost there!' modal: an onboarded user whose organization has no working calendar, who may connect one. */
export const isCalendarMissing = ({ user, orgIntegrations }: TPromptIdentity): boolean =>
  user.has_onboarded &&
  !orgIntegrations.includes(CALENDAR_INTEGRATION_NAME) &&
  mayConnect({ user, name: CALENDAR_INTEGRATION_NAME });

/**
 * Pages that need the calendar. Settings is left out on purpose: that is where the user removes or reconnects
 * integrations, and a blocking modal there would be in the way.
 */
const CALENDAR_PROMPT_SEGMENTS = ['meetings', 'assistant'] as const;

export const isCalendarPromptPath = (pathname: string): boolean => {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.length === 1 && (CALENDAR_PROMPT_SEGMENTS as readonly string[]).includes(segments[0] ?? '');
};
