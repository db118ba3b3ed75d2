/**
 * Billing as Ting needs it from a payment provider (Stripe): customers, hosted checkout and portal
 * pages, the current state of a subscription, and verified webhook events. Services see these types
 * only, never the SDK's.
 */

/** A subscription's state as Ting keeps it (Stripe's `incomplete*` states never reach an organization). */
export type SubscriptionStatus =
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/** One subscription as the provider holds it now. */
export type SubscriptionSnapshot = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** The first item's price and quantity (Ting's subscriptions have one item). */
  priceId: string | null;
  itemId: string | null;
  quantity: number;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** What Ting put in the subscription's metadata at checkout. */
  organizationId: string | null;
  payerUserId: string | null;
};

/** A verified webhook event, reduced to what Ting acts on: which subscription it concerns. */
export type BillingEvent = {
  id: string;
  type: string;
  /** The subscription the event is about, when it names one. */
  subscriptionId: string | null;
  /** `checkout.session.completed`: the organization (`client_reference_id`) and the user who paid. */
  checkout: { organizationId: string | null; payerUserId: string | null } | null;
};

export type BillingProvider = {
  /** Creates the organization's customer; the same organization id never creates two (idempotent). */
  createCustomer(input: { organizationId: string; name: string; email: string }): Promise<string>;
  /** A hosted Checkout page for a subscription; returns its URL. */
  createCheckoutSession(input: {
    customerId: string;
    organizationId: string;
    userId: string;
    priceId: string;
    quantity: number;
    trialDays: number | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /**
   * A hosted Billing Portal page; returns its URL. It offers `prices` only; every change is invoiced
   * at once and a change during a trial ends the trial. With `upgrade`, it opens on changing that
   * subscription's plan.
   */
  createPortalSession(input: {
    customerId: string;
    returnUrl: string;
    prices: string[];
    upgrade: { subscriptionId: string } | null;
  }): Promise<string>;
  getSubscription(id: string): Promise<SubscriptionSnapshot>;
  /** The event when the signature over the raw body holds (within 5 minutes), else null. */
  verifyWebhook(input: { body: string; signature: string | undefined }): BillingEvent | null;
};
