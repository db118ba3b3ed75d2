import { OAuth2Client } from 'google-auth-library';
import type { GoogleConfig } from '../../../config';
import type { OAuthProvider, OAuthTokens } from '../../oauth/oauth-provider';
import { mapGoogleTokenError } from './errors';
import { createDiscoveryLoader } from './google-discovery';

/** OAuth for Google APIs on google-auth-library; endpoints come from the configured issuer's discovery. */
export function createGoogleOAuth(options: {
  google: GoogleConfig;
  redirectUri: string;
  scopes: readonly string[];
}): OAuthProvider {
  const discover = createDiscoveryLoader(options.google.issuer);

  async function client(): Promise<OAuth2Client> {
    const discovery = await discover();
    return new OAuth2Client({
      clientId: options.google.clientId,
      clientSecret: options.google.clientSecret,
      redirectUri: options.redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: discovery.authorization_endpoint,
        oauth2TokenUrl: discovery.token_endpoint,
        ...(discovery.revocation_endpoint ? { oauth2RevokeUrl: discovery.revocation_endpoint } : {}),
      },
    });
  }

  function toTokens(tokens: {
    access_token?: string | null;
    refresh_token?: string | null;
    expiry_date?: number | null;
    scope?: string | null;
  }): OAuthTokens {
    if (!tokens.access_token) throw new Error('Google token response carried no access_token');
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
      scopes: tokens.scope ? tokens.scope.split(' ').filter(Boolean) : [],
    };
  }

  return {
    scopes: options.scopes,
    async authorizationUrl({ state }) {
      return (await client()).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        response_type: 'code',
        scope: [...options.scopes],
        state,
      });
    },
    async exchangeCode(code) {
      const { tokens } = await (await client()).getToken(code);
      return toTokens(tokens);
    },
    async refresh(refreshToken) {
      const oauth = await client();
      oauth.setCredentials({ refresh_token: refreshToken });
      try {
        const { credentials } = await oauth.refreshAccessToken();
        return toTokens(credentials);
      } catch (error) {
        return mapGoogleTokenError(error);
      }
    },
    // Revoking the refresh token ends the whole grant; an access token alone only itself.
    async revoke({ accessToken, refreshToken }) {
      await (await client()).revokeToken(refreshToken ?? accessToken);
    },
    async accountIdOf() {
      return null;
    },
  };
}
