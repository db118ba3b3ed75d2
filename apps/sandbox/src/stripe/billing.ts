import { findPrice } from './prices.js';
import { invalidParam, missingParam, noSuchResource, StripeApiError } from './stripe-errors.js';
import { addMonths, newStripeId, unixNow } from './stripe-ids.js';
import {
  type Metadata,
  type StoredCheckoutSession,
  type StripeCustomer,
  type StripeInvoice,
  type StripeInvoiceLine,
  type StripePortalSession,
  type StripeStore,
  type StripeSubscription,
  type StripeSubscriptionItem,
  SUBSCRIPTION_CONSTANTS,
} from './stripe-store.js';
import type { StripeWebhookSender } from './stripe-webhooks.js';

export const MAX_QUANTITY = 10_000;
const DAY = 86_400;

export type CardOutcome = 'succeeded' | 'declined' | 'invalid';

/** Stripe's test cards: 4242… succeeds, 4000 0000 0000 0002 is declined, anything else is not a card. */
export function checkTestCard(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '4242424242424242') return 'succeeded';
  if (digits === '4000000000000002') return 'declined';
  return 'invalid';
}

export type CustomerInput = { email?: string | null; name?: string | null; metadata?: Metadata };

export type CheckoutInput = {
  lineItems: Array<{ price: string; quantity: number }>;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  trialPeriodDays: number | null;
  metadata: Metadata;
  subscriptionMetadata: Metadata;
  locale: string | null;
  allowPromotionCodes: boolean | null;
};

export type SubscriptionUpdate = {
  items?: Array<{ id?: string; price?: string; quantity?: number; deleted?: boolean }>;
  prorationBehavior?: 'create_prorations' | 'none' | 'always_invoice';
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string | null>;
  trialEndNow?: boolean;
};

export type CheckoutResult =
  | { ok: true; session: StoredCheckoutSession; redirectTo: string | null }
  | { ok: false; outcome: 'declined' | 'invalid'; message: string };

export type BillingOptions = { store: StripeStore; webhooks: StripeWebhookSender; baseUrl: string };

