import type { ServerResponse } from 'node:http';
import { escapeHtml, renderPage } from '../shared/html.js';
import { readForm, sendHtml } from '../shared/http.js';
import type { Route, RouteContext } from '../shared/router.js';
import type { Billing } from './billing.js';
import {
  defaultPortalConfiguration,
  findPortalConfiguration,
  offeredPrices,
  type StripePortalConfiguration,
} from './portal-configurations.js';
import { findPrice, formatAmount } from './prices.js';
import { StripeApiError } from './stripe-errors.js';
import { renderCheckoutPage, renderMessagePage, renderPortalPage } from './stripe-pages.js';
import type { StoredCheckoutSession, StripePortalSession, StripeStore } from './stripe-store.js';

export type PageRoutesOptions = { store: StripeStore; billing: Billing; baseUrl: string };

const MAX_PORTAL_QUANTITY = 100;

/** The pages a customer sees: hosted Checkout, the Billing Portal, hosted invoices. */
export function createPageRoutes({ store, billing, baseUrl }: PageRoutesOptions): Route[] {
  function notFound(res: ServerResponse, what: string) {
    sendHtml(res, {
      status: 404,
      html: renderMessagePage({ title: 'Not found', message: `This ${what} link is not valid.` }),
    });
  }

  function findCheckout({ res, params }: RouteContext): StoredCheckoutSession | undefined {
    const stored = store.checkoutSessions.get(params.id ?? '');
    if (!stored) {
      notFound(res, 'checkout');
      return undefined;
    }
    return billing.refreshSession(stored);
  }

  function customerEmailOf(stored: StoredCheckoutSession): string | null {
    const { session } = stored;
    if (session.customer) return store.customers.get(session.customer)?.email ?? session.customer_email;
    return session.customer_email;
  }

  /** A session that is not open any more: say so, with the way back. */
  function sendClosed(res: ServerResponse, stored: StoredCheckoutSession) {
    const { session } = stored;
    if (session.status === 'complete') {
      const success = session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
      return sendHtml(res, {
        status: 200,
        html: renderMessagePage({
          title: 'Thanks for subscribing',
          message: 'This checkout is complete.',
          ...(success ? { link: { href: success, text: 'Continue' } } : {}),
        }),
      });
    }
    sendHtml(res, {
      status: 410,
      html: renderMessagePage({
        title: 'Checkout expired',
        message: 'This checkout session has expired. Start again from the app.',
        ...(session.cancel_url ? { link: { href: session.cancel_url, text: 'Back' } } : {}),
      }),
    });
  }

  function showCheckout(context: RouteContext) {
    const stored = findCheckout(context);
    if (!stored) return;
    if (stored.session.status !== 'open') return sendClosed(context.res, stored);
    sendHtml(context.res, {
      status: 200,
      html: renderCheckoutPage({
        stored,
        action: `${baseUrl}/checkout/${stored.session.id}`,
        customerEmail: customerEmailOf(stored),
      }),
    });
  }

  async function submitCheckout(context: RouteContext) {
    const stored = findCheckout(context);
    if (!stored) return;
    const form = await readForm(context.req);
    if (stored.session.status !== 'open') return sendClosed(context.res, stored);
    const cardNumber = form.get('card_number') ?? '';
    const email = form.get('email')?.trim() || null;
    const customerEmail = customerEmailOf(stored);
    const page = (status: number, error: string) =>
      sendHtml(context.res, {
        status,
        html: renderCheckoutPage({
          stored,
          action: `${baseUrl}/checkout/${stored.session.id}`,
          customerEmail,
          error,
          cardNumber,
        }),
      });
    if (!customerEmail && (!email || !/^[^\s@]+@[^\s@]+$/.test(email)))
      return page(400, 'Your email address is invalid.');
    const result = billing.completeCheckout(stored, { cardNumber, email });
    if (!result.ok) return page(result.outcome === 'declined' ? 402 : 400, result.message);
    if (result.redirectTo) {
      context.res.writeHead(303, {
        location: result.redirectTo,
        'cache-control': 'no-store',
        'content-length': 0,
      });
      context.res.end();
      return;
    }
    sendClosed(context.res, result.session);
  }

  function findPortal({ res, params }: RouteContext): StripePortalSession | undefined {
    const session = store.portalSessions.get(params.id ?? '');
    if (!session) notFound(res, 'billing portal');
    return session;
  }

  function sendPortal(
    res: ServerResponse,
    session: StripePortalSession,
    extra: { status?: number; notice?: string; error?: string } = {},
  ) {
    const subscriptions = [...store.subscriptions.values()]
      .filter(
        (subscription) => subscription.customer === session.customer && subscription.status !== 'canceled',
      )
      .reverse();
    sendHtml(res, {
      status: extra.status ?? 200,
      html: renderPortalPage({
        session,
        subscriptions,
        prices: offeredPrices(configurationOf(session)),
        customerEmail: store.customers.get(session.customer)?.email ?? null,
        action: `${baseUrl}/portal/${session.id}`,
        ...(extra.notice ? { notice: extra.notice } : {}),
        ...(extra.error ? { error: extra.error } : {}),
      }),
    });
  }

  function configurationOf(session: StripePortalSession): StripePortalConfiguration {
    return findPortalConfiguration(store, session.configuration) ?? defaultPortalConfiguration();
  }

  const NOTICES: Record<string, string> = {
    updated: 'Your subscription has been updated.',
    canceled: 'Your subscription will be canceled at the end of the period.',
    renewed: 'Your subscription will renew.',
  };

  function showPortal(context: RouteContext) {
    const session = findPortal(context);
    if (!session) return;
    const done = context.url.searchParams.get('done') ?? '';
    sendPortal(context.res, session, NOTICES[done] ? { notice: NOTICES[done] } : {});
  }

  type PortalAction = 'update' | 'cancel' | 'renew';

  function portalAction(action: PortalAction) {
    return async (context: RouteContext) => {
      const session = findPortal(context);
      if (!session) return;
      const form = await readForm(context.req);
      const subscription = store.subscriptions.get(context.params.subscriptionId ?? '');
      if (!subscription || subscription.customer !== session.customer)
        return notFound(context.res, 'subscription');
      const configuration = configurationOf(session);
      const { features } = configuration;
      try {
        if (action === 'update') {
          const update = features.subscription_update;
          const offered = offeredPrices(configuration);
          const item = subscription.items.data[0]!;
          // As at Stripe: only a subscription on an offered price can be changed, only to an offered price.
          if (!offered.includes(item.price.id)) {
            return sendPortal(context.res, session, {
              status: 400,
              error: 'This subscription cannot be updated here.',
            });
          }
          const price = form.get('price') ?? '';
          const quantityText = form.get('quantity') ?? '';
          const quantity = Number(quantityText);
          if (!findPrice(price) || !offered.includes(price))
            return sendPortal(context.res, session, { status: 400, error: 'Choose a plan.' });
          if (!/^\d+$/.test(quantityText) || quantity < 1 || quantity > MAX_PORTAL_QUANTITY) {
            return sendPortal(context.res, session, {
              status: 400,
              error: `Quantity must be a whole number from 1 to ${MAX_PORTAL_QUANTITY}.`,
            });
          }
          const isNewPrice = price !== item.price.id;
          const isNewQuantity = quantity !== item.quantity;
          if (
            (isNewPrice && !update.default_allowed_updates.includes('price')) ||
            (isNewQuantity && !update.default_allowed_updates.includes('quantity'))
          ) {
            return sendPortal(context.res, session, {
              status: 400,
              error: `The ${isNewPrice ? 'plan' : 'quantity'} cannot be changed here.`,
            });
          }
          billing.updateSubscription(subscription, {
            items: [{ id: item.id, price, quantity }],
            prorationBehavior: update.proration_behavior,
            // A change during a trial ends it unless the configuration lets the trial continue.
            trialEndNow:
              subscription.status === 'trialing' &&
              (isNewPrice || isNewQuantity) &&
              update.trial_update_behavior === 'end_trial',
          });
        } else if (action === 'cancel' && features.subscription_cancel.mode === 'immediately') {
          billing.cancelNow(subscription);
        } else {
          billing.updateSubscription(subscription, { cancelAtPeriodEnd: action === 'cancel' });
        }
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        return sendPortal(context.res, session, { status: error.status, error: error.message });
      }
      const done = action === 'update' ? 'updated' : action === 'cancel' ? 'canceled' : 'renewed';
      context.res.writeHead(303, {
        location: `${baseUrl}/portal/${session.id}?done=${done}`,
        'cache-control': 'no-store',
        'content-length': 0,
      });
      context.res.end();
    };
  }

  function showInvoice(context: RouteContext) {
    const invoice = store.invoices.get(context.params.id ?? '');
    if (!invoice) return notFound(context.res, 'invoice');
    const lines = invoice.lines.data
      .map(
        (line) =>
          `<tr><th>${escapeHtml(line.description)}</th><td>${escapeHtml(formatAmount(line.amount))}</td></tr>`,
      )
      .join('\n');
    const body = `<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<p class="muted">Status: ${escapeHtml(invoice.status)}</p>
<table>
${lines}
<tr><th>Amount due</th><td><strong>${escapeHtml(formatAmount(invoice.amount_due))}</strong></td></tr>
</table>`;
    sendHtml(context.res, { status: 200, html: renderPage({ service: 'Stripe', title: 'Invoice', body }) });
  }

  return [
    { method: 'GET', pattern: '/checkout/:id', handle: showCheckout },
    { method: 'POST', pattern: '/checkout/:id', handle: submitCheckout },
    { method: 'GET', pattern: '/portal/:id', handle: showPortal },
    {
      method: 'POST',
      pattern: '/portal/:id/subscriptions/:subscriptionId/update',
      handle: portalAction('update'),
    },
    {
      method: 'POST',
      pattern: '/portal/:id/subscriptions/:subscriptionId/cancel',
      handle: portalAction('cancel'),
    },
    {
      method: 'POST',
      pattern: '/portal/:id/subscriptions/:subscriptionId/renew',
      handle: portalAction('renew'),
    },
    { method: 'GET', pattern: '/invoices/:id', handle: showInvoice },
  ];
}
