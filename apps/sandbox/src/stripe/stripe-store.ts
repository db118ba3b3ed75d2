import { join } from 'node:path';
import { createJsonFileWriter, readJsonFile } from '../shared/json-file.js';
import type { StripePortalConfiguration } from './portal-configurations.js';
import type { StripePrice } from './prices.js';

export type Metadata = Record<string, string>;

export type StripeCustomer = {
  id: string;
  object: 'customer';
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
};

export type StripeList<T> = {
  object: 'list';
  data: T[];
  has_more: boolean;
  total_count?: number;
  url: string;
};

export type StripeSubscriptionItem = {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  discounts: string[];
  metadata: Metadata;
  billing_thresholds: null;
  price: StripePrice;
  quantity: number;
  subscription: string;
  tax_rates: unknown[];
};

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

/** Fields of a subscription the sandbox never varies (no Connect, taxes, schedules or pending updates). */
export const SUBSCRIPTION_CONSTANTS = {
  application: null,
  application_fee_percent: null,
  automatic_tax: { disabled_reason: null, enabled: false, liability: null },
  billing_cycle_anchor_config: null,
  default_source: null,
  default_tax_rates: [] as unknown[],
  invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
  next_pending_invoice_item_invoice: null,
  on_behalf_of: null,
  pending_invoice_item_interval: null,
  pending_setup_intent: null,
  pending_update: null,
  schedule: null,
  transfer_data: null,
};

export type StripeSubscription = typeof SUBSCRIPTION_CONSTANTS & {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  days_until_due: null;
  default_payment_method: string | null;
  description: string | null;
  discounts: string[];
  ended_at: number | null;
  items: StripeList<StripeSubscriptionItem>;
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  pause_collection: null;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } };
  trial_start: number | null;
};

export type StripeInvoiceLine = {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: boolean;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  quantity: number;
};

export type StripeInvoice = {
  id: string;
  object: 'invoice';
  account_country: string;
  account_name: string;
  amount_due: number;
  amount_overpaid: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  description: string | null;
  hosted_invoice_url: string;
  invoice_pdf: null;
  lines: StripeList<StripeInvoiceLine>;
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  period_end: number;
  period_start: number;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
  };
  subtotal: number;
  total: number;
};

export type StripeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_creation: 'always' | null;
  customer_details: {
    email: string | null;
    name: string | null;
    phone: null;
    address: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'subscription';
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string | null;
  ui_mode: 'hosted_page';
  url: string | null;
};

/** What a session asked for that its public object does not show. */
export type StoredCheckoutSession = {
  session: StripeCheckoutSession;
  lineItems: Array<{ id: string; price: string; quantity: number }>;
  trialPeriodDays: number | null;
  subscriptionMetadata: Metadata;
};

export type StripePortalSession = {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  flow: Record<string, unknown> | null;
  livemode: false;
  locale: string | null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
};

export type WebhookAttempt = { at: string; status?: number; error?: string };

/** One event: the outbox entry while pending, the delivery log afterwards. */
export type StoredEvent = {
  id: string;
  type: string;
  /** The exact body sent (and signed) on every attempt. */
  body: string;
  createdAt: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
};

export type IdempotentResponse = {
  key: string;
  /** `POST /v1/customers` and the body sent, to refuse a key reused for something else. */
  request: string;
  status: number;
  body: string;
  at: number;
};

type StripeFile = {
  customers: StripeCustomer[];
  checkoutSessions: StoredCheckoutSession[];
  subscriptions: StripeSubscription[];
  invoices: StripeInvoice[];
  portalSessions: StripePortalSession[];
  portalConfigurations: StripePortalConfiguration[];
  events: StoredEvent[];
  idempotency: IdempotentResponse[];
  invoiceCounter: number;
};

const EVENT_LOG_LIMIT = 1000;
const IDEMPOTENCY_LIMIT = 1000;

export type StripeStore = {
  customers: Map<string, StripeCustomer>;
  checkoutSessions: Map<string, StoredCheckoutSession>;
  subscriptions: Map<string, StripeSubscription>;
  invoices: Map<string, StripeInvoice>;
  portalSessions: Map<string, StripePortalSession>;
  portalConfigurations: Map<string, StripePortalConfiguration>;
  events(): StoredEvent[];
  addEvent(event: StoredEvent): void;
  idempotent(key: string): IdempotentResponse | undefined;
  rememberIdempotent(entry: IdempotentResponse): void;
  nextInvoiceNumber(): number;
  /** Records that something changed (in place or in a map) and should be saved. */
  save(): void;
  flush(): Promise<void>;
};

/** Everything the sandbox Stripe keeps, in `stripe.json`: a restart keeps customers, subscriptions and the event log. */
export async function openStripeStore(dataDir: string): Promise<StripeStore> {
  const path = join(dataDir, 'stripe.json');
  const loaded = await readJsonFile<Partial<StripeFile>>(path);
  const byId = <T extends { id: string }>(items: T[] | undefined) =>
    new Map((items ?? []).map((item) => [item.id, item]));
  const customers = byId(loaded?.customers);
  const checkoutSessions = new Map(
    (loaded?.checkoutSessions ?? []).map((entry) => [entry.session.id, entry]),
  );
  const subscriptions = byId(loaded?.subscriptions);
  const invoices = byId(loaded?.invoices);
  const portalSessions = byId(loaded?.portalSessions);
  const portalConfigurations = byId(loaded?.portalConfigurations);
  let events = loaded?.events ?? [];
  let idempotency = loaded?.idempotency ?? [];
  let invoiceCounter = loaded?.invoiceCounter ?? 0;
  const writer = createJsonFileWriter(path);

  function save(): void {
    const settled = events.filter((event) => event.state !== 'pending');
    if (settled.length > EVENT_LOG_LIMIT) {
      const drop = new Set(settled.slice(0, settled.length - EVENT_LOG_LIMIT));
      events = events.filter((event) => !drop.has(event));
    }
    if (idempotency.length > IDEMPOTENCY_LIMIT) idempotency = idempotency.slice(-IDEMPOTENCY_LIMIT);
    const file: StripeFile = {
      customers: [...customers.values()],
      checkoutSessions: [...checkoutSessions.values()],
      subscriptions: [...subscriptions.values()],
      invoices: [...invoices.values()],
      portalSessions: [...portalSessions.values()],
      portalConfigurations: [...portalConfigurations.values()],
      events,
      idempotency,
      invoiceCounter,
    };
    writer.write(file);
  }

  return {
    customers,
    checkoutSessions,
    subscriptions,
    invoices,
    portalSessions,
    portalConfigurations,
    events: () => events,
    addEvent(event) {
      events.push(event);
      save();
    },
    idempotent: (key) => idempotency.find((entry) => entry.key === key),
    rememberIdempotent(entry) {
      idempotency.push(entry);
      save();
    },
    nextInvoiceNumber() {
      invoiceCounter += 1;
      return invoiceCounter;
    },
    save,
    flush: () => writer.flush(),
  };
}
