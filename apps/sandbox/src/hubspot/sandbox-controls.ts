import { sendError } from '../shared/http.js';
import type { Route, RouteContext } from '../shared/router.js';
import type { OauthStore } from './oauth/oauth-store.js';

/** Under `${publicUrl}/hubspot/_sandbox/`: controls that exist only in the sandbox, for tests. */
export function createHubspotControls(store: OauthStore): Route[] {
  function handleExpire({ res, params }: RouteContext) {
    if (!store.expireAccessToken(params.token ?? '')) {
      return sendError(res, {
        status: 404,
        code: 'token_not_found',
        message: 'No live HubSpot access token like that',
      });
    }
    res.writeHead(204).end();
  }

  function handleRevoke({ res, params }: RouteContext) {
    if (!store.revokeRefreshToken(params.token ?? '')) {
      return sendError(res, {
        status: 404,
        code: 'token_not_found',
        message: 'No HubSpot refresh token like that',
      });
    }
    res.writeHead(204).end();
  }

  return [
    { method: 'POST', pattern: '/_sandbox/access-tokens/:token/expire', handle: handleExpire },
    { method: 'POST', pattern: '/_sandbox/refresh-tokens/:token/revoke', handle: handleRevoke },
  ];
}
