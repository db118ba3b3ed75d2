import { createHmac, timingSafeEqual } from 'node:crypto';

/** Recall (like every Svix / Standard Webhooks sender) signs `{id}.{timestamp}.{body}` with HMAC-SHA256. */
export function verifyWebhookSignature(options: {
  secret: string;
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  now?: Date;
  toleranceSeconds?: number;
}): boolean {
  const { id, timestamp, signature } = options;
  if (!id || !timestamp || !signature) return false;
  const sentAt = Number(timestamp);
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > (options.toleranceSeconds ?? 300)) return false;

  const key = Buffer.from(options.secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${options.body}`).digest();
  // The header may carry several space-separated `v1,<base64>` signatures while a secret rotates.
  return signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Signs like Recall does; for tests and for the sandbox's own checks. */
export function signWebhook(options: {
  secret: string;
  id: string;
  timestamp: string;
  body: string;
}): string {
  const key = Buffer.from(options.secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${options.id}.${options.timestamp}.${options.body}`).digest('base64')}`;
}
