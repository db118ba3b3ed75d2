import type { TIdentity } from '@ting/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CalendarRequiredModal } from '../../features/integrations/components/calendar-required-modal';
import { CrmConnectNudge } from '../../features/integrations/components/crm-connect-nudge';
import {
  isCalendarMissing,
  isCalendarPromptPath,
  shouldNudgeCrmConnection,
} from '../../features/integrations/integration-prompts';

export type TIntegrationPromptsProps = {
  identity: Pick<TIdentity, 'user' | 'orgIntegrations'>;
};

/** The shell's integration prompts: the CRM nudge toast and the 'Almost there!' calendar modal. */
export const IntegrationPrompts = ({ identity }: TIntegrationPromptsProps) => {
  const { pathname } = useLocation();
  // Someone who has just finished the wizard, maybe with 'Maybe Later' on HubSpot, is not nudged again at once:
  // the nudge waits for a page load that starts onboarded.
  const [wasOnboardedOnArrival] = useState(identity.user.has_onboarded);

  return (
    <>
      <CrmConnectNudge isEligible={wasOnboardedOnArrival && shouldNudgeCrmConnection(identity)} />
      <CalendarRequiredModal isEligible={isCalendarMissing(identity) && isCalendarPromptPath(pathname)} />
    </>
  );
};
