import type { ServerResponse } from 'node:http';
import { readForm, sendJson } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { sendHubspotError, sendOauthError } from '../hubspot-errors.js';
import { PORTAL } from '../portal.js';
import type { HubspotClientOptions } from './authorize-routes.js';
import type { Installation, IssuedTokens, OauthStore } from './oauth-store.js';

export type TokenRoutesOptions = { client: HubspotClientOptions; store: OauthStore };

/** The v1 OAuth API of api.hubapi.com: token exchange and refresh, token metadata, refresh-token revocation. */
export function createTokenRoutes({ client, store }: TokenRoutesOptions): Route[] {
  async function handleToken({ req, res }: RouteContext): Promise<void> {
    const form = await readForm(req);
    const grantType = form.get('grant_type');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return sendOauthError(res, {
        status: 'BAD_GRANT_TYPE',
        message: 'Invalid grant type. Use authorization_code or refresh_token.',
        error: 'unsupported_grant_type',
      });
    }
    if (form.get('client_id') !== client.clientId) {
      return sendOauthError(res, {
        status: 'BAD_CLIENT_ID',
        message: 'missing or unknown client id',
        error: 'invalid_client',
      });
    }
    if (form.get('client_secret') !== client.clientSecret) {
      return sendOauthError(res, {
        status: 'BAD_CLIENT_SECRET',
        message: 'missing or invalid client secret',
        error: 'invalid_client',
      });
    }

    if (grantType === 'authorization_code') {
      const entry = store.redeemCode(form.get('code') ?? '');
      if (!entry || entry.clientId !== client.clientId) {
        return sendOauthError(res, {
          status: 'BAD_AUTH_CODE',
          message: 'missing or unknown auth code',
          error: 'invalid_grant',
        });
      }
      if (form.get('redirect_uri') !== entry.redirectUri) {
        return sendOauthError(res, {
          status: 'BAD_REDIRECT_URI',
          message: 'redirect_uri does not match initial auth code URL',
          error: 'invalid_grant',
        });
      }
      const { redirectUri: _redirectUri, expiresAt: _expiresAt, ...installation } = entry;
      return sendTokens({ res, tokens: store.issueTokens(installation), installation });
    }

    const refreshed = store.refresh(form.get('refresh_token') ?? '');
    if (!refreshed || refreshed.installation.clientId !== client.clientId) {
      return sendOauthError(res, {
        status: 'BAD_REFRESH_TOKEN',
        message: 'missing or unknown refresh token',
        error: 'invalid_grant',
      });
    }
    sendTokens({ res, tokens: refreshed, installation: refreshed.installation });
  }

  function handleAccessTokenInfo({ res, params }: RouteContext) {
    const token = params.token ?? '';
    const entry = store.findAccessToken(token);
    const expiresIn = entry ? Math.floor((entry.expiresAt - Date.now()) / 1000) : 0;
    if (!entry || expiresIn <= 0) {
      return sendHubspotError(res, {
        httpStatus: 404,
        category: 'OBJECT_NOT_FOUND',
        message: 'The access token is unknown or has expired',
      });
    }
    sendJson(res, {
      status: 200,
      body: {
        token,
        user: entry.user,
        hub_domain: PORTAL.domain,
        scopes: entry.scopes,
        signed_access_token: {
          expiresAt: entry.expiresAt,
          scopes: entry.scopes.join(' '),
          hubId: entry.hubId,
          userId: entry.userId,
          appId: PORTAL.appId,
          hublet: PORTAL.hublet,
          isUserLevel: false,
          isPrivateDistribution: false,
        },
        hub_id: entry.hubId,
        app_id: PORTAL.appId,
        expires_in: expiresIn,
        user_id: entry.userId,
        token_type: 'access',
        is_private_distribution: false,
      },
    });
  }

  function handleRefreshTokenInfo({ res, params }: RouteContext) {
    const token = params.token ?? '';
    const entry = store.findRefreshToken(token);
    if (!entry) return sendRefreshTokenNotFound(res);
    sendJson(res, {
      status: 200,
      body: {
        token,
        user: entry.user,
        hub_domain: PORTAL.domain,
        scopes: entry.scopes,
        hub_id: entry.hubId,
        client_id: entry.clientId,
        user_id: entry.userId,
        token_type: 'refresh',
      },
    });
  }

  function handleRevokeRefreshToken({ res, params }: RouteContext) {
    if (!store.revokeRefreshToken(params.token ?? '')) return sendRefreshTokenNotFound(res);
    res.writeHead(204).end();
  }

  return [
    { method: 'POST', pattern: '/oauth/v1/token', handle: handleToken },
    { method: 'GET', pattern: '/oauth/v1/access-tokens/:token', handle: handleAccessTokenInfo },
    { method: 'GET', pattern: '/oauth/v1/refresh-tokens/:token', handle: handleRefreshTokenInfo },
    { method: 'DELETE', pattern: '/oauth/v1/refresh-tokens/:token', handle: handleRevokeRefreshToken },
  ];
}

type SendTokensOptions = { res: ServerResponse; tokens: IssuedTokens; installation: Installation };

function sendTokens({ res, tokens, installation }: SendTokensOptions) {
  sendJson(res, {
    status: 200,
    body: {
      token_type: 'bearer',
      refresh_token: tokens.refreshToken,
      access_token: tokens.accessToken,
      expires_in: tokens.expiresIn,
      hub_id: installation.hubId,
      user_id: installation.userId,
      scopes: installation.scopes,
    },
  });
}

function sendRefreshTokenNotFound(res: ServerResponse) {
  sendOauthError(res, {
    status: 'BAD_REFRESH_TOKEN',
    message: 'missing or unknown refresh token',
    error: 'invalid_grant',
    httpStatus: 404,
  });
}
