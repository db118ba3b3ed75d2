import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken } from '../../shared/http.js';
import { sendHubspotError } from '../hubspot-errors.js';
import type { AccessTokenEntry, OauthStore } from '../oauth/oauth-store.js';

export type AuthorizeCallOptions = {
  req: IncomingMessage;
  res: ServerResponse;
  /** The call needs any one of these scopes. */
  anyOf: readonly string[];
};

/** Answers the 401 or 403 itself and returns undefined when the call may not go ahead. */
export type AuthorizeCall = (options: AuthorizeCallOptions) => AccessTokenEntry | undefined;

/**
 * Bearer-token checks of api.hubapi.com: a missing or unknown token is INVALID_AUTHENTICATION, an
 * expired one EXPIRED_AUTHENTICATION (saying how long ago), a token without the scope MISSING_SCOPES.
 */
export function createCrmAuth({
  store,
  now = Date.now,
}: {
  store: OauthStore;
  now?: () => number;
}): AuthorizeCall {
  return function authorizeCall({ req, res, anyOf }) {
    const token = bearerToken(req);
    const entry = token ? store.findAccessToken(token) : undefined;
    if (!entry) {
      sendHubspotError(res, {
        httpStatus: 401,
        category: 'INVALID_AUTHENTICATION',
        message:
          'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      });
      return undefined;
    }
    const expiredFor = Math.floor((now() - entry.expiresAt) / 1000);
    if (expiredFor >= 0) {
      sendHubspotError(res, {
        httpStatus: 401,
        category: 'EXPIRED_AUTHENTICATION',
        message: `The OAuth token used to make this call expired ${expiredFor} second(s) ago.`,
      });
      return undefined;
    }
    if (!anyOf.some((scope) => entry.scopes.includes(scope))) {
      sendHubspotError(res, {
        httpStatus: 403,
        category: 'MISSING_SCOPES',
        message:
          "This app hasn't been granted all required scopes to make this call. Read more about required scopes here: https://developers.hubspot.com/scopes.",
        errors: [
          {
            message: 'One or more of the following scopes are required.',
            context: { requiredGranularScopes: [...anyOf] },
          },
        ],
        links: { scopes: 'https://developers.hubspot.com/scopes' },
      });
      return undefined;
    }
    return entry;
  };
}
