import type { TBillingState, TPlanDefinition } from '@ting/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, memberships, organizations, webhookInbox } from '../src/db/schema';
import { BILLING_SYNC_JOB, STRIPE_WEBHOOK_PATH } from '../src/modules/billing/billing.service';
import { createStripeClient } from '../src/providers/billing/stripe/path-prefix-http-client';
import { bearer } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

type Caller = { accessToken: string };

/** The form on a sandbox Stripe page whose button says `button`, as a browser would submit it. */
function formActionFor(html: string, button: string): string {
  for (const [, action = '', inner = ''] of html.matchAll(
    /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g,
  )) {
    if (new RegExp(`<button[^>]*>\\s*${button}\\s*</button>`).test(inner))
      return action.replaceAll('&amp;', '&');
  }
  throw new Error(`No form with a "${button}" button`);
}

/** Plans, Stripe Checkout and Portal, webhooks and seats, against the sandbox's Stripe through the SDK. */
describe('billing', () => {
  let t: TestApp;
  let stripe: Stripe;
  let ada: SignedUpUser;
  let bob: Caller & { userId: string };
  let eve: SignedUpUser;

  const request = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(caller), payload });

  async function stateOf(caller: Caller): Promise<TBillingState> {
    const response = await request(caller, 'GET', '/billing/subscription');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** Until the organization's billing (synced by webhook jobs) satisfies `until`. */
  async function settled(caller: Caller, until: (state: TBillingState) => boolean): Promise<TBillingState> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const state = await stateOf(caller);
      if (until(state)) return state;
      if (Date.now() > deadline) throw new Error(`Billing never settled: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Pays on the hosted Checkout page with `card`; answers the page's response. */
  async function pay(sessionUrl: string, card: string): Promise<Response> {
    const page = await (await fetch(sessionUrl)).text();
    expect(page).toContain('Card number');
    return fetch(new URL(formActionFor(page, 'Subscribe'), sessionUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: card }).toString(),
      redirect: 'manual',
    });
  }

  async function checkout(caller: Caller, query: string): Promise<string> {
    const response = await request(caller, 'GET', `/billing/checkout?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.session_url;
  }

  /** Opens Ting's portal (the manage button: `prorated=false`) and submits its plan form as a browser would. */
  async function changeInPortal(
    caller: Caller,
    fields: { price: string; quantity: number },
  ): Promise<Response> {
    const portal = await request(caller, 'GET', '/billing/portal?prorated=false');
    expect(portal.statusCode, portal.body).toBe(200);
    const url: string = portal.json().data.session_url;
    const page = await (await fetch(url)).text();
    return fetch(new URL(formActionFor(page, 'Update subscription'), url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ price: fields.price, quantity: String(fields.quantity) }).toString(),
      redirect: 'manual',
    });
  }

  async function subscriptionOf(caller: {
    principal: { organizationId: string };
  }): Promise<Stripe.Subscription> {
    const [organization] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, caller.principal.organizationId));
    return stripe.subscriptions.retrieve(organization?.stripeSubscriptionId ?? '', {
      expand: ['latest_invoice'],
    });
  }

  function signedEvent(event: object, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? t.secrets.stripeWebhookSecret,
      timestamp: options.timestamp,
    });
    return t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  }

  const syncJobs = async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${BILLING_SYNC_JOB}`,
    );
    const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    stripe = createStripeClient({ secretKey: t.config.stripe.secretKey, apiUrl: t.config.stripe.apiUrl });
    ada = await t.signUp('ada@acme.test', 'Ada Admin');
    eve = await t.signUp('eve@globex.test', 'Eve Other');
    // Bob joins Ada's organization as a member (joining through an invitation is tested apart).
    const joined = await t.signUp('bob@acme.test', 'Bob Member');
    await t.database.db
      .update(memberships)
      .set({ organizationId: ada.principal.organizationId, role: 'member', isPayer: false })
      .where(eq(memberships.userId, joined.principal.userId));
    bob = {
      userId: joined.principal.userId,
      accessToken: await t.accessTokenFor({
        ...joined.principal,
        organizationId: ada.principal.organizationId,
      }),
    };
  }, 60_000);
  afterAll(() => t?.close());

  it('lists the plans from the one plan table, with the configured Stripe prices', async () => {
    const response = await request(ada, 'GET', '/billing/plans');
    expect(response.statusCode).toBe(200);
    const plans: TPlanDefinition[] = response.json().data;
    expect(plans.map((plan) => [plan.id, plan.price, plan.stripe_price_id, plan.isPopular])).toEqual([
      ['free', 0, null, false],
      ['pro', 19, 'price_sandbox_pro', false],
      ['business', 29, 'price_sandbox_business', true],
    ]);
    expect(plans.find((plan) => plan.id === 'pro')).toMatchObject({ trialPlan: true, limits: true });
    expect(await stateOf(ada)).toMatchObject({
      plan: 'free',
      status: 'none',
      has_billing_account: false,
      // The recordings kept against the plan's storage: 5 GB on Free.
      media_storage: { used_bytes: 0, quota_bytes: 5 * 1024 ** 3 },
    });
  });

  it('refuses bad checkout requests plainly', async () => {
    for (const query of [
      'price_id=price_sandbox_business&quantity=0',
      'price_id=price_sandbox_business&quantity=101',
      'price_id=price_sandbox_business&quantity=2.5',
      'price_id=price_sandbox_business&quantity=ten',
      'price_id=&quantity=1',
      'price_id=price%00x&quantity=1',
    ]) {
      const response = await request(ada, 'GET', `/billing/checkout?${query}`);
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'VALIDATION_ERROR']);
    }
    const unknown = await request(ada, 'GET', '/billing/checkout?price_id=price_other&quantity=1');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      'This plan cannot be bought. Reload the page.',
    ]);
    const proForThree = await request(ada, 'GET', '/billing/checkout?price_id=price_sandbox_pro&quantity=3');
    expect(proForThree.statusCode).toBe(400);
    const member = await request(bob, 'GET', '/billing/checkout?price_id=price_sandbox_business&quantity=3');
    expect([member.statusCode, member.json().code]).toEqual([403, 'FORBIDDEN']);
    const portal = await request(ada, 'GET', '/billing/portal?prorated=false');
    expect([portal.statusCode, portal.json().message]).toEqual([
      404,
      'No billing data linked to this account.',
    ]);
    expect((await request(ada, 'GET', '/billing/portal?prorated=maybe')).statusCode).toBe(400);
  });

  it('a declined card leaves the plan free; the good card puts the organization on Business with 3 seats', async () => {
    const declinedUrl = await checkout(ada, 'price_id=price_sandbox_business&quantity=3');
    const declined = await pay(declinedUrl, '4000 0000 0000 0002');
    expect(await declined.text()).toContain('Your card was declined.');
    const [organization] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, ada.principal.organizationId));
    const customerId = organization?.stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect((await stateOf(ada)).plan).toBe('free');

    // The second checkout reuses the organization's customer.
    const sessionUrl = await checkout(ada, 'price_id=price_sandbox_business&quantity=3');
    const paid = await pay(sessionUrl, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.baseUrl}/settings?checkout=success#billing`);
    const state = await settled(ada, (current) => current.plan === 'business');
    expect(state).toMatchObject({
      status: 'active',
      seats: 3,
      // The payer's seat, and one for Bob, who was waiting without one.
      seats_used: 2,
      media_storage: { used_bytes: 0, quota_bytes: 3 * 250 * 1024 ** 3 },
      has_billing_account: true,
      cancel_at_period_end: false,
    });
    expect(new Date(state.current_period_end ?? 0).getTime()).toBeGreaterThan(Date.now());
    const customers = await stripe.customers.list({ limit: 100 });
    expect(
      customers.data.filter((customer) => customer.metadata.organization_id === organization?.id),
    ).toHaveLength(1);
    // The payer holds a seat; identity says so.
    const identity = await t.app.inject({
      method: 'GET',
      url: '/api/data/organization/id',
      headers: { cookie: ada.sessionCookie },
    });
    expect(identity.json().data.user).toMatchObject({ is_payer: true, has_seat: true, is_pro: false });
    const [bobsMembership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, bob.userId));
    expect(bobsMembership).toMatchObject({ isPayer: false, hasSeat: true });
    expect(identity.json().data.organization).toMatchObject({ plan: 'business', seats: 3 });

    // A second checkout while subscribed is refused; the portal opens instead.
    const again = await request(ada, 'GET', '/billing/checkout?price_id=price_sandbox_business&quantity=1');
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);
    const portal = await request(ada, 'GET', '/billing/portal?prorated=false');
    expect(portal.statusCode).toBe(200);
    expect(await (await fetch(portal.json().data.session_url)).text()).toContain('Business');
  }, 60_000);

  it('assigns and unassigns seats within the paid quantity; the payer keeps theirs', async () => {
    const seat = (caller: Caller, userId: string, action: 'add' | 'remove') =>
      request(caller, 'POST', '/billing/modify-seat', { user_id: userId, action });

    const taken = await seat(ada, bob.userId, 'remove');
    expect(taken.json().data).toEqual({ user_id: bob.userId, has_seat: false, seats: 3, seats_used: 1 });
    const added = await seat(bob, bob.userId, 'add');
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toEqual({ user_id: bob.userId, has_seat: true, seats: 3, seats_used: 2 });
    // Twice is the same.
    expect((await seat(bob, bob.userId, 'add')).json().data.seats_used).toBe(2);
    const payer = await seat(bob, ada.principal.userId, 'remove');
    expect([payer.statusCode, payer.json().message]).toEqual([409, "The payer's seat cannot be unassigned."]);
    const removed = await seat(ada, bob.userId, 'remove');
    expect(removed.json().data).toMatchObject({ has_seat: false, seats_used: 1 });

    // Another organization's member is not found; bad bodies are refused.
    expect((await seat(ada, eve.principal.userId, 'add')).statusCode).toBe(404);
    expect((await seat(eve, ada.principal.userId, 'remove')).statusCode).toBe(404);
    for (const payload of [{ user_id: bob.userId, action: 'toggle' }, { user_id: '', action: 'add' }, {}]) {
      expect((await request(ada, 'POST', '/billing/modify-seat', payload)).statusCode).toBe(400);
    }
    // Seats come with Business: Eve's free organization has none.
    const free = await seat(eve, eve.principal.userId, 'add');
    expect([free.statusCode, free.json().message]).toEqual([409, 'Seats come with the Business plan.']);
  });

  it('never hands out more seats than were paid for, even to concurrent requests', async () => {
    await t.database.db
      .update(organizations)
      .set({ seats: 2 })
      .where(eq(organizations.id, ada.principal.organizationId));
    const extra = await Promise.all(
      ['carol@acme.test', 'dan@acme.test'].map(async (email) => {
        const user = await t.signUp(email, email);
        await t.database.db
          .update(memberships)
          .set({ organizationId: ada.principal.organizationId, role: 'member', isPayer: false })
          .where(eq(memberships.userId, user.principal.userId));
        return user.principal.userId;
      }),
    );
    const answers = await Promise.all(
      [bob.userId, ...extra].map((userId) =>
        request(ada, 'POST', '/billing/modify-seat', { user_id: userId, action: 'add' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      'No seats left. Add seats in the billing portal.',
    );
    expect((await stateOf(ada)).seats_used).toBe(2);
    await t.database.db
      .update(memberships)
      .set({ hasSeat: false })
      .where(
        and(eq(memberships.organizationId, ada.principal.organizationId), eq(memberships.isPayer, false)),
      );
    await t.database.db
      .update(organizations)
      .set({ seats: 3 })
      .where(eq(organizations.id, ada.principal.organizationId));
  });

  it("stops a new meeting of a member without a seat with a clear reason; the payer's meeting runs", async () => {
    const upload = async (caller: Caller, title: string) => {
      const created = await request(caller, 'POST', '/api/meetings', {
        title,
        started_at: '2026-11-17T15:00:00Z',
        participants: [],
        transcript: {
          filename: 'call.vtt',
          content: 'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\n<v Dana>We will decide next week.\n',
        },
      });
      expect(created.statusCode).toBe(201);
      return created.json().data.id as string;
    };
    const unseated = await upload(bob, 'Bob without a seat');
    const seated = await upload(ada, 'Ada with a seat');
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await t.database.db
        .select()
        .from(meetings)
        .where(eq(meetings.organizationId, ada.principal.organizationId));
      const bobs = rows.find((row) => row.id === unseated);
      const adas = rows.find((row) => row.id === seated);
      if (bobs?.status === 'limit_reached' && adas?.status === 'ready') {
        expect(bobs.statusReason).toMatch(/no seat on your organization's Business plan/);
        break;
      }
      if (Date.now() > deadline) throw new Error(`Meetings ended ${bobs?.status} / ${adas?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);

  it('refuses unsigned, tampered and replayed webhooks and processes an event once', async () => {
    const [organization] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, ada.principal.organizationId));
    const subscriptionId = organization?.stripeSubscriptionId ?? '';
    const event = {
      id: 'evt_test_once',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: subscriptionId, object: 'subscription', status: 'active' } },
    };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await signedEvent(event, { secret: 'whsec_d3Jvbmc=' })).statusCode).toBe(401);
    const replayed = await signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(replayed.statusCode).toBe(401);
    const tampered = JSON.stringify({ ...event, type: 'customer.subscription.deleted' });
    const header = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: t.secrets.stripeWebhookSecret,
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: tampered,
    });
    expect(forged.statusCode).toBe(401);

    const before = await syncJobs();
    expect((await signedEvent(event)).statusCode).toBe(200);
    expect((await signedEvent(event)).statusCode).toBe(200);
    expect(await syncJobs()).toBe(before + 1);
    const recorded = await t.database.db
      .select()
      .from(webhookInbox)
      .where(and(eq(webhookInbox.source, 'stripe'), eq(webhookInbox.eventId, 'evt_test_once')));
    expect(recorded).toHaveLength(1);
  });

  it('follows Stripe through quantity changes and cancellation, whatever order the events arrive in', async () => {
    const [organization] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, ada.principal.organizationId));
    const subscription = await stripe.subscriptions.retrieve(organization?.stripeSubscriptionId ?? '');
    const item = subscription.items.data[0];
    await stripe.subscriptions.update(subscription.id, { items: [{ id: item?.id, quantity: 5 }] });
    // The seats bought go to the members waiting for one: Bob, Carol and Dan join Ada.
    expect(await settled(ada, (state) => state.seats === 5)).toMatchObject({ seats_used: 4 });
    // A seat taken back on purpose stays free when Stripe says the same quantity again.
    await request(ada, 'POST', '/billing/modify-seat', { user_id: bob.userId, action: 'remove' });

    // A stale event (an old 'created' delivered late) changes nothing: the subscription is read afresh.
    const stale = await signedEvent({
      id: 'evt_test_stale',
      object: 'event',
      type: 'customer.subscription.created',
      data: { object: { ...subscription, quantity: 3 } },
    });
    expect(stale.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await stateOf(ada)).toMatchObject({ seats: 5, seats_used: 3 });

    // Cancelled at period end: still Business until Stripe ends it, then free, with nothing deleted.
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await settled(ada, (state) => state.cancel_at_period_end);
    expect((await stateOf(ada)).plan).toBe('business');
    const meetingsBefore = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.organizationId, ada.principal.organizationId));
    await stripe.subscriptions.cancel(subscription.id);
    const ended = await settled(ada, (state) => state.plan === 'free');
    expect(ended).toMatchObject({ status: 'canceled', seats: 0, has_billing_account: true });
    const meetingsAfter = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.organizationId, ada.principal.organizationId));
    expect(meetingsAfter.length).toBe(meetingsBefore.length);
    // Billing data stays linked: the portal still opens (to resubscribe or read invoices).
    expect((await request(ada, 'GET', '/billing/portal?prorated=false')).statusCode).toBe(200);
  }, 60_000);

  it('starts Pro with its trial, shown as a trial; the upgrade to Business opens the portal', async () => {
    const solo = await t.signUp('pia@solo.test', 'Pia Pro');
    const sessionUrl = await checkout(solo, 'price_id=price_sandbox_pro&quantity=1');
    expect((await pay(sessionUrl, '4242424242424242')).status).toBe(303);
    const state = await settled(solo, (current) => current.plan === 'pro');
    expect(state).toMatchObject({ status: 'trialing', seats: 1, seats_used: 1 });
    expect(new Date(state.trial_ends_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const identity = await t.app.inject({
      method: 'GET',
      url: '/api/data/organization/id',
      headers: { cookie: solo.sessionCookie },
    });
    expect(identity.json().data.user).toMatchObject({ is_pro: true, is_trial: true, has_seat: true });
    // The renewal's payment fails: past due, still Pro while Stripe retries.
    const subscriptionId = (
      await t.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, solo.principal.organizationId))
    )[0]?.stripeSubscriptionId;
    const failed = await fetch(
      `${t.config.stripe.apiUrl}/_sandbox/subscriptions/${subscriptionId}/fail-payment`,
      {
        method: 'POST',
      },
    );
    expect(failed.status).toBe(200);
    expect(await settled(solo, (current) => current.status === 'past_due')).toMatchObject({
      plan: 'pro',
      trial_ends_at: null,
    });
    const upgrade = await request(solo, 'GET', '/billing/portal?prorated=true');
    expect(upgrade.statusCode).toBe(200);
    expect(await (await fetch(upgrade.json().data.session_url)).text()).toContain('Business');
  }, 60_000);
  it('a Pro trial moved to Business with 100 seats in the portal ends the trial and pays for the seats first', async () => {
    const trial = await t.signUp('tom@trial.test', 'Tom Trial');
    expect(
      (await pay(await checkout(trial, 'price_id=price_sandbox_pro&quantity=1'), '4242424242424242')).status,
    ).toBe(303);
    await settled(trial, (state) => state.plan === 'pro' && state.status === 'trialing');

    const changed = await changeInPortal(trial, { price: 'price_sandbox_business', quantity: 100 });
    expect(changed.status).toBe(303);
    const subscription = await subscriptionOf(trial);
    expect(subscription.status).toBe('active');
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 100 * 2900 });
    const state = await settled(trial, (current) => current.plan === 'business');
    expect(state).toMatchObject({ status: 'active', seats: 100, trial_ends_at: null });
  }, 60_000);

  it('never grants Business to a Pro trial moved to the Business price while the trial runs', async () => {
    const trial = await t.signUp('tia@trial.test', 'Tia Trial');
    expect(
      (await pay(await checkout(trial, 'price_id=price_sandbox_pro&quantity=1'), '4242424242424242')).status,
    ).toBe(303);
    await settled(trial, (state) => state.plan === 'pro' && state.status === 'trialing');
    // Through the API, Stripe lets the trial continue on the new price (nothing is invoiced).
    const subscription = await subscriptionOf(trial);
    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id, price: 'price_sandbox_business', quantity: 100 }],
      cancel_at_period_end: true,
    });
    expect((await subscriptionOf(trial)).status).toBe('trialing');
    const state = await settled(trial, (current) => current.cancel_at_period_end);
    expect(state).toMatchObject({ plan: 'pro', status: 'trialing', seats: 1 });
  }, 60_000);

  it('invoices a seat increase made in the portal at once, so cancelling at period end leaves nothing unpaid', async () => {
    const team = await t.signUp('uma@team.test', 'Uma Team');
    expect(
      (await pay(await checkout(team, 'price_id=price_sandbox_business&quantity=1'), '4242424242424242'))
        .status,
    ).toBe(303);
    await settled(team, (state) => state.plan === 'business' && state.seats === 1);
    const before = await subscriptionOf(team);

    expect((await changeInPortal(team, { price: 'price_sandbox_business', quantity: 100 })).status).toBe(303);
    const after = await subscriptionOf(team);
    const invoice = after.latest_invoice as Stripe.Invoice;
    expect(invoice.id).not.toBe((before.latest_invoice as Stripe.Invoice).id);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    // The 99 new seats for the rest of the period (a few seconds of it already gone).
    expect(invoice.amount_paid).toBeGreaterThan(99 * 2900 - 100);
    await settled(team, (state) => state.seats === 100);
  }, 60_000);
});
