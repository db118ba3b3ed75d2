import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAcceptInvitationRequest, TInvitationPreview } from '@ting/contracts';
import { apiRequest, HttpError, NEVER_TOAST } from '../../../lib/http-client';
import { sessionKeys } from '../../../lib/session/session-keys';
import { identityKeys } from '../../identity/api/identity-keys';
import { fetchIdentity } from '../../identity/api/use-identity-query';
import { INVITATION_TOKEN_PATTERN, invitationKeys, invitationLinkPath } from './invitation-keys';

/** The answer to accepting: the organization the user now belongs to. */
export type TAcceptedInvitation = { organization_id: string; organization_name: string };

export type TUseInvitationPreviewQueryOptions = {
  token: string;
};

/**
 * `GET /api/invitations/{token}`, without a session: who invites to which organization, and whether the
 * link still works. A malformed token is not sent; the page says the link is not valid.
 */
export const useInvitationPreviewQuery = ({ token }: TUseInvitationPreviewQueryOptions) =>
  useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: ({ signal }) =>
      apiRequest<TInvitationPreview>({
        path: invitationLinkPath(token),
        isAuthenticated: false,
        // The page shows what went wrong in place of the invitation.
        shouldToast: NEVER_TOAST,
        signal,
      }),
    enabled: INVITATION_TOKEN_PATTERN.test(token),
    // The state (pending, used, revoked) changes when someone acts on the link.
    staleTime: 0,
  });

/** The 409 that asks before leaving an organization with meetings (sent again with `leave_current: true`). */
export const isLeaveCurrentConflict = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.code === 'CONFIRMATION_REQUIRED';

export type TAcceptInvitationVariables = TAcceptInvitationRequest & { token: string };

/**
 * `POST /api/invitations/{token}/accept`: joins the organization. The access token names the old one, so
 * identity is fetched again (the session cookie gets a token for the new one), and every other cached
 * answer, which belonged to the old organization, is dropped.
 */
export const useAcceptInvitationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, leave_current }: TAcceptInvitationVariables) =>
      apiRequest<TAcceptedInvitation>({
        path: `${invitationLinkPath(token)}/accept`,
        method: 'POST',
        body: { leave_current },
        // The page shows the answer: a question before leaving meetings behind, or why the link failed.
        shouldToast: NEVER_TOAST,
      }),
    onSuccess: async () => {
      const kept = new Set<unknown>([sessionKeys.all[0], identityKeys.all[0]]);
      queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
      // Joined either way: if this refetch fails, the app shell fetches identity again and says so.
      await queryClient
        .fetchQuery({
          queryKey: identityKeys.current(),
          queryFn: ({ signal }) => fetchIdentity(signal),
          staleTime: 0,
        })
        .catch((error: unknown) => console.error('Joined, but identity could not be fetched again', error));
    },
  });
};