/** The sandbox Stripe's state changes: each one updates the store and emits the events Stripe would. */
export function createBilling({ store, webhooks, baseUrl }: BillingOptions) {
  function customerOrThrow(id: string, param = 'customer'): StripeCustomer {
    const customer = store.customers.get(id);
    if (!customer) throw noSuchResource('customer', id, param);
    return customer;
  }

  function priceOrThrow(id: string, param: string) {
    const price = findPrice(id);
    if (!price) throw noSuchResource('price', id, param);
    return price;
  }

  function createCustomer(input: CustomerInput): StripeCustomer {
    const customer: StripeCustomer = {
      id: newStripeId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: unixNow(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: input.email ?? null,
      invoice_prefix: newStripeId('x').slice(2, 10).toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: cleanMetadata(input.metadata ?? {}),
      name: input.name ?? null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    store.customers.set(customer.id, customer);
    store.save();
    return customer;
  }

  function updateCustomer(
    customer: StripeCustomer,
    input: { email?: string | null; name?: string | null; metadata?: Record<string, string | null> },
  ) {
    if (input.email !== undefined) customer.email = input.email;
    if (input.name !== undefined) customer.name = input.name;
    if (input.metadata) customer.metadata = mergeMetadata(customer.metadata, input.metadata);
    store.save();
    return customer;
  }

  function createCheckoutSession(input: CheckoutInput): StoredCheckoutSession {
    if (input.lineItems.length === 0) throw missingParam('line_items');
    if (input.customer && input.customerEmail) {
      throw new StripeApiError({
        status: 400,
        message: 'You may only specify one of these parameters: customer, customer_email.',
        param: 'customer_email',
      });
    }
    if (input.customer) customerOrThrow(input.customer);
    const seen = new Set<string>();
    const lineItems = input.lineItems.map((item, index) => {
      priceOrThrow(item.price, `line_items[${index}][price]`);
      if (seen.has(item.price)) {
        throw invalidParam(
          `line_items[${index}][price]`,
          'You cannot add the same recurring price twice to a subscription.',
        );
      }
      seen.add(item.price);
      return { id: newStripeId('li'), price: item.price, quantity: item.quantity };
    });
    const subtotal = lineItems.reduce(
      (sum, item) => sum + findPrice(item.price)!.unit_amount * item.quantity,
      0,
    );
    const amount = input.trialPeriodDays ? 0 : subtotal;
    const now = unixNow();
    const id = newStripeId('cs_test');
    const stored: StoredCheckoutSession = {
      session: {
        id,
        object: 'checkout.session',
        allow_promotion_codes: input.allowPromotionCodes,
        amount_subtotal: amount,
        amount_total: amount,
        billing_address_collection: null,
        cancel_url: input.cancelUrl,
        client_reference_id: input.clientReferenceId,
        created: now,
        currency: 'eur',
        customer: input.customer,
        customer_creation: input.customer ? null : 'always',
        customer_details: null,
        customer_email: input.customerEmail,
        expires_at: now + DAY,
        invoice: null,
        livemode: false,
        locale: input.locale,
        metadata: cleanMetadata(input.metadata),
        mode: 'subscription',
        payment_method_types: ['card'],
        payment_status: 'unpaid',
        status: 'open',
        subscription: null,
        success_url: input.successUrl,
        ui_mode: 'hosted_page',
        url: `${baseUrl}/checkout/${id}`,
      },
      lineItems,
      trialPeriodDays: input.trialPeriodDays,
      subscriptionMetadata: cleanMetadata(input.subscriptionMetadata),
    };
    store.checkoutSessions.set(id, stored);
    store.save();
    return stored;
  }

  /** Expires an open session whose time is up (Stripe does this by itself). */
  function refreshSession(stored: StoredCheckoutSession): StoredCheckoutSession {
    const { session } = stored;
    if (session.status === 'open' && unixNow() >= session.expires_at) expireSession(stored);
    return stored;
  }

  function expireSession(stored: StoredCheckoutSession): StoredCheckoutSession {
    if (stored.session.status !== 'open') {
      throw new StripeApiError({
        status: 400,
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${stored.session.status}".`,
      });
    }
    stored.session.status = 'expired';
    stored.session.url = null;
    store.save();
    webhooks.emit('checkout.session.expired', stored.session);
    return stored;
  }

  function completeCheckout(
    stored: StoredCheckoutSession,
    form: { cardNumber: string; email: string | null },
  ): CheckoutResult {
    const { session } = stored;
    const outcome = checkTestCard(form.cardNumber);
    if (outcome === 'invalid') return { ok: false, outcome, message: 'Your card number is invalid.' };
    if (outcome === 'declined') return { ok: false, outcome, message: 'Your card was declined.' };

    const customer = session.customer
      ? customerOrThrow(session.customer)
      : createCustomer({ email: session.customer_email ?? form.email });
    const paymentMethod = newStripeId('pm');
    customer.invoice_settings.default_payment_method = paymentMethod;
    customer.currency = 'eur';

    const now = unixNow();
    const trialEnd = stored.trialPeriodDays ? now + stored.trialPeriodDays * DAY : null;
    const periodEnd = trialEnd ?? addMonths(now);
    const subscriptionId = newStripeId('sub');
    const items: StripeSubscriptionItem[] = stored.lineItems.map((line) => ({
      id: newStripeId('si'),
      object: 'subscription_item',
      created: now,
      current_period_start: now,
      current_period_end: periodEnd,
      billing_thresholds: null,
      discounts: [],
      metadata: {},
      price: findPrice(line.price)!,
      quantity: line.quantity,
      subscription: subscriptionId,
      tax_rates: [],
    }));
    const subscription: StripeSubscription = {
      ...structuredClone(SUBSCRIPTION_CONSTANTS),
      id: subscriptionId,
      object: 'subscription',
      billing_cycle_anchor: periodEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: 'eur',
      customer: customer.id,
      days_until_due: null,
      default_payment_method: paymentMethod,
      description: null,
      discounts: [],
      ended_at: null,
      items: {
        object: 'list',
        data: items,
        has_more: false,
        total_count: items.length,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: stored.subscriptionMetadata,
      pause_collection: null,
      start_date: now,
      status: trialEnd ? 'trialing' : 'active',
      test_clock: null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: trialEnd ? now : null,
    };
    if (!trialEnd) subscription.billing_cycle_anchor = now;
    store.subscriptions.set(subscription.id, subscription);
    const invoice = createInvoice({
      subscription,
      reason: 'subscription_create',
      lines: items.map((item) => ({ item, amount: trialEnd ? 0 : itemAmount(item), proration: false })),
      periodStart: now,
      periodEnd: now,
      isPaid: true,
    });
    subscription.latest_invoice = invoice.id;

    session.status = 'complete';
    session.payment_status = trialEnd ? 'no_payment_required' : 'paid';
    session.customer = customer.id;
    session.customer_details = {
      email: customer.email,
      name: customer.name,
      phone: null,
      address: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.url = null;
    store.save();

    webhooks.emit('customer.subscription.created', subscription);
    webhooks.emit('invoice.paid', invoice);
    webhooks.emit('checkout.session.completed', session);
    const redirectTo = session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
    return { ok: true, session: stored, redirectTo };
  }

  type InvoiceLineInput = {
    item: StripeSubscriptionItem;
    amount: number;
    proration: boolean;
    description?: string;
  };

  function createInvoice(options: {
    subscription: StripeSubscription;
    reason: StripeInvoice['billing_reason'];
    lines: InvoiceLineInput[];
    periodStart: number;
    periodEnd: number;
    isPaid: boolean;
  }): StripeInvoice {
    const { subscription } = options;
    const customer = store.customers.get(subscription.customer);
    const now = unixNow();
    const id = newStripeId('in');
    const total = options.lines.reduce((sum, line) => sum + line.amount, 0);
    const due = Math.max(0, total);
    const lines: StripeInvoiceLine[] = options.lines.map(({ item, amount, proration, description }) => ({
      id: newStripeId('il'),
      object: 'line_item',
      amount,
      currency: 'eur',
      description:
        description ??
        `${item.quantity} × ${item.price.nickname} (at ${(item.price.unit_amount / 100).toFixed(2)} € / month)`,
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: item.price.unit_amount_decimal,
      },
      quantity: item.quantity,
    }));
    const number = `${customer?.invoice_prefix ?? 'SANDBOX'}-${String(store.nextInvoiceNumber()).padStart(4, '0')}`;
    const invoice: StripeInvoice = {
      id,
      object: 'invoice',
      account_country: 'DE',
      account_name: 'Ting (sandbox)',
      amount_due: due,
      amount_overpaid: 0,
      amount_paid: options.isPaid ? due : 0,
      amount_remaining: options.isPaid ? 0 : due,
      attempt_count: due > 0 ? 1 : 0,
      attempted: true,
      billing_reason: options.reason,
      collection_method: 'charge_automatically',
      created: now,
      currency: 'eur',
      customer: subscription.customer,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      description: null,
      hosted_invoice_url: `${baseUrl}/invoices/${id}`,
      invoice_pdf: null,
      lines: {
        object: 'list',
        data: lines,
        has_more: false,
        total_count: lines.length,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: options.isPaid ? null : now + 3 * DAY,
      number,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      },
      period_end: options.periodEnd,
      period_start: options.periodStart,
      status: options.isPaid ? 'paid' : 'open',
      status_transitions: {
        finalized_at: now,
        marked_uncollectible_at: null,
        paid_at: options.isPaid ? now : null,
        voided_at: null,
      },
      subtotal: total,
      total,
    };
    store.invoices.set(id, invoice);
    store.save();
    return invoice;
  }

  function assertNotCanceled(subscription: StripeSubscription): void {
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw new StripeApiError({
        status: 400,
        message: `A canceled subscription can only update its cancellation_details and metadata. (${subscription.id})`,
      });
    }
  }

  function updateSubscription(
    subscription: StripeSubscription,
    update: SubscriptionUpdate,
  ): StripeSubscription {
    const hasBillingChange =
      update.items !== undefined || update.cancelAtPeriodEnd !== undefined || update.trialEndNow;
    if (hasBillingChange) assertNotCanceled(subscription);
    const before = structuredClone(subscription);
    const now = unixNow();
    const items = subscription.items.data;

    let invoice: StripeInvoice | undefined;
    if (update.items) {
      const oldLines = items.map((item) => ({ ...item }));
      const next = items.map((item) => ({ ...item }));
      for (const [index, change] of update.items.entries()) {
        const param = `items[${index}]`;
        if (change.id) {
          const position = next.findIndex((item) => item.id === change.id);
          if (position < 0) throw noSuchResource('subscription_item', change.id, `${param}[id]`);
          if (change.deleted) {
            next.splice(position, 1);
            continue;
          }
          const item = next[position]!;
          if (change.price) item.price = priceOrThrow(change.price, `${param}[price]`);
          if (change.quantity !== undefined) item.quantity = change.quantity;
        } else {
          if (!change.price) throw missingParam(`${param}[price]`);
          const periodStart = items[0]?.current_period_start ?? now;
          const periodEnd = items[0]?.current_period_end ?? addMonths(now);
          next.push({
            id: newStripeId('si'),
            object: 'subscription_item',
            created: now,
            current_period_start: periodStart,
            current_period_end: periodEnd,
            billing_thresholds: null,
            discounts: [],
            metadata: {},
            price: priceOrThrow(change.price, `${param}[price]`),
            quantity: change.quantity ?? 1,
            subscription: subscription.id,
            tax_rates: [],
          });
        }
      }
      if (next.length === 0) {
        throw new StripeApiError({
          status: 400,
          param: 'items',
          message: 'A subscription must have at least one active plan.',
        });
      }
      const prices = next.map((item) => item.price.id);
      if (new Set(prices).size !== prices.length) {
        throw invalidParam('items', 'Cannot add multiple subscription items with the same price.');
      }
      subscription.items.data = next;
      subscription.items.total_count = next.length;

      const behavior = update.prorationBehavior ?? 'create_prorations';
      if (behavior === 'always_invoice' && subscription.status !== 'trialing') {
        invoice = invoiceProration({ subscription, oldLines, now });
      }
    }

    if (update.cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = update.cancelAtPeriodEnd;
      if (update.cancelAtPeriodEnd) {
        subscription.cancel_at = periodEndOf(subscription);
        subscription.canceled_at = now;
        subscription.cancellation_details = {
          comment: null,
          feedback: null,
          reason: 'cancellation_requested',
        };
      } else {
        subscription.cancel_at = null;
        subscription.canceled_at = null;
        subscription.cancellation_details = { comment: null, feedback: null, reason: null };
      }
    }
    if (update.metadata) subscription.metadata = mergeMetadata(subscription.metadata, update.metadata);
    if (update.trialEndNow && subscription.status === 'trialing') {
      // Ended by a change (`trial_end=now`, or a portal change with `end_trial`): the first period of
      // what the subscription now holds is invoiced and paid at once.
      invoice = endTrial(subscription, { now, reason: 'subscription_update' });
    }
    store.save();
    emitUpdated(before, subscription);
    if (invoice)
      webhooks.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return subscription;
  }

  /** `always_invoice`: the difference for the rest of the period, invoiced and paid at once. */
  function invoiceProration(options: {
    subscription: StripeSubscription;
    oldLines: StripeSubscriptionItem[];
    now: number;
  }): StripeInvoice | undefined {
    const { subscription, oldLines, now } = options;
    const start = subscription.items.data[0]?.current_period_start ?? now;
    const end = subscription.items.data[0]?.current_period_end ?? now;
    const fraction = end > start ? Math.max(0, Math.min(1, (end - now) / (end - start))) : 0;
    const lines: InvoiceLineInput[] = [];
    for (const old of oldLines) {
      lines.push({
        item: old,
        amount: -Math.round(itemAmount(old) * fraction),
        proration: true,
        description: `Unused time on ${old.quantity} × ${old.price.nickname}`,
      });
    }
    for (const item of subscription.items.data) {
      lines.push({
        item,
        amount: Math.round(itemAmount(item) * fraction),
        proration: true,
        description: `Remaining time on ${item.quantity} × ${item.price.nickname}`,
      });
    }
    if (lines.every((line) => line.amount === 0)) return undefined;
    const invoice = createInvoice({
      subscription,
      reason: 'subscription_update',
      lines,
      periodStart: now,
      periodEnd: now,
      isPaid: true,
    });
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function endTrial(
    subscription: StripeSubscription,
    { now, reason }: { now: number; reason: StripeInvoice['billing_reason'] },
  ): StripeInvoice {
    const periodEnd = addMonths(now);
    for (const item of subscription.items.data) {
      item.current_period_start = now;
      item.current_period_end = periodEnd;
    }
    subscription.trial_end = now;
    subscription.billing_cycle_anchor = now;
    subscription.status = 'active';
    const invoice = createInvoice({
      subscription,
      reason,
      lines: subscription.items.data.map((item) => ({ item, amount: itemAmount(item), proration: false })),
      periodStart: now,
      periodEnd: now,
      isPaid: true,
    });
    subscription.latest_invoice = invoice.id;
    if (subscription.cancel_at_period_end) subscription.cancel_at = periodEnd;
    return invoice;
  }

  function cancelNow(subscription: StripeSubscription): StripeSubscription {
    if (subscription.status === 'canceled') {
      throw new StripeApiError({
        status: 400,
        message: `This subscription has already been canceled (${subscription.id}).`,
      });
    }
    const now = unixNow();
    subscription.status = 'canceled';
    subscription.ended_at = now;
    subscription.canceled_at ??= now;
    if (!subscription.cancellation_details.reason) {
      subscription.cancellation_details = { comment: null, feedback: null, reason: 'cancellation_requested' };
    }
    store.save();
    webhooks.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /** Sandbox control: the renewal's payment fails — `invoice.payment_failed`, then `past_due`. */
  function failPayment(subscription: StripeSubscription): StripeInvoice {
    assertNotCanceled(subscription);
    const before = structuredClone(subscription);
    const now = unixNow();
    if (subscription.status !== 'past_due') moveToNextPeriod(subscription, now);
    const invoice = createInvoice({
      subscription,
      reason: 'subscription_cycle',
      lines: subscription.items.data.map((item) => ({ item, amount: itemAmount(item), proration: false })),
      periodStart: before.items.data[0]?.current_period_start ?? now,
      periodEnd: before.items.data[0]?.current_period_end ?? now,
      isPaid: false,
    });
    subscription.latest_invoice = invoice.id;
    subscription.status = 'past_due';
    if (subscription.trial_end && subscription.trial_end > now) subscription.trial_end = now;
    store.save();
    webhooks.emit('invoice.payment_failed', invoice);
    emitUpdated(before, subscription);
    return invoice;
  }

  /**
   * Sandbox control: time moves to the end of the current period. A trial sends
   * `trial_will_end` and ends (first paid invoice); a subscription set to cancel ends
   * (`deleted`); a past-due one has its open invoice paid; otherwise the next period starts
   * with a paid renewal invoice.
   */
  function advance(subscription: StripeSubscription): StripeSubscription {
    assertNotCanceled(subscription);
    const now = unixNow();
    if (subscription.cancel_at_period_end && subscription.status !== 'trialing')
      return cancelNow(subscription);
    const before = structuredClone(subscription);
    let invoice: StripeInvoice | undefined;
    if (subscription.status === 'trialing') {
      webhooks.emit('customer.subscription.trial_will_end', subscription);
      if (subscription.cancel_at_period_end) return cancelNow(subscription);
      invoice = endTrial(subscription, { now, reason: 'subscription_cycle' });
    } else if (subscription.status === 'past_due' || subscription.status === 'unpaid') {
      const open = subscription.latest_invoice ? store.invoices.get(subscription.latest_invoice) : undefined;
      if (open && open.status === 'open') {
        open.status = 'paid';
        open.amount_paid = open.amount_due;
        open.amount_remaining = 0;
        open.attempt_count += 1;
        open.next_payment_attempt = null;
        open.status_transitions.paid_at = now;
        invoice = open;
      }
      subscription.status = 'active';
    } else {
      const previousEnd = periodEndOf(subscription);
      moveToNextPeriod(subscription, now);
      invoice = createInvoice({
        subscription,
        reason: 'subscription_cycle',
        lines: subscription.items.data.map((item) => ({ item, amount: itemAmount(item), proration: false })),
        periodStart: before.items.data[0]?.current_period_start ?? now,
        periodEnd: previousEnd,
        isPaid: true,
      });
      subscription.latest_invoice = invoice.id;
    }
    store.save();
    if (invoice) webhooks.emit('invoice.paid', invoice);
    emitUpdated(before, subscription);
    return subscription;
  }

  function moveToNextPeriod(subscription: StripeSubscription, now: number): void {
    const start = subscription.status === 'trialing' ? now : periodEndOf(subscription);
    const end = addMonths(start);
    for (const item of subscription.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
    if (subscription.status === 'trialing') {
      subscription.trial_end = now;
      subscription.billing_cycle_anchor = now;
    }
  }

  function createPortalSession(input: {
    configuration: string;
    customer: string;
    returnUrl: string | null;
    flow: Record<string, unknown> | null;
    locale: string | null;
  }): StripePortalSession {
    customerOrThrow(input.customer);
    const id = newStripeId('bps');
    const session: StripePortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: input.configuration,
      created: unixNow(),
      customer: input.customer,
      flow: input.flow,
      livemode: false,
      locale: input.locale,
      on_behalf_of: null,
      return_url: input.returnUrl,
      url: `${baseUrl}/portal/${id}`,
    };
    store.portalSessions.set(id, session);
    store.save();
    return session;
  }

  function emitUpdated(before: StripeSubscription, after: StripeSubscription): void {
    const previous = previousAttributes(before, after);
    if (Object.keys(previous).length === 0) return;
    webhooks.emit('customer.subscription.updated', after, previous);
  }

  return {
    createCustomer,
    updateCustomer,
    createCheckoutSession,
    refreshSession,
    expireSession,
    completeCheckout,
    updateSubscription,
    cancelNow,
    failPayment,
    advance,
    createPortalSession,
  };
}

export type Billing = ReturnType<typeof createBilling>;

export function itemAmount(item: StripeSubscriptionItem): number {
  return item.price.unit_amount * item.quantity;
}

export function periodEndOf(subscription: StripeSubscription): number {
  return subscription.items.data[0]?.current_period_end ?? subscription.billing_cycle_anchor;
}

/** Stripe's `previous_attributes`: the earlier value of every top-level field that changed. */
function previousAttributes(before: StripeSubscription, after: StripeSubscription): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify((after as Record<string, unknown>)[key]))
      previous[key] = value;
  }
  return previous;
}

function cleanMetadata(metadata: Metadata): Metadata {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== ''));
}

/** Stripe's metadata update: keys merge, an empty value removes the key. */
function mergeMetadata(current: Metadata, update: Record<string, string | null>): Metadata {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null || value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
