import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRenameOrganizationRequest } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { identityKeys } from '../../identity/api/identity-keys';

export const ORGANIZATION_PATH = '/api/organization';

/**
 * `PATCH /api/organization {name}` (the admin only): the identity, which carries the name everywhere,
 * is read again. Failures are shown beside the field.
 */
export const useRenameOrganizationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRenameOrganizationRequest) =>
      apiRequest<{ id: string; name: string }>({
        path: ORGANIZATION_PATH,
        method: 'PATCH',
        body: request,
        shouldToast: NEVER_TOAST,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
};
