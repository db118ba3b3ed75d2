import Stripe from 'stripe';
import { ProviderError, providerErrorKindOfStatus } from '../../provider-errors';
import type {
  BillingEvent,
  BillingProvider,
  SubscriptionSnapshot,
  SubscriptionStatus,
} from '../billing-provider';
import { createStripeClient } from './path-prefix-http-client';

/** Names the portal's rules in its configuration's metadata; a change of rules makes a new configuration. */
const PORTAL_VERSION = 'v2-invoice-now-end-trial';

/** Stripe's default: a signature older than this is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Any SDK failure in our words, with the kind the queue and routes act on. */
function toProviderError(error: unknown, action: string): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    const kind =
      error instanceof Stripe.errors.StripeConnectionError
        ? 'unavailable'
        : providerErrorKindOfStatus(error.statusCode ?? 500);
    return new ProviderError({
      provider: 'stripe',
      kind,
      status: error.statusCode ?? null,
      retryAfterMs: null,
      message: `Stripe could not ${action}: ${error.message.slice(0, 300)}`,
      cause: error,
    });
  }
  return new ProviderError({
    provider: 'stripe',
    kind: 'unavailable',
    message: `Stripe could not ${action}.`,
    cause: error,
  });
}

function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status as SubscriptionStatus,
    priceId: item?.price.id ?? null,
    itemId: item?.id ?? null,
    quantity: item?.quantity ?? 1,
    trialEndsAt: toDate(subscription.trial_end),
    // Since API 2025-03-31 the period belongs to the items.
    currentPeriodEnd: toDate(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    organizationId: subscription.metadata.organization_id ?? null,
    payerUserId: subscription.metadata.payer_user_id ?? null,
  };
}

/** The subscription an event concerns, in the shapes of the SDK's API version. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (object.object) {
    case 'subscription':
      return String(object.id);
    case 'checkout.session':
      return idOf(object.subscription as string | { id: string } | null);
    case 'invoice': {
      const invoice = object as unknown as Stripe.Invoice;
      return idOf(invoice.parent?.subscription_details?.subscription);
    }
    default:
      return null;
  }
}

export function createStripeBillingProvider(options: {
  secretKey: string;
  apiUrl: string;
  webhookSecret: string;
}): BillingProvider {
  const stripe = createStripeClient(options);
  /** Portal configurations by the prices offered, made once per process (Stripe keeps them for good). */
  const configurations = new Map<string, Promise<string>>();

  /**
   * The portal Ting sends customers to: Ting's prices only; every plan or seat change invoiced and
   * paid at once (`always_invoice`: never a change deferred to a renewal that may not come, e.g. after
   * cancelling at period end); and a change during a trial ends the trial (`end_trial`: the new plan
   * is paid for from that moment, never trialled at another plan's price or seats).
   */
  async function portalConfiguration(prices: string[]): Promise<string> {
    const key = `${PORTAL_VERSION}:${prices.join(',')}`;
    let pending = configurations.get(key);
    if (!pending) {
      pending = (async () => {
        const products = await Promise.all(
          prices.map(async (price) => {
            const found = await stripe.prices.retrieve(price);
            return { product: idOf(found.product) ?? '', prices: [price] };
          }),
        );
        const created = await stripe.billingPortal.configurations.create({
          business_profile: { headline: 'Ting — manage your plan' },
          features: {
            invoice_history: { enabled: true },
            payment_method_update: { enabled: true },
            subscription_cancel: { enabled: true, mode: 'at_period_end' },
            subscription_update: {
              enabled: true,
              default_allowed_updates: ['price', 'quantity'],
              products,
              proration_behavior: 'always_invoice',
              trial_update_behavior: 'end_trial',
            },
          },
          metadata: { ting_key: key },
        });
        return created.id;
      })();
      configurations.set(key, pending);
      // A failed attempt is not remembered: the next request tries again.
      pending.catch(() => configurations.delete(key));
    }
    return pending;
  }

  return {
    async createCustomer({ organizationId, name, email }) {
      try {
        const customer = await stripe.customers.create(
          { name, email, metadata: { organization_id: organizationId } },
          { idempotencyKey: `ting-customer-${organizationId}` },
        );
        return customer.id;
      } catch (error) {
        throw toProviderError(error, 'create the customer');
      }
    },

    async createCheckoutSession(input) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.organizationId,
          line_items: [{ price: input.priceId, quantity: input.quantity }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { organization_id: input.organizationId, user_id: input.userId },
          subscription_data: {
            metadata: { organization_id: input.organizationId, payer_user_id: input.userId },
            ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
          },
        });
        if (!session.url) throw new Error('Checkout Session without a url');
        return session.url;
      } catch (error) {
        throw toProviderError(error, 'start the checkout');
      }
    },

    async createPortalSession(input) {
      try {
        const configuration = await portalConfiguration(input.prices);
        const session = await stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
          configuration,
          ...(input.upgrade
            ? {
                flow_data: {
                  type: 'subscription_update',
                  subscription_update: { subscription: input.upgrade.subscriptionId },
                },
              }
            : {}),
        });
        return session.url;
      } catch (error) {
        throw toProviderError(error, 'open the billing portal');
      }
    },

    async getSubscription(id) {
      try {
        return snapshotOf(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        throw toProviderError(error, `read subscription ${id}`);
      }
    },

    verifyWebhook({ body, signature }): BillingEvent | null {
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          body,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        return null;
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      const checkout =
        event.type === 'checkout.session.completed'
          ? {
              organizationId:
                typeof object.client_reference_id === 'string' ? object.client_reference_id : null,
              payerUserId:
                typeof (object.metadata as Record<string, unknown> | null)?.user_id === 'string'
                  ? String((object.metadata as Record<string, string>).user_id)
                  : null,
            }
          : null;
      return { id: event.id, type: event.type, subscriptionId: subscriptionIdOf(event), checkout };
    },
  };
}
