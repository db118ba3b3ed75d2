import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formActionFor, type Harness, labelFor, startHarness } from '../../test/harness.js';
import { sandboxStripe } from '../../test/stripe-client.js';
import { type StripeWebhookReceiver, startStripeWebhookReceiver } from '../../test/stripe-webhooks.js';
import { SANDBOX_STRIPE_PRICES } from './prices.js';
import { signStripeWebhook } from './stripe-signature.js';

const APP = 'http://localhost:3999';

describe('sandbox Stripe through the stripe SDK', () => {
  let receiver: StripeWebhookReceiver;
  let harness: Harness;
  let stripe: Stripe;
  let stripeUrl: string;

  beforeAll(async () => {
    receiver = await startStripeWebhookReceiver();
    harness = await startHarness({
      withHubspot: false,
      stripe: { webhookUrl: receiver.url, webhookSecret: receiver.secret },
    });
    stripeUrl = harness.sandbox.stripeUrl!;
    stripe = sandboxStripe(stripeUrl);
  });

  afterAll(async () => {
    await harness.dispose();
    await receiver.close();
  });

  async function createSession(options: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
    return stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: SANDBOX_STRIPE_PRICES.business, quantity: 3 }],
      customer_email: 'payer@example.com',
      client_reference_id: 'org_123',
      success_url: `${APP}/settings/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP}/settings/billing?checkout=cancel`,
      metadata: { organization_id: 'org_123' },
      ...options,
    });
  }

  /** Opens the hosted page and submits its form as a browser would. */
  async function pay(session: Stripe.Checkout.Session, cardNumber: string) {
    const page = await fetch(session.url!);
    const html = await page.text();
    const response = await fetch(new URL(formActionFor(html, 'Subscribe'), session.url!), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: cardNumber }).toString(),
      redirect: 'manual',
    });
    return { page: html, response };
  }

  function eventsOf(type: string, objectId: string) {
    return receiver.received.filter(
      (delivery) => delivery.event.type === type && delivery.event.data.object.id === objectId,
    );
  }

  it('serves the seeded prices', async () => {
    const business = await stripe.prices.retrieve(SANDBOX_STRIPE_PRICES.business);
    expect(business).toMatchObject({ unit_amount: 2900, currency: 'eur', recurring: { interval: 'month' } });
    const prices = await stripe.prices.list({ active: true });
    expect(prices.data.map((price) => price.id).sort()).toEqual(
      [SANDBOX_STRIPE_PRICES.business, SANDBOX_STRIPE_PRICES.pro].sort(),
    );
    expect((await stripe.prices.retrieve(SANDBOX_STRIPE_PRICES.pro)).unit_amount).toBe(1900);
  });

  it('completes a checkout through the hosted page with the good card', async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      mode: 'subscription',
      amount_total: 8700,
    });
    expect(session.url).toMatch(new RegExp(`^${stripeUrl}/checkout/cs_test_`));

    const { page, response } = await pay(session, '4242 4242 4242 4242');
    expect(labelFor(page, 'card_number')).toBe('Card number');
    expect(page).toContain('€87.00');
    expect(page).toMatch(/Qty <span data-testid="quantity">3<\/span>/);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${APP}/settings/billing?checkout=success&session_id=${session.id}`,
    );

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'org_123',
    });
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.status).toBe('active');
    expect(subscription.customer).toBe(done.customer);
    const item = subscription.items.data[0]!;
    expect(item).toMatchObject({ quantity: 3, price: { id: SANDBOX_STRIPE_PRICES.business } });
    // API 2025-03-31+: the period lives on the items.
    expect(item.current_period_end).toBeGreaterThan(Date.now() / 1000 + 27 * 86_400);
    expect(subscription).not.toHaveProperty('current_period_end');

    const customer = (await stripe.customers.retrieve(done.customer as string)) as Stripe.Customer;
    expect(customer.email).toBe('payer@example.com');
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({
      status: 'paid',
      amount_paid: 8700,
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const listed = await stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((entry) => entry.id)).toEqual([subscription.id]);

    await receiver.waitFor(() => eventsOf('checkout.session.completed', session.id).length > 0);
    expect(eventsOf('customer.subscription.created', subscription.id)).toHaveLength(1);
    for (const delivery of receiver.received) {
      const event = stripe.webhooks.constructEvent(
        delivery.body,
        delivery.headers['stripe-signature'] as string,
        receiver.secret,
      );
      expect(event).toMatchObject({ object: 'event', livemode: false });
      expect(event.id).toMatch(/^evt_/);
    }
  });

  it('shows a visible error for the declined card and an invalid number, and creates no subscription', async () => {
    const session = await createSession({ customer_email: 'declined@example.com' });
    const declined = await pay(session, '4000000000000002');
    expect(declined.response.status).toBe(402);
    expect(await declined.response.text()).toMatch(
      /<div class="error" role="alert">Your card was declined\.<\/div>/,
    );

    const invalid = await pay(session, '1234 5678 9012 3456');
    expect(invalid.response.status).toBe(400);
    expect(await invalid.response.text()).toContain('Your card number is invalid.');

    const after = await stripe.checkout.sessions.retrieve(session.id);
    expect(after).toMatchObject({ status: 'open', subscription: null, customer: null });
    const customers = await stripe.customers.list({ email: 'declined@example.com' });
    expect(customers.data).toEqual([]);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain(`href="${APP}/settings/billing?checkout=cancel"`);
    expect(page).toMatch(/>Cancel<\/a>/);
  });

  it('starts a trial when asked, for an existing customer', async () => {
    const customer = await stripe.customers.create({
      email: 'trial@example.com',
      metadata: { organization_id: 'org_t' },
    });
    const session = await createSession({
      customer: customer.id,
      customer_email: undefined,
      line_items: [{ price: SANDBOX_STRIPE_PRICES.pro, quantity: 1 }],
      subscription_data: { trial_period_days: 14 },
    });
    expect(session.amount_total).toBe(0);
    const { response } = await pay(session, '4242424242424242');
    expect(response.status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done.customer).toBe(customer.id);
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string);
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end).toBe(subscription.items.data[0]!.current_period_end);
    expect(subscription.trial_end! - subscription.trial_start!).toBe(14 * 86_400);

    // Time moves to the trial's end: trial_will_end, then the first paid invoice.
    const advanced = await fetch(`${stripeUrl}/_sandbox/subscriptions/${subscription.id}/advance`, {
      method: 'POST',
    });
    expect(advanced.status).toBe(200);
    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.latest_invoice).toMatchObject({
      status: 'paid',
      amount_paid: 1900,
      billing_reason: 'subscription_cycle',
    });
    await receiver.waitFor(
      () =>
        eventsOf('customer.subscription.trial_will_end', subscription.id).length > 0 &&
        eventsOf('customer.subscription.updated', subscription.id).length > 0,
    );
    const updated = eventsOf('customer.subscription.updated', subscription.id)[0]!;
    expect(JSON.parse(updated.body).data.previous_attributes.status).toBe('trialing');
  });

  async function subscribed(quantity = 2) {
    const session = await createSession({
      line_items: [{ price: SANDBOX_STRIPE_PRICES.business, quantity }],
    });
    await pay(session, '4242424242424242');
    const done = await stripe.checkout.sessions.retrieve(session.id);
    return stripe.subscriptions.retrieve(done.subscription as string);
  }

  it('changes quantity and plan, and cancels at period end, through the portal page', async () => {
    const subscription = await subscribed(2);
    const portal = await stripe.billingPortal.sessions.create({
      customer: subscription.customer as string,
      return_url: `${APP}/settings/billing`,
    });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: subscription.customer });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain(`href="${APP}/settings/billing"`);

    const submit = async (action: string, fields: Record<string, string> = {}) => {
      const html = await (await fetch(portal.url)).text();
      const response = await fetch(new URL(formActionFor(html, action), portal.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      return response;
    };

    const quantity = await submit('Update subscription', {
      price: SANDBOX_STRIPE_PRICES.business,
      quantity: '5',
    });
    expect(quantity.status).toBe(303);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]).toMatchObject({
      quantity: 5,
    });
    expect(await (await fetch(quantity.headers.get('location')!)).text()).toContain(
      'Your subscription has been updated.',
    );

    const tooMany = await submit('Update subscription', {
      price: SANDBOX_STRIPE_PRICES.business,
      quantity: '101',
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain('Quantity must be a whole number from 1 to 100.');

    await submit('Update subscription', { price: SANDBOX_STRIPE_PRICES.pro, quantity: '1' });
    const downgraded = await stripe.subscriptions.retrieve(subscription.id);
    expect(downgraded.items.data[0]).toMatchObject({ quantity: 1, price: { id: SANDBOX_STRIPE_PRICES.pro } });
    expect(downgraded.items.data[0]!.id).toBe(subscription.items.data[0]!.id);

    await submit('Cancel subscription');
    const canceling = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceling).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(canceling.cancel_at).toBe(canceling.items.data[0]!.current_period_end);

    await receiver.waitFor(() => eventsOf('customer.subscription.updated', subscription.id).length >= 3);
    const changes = eventsOf('customer.subscription.updated', subscription.id).map(
      (delivery) => JSON.parse(delivery.body).data.previous_attributes as Record<string, unknown>,
    );
    expect(changes[0]).toHaveProperty('items');
    expect(changes[2]).toMatchObject({ cancel_at_period_end: false });
  });

  it('honours a portal configuration: an upgrade invoiced at once (always_invoice), cancel immediately', async () => {
    const session = await createSession({ line_items: [{ price: SANDBOX_STRIPE_PRICES.pro, quantity: 1 }] });
    await pay(session, '4242424242424242');
    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(expanded.line_items?.data[0]).toMatchObject({
      quantity: 1,
      price: { id: SANDBOX_STRIPE_PRICES.pro },
    });
    const subscriptionId = expanded.subscription as string;
    const configuration = await stripe.billingPortal.configurations.create({
      features: {
        subscription_update: {
          enabled: true,
          default_allowed_updates: ['price', 'quantity'],
          proration_behavior: 'always_invoice',
          products: [
            { product: 'prod_sandbox_pro', prices: [SANDBOX_STRIPE_PRICES.pro] },
            { product: 'prod_sandbox_business', prices: [SANDBOX_STRIPE_PRICES.business] },
          ],
        },
        subscription_cancel: { enabled: true, mode: 'immediately' },
      },
    });
    expect(configuration.features.subscription_update.proration_behavior).toBe('always_invoice');
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const portal = await stripe.billingPortal.sessions.create({
      customer: subscription.customer as string,
      configuration: configuration.id,
      return_url: `${APP}/settings/billing`,
    });
    expect(portal.configuration).toBe(configuration.id);
    const html = await (await fetch(portal.url)).text();
    const post = (action: string, fields: Record<string, string>) =>
      fetch(new URL(formActionFor(html, action), portal.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    expect(
      (await post('Update subscription', { price: SANDBOX_STRIPE_PRICES.business, quantity: '3' })).status,
    ).toBe(303);
    const upgraded = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(upgraded.items.data[0]).toMatchObject({
      quantity: 3,
      price: { id: SANDBOX_STRIPE_PRICES.business },
    });
    const invoice = upgraded.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(invoice.amount_paid).toBeGreaterThan(8700 - 1900 - 100);
    await receiver.waitFor(() => eventsOf('invoice.paid', invoice.id).length === 1);

    expect((await post('Cancel subscription', {})).status).toBe(303);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    await receiver.waitFor(() => eventsOf('customer.subscription.deleted', subscriptionId).length === 1);
  });

  it('ends a trial changed in the portal (end_trial) and invoices the new plan at once; continue_trial keeps it', async () => {
    const trialing = async () => {
      const session = await createSession({
        line_items: [{ price: SANDBOX_STRIPE_PRICES.pro, quantity: 1 }],
        subscription_data: { trial_period_days: 14 },
      });
      await pay(session, '4242424242424242');
      const done = await stripe.checkout.sessions.retrieve(session.id);
      return stripe.subscriptions.retrieve(done.subscription as string);
    };
    const portalFor = async (subscription: Stripe.Subscription, trial: 'end_trial' | 'continue_trial') => {
      const configuration = await stripe.billingPortal.configurations.create({
        features: {
          subscription_update: {
            enabled: true,
            default_allowed_updates: ['price', 'quantity'],
            proration_behavior: 'always_invoice',
            trial_update_behavior: trial,
            products: [
              { product: 'prod_sandbox_pro', prices: [SANDBOX_STRIPE_PRICES.pro] },
              { product: 'prod_sandbox_business', prices: [SANDBOX_STRIPE_PRICES.business] },
            ],
          },
        },
      });
      expect(configuration.features.subscription_update.trial_update_behavior).toBe(trial);
      const portal = await stripe.billingPortal.sessions.create({
        customer: subscription.customer as string,
        configuration: configuration.id,
      });
      const html = await (await fetch(portal.url)).text();
      return (fields: Record<string, string>) =>
        fetch(new URL(formActionFor(html, 'Update subscription'), portal.url), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        });
    };

    const ended = await trialing();
    const update = await portalFor(ended, 'end_trial');
    expect((await update({ price: SANDBOX_STRIPE_PRICES.business, quantity: '100' })).status).toBe(303);
    const paid = await stripe.subscriptions.retrieve(ended.id, { expand: ['latest_invoice'] });
    expect(paid.status).toBe('active');
    expect(paid.trial_end).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(paid.items.data[0]).toMatchObject({
      quantity: 100,
      price: { id: SANDBOX_STRIPE_PRICES.business },
    });
    expect(paid.latest_invoice).toMatchObject({
      status: 'paid',
      amount_paid: 100 * 2900,
      billing_reason: 'subscription_update',
    });
    await receiver.waitFor(
      () => eventsOf('invoice.paid', (paid.latest_invoice as Stripe.Invoice).id).length === 1,
    );

    const continued = await trialing();
    const change = await portalFor(continued, 'continue_trial');
    expect((await change({ price: SANDBOX_STRIPE_PRICES.business, quantity: '100' })).status).toBe(303);
    const stillTrialing = await stripe.subscriptions.retrieve(continued.id);
    expect(stillTrialing.status).toBe('trialing');
    expect(stillTrialing.items.data[0]).toMatchObject({ quantity: 100 });
  });

  it('offers in the portal only the prices its configuration lists', async () => {
    const subscription = await subscribed(1);
    const configuration = await stripe.billingPortal.configurations.create({
      features: {
        subscription_update: {
          enabled: true,
          default_allowed_updates: ['quantity'],
          proration_behavior: 'always_invoice',
          products: [{ product: 'prod_sandbox_business', prices: [SANDBOX_STRIPE_PRICES.business] }],
        },
      },
    });
    const portal = await stripe.billingPortal.sessions.create({
      customer: subscription.customer as string,
      configuration: configuration.id,
    });
    const html = await (await fetch(portal.url)).text();
    expect(html).not.toContain(`value="${SANDBOX_STRIPE_PRICES.pro}"`);
    const post = (fields: Record<string, string>) =>
      fetch(new URL(formActionFor(html, 'Update subscription'), portal.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const otherPlan = await post({ price: SANDBOX_STRIPE_PRICES.pro, quantity: '1' });
    expect(otherPlan.status).toBe(400);
    expect(await otherPlan.text()).toContain('Choose a plan.');
    // A seat increase under always_invoice is invoiced and paid at once.
    expect((await post({ price: SANDBOX_STRIPE_PRICES.business, quantity: '4' })).status).toBe(303);
    const more = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(more.items.data[0]?.quantity).toBe(4);
    expect(more.latest_invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect((more.latest_invoice as Stripe.Invoice).amount_paid).toBeGreaterThan(3 * 2900 - 100);
  });

  it('updates, cancels at period end and cancels now through the API', async () => {
    const subscription = await subscribed(2);
    const itemId = subscription.items.data[0]!.id;
    const upgraded = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, quantity: 4 }],
      proration_behavior: 'always_invoice',
    });
    expect(upgraded.items.data[0]!.quantity).toBe(4);
    const proration = await stripe.invoices.retrieve(upgraded.latest_invoice as string);
    expect(proration).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(proration.amount_paid).toBeGreaterThan(5700);
    expect(proration.amount_paid).toBeLessThanOrEqual(5800);

    const atEnd = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(atEnd.cancel_at_period_end).toBe(true);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.ended_at).toBeTypeOf('number');
    await receiver.waitFor(() => eventsOf('customer.subscription.deleted', subscription.id).length === 1);
    await expect(
      stripe.subscriptions.update(subscription.id, { items: [{ id: itemId, quantity: 1 }] }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    // Canceled subscriptions leave the default list.
    const listed = await stripe.subscriptions.list({ customer: subscription.customer as string });
    expect(listed.data).toEqual([]);
  });

  it('fails a payment on request: invoice.payment_failed, then past_due', async () => {
    const subscription = await subscribed(1);
    const response = await fetch(`${stripeUrl}/_sandbox/subscriptions/${subscription.id}/fail-payment`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    const invoice = (await response.json()) as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', amount_remaining: 2900, attempt_count: 1 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    await receiver.waitFor(
      () =>
        eventsOf('invoice.payment_failed', invoice.id).length === 1 &&
        eventsOf('customer.subscription.updated', subscription.id).length === 1,
    );
    const order = receiver.received.map((delivery) => delivery.event.data.object.id);
    expect(order.lastIndexOf(invoice.id)).toBeLessThan(order.lastIndexOf(subscription.id));
  });

  it('answers errors in Stripe’s shape and honours idempotency keys', async () => {
    await expect(sandboxStripe(stripeUrl, 'sk_test_wrong').customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_nope', quantity: 1 }],
        success_url: `${APP}/ok`,
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });

    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-1' });
    const again = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    expect((await stripe.customers.list({ email: 'once@example.com' })).data).toHaveLength(1);

    const updated = await stripe.customers.update(first.id, { metadata: { organization_id: 'org_9' } });
    expect(updated.metadata).toEqual({ organization_id: 'org_9' });
    const found = await stripe.customers.search({ query: "metadata['organization_id']:'org_9'" });
    expect(found.data.map((customer) => customer.id)).toEqual([first.id]);
  });

  it('signs like Stripe: the SDK’s test header and the sandbox agree, and a tampered body fails', async () => {
    const payload = JSON.stringify({ id: 'evt_test', object: 'event', type: 'invoice.paid' });
    const timestamp = Math.floor(Date.now() / 1000);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: receiver.secret, timestamp });
    expect(signStripeWebhook({ secret: receiver.secret, timestamp, body: payload })).toBe(header);
    expect(stripe.webhooks.constructEvent(payload, header, receiver.secret, 300).id).toBe('evt_test');
    expect(() => stripe.webhooks.constructEvent(`${payload} `, header, receiver.secret)).toThrow();
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
  });

  it('retries a failed delivery and redelivers on request with the same event id', async () => {
    receiver.failNext('checkout.session.completed', 1);
    const session = await createSession();
    await pay(session, '4242424242424242');
    const deliveries = await receiver.waitFor(
      (received) =>
        received.filter(
          (delivery) =>
            delivery.event.type === 'checkout.session.completed' &&
            delivery.event.data.object.id === session.id,
        ).length === 2,
    );
    const [failed, retried] = deliveries.filter((delivery) => delivery.event.data.object.id === session.id);
    expect(failed!.status).toBe(500);
    expect(retried!.status).toBe(200);
    expect(retried!.event.id).toBe(failed!.event.id);
    expect(retried!.body).toBe(failed!.body);
    stripe.webhooks.constructEvent(
      retried!.body,
      retried!.headers['stripe-signature'] as string,
      receiver.secret,
    );

    const log = (await (
      await fetch(`${stripeUrl}/_sandbox/webhooks?type=checkout.session.completed`)
    ).json()) as {
      events: Array<{ id: string; state: string; attempts: unknown[] }>;
    };
    const entry = log.events.find((event) => event.id === failed!.event.id)!;
    expect(entry).toMatchObject({ state: 'delivered' });
    expect(entry.attempts).toHaveLength(2);

    const redeliver = await fetch(`${stripeUrl}/_sandbox/webhooks/${entry.id}/redeliver`, { method: 'POST' });
    expect(redeliver.status).toBe(202);
    await receiver.waitFor(
      (received) => received.filter((delivery) => delivery.event.id === entry.id).length === 3,
    );
    expect((await stripe.events.retrieve(entry.id)).type).toBe('checkout.session.completed');
  });
});
