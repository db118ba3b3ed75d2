import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_SETTINGS_PATH } from '../../settings/settings-sections';
import type { TStoppedMeetingStatus } from '../utils/meeting-status';

/** Where the server's reasons send the owner to upgrade or get a seat (`usage/plan-terms.ts`). */
export const BILLING_PLACE_TEXT = 'Settings → Billing';

const FALLBACK_REASONS: Readonly<Record<TStoppedMeetingStatus, string>> = {
  failed: 'Processing failed.',
  limit_reached: `Your plan’s meeting limit was reached. Upgrade your plan in ${BILLING_PLACE_TEXT}.`,
};

export type TMeetingStopReasonProps = {
  status: TStoppedMeetingStatus;
  reason: string | null;
  /** Members may open the billing screen; a share-link visitor only reads the words. */
  canOpenBilling: boolean;
};

/** Why a meeting stopped, with 'Settings → Billing' as a link to the billing screen where it says so. */
export const MeetingStopReason = ({ status, reason, canOpenBilling }: TMeetingStopReasonProps): ReactNode => {
  const text = reason ?? FALLBACK_REASONS[status];
  const at = text.indexOf(BILLING_PLACE_TEXT);
  if (!canOpenBilling || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Anchor component={Link} to={BILLING_SETTINGS_PATH} inherit fw={600} underline="always">
        {BILLING_PLACE_TEXT}
      </Anchor>
      {text.slice(at + BILLING_PLACE_TEXT.length)}
    </>
  );
};
