import { useMutation } from '@tanstack/react-query';
import type { TAuthorizeUrlResponse } from '@ting/contracts';
import { apiRequest, type TShouldToast } from '../../../lib/http-client';

/** URL slugs of the integrations the user can connect through OAuth. */
export type TAuthorizableIntegration = 'google-calendar' | 'hubspot';

export type TFetchAuthorizeUrlOptions = {
  integration: TAuthorizableIntegration;
  shouldToast?: TShouldToast;
  /** The page of Ting to come back to once connected (the server lands on `/` without one). */
  returnTo?: string;
};

/** `GET /api/integrations/{integration}/authorize`: the provider's consent page for this user. */
export const fetchAuthorizeUrl = async ({
  integration,
  shouldToast,
  returnTo,
}: TFetchAuthorizeUrlOptions): Promise<string> => {
  const query = returnTo ? `?${new URLSearchParams({ return_to: returnTo })}` : '';
  const { url } = await apiRequest<TAuthorizeUrlResponse['data']>({
    path: `/api/integrations/${integration}/authorize${query}`,
    shouldToast,
  });
  if (typeof url !== 'string' || !url)
    throw new Error(`No authorisation address came back for ${integration}`);
  return url;
};

export type TUseAuthorizeIntegrationMutationOptions = {
  shouldToast?: TShouldToast;
};

/** Resolves to the authorisation address; the caller sends the browser there. */
export const useAuthorizeIntegrationMutation = ({
  shouldToast,
}: TUseAuthorizeIntegrationMutationOptions = {}) =>
  useMutation({
    mutationFn: (options: { integration: TAuthorizableIntegration; returnTo?: string }) =>
      fetchAuthorizeUrl({ ...options, shouldToast }),
  });
