import { PLANS, type TBillingStatus, type TPlanId } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { AnalyticsProvider } from '../../providers/analytics/analytics-provider';
import type { BillingProvider, SubscriptionSnapshot } from '../../providers/billing/billing-provider';
import {
  applyBilling,
  fillSeats,
  findMember,
  findOrganizationByCustomer,
  lockOrganization,
  setPayer,
  trimSeats,
} from './billing.repository';
import { type PlanPrices, planOfPrice, TRIAL_PLAN } from './plan-definitions';

/** What a sync job is told: the subscription, and what a completed checkout adds. */
export type SubscriptionSyncRequest = {
  subscriptionId: string;
  organizationId?: string | null;
  payerUserId?: string | null;
};

/** States in which the subscription pays for its plan (past_due: Stripe is still retrying the card). */
const PAYING: ReadonlySet<string> = new Set(['trialing', 'active', 'past_due']);

/** Stripe's state as Ting keeps it; null: not an organization's state yet (a checkout still paying). */
function billingStatusOf(snapshot: SubscriptionSnapshot): TBillingStatus | null {
  switch (snapshot.status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'unpaid':
    case 'canceled':
      return snapshot.status;
    case 'incomplete':
      return null;
    default:
      // incomplete_expired, paused: nothing is paid for.
      return 'canceled';
  }
}

/**
 * The plan a subscription grants. A trial is for the trial plan only (pro, one user): a trialing
 * subscription moved to another plan's price (Business with 100 seats, say, through the API or a
 * portal that lets the trial continue) keeps the trial plan, so no plan is ever used unpaid beyond
 * what its trial offers; it becomes the new plan once the trial ends and Stripe is paid (`active`).
 */
function planDuring(options: { status: TBillingStatus; plan: TPlanId }): TPlanId {
  return options.status === 'trialing' && PLANS[options.plan].trialDays === null ? TRIAL_PLAN : options.plan;
}

/**
 * Makes an organization's plan, seats, trial, payer and billing state what Stripe holds now. Every
 * webhook leads here, and it reads the subscription afresh, so events arriving late, twice or out of
 * order all end in Stripe's current state; an older read never overwrites a newer one. A cancelled or
 * unpaid subscription returns the organization to free; nothing is deleted.
 */
export function createSubscriptionSync(deps: {
  db: Database;
  provider: BillingProvider;
  prices: PlanPrices;
  log: FastifyBaseLogger;
  analytics?: AnalyticsProvider;
}) {
  const { db, provider, prices, log } = deps;

  return async function syncSubscription(request: SubscriptionSyncRequest): Promise<'applied' | 'ignored'> {
    const readAt = new Date();
    const snapshot = await provider.getSubscription(request.subscriptionId);
    const status = billingStatusOf(snapshot);
    const organizationId =
      request.organizationId ??
      snapshot.organizationId ??
      (await findOrganizationByCustomer(db, snapshot.customerId))?.id;
    const context = { subscriptionId: snapshot.id, status: snapshot.status, organizationId };
    if (!organizationId || status === null) {
      log.info(context, 'Stripe subscription left alone (no organization, or not paid yet)');
      return 'ignored';
    }
    const paying = PAYING.has(status);
    const pricedPlan = paying ? planOfPrice(prices, snapshot.priceId) : 'free';
    if (!pricedPlan) {
      log.warn(
        { ...context, priceId: snapshot.priceId },
        'Stripe subscription on a price Ting does not sell',
      );
      return 'ignored';
    }
    const plan = planDuring({ status, plan: pricedPlan });
    if (plan !== pricedPlan) {
      log.warn(
        { ...context, priceId: snapshot.priceId, plan },
        'Stripe trial moved to a plan without a trial: the trial plan is kept until the first invoice is paid',
      );
    }
    return inTransaction(db, async (tx) => {
      const organization = await lockOrganization(tx, organizationId);
      if (!organization) return 'ignored';
      // Only the organization's own customer changes it (metadata alone never moves a plan).
      if (organization.stripeCustomerId && organization.stripeCustomerId !== snapshot.customerId) {
        log.warn(context, "Stripe subscription of another customer than the organization's ignored");
        return 'ignored';
      }
      // An earlier subscription ending never undoes the one the organization pays with now.
      const current = organization.stripeSubscriptionId;
      if (current && current !== snapshot.id && PAYING.has(organization.billingStatus) && !paying) {
        return 'ignored';
      }
      const seats = plan === 'business' ? snapshot.quantity : plan === 'pro' ? 1 : 0;
      const applied = await applyBilling(tx, {
        organizationId,
        readAt,
        values: {
          plan,
          seats,
          billingStatus: status,
          stripeCustomerId: snapshot.customerId,
          stripeSubscriptionId: snapshot.id,
          trialEndsAt: status === 'trialing' ? snapshot.trialEndsAt : null,
          currentPeriodEnd: snapshot.currentPeriodEnd,
          cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        },
      });
      if (!applied) return 'ignored';
      const payerUserId = request.payerUserId ?? snapshot.payerUserId;
      if (paying && payerUserId && (await findMember(tx, { organizationId, userId: payerUserId }))) {
        await setPayer(tx, { organizationId, userId: payerUserId });
      }
      if (paying) await trimSeats(tx, { organizationId, seats });
      // Seats bought (Business newly, or more of them) go to the members waiting for one. Only then:
      // a renewal never undoes a seat an admin took back on purpose.
      const isPurchase =
        paying && plan === 'business' && (organization.plan !== 'business' || seats > organization.seats);
      if (isPurchase) await fillSeats(tx, { organizationId, seats });
      log.info({ ...context, plan, seats }, 'Organization billing synced from Stripe');
      if (organization.plan !== plan) {
        deps.analytics?.capture({
          name: 'plan_changed',
          organizationId,
          userId: null,
          properties: { from_plan: organization.plan, to_plan: plan, seats },
        });
      }
      return 'applied';
    });
  };
}

export type SyncSubscription = ReturnType<typeof createSubscriptionSync>;
