import { Button, Group, Stack, Text } from '@mantine/core';
import { INTEGRATION_TEXTS, TOAST_DURATION_MS } from '@ting/contracts';
import { useEffect, useRef, useState } from 'react';
import { browser } from '../../../lib/browser';
import { hideToast, showToast } from '../../../lib/toast';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { fetchAuthorizeUrl } from '../api/use-authorize-integration-mutation';
import { isCrmNudgeSnoozed, snoozeCrmNudge } from '../crm-nudge-snooze';

export const CRM_NUDGE_TOAST_ID = 'crm-nudge';

export const CRM_NUDGE_BODY =
  'Connect HubSpot to Ting for automatic field updates, task syncing and streamlined contact management.';

/**
 * The toast's body. It is rendered by the notifications container, outside the router and the page, so it
 * calls the API directly instead of through hooks that need those contexts.
 */
const CrmNudgeContent = () => {
  const [isConnecting, setIsConnecting] = useState(false);

  const handleConnect = async () => {
    setIsConnecting(true);
    try {
      browser.assign(await fetchAuthorizeUrl({ integration: 'hubspot' }));
      // Stay busy: the browser is leaving for HubSpot.
    } catch (error) {
      console.error('Could not start the HubSpot connection', error);
      setIsConnecting(false);
    }
  };

  const handleRemindLater = () => {
    snoozeCrmNudge();
    hideToast(CRM_NUDGE_TOAST_ID);
  };

  return (
    <Stack gap="sm" mt={4}>
      <Text size="sm">{CRM_NUDGE_BODY}</Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => void handleConnect()} disabled={isConnecting}>
          {isConnecting ? PROCESSING_LABEL : INTEGRATION_TEXTS.crmNudgeConnect}
        </Button>
        <Button size="xs" variant="default" onClick={handleRemindLater} disabled={isConnecting}>
          {INTEGRATION_TEXTS.crmNudgeLater}
        </Button>
      </Group>
    </Stack>
  );
};

export type TCrmConnectNudgeProps = {
  isEligible: boolean;
};

/**
 * Offers the HubSpot integration once per page load (spec section 2, App shell): 10 s, top-left (below the
 * navigation bar: see `AppNotifications`), closable; not again for a day after 'Remind Later'. Renders nothing
 * itself.
 */
export const CrmConnectNudge = ({ isEligible }: TCrmConnectNudgeProps) => {
  const hasShownRef = useRef(false);

  useEffect(() => {
    if (!isEligible || hasShownRef.current || isCrmNudgeSnoozed()) return;
    hasShownRef.current = true;
    showToast({
      id: CRM_NUDGE_TOAST_ID,
      title: INTEGRATION_TEXTS.crmNudgeTitle,
      message: <CrmNudgeContent />,
      tone: 'info',
      durationMs: TOAST_DURATION_MS.nudge,
      position: 'top-left',
    });
  }, [isEligible]);

  return null;
};
