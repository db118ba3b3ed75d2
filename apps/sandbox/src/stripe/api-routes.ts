import type { Billing, CheckoutInput, SubscriptionUpdate } from './billing.js';
import { MAX_QUANTITY } from './billing.js';
import {
  applyPortalConfiguration,
  createPortalConfiguration,
  DEFAULT_PORTAL_CONFIGURATION_ID,
  defaultPortalConfiguration,
  portalConfigurationOrThrow,
} from './portal-configurations.js';
import { findPrice, findProduct, PRICES, PRODUCTS } from './prices.js';
import { invalidParam, missingParam, noSuchResource, StripeApiError } from './stripe-errors.js';
import { expandPaths, type FormObject, isFormObject } from './stripe-form.js';
import {
  arrayParam,
  booleanParam,
  definedMetadata,
  integerParam,
  metadataParam,
  nullableStringParam,
  objectParam,
  stringParam,
} from './stripe-params.js';
import type { StoredCheckoutSession, StripeList, StripeStore, StripeSubscription } from './stripe-store.js';

export type ApiContext = {
  form: FormObject;
  params: Record<string, string>;
};

/** A `/v1/...` route: returns the object to send (200), or throws a `StripeApiError`. */
export type ApiRoute = {
  method: string;
  pattern: string;
  /** `expand[]` is applied to the answer afterwards. */
  handle(context: ApiContext): unknown;
};

export type ApiRoutesOptions = { store: StripeStore; billing: Billing };

const SUBSCRIPTION_STATUSES = new Set([
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
  'all',
  'ended',
]);

