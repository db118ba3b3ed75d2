import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedStripeWebhook = {
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as signed. */
  body: string;
  event: { id: string; type: string; data: { object: { id: string } & Record<string, unknown> } };
  /** What the receiver answered. */
  status: number;
};

export type StripeWebhookReceiver = {
  url: string;
  secret: string;
  received: ReceivedStripeWebhook[];
  /** Answers the next `count` deliveries of `type` with HTTP 500. */
  failNext(type: string, count: number): void;
  /** Resolves with everything received so far once `predicate` holds, or rejects after `timeoutMs`. */
  waitFor(
    predicate: (received: ReceivedStripeWebhook[]) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedStripeWebhook[]>;
  close(): Promise<void>;
};

/** The product's `/api/webhooks/stripe`, as a test sees it: records every delivery with its raw body. */
export async function startStripeWebhookReceiver(): Promise<StripeWebhookReceiver> {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const received: ReceivedStripeWebhook[] = [];
  const failures = new Map<string, number>();
  const waiters = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body) as ReceivedStripeWebhook['event'];
      const remaining = failures.get(event.type) ?? 0;
      const status = remaining > 0 ? 500 : 200;
      if (remaining > 0) failures.set(event.type, remaining - 1);
      received.push({ headers: req.headers, body, event, status });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"received":true}');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;

  return {
    url,
    secret,
    received,
    failNext(type, count) {
      failures.set(type, count);
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
              `Webhooks did not arrive in time; got: ${received.map((r) => r.event.type).join(', ')}`,
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
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
