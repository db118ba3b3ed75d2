import { useQuery } from '@tanstack/react-query';
import type { TBillingState } from '@ting/contracts';
import { apiRequest } from '../../../../lib/http-client';
import { BILLING_PATHS, billingKeys } from './billing-keys';

/** `GET /billing/subscription`: the organization's plan and status as Stripe last reported them. */
export const useBillingSubscriptionQuery = () =>
  useQuery({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => apiRequest<TBillingState>({ path: BILLING_PATHS.subscription, signal }),
  });
