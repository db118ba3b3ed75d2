import { sendError, sendJson } from '../shared/http.js';
import type { Route, RouteContext } from '../shared/router.js';
import type { Billing } from './billing.js';
import { StripeApiError, stripeErrorBody } from './stripe-errors.js';
import type { StripeStore, StripeSubscription } from './stripe-store.js';
import type { StripeWebhookSender } from './stripe-webhooks.js';

export type StripeControlsOptions = { store: StripeStore; billing: Billing; webhooks: StripeWebhookSender };

/** Under `${stripeUrl}/_sandbox/`: controls that exist only in the sandbox, for tests (no auth). */
export function createStripeControls({ store, billing, webhooks }: StripeControlsOptions): Route[] {
  function findSubscription({ res, params }: RouteContext): StripeSubscription | undefined {
    const subscription = store.subscriptions.get(params.id ?? '');
    if (!subscription) {
      sendError(res, {
        status: 404,
        code: 'subscription_not_found',
        message: `No Stripe subscription ${params.id}`,
      });
    }
    return subscription;
  }

  function run(context: RouteContext, action: (subscription: StripeSubscription) => unknown) {
    const subscription = findSubscription(context);
    if (!subscription) return;
    try {
      sendJson(context.res, { status: 200, body: action(subscription) });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      sendJson(context.res, { status: error.status, body: stripeErrorBody(error) });
    }
  }

  function handleWebhooks({ res, url }: RouteContext) {
    const type = url.searchParams.get('type');
    const state = url.searchParams.get('state');
    const events = store
      .events()
      .filter((event) => (!type || event.type === type) && (!state || event.state === state))
      .map((event) => ({
        id: event.id,
        type: event.type,
        state: event.state,
        created_at: event.createdAt,
        attempts: event.attempts,
        event: JSON.parse(event.body) as unknown,
      }));
    sendJson(res, { status: 200, body: { events } });
  }

  function handleRedeliver({ res, params }: RouteContext) {
    const event = store.events().find((candidate) => candidate.id === params.id);
    if (!event)
      return sendError(res, {
        status: 404,
        code: 'event_not_found',
        message: `No Stripe event ${params.id}`,
      });
    webhooks.redeliver(event);
    sendJson(res, { status: 202, body: { id: event.id, type: event.type, state: event.state } });
  }

  return [
    {
      method: 'POST',
      pattern: '/_sandbox/subscriptions/:id/fail-payment',
      handle: (context) => run(context, (subscription) => billing.failPayment(subscription)),
    },
    {
      method: 'POST',
      pattern: '/_sandbox/subscriptions/:id/advance',
      handle: (context) => run(context, (subscription) => billing.advance(subscription)),
    },
    { method: 'GET', pattern: '/_sandbox/webhooks', handle: handleWebhooks },
    { method: 'POST', pattern: '/_sandbox/webhooks/:id/redeliver', handle: handleRedeliver },
  ];
}
