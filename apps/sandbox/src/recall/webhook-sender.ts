import type { RecallStore, StoredWebhook } from './recall-store.js';
import { newMessageId, signWebhook } from './webhook-signature.js';

export type WebhookSenderOptions = {
  store: RecallStore;
  /** The product's endpoint, e.g. `${appUrl}/api/webhooks/recall`. */
  url: string;
  /** `whsec_…`: the workspace verification secret. */
  secret: string;
  /** Waits before the 2nd, 3rd, … attempt; one attempt more than there are delays. */
  retryDelaysMs?: readonly number[];
  /** Recall's (Svix's) receivers must answer within 15 s. */
  timeoutMs?: number;
};

export type WebhookSender = {
  /** Stores the message (the outbox survives a restart) and queues it behind the bot's earlier ones. */
  send(options: { event: string; botId: string; payload: unknown }): StoredWebhook;
  /** Queues every message still pending, e.g. after a restart. */
  resume(): void;
  /** Stops retrying and aborts requests under way; pending messages stay in the outbox. */
  close(): void;
};

const DEFAULT_RETRY_DELAYS_MS = [500, 2_000, 8_000, 30_000];
const USER_AGENT = 'Svix-Webhooks/1.0 (sender-ting-sandbox; +https://www.svix.com/http-sender/)';

/**
 * Delivers webhooks the way Recall does through Svix: signed with the Standard Webhooks headers,
 * retried with backoff on anything but a 2xx. Messages of one bot go out one after another, in the
 * order they were made; different bots do not wait on each other. Timers never keep the process alive.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { store, url, secret, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS, timeoutMs = 15_000 } = options;
  const queues = new Map<string, StoredWebhook[]>();
  const waits = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  const requests = new Set<AbortController>();
  let isClosed = false;

  function enqueue(webhook: StoredWebhook): void {
    const queue = queues.get(webhook.botId);
    if (queue) {
      queue.push(webhook);
      return;
    }
    queues.set(webhook.botId, [webhook]);
    void drain(webhook.botId);
  }

  async function drain(botId: string): Promise<void> {
    const queue = queues.get(botId) ?? [];
    try {
      while (queue.length > 0 && !isClosed) {
        const webhook = queue[0]!;
        await deliver(webhook);
        queue.shift();
      }
    } catch (error) {
      console.error(`Sandbox Recall stopped delivering webhooks of bot ${botId}:`, error);
    } finally {
      queues.delete(botId);
    }
  }

  async function deliver(webhook: StoredWebhook): Promise<void> {
    while (!isClosed && webhook.state === 'pending') {
      const attempt = webhook.attempts.length;
      if (attempt > 0) await wait(retryDelaysMs[attempt - 1] ?? 0);
      if (isClosed) return;
      const outcome = await post(webhook);
      if (isClosed && outcome.error !== undefined) return;
      webhook.attempts.push({ at: new Date().toISOString(), ...outcome });
      const isOk = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
      const answer = outcome.status !== undefined ? `HTTP ${outcome.status}` : outcome.error;
      if (isOk) {
        webhook.state = 'delivered';
      } else if (webhook.attempts.length > retryDelaysMs.length) {
        webhook.state = 'failed';
        console.error(
          `Sandbox Recall gave up on webhook ${webhook.event} (${webhook.id}) to ${url} after ${webhook.attempts.length} attempts; last answer: ${answer}`,
        );
      } else {
        console.warn(
          `Sandbox Recall webhook ${webhook.event} (${webhook.id}) to ${url} got ${answer}; retrying in ${retryDelaysMs[webhook.attempts.length - 1]} ms`,
        );
      }
      store.save();
    }
  }

  async function post(webhook: StoredWebhook): Promise<{ status?: number; error?: string }> {
    const controller = new AbortController();
    requests.add(controller);
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
    try {
      // Svix signs every attempt afresh: same webhook-id, new timestamp.
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'webhook-id': webhook.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook({ secret, id: webhook.id, timestamp, body: webhook.body }),
        },
        body: webhook.body,
        signal: controller.signal,
      });
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status };
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      const cause = (reason as { cause?: { message?: string } }).cause?.message;
      return { error: `${(reason as Error).message ?? String(reason)}${cause ? ` (${cause})` : ''}` };
    } finally {
      clearTimeout(timer);
      requests.delete(controller);
    }
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          waits.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      entry.timer.unref();
      waits.add(entry);
    });
  }

  return {
    send({ event, botId, payload }) {
      const webhook: StoredWebhook = {
        id: newMessageId(),
        event,
        botId,
        body: JSON.stringify(payload),
        createdAt: new Date().toISOString(),
        state: 'pending',
        attempts: [],
      };
      store.addWebhook(webhook);
      if (!isClosed) enqueue(webhook);
      return webhook;
    },
    resume() {
      for (const webhook of store.webhooks()) if (webhook.state === 'pending') enqueue(webhook);
    },
    close() {
      isClosed = true;
      for (const entry of waits) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      waits.clear();
      for (const controller of requests) controller.abort(new Error('sandbox closed'));
    },
  };
}
