import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** The HMAC key of a Standard Webhooks secret: the bytes base64-encoded after `whsec_`. */
export function webhookSigningKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('The Recall webhook secret holds no key bytes after whsec_');
  return key;
}

/** True for `whsec_` followed by standard base64 (padding optional) of at least one byte. */
export function isWebhookSecret(secret: string): boolean {
  return /^whsec_[A-Za-z0-9+/]{2,}={0,2}$/.test(secret);
}

export type SignWebhookOptions = {
  secret: string;
  /** `webhook-id`: stays the same across retries of one message. */
  id: string;
  /** `webhook-timestamp`: unix seconds of this attempt. */
  timestamp: number;
  /** The exact request body. */
  body: string;
};

/**
 * The `webhook-signature` header value of the Standard Webhooks (Svix) scheme Recall uses:
 * `v1,` + base64 HMAC-SHA256 over `{id}.{timestamp}.{body}`.
 */
export function signWebhook({ secret, id, timestamp, body }: SignWebhookOptions): string {
  const digest = createHmac('sha256', webhookSigningKey(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Svix-style message id: `msg_` and 27 base62 characters. */
export function newMessageId(): string {
  const bytes = randomBytes(27);
  let id = 'msg_';
  for (const byte of bytes) id += BASE62[byte % BASE62.length];
  return id;
}
