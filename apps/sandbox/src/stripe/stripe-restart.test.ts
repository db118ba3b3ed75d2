import { readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { formActionFor, type Harness, startHarness } from '../../test/harness.js';
import { sandboxStripe } from '../../test/stripe-client.js';
import { type StripeWebhookReceiver, startStripeWebhookReceiver } from '../../test/stripe-webhooks.js';
import { SANDBOX_STRIPE_PRICES } from './prices.js';

describe('sandbox Stripe across a restart', () => {
  const harnesses: Harness[] = [];
  let receiver: StripeWebhookReceiver | undefined;

  afterAll(async () => {
    await harnesses.at(-1)?.dispose();
    await receiver?.close();
  });

  it('keeps customers, subscriptions and the event log, and delivers what was pending', async () => {
    receiver = await startStripeWebhookReceiver();
    // The product's webhook route is not there yet: deliveries get a 404 and stay pending.
    const withoutRoute = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => withoutRoute.listen(0, '127.0.0.1', resolve));
    const port = (withoutRoute.address() as AddressInfo).port;
    const unreachable = {
      webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
      webhookSecret: receiver.secret,
    };
    const first = await startHarness({ withHubspot: false, stripe: unreachable });
    harnesses.push(first);
    const stripe = sandboxStripe(first.sandbox.stripeUrl!);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: SANDBOX_STRIPE_PRICES.business, quantity: 4 }],
      customer_email: 'restart@example.com',
      success_url: 'http://localhost:3999/done',
    });
    const html = await (await fetch(session.url!)).text();
    const paid = await fetch(new URL(formActionFor(html, 'Subscribe'), session.url!), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card_number=4242+4242+4242+4242',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    await first.stop();
    withoutRoute.closeAllConnections();
    withoutRoute.close();
    expect(await readdir(first.dataDir)).toContain('stripe.json');

    const second = await startHarness({
      withHubspot: false,
      dataDir: first.dataDir,
      stripe: { webhookUrl: receiver.url, webhookSecret: receiver.secret },
    });
    harnesses.push(second);
    const again = sandboxStripe(second.sandbox.stripeUrl!);
    const subscription = await again.subscriptions.retrieve(subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', items: { data: [{ quantity: 4 }] } });
    expect(
      (await again.customers.retrieve(subscription.customer as string)) as { email: string },
    ).toMatchObject({
      email: 'restart@example.com',
    });
    const received = await receiver.waitFor((deliveries) =>
      deliveries.some((delivery) => delivery.event.type === 'checkout.session.completed'),
    );
    expect(received.map((delivery) => delivery.event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
  });
});
