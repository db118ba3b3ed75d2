import { useQuery } from '@tanstack/react-query';
import type { TIdentity } from '@ting/contracts';
import { apiRequest, TOAST_UNLESS_UNAUTHENTICATED } from '../../../lib/http-client';
import { identityKeys } from './identity-keys';

export const IDENTITY_PATH = '/api/data/organization/id';

/** Who the session is: user, organization, team, Bearer token and the organization's integrations. */
export const fetchIdentity = (signal?: AbortSignal): Promise<TIdentity> =>
  apiRequest<TIdentity>({
    path: IDENTITY_PATH,
    // The cookie session identifies the caller; this answer is where the Bearer token comes from.
    isAuthenticated: false,
    shouldToast: TOAST_UNLESS_UNAUTHENTICATED,
    signal,
  });

/**
 * The access token in the identity lives an hour (ACCESS_TOKEN_TTL_SECONDS); refetching well before
 * that keeps a tab that stays open, even unfocused, holding a valid token.
 */
export const IDENTITY_REFRESH_INTERVAL_MS = 20 * 60 * 1000;

export type TUseIdentityQueryOptions = {
  isEnabled?: boolean;
};

export const useIdentityQuery = ({ isEnabled = true }: TUseIdentityQueryOptions = {}) =>
  useQuery({
    queryKey: identityKeys.current(),
    queryFn: ({ signal }) => fetchIdentity(signal),
    enabled: isEnabled,
    refetchInterval: IDENTITY_REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
