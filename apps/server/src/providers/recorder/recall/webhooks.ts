import { ZExternalTextSchema, zText } from '@ting/contracts';
import { z } from 'zod';
import type { VerifiedWebhook, WebhookDelivery } from '../../webhook-delivery';
import type { RecorderWebhookEvent } from '../recorder-bot';
import { verifyWebhookSignature } from './webhook-signature';

/**
 * The webhook events we act on (Recall's current format); others are acknowledged and ignored. Ids
 * with characters no database can hold are no ids of ours (an unknown shape); the sub code is text
 * we show, so it is cleaned rather than refused.
 */
const ZRecallWebhookSchema = z.object({
  event: zText({ max: 100, trim: false }),
  data: z
    .object({
      data: z
        .object({
          code: zText({ max: 100, trim: false }),
          sub_code: ZExternalTextSchema.pipe(z.string().max(200)).nullable().optional(),
        })
        .passthrough(),
      bot: z
        .object({ id: zText({ max: 100, trim: false }) })
        .passthrough()
        .nullable()
        .optional(),
    })
    .passthrough(),
});

/**
 * Recall's bot status events as our stages. In the call counts from when the bot is admitted, recording
 * or not yet (the host may still have to allow it); `recording_permission_denied` is left out: the bot
 * leaves, and `fatal` or `call_ended` follows. Recall adds codes over time: others are ignored.
 */
const KIND_OF_EVENT: Record<string, RecorderWebhookEvent['kind']> = {
  'bot.joining_call': 'joining',
  'bot.in_waiting_room': 'waiting_room',
  'bot.in_call_not_recording': 'in_call',
  'bot.recording_permission_allowed': 'in_call',
  'bot.in_call_recording': 'in_call',
  'bot.call_ended': 'call_ended',
  'bot.done': 'done',
  'bot.fatal': 'fatal',
};

/** What a Recall webhook body says, in the recorder capability's terms; null when we do not act on it. */
export function parseRecallWebhook(body: string): RecorderWebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = ZRecallWebhookSchema.safeParse(json);
  if (!parsed.success) return null;
  const kind = KIND_OF_EVENT[parsed.data.event];
  const botId = parsed.data.data.bot?.id;
  if (!kind || !botId) return null;
  return { kind, botId, failureReason: parsed.data.data.data.sub_code ?? null };
}

/** Recall signs like Svix (Standard Webhooks); older deliveries name the headers `svix-*`. */
export function verifyRecallWebhook(options: {
  secret: string;
  delivery: WebhookDelivery;
  now?: Date;
}): VerifiedWebhook<RecorderWebhookEvent> | null {
  const { delivery } = options;
  const eventId = delivery.header('webhook-id') ?? delivery.header('svix-id');
  const isValid = verifyWebhookSignature({
    secret: options.secret,
    id: eventId,
    timestamp: delivery.header('webhook-timestamp') ?? delivery.header('svix-timestamp'),
    signature: delivery.header('webhook-signature') ?? delivery.header('svix-signature'),
    body: delivery.body,
    now: options.now,
  });
  if (!isValid || !eventId) return null;
  return { eventId, event: parseRecallWebhook(delivery.body) };
}
