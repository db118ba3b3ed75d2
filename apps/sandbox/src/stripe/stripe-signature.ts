import { createHmac } from 'node:crypto';

/** True for a Stripe endpoint secret: `whsec_` and at least one more character, no spaces. */
export function isStripeWebhookSecret(secret: string): boolean {
  return /^whsec_\S+$/.test(secret);
}

export type SignStripeOptions = {
  /** The endpoint secret, `whsec_…`, used as-is (UTF-8) as the HMAC key. */
  secret: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** The exact request body. */
  body: string;
};

/** The `Stripe-Signature` header: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signStripeWebhook({ secret, timestamp, body }: SignStripeOptions): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
