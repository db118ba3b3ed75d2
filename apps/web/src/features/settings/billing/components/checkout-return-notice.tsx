import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { BILLING_TEXTS } from '../billing-texts';
import type { TCheckoutOutcome, TCheckoutSync } from '../hooks/use-checkout-return';

export type TCheckoutReturnNoticeProps = {
  outcome: TCheckoutOutcome | null;
  sync: TCheckoutSync;
  onDismiss: () => void;
};

const SUCCESS_MESSAGES: Record<TCheckoutSync, string> = {
  waiting: BILLING_TEXTS.checkoutWaiting,
  updated: BILLING_TEXTS.checkoutUpdated,
  'timed-out': BILLING_TEXTS.checkoutStillWaiting,
};

/** What happened at Stripe's checkout, shown once the browser is back on /settings#billing. */
export const CheckoutReturnNotice = ({ outcome, sync, onDismiss }: TCheckoutReturnNoticeProps) => {
  if (outcome === null) return null;
  const isSuccess = outcome === 'success';
  return (
    <Alert
      role="status"
      color={isSuccess ? 'green' : 'gray'}
      icon={isSuccess ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
      title={isSuccess ? BILLING_TEXTS.checkoutSucceededTitle : BILLING_TEXTS.checkoutCancelledTitle}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      {isSuccess ? SUCCESS_MESSAGES[sync] : BILLING_TEXTS.checkoutCancelled}
    </Alert>
  );
};
