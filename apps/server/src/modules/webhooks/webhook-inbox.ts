import { hasUnstorableCharacters } from '@ting/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isWebhookEventRecorded, recordWebhookEvent, type WebhookSource } from './webhook-inbox.repository';

export type { WebhookSource } from './webhook-inbox.repository';

/** Svix / Standard Webhooks ids are ~31 characters; anything much longer is not an id. */
const MAX_EVENT_ID_LENGTH = 200;

export type WebhookDelivery = 'processed' | 'redelivery';

export type WebhookInbox = {
  /**
   * Runs `process` for the first delivery of a signed event and skips its redeliveries. The id is
   * recorded only after `process` succeeded (its services commit their own transactions, each write
   * with its job): a delivery whose work failed is processed again when the sender retries. Two
   * deliveries racing each other may both run `process`, so the work it starts must be idempotent too.
   */
  receive(
    event: { source: WebhookSource; eventId: string },
    process: () => Promise<void>,
  ): Promise<WebhookDelivery>;
};

/** The inbox of processed webhook ids, shared by every webhook source (Recall, Stripe, HubSpot). */
export function createWebhookInbox(db: Database): WebhookInbox {
  return {
    async receive(event, process) {
      if (
        event.eventId.length === 0 ||
        event.eventId.length > MAX_EVENT_ID_LENGTH ||
        hasUnstorableCharacters(event.eventId)
      ) {
        throw new AppError('VALIDATION_ERROR', 'The webhook id is missing or malformed.');
      }
      if (await isWebhookEventRecorded(db, event)) return 'redelivery';
      await process();
      await recordWebhookEvent(db, event);
      return 'processed';
    },
  };
}
