import { findPrice, findProduct } from './prices.js';
import { StripeApiError } from './stripe-errors.js';
import type { StripeStore } from './stripe-store.js';

/** A card payment method as the sandbox knows one: every successful card is 4242. */
function paymentMethod(id: string) {
  return {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: 'visa',
      country: 'US',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      funding: 'credit',
      last4: '4242',
    },
    created: 0,
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

/** Finds any object the sandbox keeps by its id's prefix (what `expand[]` replaces an id with). */
export function createResolver(store: StripeStore) {
  return function resolve(id: string): unknown {
    if (id.startsWith('cus_')) return store.customers.get(id);
    if (id.startsWith('sub_')) return store.subscriptions.get(id);
    if (id.startsWith('in_')) return store.invoices.get(id);
    if (id.startsWith('cs_')) return store.checkoutSessions.get(id)?.session;
    if (id.startsWith('price_')) return findPrice(id);
    if (id.startsWith('prod_')) return findProduct(id);
    if (id.startsWith('pm_')) return paymentMethod(id);
    return undefined;
  };
}

/**
 * Applies Stripe's `expand[]` (dotted paths, `data.` for list items, at most four levels) to a
 * copy of `value`. An id that resolves is replaced by its object; a path through nothing expandable
 * is refused as Stripe refuses it.
 */
export function expandObject<T>(value: T, paths: string[], resolve: (id: string) => unknown): T {
  if (paths.length === 0) return value;
  const copy = structuredClone(value);
  for (const path of paths) {
    const parts = path.split('.');
    if (parts.length > 4) {
      throw new StripeApiError({
        status: 400,
        param: 'expand',
        message: `You cannot expand more than 4 levels of a property. Property: ${path}`,
      });
    }
    applyPath({ node: copy, parts, path, resolve });
  }
  return copy;
}

type ApplyOptions = { node: unknown; parts: string[]; path: string; resolve: (id: string) => unknown };

function applyPath({ node, parts, path, resolve }: ApplyOptions): void {
  const [head, ...rest] = parts;
  if (head === undefined || typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.object === 'list' && head === 'data' && Array.isArray(record.data)) {
    for (const item of record.data) applyPath({ node: item, parts: rest, path, resolve });
    return;
  }
  if (!(head in record)) {
    throw new StripeApiError({
      status: 400,
      param: 'expand',
      message: `This property cannot be expanded (${path}).`,
    });
  }
  let value = record[head];
  if (typeof value === 'string') {
    const found = resolve(value);
    if (found === undefined) {
      throw new StripeApiError({
        status: 400,
        param: 'expand',
        message: `This property cannot be expanded (${path}).`,
      });
    }
    value = structuredClone(found);
    record[head] = value;
  }
  if (rest.length > 0) applyPath({ node: value, parts: rest, path, resolve });
}
