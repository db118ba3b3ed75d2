import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(length: number): string {
  let text = '';
  for (const byte of randomBytes(length)) text += BASE62[byte % BASE62.length];
  return text;
}

/** A Stripe-style id: `cus_…`, `sub_…`, `evt_…`; checkout sessions are `cs_test_…` and longer. */
export function newStripeId(prefix: string): string {
  return prefix === 'cs_test' ? `cs_test_${base62(58)}` : `${prefix}_${base62(24)}`;
}

/** Unix seconds, as every Stripe timestamp. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

/** The same day of the next month (clamped to its last day), in unix seconds. */
export function addMonths(unixSeconds: number, months = 1): number {
  const date = new Date(unixSeconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
