import { useQuery } from '@tanstack/react-query';
import type { TPlanDefinition } from '@ting/contracts';
import { apiRequest } from '../../../../lib/http-client';
import { BILLING_PATHS, billingKeys } from './billing-keys';

/** `GET /billing/plans`: the plan cards, Free, Pro and Business in that order. */
export const useBillingPlansQuery = () =>
  useQuery({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => apiRequest<TPlanDefinition[]>({ path: BILLING_PATHS.plans, signal }),
  });
