import { useMutation } from '@tanstack/react-query';
import type { TBillingSession } from '@ting/contracts';
import { browser } from '../../../../lib/browser';
import { apiRequest, NEVER_TOAST } from '../../../../lib/http-client';
import { showToast } from '../../../../lib/toast';
import { BILLING_TEXTS } from '../billing-texts';
import { BILLING_PATHS } from './billing-keys';

export type TPortalVariables = {
  /** Opens the portal on the upgrade (pro to business); every change there is invoiced at once, prorated. */
  isProrated: boolean;
};

/** `GET /billing/portal?prorated=`: the address of Stripe's billing portal for this organization. */
export const fetchPortalSession = ({ isProrated }: TPortalVariables): Promise<TBillingSession> =>
  apiRequest<TBillingSession>({
    path: `${BILLING_PATHS.portal}?prorated=${isProrated}`,
    // Replaced by the catalogue's 'Portal access failed' (spec section 8).
    shouldToast: NEVER_TOAST,
  });

/** Opens the billing portal; a failure shows 'Portal access failed'. */
export const usePortalMutation = () =>
  useMutation({
    mutationFn: fetchPortalSession,
    onSuccess: ({ session_url }) => browser.assign(session_url),
    onError: (error) => {
      console.error('Could not open the billing portal', error);
      showToast({
        title: BILLING_TEXTS.portalFailedTitle,
        message: BILLING_TEXTS.portalFailedMessage,
        tone: 'error',
      });
    },
  });
