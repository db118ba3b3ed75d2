import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateUserMetaRequest, TUser } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { identityKeys } from './identity-keys';

export const updateUserMeta = (request: TUpdateUserMetaRequest): Promise<TUser> =>
  apiRequest<TUser>({ path: '/auth/user/meta', method: 'PATCH', body: request });

/** Saves prompts or the CRM choice, then waits for the identity refetch so the UI shows the stored values. */
export const useUpdateUserMetaMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
};
