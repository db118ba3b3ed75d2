import { useMutation } from '@tanstack/react-query';
import type { TAuthorizeUrlResponse } from '@ting/contracts';
import { apiRequest, type TShouldToast } from '../../../lib/http-client';

/** URL slugs of the integrations the user can connect through OAuth. */
export type TAuthorizableIntegration = 'google-calendar' | 'hubspot';

export type TFetchAuthorizeUrlOptions = {
  integration: TAuthorizableIntegration;
  shouldToast?: TShouldToast;
};

/** `GET /api/integrations/{integration}/authorize`: the provider's consent page for this user. */
export const fetchAuthorizeUrl = async ({
  integration,
  shouldToast,
}: TFetchAuthorizeUrlOptions): Promise<string> => {
  const { url } = await apiRequest<TAuthorizeUrlResponse['data']>({
    path: `/api/integrations/${integration}/authorize`,
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
    mutationFn: (integration: TAuthorizableIntegration) => fetchAuthorizeUrl({ integration, shouldToast }),
  });
