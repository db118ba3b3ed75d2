import type {
  TBillingSession,
  TBillingState,
  TCheckoutQuery,
  TModifySeatRequest,
  TPlanDefinition,
  TPortalQuery,
  TSeatChange,
} from '@ting/contracts';
import { PLANS } from '@ting/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import type { Principal } from '../identity/access-token';
import { findUserById } from '../identity/identity.repository';
import { findOrganizationById } from '../organizations/organizations.repository';
import { requireAdmin as requireOrganizationAdmin } from '../organizations/require-admin';
import type { UsageService } from '../usage/usage.service';
import { recordWebhookEvent } from '../webhooks/webhook-inbox.repository';
import {
  countSeated,
  findMember,
  lockOrganization,
  type OrganizationBillingRow,
  setSeat,
  storeCustomerId,
} from './billing.repository';
import { type PlanPrices, planDefinitions, planOfPrice } from './plan-definitions';
import type { SubscriptionSyncRequest } from './subscription-sync';

export const BILLING_SYNC_JOB = 'billing.sync-subscription';
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/** Where Stripe's pages send the browser back: the Billing section of Settings. */
const returnUrl = (appUrl: string, checkout?: 'success' | 'cancelled') =>
  `${appUrl}/settings${checkout ? `?checkout=${checkout}` : ''}#billing`;

const PAYING = new Set(['trialing', 'active', 'past_due']);

export const NO_BILLING_ACCOUNT = 'No billing data linked to this account.';

