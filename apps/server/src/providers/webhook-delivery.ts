/**
 * One pattern for every signed webhook (Recall now, Stripe and HubSpot next): the route hands the
 * provider the raw body and the headers as received; the provider checks the signature and turns
 * the payload into an event of its capability, so no route knows a sender's headers or format.
 */
export type WebhookDelivery = {
  /** The body exactly as received: signatures are computed over these bytes. */
  body: string;
  header(name: string): string | undefined;
};

/** A delivery whose signature holds: its id (to process it once) and its event, or null for one we do not act on. */
export type VerifiedWebhook<E> = { eventId: string; event: E | null };
