import { useMutation } from '@tanstack/react-query';
import type { TBillingSession } from '@ting/contracts';
import { browser } from '../../../../lib/browser';
import { apiRequest, NEVER_TOAST } from '../../../../lib/http-client';
import { showToast } from '../../../../lib/toast';
import { BILLING_TEXTS } from '../billing-texts';
import { BILLING_PATHS } from './billing-keys';

export type TCheckoutVariables = {
  priceId: string;
  /** Seats for a per-seat plan; 1 otherwise. */
  quantity: number;
};

/** `GET /billing/checkout?price_id=&quantity=`: the address of Stripe's hosted checkout. */
export const fetchCheckoutSession = ({ priceId, quantity }: TCheckoutVariables): Promise<TBillingSession> => {
  const query = new URLSearchParams({ price_id: priceId, quantity: String(quantity) });
  // The catalogue has its own checkout toast (spec section 8); the generic one would say it twice.
  return apiRequest<TBillingSession>({
    path: `${BILLING_PATHS.checkout}?${query}`,
    shouldToast: NEVER_TOAST,
  });
};

/** Starts a checkout and sends the browser to Stripe; a failure shows 'Checkout failed'. */
export const useCheckoutMutation = () =>
  useMutation({
    mutationFn: fetchCheckoutSession,
    onSuccess: ({ session_url }) => browser.assign(session_url),
    onError: (error) => {
      console.error('Could not start the checkout', error);
      showToast({
        title: BILLING_TEXTS.checkoutFailedTitle,
        message: BILLING_TEXTS.checkoutFailedMessage,
        tone: 'error',
      });
    },
  });
