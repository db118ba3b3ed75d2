import { newStripeId, unixNow } from './stripe-ids.js';
import { signStripeWebhook } from './stripe-signature.js';
import type { StoredEvent, StripeStore } from './stripe-store.js';

/** The API version of stripe-node 23 (what the product's SDK pins): the shapes the sandbox emits. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export type StripeWebhookSenderOptions = {
  store: StripeStore;
  /** The product's endpoint, e.g. `${appUrl}/api/webhooks/stripe`. */
  url: string;
  /** The endpoint's signing secret, `whsec_…`. */
  secret: string;
  /** Waits before the 2nd, 3rd, … attempt; one attempt more than there are delays. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
};

export type StripeWebhookSender = {
  /** Stores the event (the outbox survives a restart) and queues its delivery behind earlier ones. */
  emit(type: string, object: unknown, previousAttributes?: Record<string, unknown>): StoredEvent;
  /** Sends a stored event again, same id and body (Stripe's "Resend"). */
  redeliver(event: StoredEvent): void;
  /** Queues every event still pending, e.g. after a restart. */
  resume(): void;
  close(): void;
};

const DEFAULT_RETRY_DELAYS_MS = [500, 2_000, 8_000, 30_000, 120_000];
const USER_AGENT = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)';

/**
 * Delivers events the way Stripe does: a JSON `event` POSTed with a `Stripe-Signature` header made
 * afresh for each attempt, retried with backoff on anything but a 2xx, the same event id every time.
 * Events go out one after another in the order they happened. Timers never keep the process alive;
 * an unreachable endpoint (the product's route not there yet) only logs.
 */
export function createStripeWebhookSender(options: StripeWebhookSenderOptions): StripeWebhookSender {
  const { store, url, secret, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS, timeoutMs = 15_000 } = options;
  const queue: StoredEvent[] = [];
  const waits = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  const requests = new Set<AbortController>();
  let isDraining = false;
  let isClosed = false;

  function enqueue(event: StoredEvent): void {
    if (isClosed || queue.includes(event)) return;
    queue.push(event);
    if (!isDraining) void drain();
  }

  async function drain(): Promise<void> {
    isDraining = true;
    try {
      while (queue.length > 0 && !isClosed) {
        await deliver(queue[0]!);
        queue.shift();
      }
    } catch (error) {
      console.error('Sandbox Stripe stopped delivering webhooks:', error);
    } finally {
      isDraining = false;
    }
  }

  async function deliver(event: StoredEvent): Promise<void> {
    let attemptsThisRound = 0;
    while (!isClosed && event.state === 'pending') {
      if (attemptsThisRound > 0) await wait(retryDelaysMs[attemptsThisRound - 1] ?? 0);
      if (isClosed) return;
      const outcome = await post(event);
      if (isClosed && outcome.error !== undefined) return;
      attemptsThisRound += 1;
      event.attempts.push({ at: new Date().toISOString(), ...outcome });
      const isOk = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
      const answer = outcome.status !== undefined ? `HTTP ${outcome.status}` : outcome.error;
      if (isOk) {
        event.state = 'delivered';
      } else if (attemptsThisRound > retryDelaysMs.length) {
        event.state = 'failed';
        console.error(
          `Sandbox Stripe gave up on ${event.type} (${event.id}) to ${url} after ${attemptsThisRound} attempts; last answer: ${answer}`,
        );
      } else {
        console.warn(
          `Sandbox Stripe webhook ${event.type} (${event.id}) to ${url} got ${answer}; retrying in ${retryDelaysMs[attemptsThisRound - 1]} ms`,
        );
      }
      store.save();
    }
  }

  async function post(event: StoredEvent): Promise<{ status?: number; error?: string }> {
    const controller = new AbortController();
    requests.add(controller);
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': USER_AGENT,
          'stripe-signature': signStripeWebhook({ secret, timestamp: unixNow(), body: event.body }),
        },
        body: event.body,
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
    emit(type, object, previousAttributes) {
      const id = newStripeId('evt');
      const envelope = {
        id,
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: unixNow(),
        data: {
          // A snapshot: later changes to the object do not change what this event says.
          object: structuredClone(object),
          ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
        },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const event: StoredEvent = {
        id,
        type,
        body: JSON.stringify(envelope, null, 2),
        createdAt: new Date().toISOString(),
        state: 'pending',
        attempts: [],
      };
      store.addEvent(event);
      enqueue(event);
      return event;
    },
    redeliver(event) {
      event.state = 'pending';
      store.save();
      enqueue(event);
    },
    resume() {
      for (const event of store.events()) if (event.state === 'pending') enqueue(event);
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
