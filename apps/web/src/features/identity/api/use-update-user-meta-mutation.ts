import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateUserMetaRequest, TUser } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { identityKeys } from './identity-keys';

/** `PATCH /auth/user/meta`. Its failures are only logged (spec section 8), by the caller: no toast. */
export const updateUserMeta = (request: TUpdateUserMetaRequest): Promise<TUser> =>
  apiRequest<TUser>({ path: '/auth/user/meta', method: 'PATCH', body: request, shouldToast: NEVER_TOAST });

/** Saves prompts or the CRM choice, then waits for the identity refetch so the UI shows the stored values. */
export const useUpdateUserMetaMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
};
