import type { QueryClient } from '@tanstack/react-query';
import type { TIdentity } from '@ting/contracts';
import { identityKeys } from '../features/identity/api/identity-keys';
import { resolveAccessToken } from '../lib/access-token';
import { configureHttpClient } from '../lib/http-client';

/** Every API call carries the Bearer token from the cached identity (spec section 6). */
export const configureApiAccess = (queryClient: QueryClient): void => {
  configureHttpClient({
    getAccessToken: () => {
      const identityKey = identityKeys.current();
      return resolveAccessToken({
        token: queryClient.getQueryData<TIdentity>(identityKey)?.accessToken ?? null,
        isIdentityPending: (queryClient.getQueryState(identityKey)?.status ?? 'pending') === 'pending',
        pathname: window.location.pathname,
      });
    },
  });
};
