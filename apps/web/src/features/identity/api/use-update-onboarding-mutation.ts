import { useMutation } from '@tanstack/react-query';
import type { TUpdateOnboardingRequest, TUser } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';

/** `PATCH /auth/user/onboarding`. Its failures are only logged (spec section 8), by the caller: no toast. */
export const updateOnboarding = (request: TUpdateOnboardingRequest): Promise<TUser> =>
  apiRequest<TUser>({
    path: '/auth/user/onboarding',
    method: 'PATCH',
    body: request,
    shouldToast: NEVER_TOAST,
  });

/**
 * Marks onboarding done. It does not refetch identity itself: the wizard first navigates, then refetches,
 * so the page behind the wizard does not flash before the redirect target.
 */
export const useUpdateOnboardingMutation = () => useMutation({ mutationFn: updateOnboarding });
