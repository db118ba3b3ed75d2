import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxService } from '../service.js';
import { readBody, sendError, sendJson } from '../shared/http.js';
import { createRouter, type Route } from '../shared/router.js';
import { type ApiRoute, createApiRoutes } from './api-routes.js';
import { createBilling } from './billing.js';
import { createPageRoutes } from './page-routes.js';
import { createStripeControls } from './sandbox-controls.js';
import { authenticateStripe } from './stripe-auth.js';
import { StripeApiError, sendStripeError, stripeErrorBody } from './stripe-errors.js';
import { createResolver, expandObject } from './stripe-expand.js';
import { expandPaths, parseStripeForm } from './stripe-form.js';
import { newStripeId, unixNow } from './stripe-ids.js';
import { openStripeStore } from './stripe-store.js';
import { createStripeWebhookSender, STRIPE_API_VERSION } from './stripe-webhooks.js';

export type StripeOptions = {
  /** The secret key the product sends as `Authorization: Bearer <secretKey>` (`sk_test_…`). */
  secretKey: string;
  /** Where every event goes (Stripe: the webhook endpoint registered in the dashboard). */
  webhookUrl: string;
  /** The endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
};

export type StripeSandboxOptions = {
  /** `${publicUrl}/stripe`: the API is under `/v1/…`, the hosted pages beside it. */
  baseUrl: string;
  dataDir: string;
  stripe: StripeOptions;
  /** Waits before webhook retries (tests shorten them). */
  webhookRetryDelaysMs?: readonly number[];
};

export type StripeSandbox = SandboxService & { baseUrl: string };

/**
 * Stripe: the Billing subset of the API (prices, customers, Checkout Sessions, subscriptions,
 * Billing Portal sessions, invoices, events), the hosted Checkout and Portal pages, and signed
 * webhooks with retries.
 */
export async function createStripeSandbox({
  baseUrl,
  dataDir,
  stripe,
  webhookRetryDelaysMs,
}: StripeSandboxOptions): Promise<StripeSandbox> {
  await mkdir(dataDir, { recursive: true });
  const store = await openStripeStore(dataDir);
  const webhooks = createStripeWebhookSender({
    store,
    url: stripe.webhookUrl,
    secret: stripe.webhookSecret,
    ...(webhookRetryDelaysMs ? { retryDelaysMs: webhookRetryDelaysMs } : {}),
  });
  const billing = createBilling({ store, webhooks, baseUrl });
  const resolve = createResolver(store);

  const apiRoutes = createApiRoutes({ store, billing });
  const api = createRouter(apiRoutes.map((route): Route => ({ ...route, handle: () => undefined })));
  const byKey = new Map(apiRoutes.map((route) => [`${route.method} ${route.pattern}`, route]));
  const other = createRouter([
    ...createPageRoutes({ store, billing, baseUrl }),
    ...createStripeControls({ store, billing, webhooks }),
  ]);

  webhooks.resume();

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const headers: Record<string, string> = {
      'request-id': newStripeId('req'),
      'stripe-version': (req.headers['stripe-version'] as string | undefined) ?? STRIPE_API_VERSION,
    };
    try {
      authenticateStripe(req, stripe.secretKey);
      const match = api.match({ method, pathname: url.pathname });
      if (match.kind !== 'found') {
        throw new StripeApiError({
          status: 404,
          message: `Unrecognized request URL (${method}: ${url.pathname}). The sandbox Stripe serves the Billing subset of the API; see apps/sandbox/README.md.`,
        });
      }
      const route = byKey.get(`${match.route.method} ${match.route.pattern}`) as ApiRoute;
      const raw = method === 'GET' ? '' : (await readBody(req)).toString('utf8');
      const params = new URLSearchParams(url.search);
      for (const [key, value] of new URLSearchParams(raw)) params.append(key, value);

      const idempotencyKey =
        method === 'GET' ? undefined : (req.headers['idempotency-key'] as string | undefined);
      const fingerprint = `${method} ${url.pathname} ${params.toString()}`;
      if (idempotencyKey) {
        headers['idempotency-key'] = idempotencyKey;
        const earlier = store.idempotent(idempotencyKey);
        if (earlier) {
          if (earlier.request !== fingerprint) {
            throw new StripeApiError({
              status: 400,
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          }
          res.writeHead(earlier.status, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(earlier.body),
            'idempotent-replayed': 'true',
            ...headers,
          });
          res.end(earlier.body);
          return;
        }
      }

      let status = 200;
      let body: unknown;
      try {
        const form = parseStripeForm(params);
        const result = route.handle({ form, params: match.params });
        body = expandObject(result, expandPaths(form), resolve);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = stripeErrorBody(error);
      }
      if (idempotencyKey) {
        store.rememberIdempotent({
          key: idempotencyKey,
          request: fingerprint,
          status,
          body: JSON.stringify(body),
          at: unixNow(),
        });
      }
      sendJson(res, { status, body, headers });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      sendStripeError(res, error, headers);
    }
  }

  return {
    baseUrl,
    async handle(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      if (url.pathname === '/v1' || url.pathname.startsWith('/v1/')) return handleApi(req, res, url);
      const match = other.match({ method: req.method ?? 'GET', pathname: url.pathname });
      if (match.kind === 'not-found') {
        return sendError(res, {
          status: 404,
          code: 'not_found',
          message: `The sandbox Stripe has no page ${url.pathname}`,
        });
      }
      if (match.kind === 'method-not-allowed') {
        res.setHeader('allow', match.allowed.join(', '));
        return sendError(res, {
          status: 405,
          code: 'method_not_allowed',
          message: `Use ${match.allowed.join(' or ')}`,
        });
      }
      await match.route.handle({ req, res, params: match.params, url });
    },
    async close() {
      webhooks.close();
      await store.flush();
    },
  };
}
