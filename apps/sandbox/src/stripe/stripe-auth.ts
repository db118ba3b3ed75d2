import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { StripeApiError } from './stripe-errors.js';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function redact(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}` : '********';
}

/** `Authorization: Bearer sk_…` (or HTTP Basic with the key as the user, like `curl -u sk_…:`), checked against the configured key. */
export function authenticateStripe(req: IncomingMessage, secretKey: string): void {
  const header = req.headers.authorization?.trim() ?? '';
  let key: string | undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (bearer) key = bearer[1];
  else if (basic) key = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0];
  if (!key) {
    throw new StripeApiError({
      status: 401,
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }
  if (!sameKey(key, secretKey)) {
    throw new StripeApiError({ status: 401, message: `Invalid API Key provided: ${redact(key)}` });
  }
}