/** Plans, Stripe Checkout and Portal, seats, and Stripe's webhooks in (each processed once, as a job). */
export function createBillingService(deps: {
  db: Database;
  /** The plan's storage in use, shown beside the plan. */
  usage: Pick<UsageService, 'storage'>;
  provider: BillingProvider;
  prices: PlanPrices;
  queue: JobQueue;
  appUrl: string;
}) {
  const { db, provider, prices, queue, appUrl } = deps;

  async function organizationOf(principal: Principal): Promise<OrganizationBillingRow> {
    const organization = await findOrganizationById(db, principal.organizationId);
    if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
    return organization;
  }

  async function requireAdmin(principal: Principal): Promise<void> {
    await requireOrganizationAdmin({ db, principal, action: 'change_plan' });
  }

  /** The organization's Stripe customer, created on its first checkout and reused after. */
  async function customerOf(principal: Principal, organization: OrganizationBillingRow): Promise<string> {
    if (organization.stripeCustomerId) return organization.stripeCustomerId;
    const user = await findUserById(db, principal.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Your account is gone. Sign in again.');
    const customerId = await provider.createCustomer({
      organizationId: organization.id,
      name: organization.name,
      email: user.email,
    });
    return storeCustomerId(db, { organizationId: organization.id, customerId });
  }

  return {
    plans(): TPlanDefinition[] {
      return planDefinitions(prices);
    },

    async state(principal: Principal): Promise<TBillingState> {
      const organization = await organizationOf(principal);
      return {
        plan: organization.plan,
        status: organization.billingStatus,
        seats: organization.seats,
        seats_used: await countSeated(db, organization.id),
        trial_ends_at: organization.trialEndsAt?.toISOString() ?? null,
        current_period_end: organization.currentPeriodEnd?.toISOString() ?? null,
        cancel_at_period_end: organization.cancelAtPeriodEnd,
        has_billing_account: organization.stripeCustomerId !== null,
        media_storage: await deps.usage.storage(organization.id).then((storage) => ({
          used_bytes: storage.usedBytes,
          quota_bytes: storage.quotaBytes,
        })),
      };
    },

    /** A Checkout page for a paid plan; pro starts with its trial when the organization never had one. */
    async checkout(principal: Principal, query: TCheckoutQuery): Promise<TBillingSession> {
      await requireAdmin(principal);
      const plan = planOfPrice(prices, query.price_id);
      if (!plan) throw new AppError('VALIDATION_ERROR', 'This plan cannot be bought. Reload the page.');
      if (!PLANS[plan].price.isPerSeat && query.quantity !== 1) {
        throw new AppError('VALIDATION_ERROR', `The ${PLANS[plan].name} plan is for one user (quantity 1).`);
      }
      const organization = await organizationOf(principal);
      if (PAYING.has(organization.billingStatus)) {
        throw new AppError(
          'CONFLICT',
          'Your organization already has a subscription. Change it in the billing portal.',
        );
      }
      const customerId = await customerOf(principal, organization);
      const firstSubscription = organization.stripeSubscriptionId === null;
      const sessionUrl = await provider.createCheckoutSession({
        customerId,
        organizationId: organization.id,
        userId: principal.userId,
        priceId: query.price_id,
        quantity: query.quantity,
        trialDays: firstSubscription ? PLANS[plan].trialDays : null,
        successUrl: returnUrl(appUrl, 'success'),
        cancelUrl: returnUrl(appUrl, 'cancelled'),
      });
      return { session_url: sessionUrl };
    },

    /** The Billing Portal (every change invoiced at once); `prorated` on pro opens on the upgrade. */
    async portal(principal: Principal, query: TPortalQuery): Promise<TBillingSession> {
      await requireAdmin(principal);
      const organization = await organizationOf(principal);
      if (!organization.stripeCustomerId) throw new AppError('NOT_FOUND', NO_BILLING_ACCOUNT);
      const upgrade =
        query.prorated && organization.plan === 'pro' && organization.stripeSubscriptionId
          ? { subscriptionId: organization.stripeSubscriptionId }
          : null;
      const sessionUrl = await provider.createPortalSession({
        customerId: organization.stripeCustomerId,
        returnUrl: returnUrl(appUrl),
        prices: [prices.pro, prices.business],
        upgrade,
      });
      return { session_url: sessionUrl };
    },

    /**
     * Gives a member a seat or takes it back. The organization row is locked, so two requests can
     * never hand out the same last seat; the payer keeps theirs.
     */
    async modifySeat(principal: Principal, request: TModifySeatRequest): Promise<TSeatChange> {
      return inTransaction(db, async (tx) => {
        const organization = await lockOrganization(tx, principal.organizationId);
        if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
        const member = await findMember(tx, { organizationId: organization.id, userId: request.user_id });
        if (!member) throw new AppError('NOT_FOUND', 'Member not found.');
        if (organization.plan !== 'business' || organization.seats < 1) {
          throw new AppError('CONFLICT', 'Seats come with the Business plan.');
        }
        const seated = await countSeated(tx, organization.id);
        const change = (hasSeat: boolean, used: number): TSeatChange => ({
          user_id: member.userId,
          has_seat: hasSeat,
          seats: organization.seats,
          seats_used: used,
        });
        if (request.action === 'remove') {
          if (member.isPayer) throw new AppError('CONFLICT', "The payer's seat cannot be unassigned.");
          if (!member.hasSeat) return change(false, seated);
          await setSeat(tx, { organizationId: organization.id, userId: member.userId, hasSeat: false });
          return change(false, seated - 1);
        }
        if (member.hasSeat) return change(true, seated);
        if (seated >= organization.seats) {
          throw new AppError('CONFLICT', 'No seats left. Add seats in the billing portal.');
        }
        await setSeat(tx, { organizationId: organization.id, userId: member.userId, hasSeat: true });
        return change(true, seated + 1);
      });
    },

    /**
     * A verified Stripe event: recorded in the inbox and its sync job sent in one transaction, so
     * a redelivery (same id) changes nothing and a crash loses neither. Returns whether it was new.
     */
    async receiveEvent(event: {
      id: string;
      subscriptionId: string | null;
      checkout: { organizationId: string | null; payerUserId: string | null } | null;
    }): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const first = await recordWebhookEvent(tx, { source: 'stripe', eventId: event.id });
        if (!first || !event.subscriptionId) return first;
        const request: SubscriptionSyncRequest = {
          subscriptionId: event.subscriptionId,
          organizationId: event.checkout?.organizationId ?? null,
          payerUserId: event.checkout?.payerUserId ?? null,
        };
        await queue.send(BILLING_SYNC_JOB, request, { tx });
        return true;
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
