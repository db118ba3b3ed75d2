import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookInbox } from '../../db/schema';

/** Who sent the webhook: event ids are unique per source only. */
export type WebhookSource = 'recall' | 'stripe' | 'hubspot';

type EventKey = { source: WebhookSource; eventId: string };

export async function isWebhookEventRecorded(db: Database, key: EventKey): Promise<boolean> {
  const [row] = await db
    .select({ eventId: webhookInbox.eventId })
    .from(webhookInbox)
    .where(and(eq(webhookInbox.source, key.source), eq(webhookInbox.eventId, key.eventId)))
    .limit(1);
  return row !== undefined;
}

/** Records the event as processed; true for its first delivery, false when it was recorded before. */
export async function recordWebhookEvent(db: Database, key: EventKey): Promise<boolean> {
  const rows = await db
    .insert(webhookInbox)
    .values({ source: key.source, eventId: key.eventId })
    .onConflictDoNothing()
    .returning({ eventId: webhookInbox.eventId });
  return rows.length > 0;
}

/** Forgets events received before `before`; returns how many. */
export async function deleteWebhookEventsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookInbox)
    .where(lt(webhookInbox.receivedAt, before))
    .returning({ eventId: webhookInbox.eventId });
  return rows.length;
}