/** The part of Stripe's API the product's billing uses. */
export function createApiRoutes({ store, billing }: ApiRoutesOptions): ApiRoute[] {
  function subscriptionOrThrow(id: string): StripeSubscription {
    const subscription = store.subscriptions.get(id);
    if (!subscription) throw noSuchResource('subscription', id);
    return subscription;
  }

  function checkoutSessionOrThrow(id: string) {
    const stored = store.checkoutSessions.get(id);
    if (!stored) throw noSuchResource('checkout.session', id);
    return billing.refreshSession(stored);
  }

  return [
    // Prices and products (seeded, read-only).
    {
      method: 'GET',
      pattern: '/v1/prices',
      handle: ({ form }) => {
        const active = booleanParam(form, 'active');
        const product = stringParam(form, 'product');
        const lookupKeys = arrayParam(form, 'lookup_keys');
        return list(
          '/v1/prices',
          PRICES.filter(
            (price) =>
              (active === undefined || price.active === active) &&
              (!product || price.product === product) &&
              (!lookupKeys || lookupKeys.includes(price.lookup_key)),
          ),
          form,
        );
      },
    },
    {
      method: 'GET',
      pattern: '/v1/prices/:id',
      handle: ({ params }) => findPrice(params.id!) ?? throwMissing('price', params.id!),
    },
    {
      method: 'GET',
      pattern: '/v1/products',
      handle: ({ form }) => list('/v1/products', [...PRODUCTS], form),
    },
    {
      method: 'GET',
      pattern: '/v1/products/:id',
      handle: ({ params }) => findProduct(params.id!) ?? throwMissing('product', params.id!),
    },

    // Customers.
    {
      method: 'POST',
      pattern: '/v1/customers',
      handle: ({ form }) =>
        billing.createCustomer({
          email: nullableStringParam(form, 'email') ?? null,
          name: nullableStringParam(form, 'name') ?? null,
          metadata: definedMetadata(metadataParam(form)),
        }),
    },
    {
      method: 'GET',
      pattern: '/v1/customers',
      handle: ({ form }) => {
        const email = stringParam(form, 'email');
        return list(
          '/v1/customers',
          [...store.customers.values()].filter((customer) => !email || customer.email === email),
          form,
        );
      },
    },
    {
      method: 'GET',
      pattern: '/v1/customers/search',
      handle: ({ form }) => searchCustomers(store, form),
    },
    {
      method: 'GET',
      pattern: '/v1/customers/:id',
      handle: ({ params }) => store.customers.get(params.id!) ?? throwMissing('customer', params.id!),
    },
    {
      method: 'POST',
      pattern: '/v1/customers/:id',
      handle: ({ params, form }) => {
        const customer = store.customers.get(params.id!) ?? throwMissing('customer', params.id!);
        const update: Parameters<Billing['updateCustomer']>[1] = {};
        const email = nullableStringParam(form, 'email');
        const name = nullableStringParam(form, 'name');
        const metadata = metadataParam(form);
        if (email !== undefined) update.email = email;
        if (name !== undefined) update.name = name;
        if (metadata) update.metadata = metadata;
        return billing.updateCustomer(customer, update);
      },
    },

    // Checkout Sessions.
    {
      method: 'POST',
      pattern: '/v1/checkout/sessions',
      handle: ({ form }) => billing.createCheckoutSession(readCheckoutInput(form)).session,
    },
    {
      method: 'GET',
      pattern: '/v1/checkout/sessions',
      handle: ({ form }) => {
        const customer = stringParam(form, 'customer');
        const subscription = stringParam(form, 'subscription');
        const sessions = [...store.checkoutSessions.values()]
          .map((stored) => billing.refreshSession(stored).session)
          .filter(
            (session) =>
              (!customer || session.customer === customer) &&
              (!subscription || session.subscription === subscription),
          );
        return list('/v1/checkout/sessions', sessions, form);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/checkout/sessions/:id/line_items',
      handle: ({ params, form }) => {
        const stored = checkoutSessionOrThrow(params.id!);
        return list(
          `/v1/checkout/sessions/${stored.session.id}/line_items`,
          lineItemsOf(stored),
          form,
          false,
        );
      },
    },
    {
      method: 'POST',
      pattern: '/v1/checkout/sessions/:id/expire',
      handle: ({ params }) => billing.expireSession(checkoutSessionOrThrow(params.id!)).session,
    },
    {
      method: 'GET',
      pattern: '/v1/checkout/sessions/:id',
      handle: ({ params, form }) => {
        const stored = checkoutSessionOrThrow(params.id!);
        // `line_items` is not a field of the session: it is there only when expanded.
        const wantsLines = expandPaths(form).includes('line_items');
        return wantsLines
          ? {
              ...stored.session,
              line_items: list(
                `/v1/checkout/sessions/${stored.session.id}/line_items`,
                lineItemsOf(stored),
                {},
                false,
              ),
            }
          : stored.session;
      },
    },

    // Subscriptions.
    {
      method: 'GET',
      pattern: '/v1/subscriptions',
      handle: ({ form }) => {
        const customer = stringParam(form, 'customer');
        const price = stringParam(form, 'price');
        const status = stringParam(form, 'status');
        if (status && !SUBSCRIPTION_STATUSES.has(status))
          throw invalidParam('status', `Invalid status: ${status}`);
        const subscriptions = [...store.subscriptions.values()].filter((subscription) => {
          if (customer && subscription.customer !== customer) return false;
          if (price && !subscription.items.data.some((item) => item.price.id === price)) return false;
          if (status === 'all') return true;
          if (status === 'ended')
            return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
          // Without a status, Stripe lists every subscription that is not canceled.
          return status ? subscription.status === status : subscription.status !== 'canceled';
        });
        return list('/v1/subscriptions', subscriptions, form);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/subscriptions/:id',
      handle: ({ params }) => subscriptionOrThrow(params.id!),
    },
    {
      method: 'POST',
      pattern: '/v1/subscriptions/:id',
      handle: ({ params, form }) =>
        billing.updateSubscription(subscriptionOrThrow(params.id!), readSubscriptionUpdate(form)),
    },
    {
      method: 'DELETE',
      pattern: '/v1/subscriptions/:id',
      handle: ({ params }) => billing.cancelNow(subscriptionOrThrow(params.id!)),
    },

    // Billing Portal.
    {
      method: 'POST',
      pattern: '/v1/billing_portal/sessions',
      handle: ({ form }) => {
        const customer = stringParam(form, 'customer');
        if (!customer) throw missingParam('customer');
        const flow = objectParam(form, 'flow_data');
        if (flow) {
          const type = stringParam(flow, 'type', 'flow_data[type]');
          if (!type) throw missingParam('flow_data[type]');
          const subscriptionId =
            type === 'subscription_update' ||
            type === 'subscription_update_confirm' ||
            type === 'subscription_cancel'
              ? stringParam(
                  objectParam(flow, type, `flow_data[${type}]`) ?? {},
                  'subscription',
                  `flow_data[${type}][subscription]`,
                )
              : undefined;
          if (subscriptionId) {
            const subscription = subscriptionOrThrow(subscriptionId);
            if (subscription.customer !== customer) {
              throw invalidParam(
                `flow_data[${type}][subscription]`,
                `The subscription ${subscriptionId} does not belong to customer ${customer}.`,
              );
            }
          }
        }
        const configuration = portalConfigurationOrThrow(
          store,
          stringParam(form, 'configuration') ?? DEFAULT_PORTAL_CONFIGURATION_ID,
        );
        return billing.createPortalSession({
          configuration: configuration.id,
          customer,
          returnUrl: stringParam(form, 'return_url') ?? configuration.default_return_url,
          flow: flow ? (flow as Record<string, unknown>) : null,
          locale: stringParam(form, 'locale') ?? null,
        });
      },
    },

    {
      method: 'POST',
      pattern: '/v1/billing_portal/configurations',
      handle: ({ form }) => createPortalConfiguration(store, form),
    },
    {
      method: 'GET',
      pattern: '/v1/billing_portal/configurations',
      handle: ({ form }) =>
        list(
          '/v1/billing_portal/configurations',
          [defaultPortalConfiguration(), ...store.portalConfigurations.values()],
          form,
        ),
    },
    {
      method: 'GET',
      pattern: '/v1/billing_portal/configurations/:id',
      handle: ({ params }) => portalConfigurationOrThrow(store, params.id!, 'id'),
    },
    {
      method: 'POST',
      pattern: '/v1/billing_portal/configurations/:id',
      handle: ({ params, form }) => {
        if (params.id === DEFAULT_PORTAL_CONFIGURATION_ID) {
          throw invalidParam(
            'id',
            'The sandbox’s default portal configuration cannot be changed; create one.',
          );
        }
        const configuration = applyPortalConfiguration(
          portalConfigurationOrThrow(store, params.id!, 'id'),
          form,
        );
        store.save();
        return configuration;
      },
    },

    // Invoices.
    {
      method: 'GET',
      pattern: '/v1/invoices',
      handle: ({ form }) => {
        const customer = stringParam(form, 'customer');
        const subscription = stringParam(form, 'subscription');
        const status = stringParam(form, 'status');
        return list(
          '/v1/invoices',
          [...store.invoices.values()].filter(
            (invoice) =>
              (!customer || invoice.customer === customer) &&
              (!subscription || invoice.parent.subscription_details.subscription === subscription) &&
              (!status || invoice.status === status),
          ),
          form,
        );
      },
    },
    {
      method: 'GET',
      pattern: '/v1/invoices/:id',
      handle: ({ params }) => store.invoices.get(params.id!) ?? throwMissing('invoice', params.id!),
    },

    // Events (what a receiver may re-read).
    {
      method: 'GET',
      pattern: '/v1/events',
      handle: ({ form }) => {
        const type = stringParam(form, 'type');
        const events = store
          .events()
          .filter((event) => !type || event.type === type)
          .map((event) => JSON.parse(event.body) as { created: number });
        return list('/v1/events', events, form);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/events/:id',
      handle: ({ params }) => {
        const event = store.events().find((candidate) => candidate.id === params.id);
        if (!event) throw noSuchResource('event', params.id!);
        return JSON.parse(event.body) as unknown;
      },
    },
  ];
}

function throwMissing(kind: string, id: string): never {
  throw noSuchResource(kind, id);
}

function lineItemsOf(stored: StoredCheckoutSession) {
  return stored.lineItems.map((line) => {
    const price = findPrice(line.price)!;
    const amount = stored.trialPeriodDays ? 0 : price.unit_amount * line.quantity;
    return {
      id: line.id,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: findProduct(price.product)?.name ?? price.nickname,
      price,
      quantity: line.quantity,
      created: stored.session.created,
    };
  });
}

function readCheckoutInput(form: FormObject): CheckoutInput {
  const mode = stringParam(form, 'mode');
  if (!mode) throw missingParam('mode');
  if (mode !== 'subscription') {
    throw invalidParam('mode', `The sandbox Stripe supports only mode "subscription", not "${mode}".`);
  }
  const rawItems = arrayParam(form, 'line_items');
  if (!rawItems || rawItems.length === 0) throw missingParam('line_items');
  const lineItems = rawItems.map((item, index) => {
    const param = `line_items[${index}]`;
    if (!isFormObject(item)) throw invalidParam(param, `Invalid object: ${param} must be a hash.`);
    const price = stringParam(item, 'price', `${param}[price]`);
    if (!price) {
      throw invalidParam(
        `${param}[price]`,
        'The sandbox Stripe needs line_items[][price] (price_data is not supported).',
      );
    }
    const quantity =
      integerParam(item, 'quantity', { min: 1, max: MAX_QUANTITY, param: `${param}[quantity]` }) ?? 1;
    return { price, quantity };
  });
  const subscriptionData = objectParam(form, 'subscription_data') ?? {};
  const clientReferenceId = stringParam(form, 'client_reference_id') ?? null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw invalidParam('client_reference_id', 'client_reference_id must be at most 200 characters.');
  }
  return {
    lineItems,
    customer: stringParam(form, 'customer') ?? null,
    customerEmail: stringParam(form, 'customer_email') ?? null,
    clientReferenceId,
    successUrl: urlParam(form, 'success_url'),
    cancelUrl: urlParam(form, 'cancel_url'),
    trialPeriodDays:
      integerParam(subscriptionData, 'trial_period_days', {
        min: 1,
        max: 730,
        param: 'subscription_data[trial_period_days]',
      }) ?? null,
    metadata: definedMetadata(metadataParam(form)),
    subscriptionMetadata: definedMetadata(metadataParam(subscriptionData)),
    locale: stringParam(form, 'locale') ?? null,
    allowPromotionCodes: booleanParam(form, 'allow_promotion_codes') ?? null,
  };
}

function urlParam(form: FormObject, key: string): string | null {
  const value = stringParam(form, key);
  if (value === undefined || value === '') return null;
  // `{CHECKOUT_SESSION_ID}` is a template, not part of the URL.
  if (!URL.canParse(value.replaceAll('{CHECKOUT_SESSION_ID}', 'x')) || !/^https?:/i.test(value)) {
    throw invalidParam(key, `Not a valid URL`);
  }
  return value;
}

function readSubscriptionUpdate(form: FormObject): SubscriptionUpdate {
  const update: SubscriptionUpdate = {};
  const items = arrayParam(form, 'items');
  if (items) {
    update.items = items.map((item, index) => {
      const param = `items[${index}]`;
      if (!isFormObject(item)) throw invalidParam(param, `Invalid object: ${param} must be a hash.`);
      const change: NonNullable<SubscriptionUpdate['items']>[number] = {};
      const id = stringParam(item, 'id', `${param}[id]`);
      const price = stringParam(item, 'price', `${param}[price]`);
      const quantity = integerParam(item, 'quantity', {
        min: 0,
        max: MAX_QUANTITY,
        param: `${param}[quantity]`,
      });
      const deleted = booleanParam(item, 'deleted', `${param}[deleted]`);
      if (id) change.id = id;
      if (price) change.price = price;
      if (quantity !== undefined) change.quantity = quantity;
      if (deleted !== undefined) change.deleted = deleted;
      return change;
    });
  }
  const behavior = stringParam(form, 'proration_behavior');
  if (behavior !== undefined) {
    if (behavior !== 'create_prorations' && behavior !== 'none' && behavior !== 'always_invoice') {
      throw invalidParam(
        'proration_behavior',
        `Invalid proration_behavior: must be one of create_prorations, none, always_invoice`,
      );
    }
    update.prorationBehavior = behavior;
  }
  const cancelAtPeriodEnd = booleanParam(form, 'cancel_at_period_end');
  if (cancelAtPeriodEnd !== undefined) update.cancelAtPeriodEnd = cancelAtPeriodEnd;
  const metadata = metadataParam(form);
  if (metadata) update.metadata = metadata;
  const trialEnd = stringParam(form, 'trial_end');
  if (trialEnd !== undefined) {
    if (trialEnd !== 'now')
      throw invalidParam('trial_end', 'The sandbox Stripe supports only trial_end=now.');
    update.trialEndNow = true;
  }
  for (const key of Object.keys(form)) {
    if (
      ![
        'items',
        'proration_behavior',
        'cancel_at_period_end',
        'metadata',
        'trial_end',
        'expand',
        'payment_behavior',
        'proration_date',
      ].includes(key)
    ) {
      throw new StripeApiError({
        status: 400,
        code: 'parameter_unknown',
        param: key,
        message: `Received unknown parameter: ${key}`,
      });
    }
  }
  return update;
}

/** Stripe's list object, newest first, with `limit` (1–100, default 10), `starting_after`, `ending_before`. */
export function list<T>(url: string, items: T[], form: FormObject, isNewestFirst = true): StripeList<T> {
  const limit = integerParam(form, 'limit', { min: 1, max: 100 }) ?? 10;
  const startingAfter = stringParam(form, 'starting_after');
  const endingBefore = stringParam(form, 'ending_before');
  let ordered = isNewestFirst ? [...items].reverse() : [...items];
  const idOf = (item: T) => (item as { id?: string }).id;
  if (startingAfter) {
    const index = ordered.findIndex((item) => idOf(item) === startingAfter);
    if (index < 0) throw noSuchResource('object', startingAfter, 'starting_after');
    ordered = ordered.slice(index + 1);
    return { object: 'list', data: ordered.slice(0, limit), has_more: ordered.length > limit, url };
  }
  if (endingBefore) {
    const index = ordered.findIndex((item) => idOf(item) === endingBefore);
    if (index < 0) throw noSuchResource('object', endingBefore, 'ending_before');
    ordered = ordered.slice(0, index);
    return { object: 'list', data: ordered.slice(-limit), has_more: ordered.length > limit, url };
  }
  return { object: 'list', data: ordered.slice(0, limit), has_more: ordered.length > limit, url };
}

/** `GET /v1/customers/search?query=…`: the sandbox understands `email:'…'` and `metadata['key']:'value'` joined by AND. */
function searchCustomers(store: StripeStore, form: FormObject) {
  const query = stringParam(form, 'query');
  if (!query) throw missingParam('query');
  const clauses = query.split(/\s+AND\s+/i).map((clause) => {
    const match = /^(email|name|metadata\[['"]([^'"]+)['"]\]):['"](.*)['"]$/.exec(clause.trim());
    if (!match) throw invalidParam('query', `The sandbox Stripe cannot search on: ${clause}`);
    return { field: match[2] ? 'metadata' : match[1]!, key: match[2], value: match[3]! };
  });
  const data = [...store.customers.values()]
    .filter((customer) =>
      clauses.every(({ field, key, value }) =>
        field === 'metadata'
          ? customer.metadata[key!] === value
          : (customer as Record<string, unknown>)[field] === value,
      ),
    )
    .reverse();
  const limit = integerParam(form, 'limit', { min: 1, max: 100 }) ?? 10;
  return {
    object: 'search_result',
    data: data.slice(0, limit),
    has_more: data.length > limit,
    next_page: null,
    url: '/v1/customers/search',
  };
}
