import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreatedInvitation, TCreateInvitationRequest, TInvitation } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { invitationKeys, ORGANIZATION_INVITATIONS_PATH, organizationInvitationPath } from './invitation-keys';

export type TUsePendingInvitationsQueryOptions = {
  /** Only the organization's admin may list invitations. */
  isEnabled: boolean;
};

/** `GET /api/organization/invitations`: the links still pending, newest first (admin only). */
export const usePendingInvitationsQuery = ({ isEnabled }: TUsePendingInvitationsQueryOptions) =>
  useQuery({
    queryKey: invitationKeys.pending(),
    queryFn: ({ signal }) => apiRequest<TInvitation[]>({ path: ORGANIZATION_INVITATIONS_PATH, signal }),
    enabled: isEnabled,
  });

/**
 * `POST /api/organization/invitations {email}`: a new link, shown once. Failures (an address already in
 * the team, a bad address) are shown beside the field, not as a toast.
 */
export const useCreateInvitationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateInvitationRequest) =>
      apiRequest<TCreatedInvitation>({
        path: ORGANIZATION_INVITATIONS_PATH,
        method: 'POST',
        body: request,
        shouldToast: NEVER_TOAST,
      }),
    // A new link to the same address replaced the earlier one: the list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending() }),
  });
};

/** `DELETE /api/organization/invitations/{id}`: the link stops working at once. */
export const useRevokeInvitationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest<null>({ path: organizationInvitationPath(invitationId), method: 'DELETE' }),
    onSuccess: (_nothing, invitationId) => {
      queryClient.setQueryData<TInvitation[]>(invitationKeys.pending(), (pending) =>
        pending?.filter((invitation) => invitation.id !== invitationId),
      );
      return queryClient.invalidateQueries({ queryKey: invitationKeys.pending() });
    },
  });
};
