import { useMutation } from '@tanstack/react-query';
import type { TUpdateOnboardingRequest, TUser } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';

export const updateOnboarding = (request: TUpdateOnboardingRequest): Promise<TUser> =>
  apiRequest<TUser>({ path: '/auth/user/onboarding', method: 'PATCH', body: request });

/**
 * Marks onboarding done. It does not refetch identity itself: the wizard first navigates, then refetches,
 * so the page behind the wizard does not flash before the redirect target.
 */
export const useUpdateOnboardingMutation = () => useMutation({ mutationFn: updateOnboarding });
