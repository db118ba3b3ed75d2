import { Client } from '@hubspot/api-client';
import type { HubspotConfig } from '../../../config';
import type { OAuthProvider, OAuthTokens } from '../../oauth/oauth-provider';
import { mapHubspotTokenError } from './errors';

/** HubSpot's OAuth endpoints on the official client, with its API and authorisation addresses from config. */
export function createHubspotOAuth(options: {
  hubspot: HubspotConfig;
  redirectUri: string;
  scopes: readonly string[];
}): OAuthProvider {
  const { hubspot, redirectUri } = options;
  const client = new Client({ basePath: hubspot.apiUrl, numberOfApiCallRetries: 0 });

  const toTokens = (response: {
    accessToken: string;
    refreshToken: string;
    expiresIn: number;
  }): OAuthTokens => ({
    accessToken: response.accessToken,
    refreshToken: response.refreshToken || null,
    expiresAt: new Date(Date.now() + response.expiresIn * 1000),
    scopes: [],
  });

  return {
    scopes: options.scopes,
    // Built here: the SDK's helper ignores a custom authorisation host (the sandbox, an EU portal).
    async authorizationUrl({ state }) {
      const url = new URL(hubspot.authUrl);
      url.searchParams.set('client_id', hubspot.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', options.scopes.join(' '));
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchangeCode(code) {
      const response = await client.oauth.tokensApi.create(
        'authorization_code',
        code,
        redirectUri,
        hubspot.clientId,
        hubspot.clientSecret,
      );
      return toTokens(response);
    },
    async refresh(refreshToken) {
      try {
        const response = await client.oauth.tokensApi.create(
          'refresh_token',
          undefined,
          undefined,
          hubspot.clientId,
          hubspot.clientSecret,
          refreshToken,
        );
        return toTokens(response);
      } catch (error) {
        return mapHubspotTokenError(error);
      }
    },
    /** The portal (hub) id the token belongs to. */
    async accountIdOf(accessToken) {
      const info = await client.oauth.accessTokensApi.get(accessToken);
      return String(info.hubId);
    },
    // HubSpot revokes by refresh token; without one the access token simply expires.
    async revoke({ refreshToken }) {
      if (refreshToken) await client.oauth.refreshTokensApi.archive(refreshToken);
    },
  };
}
