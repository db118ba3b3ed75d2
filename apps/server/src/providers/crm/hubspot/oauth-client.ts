import { Client } from '@hubspot/api-client';
import type { HubspotConfig } from '../../../config';
import type { OAuthTokens } from '../../oauth-tokens';
import { mapHubspotTokenError } from './errors';

export type HubspotOAuth = {
  exchangeCode(options: { code: string; redirectUri: string }): Promise<OAuthTokens>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
  /** The portal (hub) id the token belongs to. */
  portalIdOf(accessToken: string): Promise<string>;
  /** Revokes the refresh token, and so the connection. */
  revoke(refreshToken: string): Promise<void>;
};

/** HubSpot's OAuth endpoints on the official client, with its API base from config. */
export function createHubspotOAuth(options: { hubspot: HubspotConfig }): HubspotOAuth {
  const { hubspot } = options;
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
    async exchangeCode({ code, redirectUri }) {
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
    async portalIdOf(accessToken) {
      const info = await client.oauth.accessTokensApi.get(accessToken);
      return String(info.hubId);
    },
    async revoke(refreshToken) {
      await client.oauth.refreshTokensApi.archive(refreshToken);
    },
  };
}
