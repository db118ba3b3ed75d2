import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeBillingProvider } from './stripe-billing.provider';

const SECRET = 'whsec_dGVzdC1zZWNyZXQ=';
const provider = createStripeBillingProvider({
  secretKey: 'sk_test_unit',
  apiUrl: 'http://127.0.0.1:9/stripe',
  webhookSecret: SECRET,
});
const stripe = new Stripe('sk_test_unit');

function signed(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
  });
  return { body, signature };
}

const event = (type: string, object: object) => ({
  id: `evt_${type}`,
  object: 'event',
  type,
  data: { object },
});

describe('Stripe webhook events', () => {
  it('names the subscription of subscription, checkout and invoice events (in the pinned API shapes)', () => {
    expect(
      provider.verifyWebhook(
        signed(event('customer.subscription.updated', { id: 'sub_1', object: 'subscription' })),
      ),
    ).toEqual({
      id: 'evt_customer.subscription.updated',
      type: 'customer.subscription.updated',
      subscriptionId: 'sub_1',
      checkout: null,
    });
    expect(
      provider.verifyWebhook(
        signed(
          event('checkout.session.completed', {
            object: 'checkout.session',
            subscription: 'sub_2',
            client_reference_id: 'org-1',
            metadata: { user_id: 'user-1' },
          }),
        ),
      ),
    ).toMatchObject({
      subscriptionId: 'sub_2',
      checkout: { organizationId: 'org-1', payerUserId: 'user-1' },
    });
    // Since API 2025-03-31 an invoice names its subscription under parent.subscription_details.
    expect(
      provider.verifyWebhook(
        signed(
          event('invoice.payment_failed', {
            object: 'invoice',
            parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_3' } },
          }),
        ),
      ),
    ).toMatchObject({ subscriptionId: 'sub_3', checkout: null });
    expect(
      provider.verifyWebhook(signed(event('customer.created', { object: 'customer', id: 'cus_1' }))),
    ).toMatchObject({
      subscriptionId: null,
    });
  });

  it('refuses a missing, wrong, tampered or replayed signature', () => {
    const good = signed(event('invoice.paid', { object: 'invoice', parent: null }));
    expect(provider.verifyWebhook(good)).not.toBeNull();
    expect(provider.verifyWebhook({ body: good.body, signature: undefined })).toBeNull();
    expect(
      provider.verifyWebhook({ ...signed(JSON.parse(good.body), { secret: 'whsec_b3RoZXI=' }) }),
    ).toBeNull();
    expect(
      provider.verifyWebhook({
        body: good.body.replace('invoice.paid', 'invoice.voided'),
        signature: good.signature,
      }),
    ).toBeNull();
    const stale = signed(JSON.parse(good.body), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(provider.verifyWebhook(stale)).toBeNull();
  });
});
