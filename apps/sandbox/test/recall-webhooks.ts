import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Ref = { id: string; metadata: Record<string, string | null> };

/** The parts of Recall's webhook payloads the tests read. */
export type WebhookPayload = {
  event: string;
  data: {
    data: { code: string; sub_code: string | null; updated_at: string };
    bot?: Ref;
    recording?: Ref;
    transcript?: Ref;
  };
};

export type ReceivedWebhook = {
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as signed. */
  body: string;
  payload: WebhookPayload;
  /** What the receiver answered. */
  status: number;
};

export type WebhookReceiver = {
  url: string;
  secret: string;
  received: ReceivedWebhook[];
  /** Answers the next `count` deliveries of `event` with HTTP 500. */
  failNext(event: string, count: number): void;
  /** Resolves with everything received so far once `predicate` holds, or rejects after `timeoutMs`. */
  waitFor(
    predicate: (received: ReceivedWebhook[]) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>;
  /** Received deliveries of one bot (retries included), in arrival order. */
  forBot(botId: string): ReceivedWebhook[];
  close(): Promise<void>;
};

/** The product's webhook endpoint, as a test sees it: records every delivery with its raw body. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const received: ReceivedWebhook[] = [];
  const failures = new Map<string, number>();
  const waiters = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const payload = JSON.parse(body) as ReceivedWebhook['payload'];
      const remaining = failures.get(payload.event) ?? 0;
      const status = remaining > 0 ? 500 : 204;
      if (remaining > 0) failures.set(payload.event, remaining - 1);
      received.push({ headers: req.headers, body, payload, status });
      res.writeHead(status).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/recall`;

  return {
    url,
    secret,
    received,
    failNext(event, count) {
      failures.set(event, count);
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          cleanup();
          resolve(received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `Webhooks did not arrive in time; got: ${received.map((r) => r.payload.event).join(', ')}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    forBot(botId) {
      return received.filter((delivery) => delivery.payload.data?.bot?.id === botId);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * Verifies a delivery the way a Standard Webhooks / Svix receiver does, written here from the spec
 * (not with the sandbox's own code): HMAC-SHA256 over `{id}.{timestamp}.{body}` with the key
 * base64-decoded from after `whsec_`, compared against every `v1,<base64>` entry, timestamp within
 * five minutes.
 */
export function verifyStandardWebhook({
  secret,
  headers,
  body,
}: {
  secret: string;
  headers: IncomingHttpHeaders;
  body: string;
}): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature = ''] = entry.split(',');
    const given = Buffer.from(signature, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
