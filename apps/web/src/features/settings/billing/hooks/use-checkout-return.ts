import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { identityKeys } from '../../../identity/api/identity-keys';
import { billingKeys } from '../api/billing-keys';

/** `?checkout=` on the address Stripe sends the browser back to (`/settings?checkout=success#billing`). */
export const CHECKOUT_RETURN_PARAM = 'checkout';

/** Stripe's webhooks arrive a few seconds after the return: ask again this often, this many times. */
export const CHECKOUT_POLL_INTERVAL_MS = 3000;
export const CHECKOUT_POLL_MAX_ATTEMPTS = 5;

export type TCheckoutOutcome = 'success' | 'cancelled';

/** While waiting after a success: still asking, the plan has changed, or we gave up asking. */
export type TCheckoutSync = 'waiting' | 'updated' | 'timed-out';

export type TCheckoutReturn = {
  outcome: TCheckoutOutcome | null;
  sync: TCheckoutSync;
  dismiss: () => void;
};

const readOutcome = (search: string): TCheckoutOutcome | null => {
  const value = new URLSearchParams(search).get(CHECKOUT_RETURN_PARAM);
  return value === 'success' || value === 'cancelled' ? value : null;
};

export type TUseCheckoutReturnOptions = {
  /** The identity reports a paid plan (or its trial): the checkout has reached the server; polling stops. */
  isOnPaidPlan: boolean;
};

/**
 * After a checkout the browser is back before Stripe's webhook has told the server; on success this refetches
 * identity and subscription a few times, until the plan is a paid one or the attempts run out.
 */
export const useCheckoutReturn = ({ isOnPaidPlan }: TUseCheckoutReturnOptions): TCheckoutReturn => {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: dismissing the notice removes the parameter, and polling must go on regardless.
  const [outcome] = useState(() => readOutcome(location.search));
  const [isDismissed, setIsDismissed] = useState(false);
  const [attempts, setAttempts] = useState(0);

  // A checkout is only offered to a free organization, so a paid plan means it went through (the webhook
  // may even have arrived before the browser came back).
  const isPolling = outcome === 'success' && !isOnPaidPlan && attempts < CHECKOUT_POLL_MAX_ATTEMPTS;

  useEffect(() => {
    if (!isPolling) return;
    const timer = window.setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: identityKeys.current() });
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription() });
      setAttempts((count) => count + 1);
    }, CHECKOUT_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPolling, queryClient]);

  const dismiss = () => {
    setIsDismissed(true);
    const params = new URLSearchParams(location.search);
    params.delete(CHECKOUT_RETURN_PARAM);
    const search = params.toString();
    void navigate({ search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  };

  const sync: TCheckoutSync = isOnPaidPlan ? 'updated' : isPolling ? 'waiting' : 'timed-out';
  return { outcome: isDismissed ? null : outcome, sync, dismiss };
};
