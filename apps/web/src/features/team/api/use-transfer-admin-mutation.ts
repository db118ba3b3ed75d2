import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTransferAdminRequest } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { identityKeys } from '../../identity/api/identity-keys';
import { invitationKeys } from './invitation-keys';

export const ORGANIZATION_ADMIN_PATH = '/api/organization/admin';

/**
 * `POST /api/organization/admin {user_id}`: the admin makes another member the admin and becomes a member.
 * The identity (who is admin) and the invitations (the old admin's links stop working) are read again.
 */
export const useTransferAdminMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTransferAdminRequest) =>
      apiRequest<{ admin_user_id: string }>({ path: ORGANIZATION_ADMIN_PATH, method: 'POST', body: request }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: invitationKeys.pending() });
      await queryClient.invalidateQueries({ queryKey: identityKeys.all });
    },
  });
};
