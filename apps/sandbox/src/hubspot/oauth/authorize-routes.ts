import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { readForm, sendHtml, sendRedirect } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { renderAuthorizePage } from '../pages/authorize-page.js';
import { renderHubspotMessagePage } from '../pages/message-page.js';
import { PORTAL, PORTAL_USER } from '../portal.js';
import { isKnownScope, splitScopes } from '../scopes.js';
import type { OauthStore } from './oauth-store.js';

/** The product's HubSpot app, as registered with the sandbox. */
export type HubspotClientOptions = { clientId: string; clientSecret: string; redirectUris: string[] };

export type AuthorizeRoutesOptions = {
  /** `${publicUrl}/hubspot`: the stand-in for both app.hubspot.com and api.hubapi.com. */
  baseUrl: string;
  client: HubspotClientOptions;
  store: OauthStore;
  appName?: string;
};

type PendingRequest = {
  redirectUri: string;
  scopes: string[];
  state: string | null;
  expiresAt: number;
};

const PENDING_TTL_MS = 30 * 60 * 1000;

/**
 * `GET /oauth/authorize` (and `/oauth/{hubId}/authorize`) as on app.hubspot.com. The page's forms
 * post to a URL naming a pending request that only the page knows, so another site cannot forge
 * an Allow; pending requests live in memory (a restart means starting the connection again).
 */
export function createAuthorizeRoutes(options: AuthorizeRoutesOptions): Route[] {
  const { baseUrl, client, store, appName = 'Ting' } = options;
  const pending = new Map<string, PendingRequest>();

  function handleAuthorize({ res, url, params }: RouteContext) {
    const query = url.searchParams;
    if (params.hubId !== undefined && params.hubId !== String(PORTAL.hubId)) {
      return sendAuthorizeError({
        res,
        message: `You have no access to the HubSpot account ${params.hubId}.`,
      });
    }
    const clientId = query.get('client_id');
    if (clientId !== client.clientId) {
      return sendAuthorizeError({
        res,
        message: 'The app asking for access is not known to HubSpot.',
        details: [`client_id: ${clientId ?? '(missing)'}`],
      });
    }
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri || !client.redirectUris.includes(redirectUri)) {
      return sendAuthorizeError({
        res,
        message: "The redirect URL doesn't match any redirect URL registered for this app.",
        details: [`redirect_uri: ${redirectUri ?? '(missing)'}`],
      });
    }
    const scopes = splitScopes(query.get('scope'));
    const optionalScopes = splitScopes(query.get('optional_scope'));
    const unknown = [...scopes, ...optionalScopes].filter((scope) => !isKnownScope(scope));
    if (scopes.length === 0 || unknown.length > 0) {
      return sendAuthorizeError({
        res,
        message:
          scopes.length === 0
            ? 'The app must ask for at least one scope.'
            : 'The app asks for scopes HubSpot does not know.',
        details: unknown.map((scope) => `Unknown scope: ${scope}`),
      });
    }

    prune();
    const requestId = randomUUID();
    // The sandbox portal has every tier, so optional scopes are always granted.
    const granted = [...new Set([...scopes, ...optionalScopes])];
    pending.set(requestId, {
      redirectUri,
      scopes: granted,
      state: query.get('state'),
      expiresAt: Date.now() + PENDING_TTL_MS,
    });
    const html = renderAuthorizePage({
      allowAction: `${baseUrl}/oauth/authorize/${requestId}/allow`,
      denyAction: `${baseUrl}/oauth/authorize/${requestId}/deny`,
      appName,
      clientId: client.clientId,
      user: PORTAL_USER,
      portals: [PORTAL],
      scopes: granted,
    });
    sendHtml(res, { status: 200, html });
  }

  async function handleAllow({ req, res, params }: RouteContext): Promise<void> {
    const request = takePending(params.requestId ?? '');
    if (!request) return sendExpired(res);
    const form = await readForm(req);
    const hubId = Number(form.get('portal') ?? PORTAL.hubId);
    if (hubId !== PORTAL.hubId) {
      return sendAuthorizeError({ res, message: `You have no access to the HubSpot account ${hubId}.` });
    }
    const code = store.issueCode({
      clientId: client.clientId,
      redirectUri: request.redirectUri,
      hubId,
      userId: PORTAL_USER.id,
      user: PORTAL_USER.email,
      scopes: request.scopes.includes('oauth') ? request.scopes : ['oauth', ...request.scopes],
    });
    sendRedirect(res, withParams({ url: request.redirectUri, params: { code, state: request.state } }));
  }

  function handleDeny({ res, params }: RouteContext) {
    const request = takePending(params.requestId ?? '');
    if (!request) return sendExpired(res);
    sendRedirect(
      res,
      withParams({
        url: request.redirectUri,
        params: {
          error: 'access_denied',
          error_description: 'The user declined to connect the app',
          state: request.state,
        },
      }),
    );
  }

  function takePending(requestId: string): PendingRequest | undefined {
    const request = pending.get(requestId);
    pending.delete(requestId);
    return request && request.expiresAt > Date.now() ? request : undefined;
  }

  function prune() {
    const now = Date.now();
    for (const [id, request] of pending) if (request.expiresAt <= now) pending.delete(id);
  }

  return [
    { method: 'GET', pattern: '/oauth/authorize', handle: handleAuthorize },
    { method: 'GET', pattern: '/oauth/:hubId/authorize', handle: handleAuthorize },
    { method: 'POST', pattern: '/oauth/authorize/:requestId/allow', handle: handleAllow },
    { method: 'POST', pattern: '/oauth/authorize/:requestId/deny', handle: handleDeny },
  ];
}

type AuthorizeErrorOptions = { res: ServerResponse; message: string; details?: string[] };

function sendAuthorizeError({ res, message, details }: AuthorizeErrorOptions) {
  const html = renderHubspotMessagePage({ title: 'Authorization failed', message, details });
  sendHtml(res, { status: 400, html });
}

function sendExpired(res: ServerResponse) {
  const html = renderHubspotMessagePage({
    title: 'This request has expired',
    message: 'Go back to the app and connect HubSpot again.',
  });
  sendHtml(res, { status: 400, html });
}

type WithParamsOptions = { url: string; params: Record<string, string | null> };

function withParams({ url, params }: WithParamsOptions): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) target.searchParams.set(name, value);
  }
  return target.toString();
}
