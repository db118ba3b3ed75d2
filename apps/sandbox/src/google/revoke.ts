import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { readForm, sendError, sendJson } from '../shared/http.js';

/**
 * Google's revocation endpoint: the token comes in the query (google-auth-library's
 * `revokeToken`) or the form body, no client authentication is needed, and revoking either an
 * access or a refresh token ends the whole grant, refresh token included.
 */
export function createRevokeRoute(provider: Provider) {
  return async function handleRevoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' && req.method !== 'GET') {
      return sendError(res, {
        status: 405,
        code: 'method_not_allowed',
        message: 'Use POST to revoke a token',
      });
    }
    const query = new URL(req.url ?? '/', 'http://sandbox.invalid').searchParams;
    const form = req.method === 'POST' ? await readForm(req) : new URLSearchParams();
    const token = query.get('token') ?? form.get('token');
    if (!token) {
      return sendJson(res, {
        status: 400,
        body: { error: 'invalid_request', error_description: 'Missing required parameter: token' },
      });
    }

    const found = (await provider.AccessToken.find(token)) ?? (await provider.RefreshToken.find(token));
    if (!found) {
      return sendJson(res, {
        status: 400,
        body: { error: 'invalid_token', error_description: 'Token expired or revoked' },
      });
    }

    await found.destroy();
    if (found.grantId) await revokeGrant({ provider, grantId: found.grantId });
    sendJson(res, { status: 200, body: {} });
  };
}

type RevokeGrantOptions = { provider: Provider; grantId: string };

async function revokeGrant({ provider, grantId }: RevokeGrantOptions): Promise<void> {
  await Promise.all([
    provider.AccessToken.revokeByGrantId(grantId),
    provider.RefreshToken.revokeByGrantId(grantId),
    provider.AuthorizationCode.revokeByGrantId(grantId),
  ]);
  await (await provider.Grant.find(grantId))?.destroy();
}
