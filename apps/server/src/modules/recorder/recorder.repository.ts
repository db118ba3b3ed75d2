import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recorderBots } from '../../db/schema';

export type RecorderBotRow = typeof recorderBots.$inferSelect;

export async function insertRecorderBot(
  db: Database,
  values: typeof recorderBots.$inferInsert,
): Promise<RecorderBotRow> {
  const [row] = await db.insert(recorderBots).values(values).returning();
  if (!row) throw new Error('Recorder bot insert returned no row');
  return row;
}

/** Whose bots: a member of an organization (the calendar's owner). */
type BotOwner = { organizationId: string; userId: string };

const ownedBy = (owner: BotOwner) =>
  and(eq(recorderBots.organizationId, owner.organizationId), eq(recorderBots.userId, owner.userId));

/** The bot the member sent to an event of their calendar; another member's bot to the same call is theirs. */
export async function findBotForEvent(
  db: Database,
  options: { owner: BotOwner; calendarEventExternalId: string },
): Promise<RecorderBotRow | undefined> {
  const [row] = await db
    .select()
    .from(recorderBots)
    .where(
      and(ownedBy(options.owner), eq(recorderBots.calendarEventExternalId, options.calendarEventExternalId)),
    )
    .limit(1);
  return row;
}

/** The member's bots that have not joined yet (their calendar is going, so these are called off). */
export async function listScheduledBots(db: Database, owner: BotOwner): Promise<RecorderBotRow[]> {
  return db
    .select()
    .from(recorderBots)
    .where(and(ownedBy(owner), eq(recorderBots.status, 'scheduled')));
}

export async function findBotByExternalId(
  db: Database,
  externalBotId: string,
): Promise<RecorderBotRow | undefined> {
  const [row] = await db
    .select()
    .from(recorderBots)
    .where(eq(recorderBots.externalBotId, externalBotId))
    .limit(1);
  return row;
}

export async function findBotByMeetingId(
  db: Database,
  meetingId: string,
): Promise<RecorderBotRow | undefined> {
  const [row] = await db.select().from(recorderBots).where(eq(recorderBots.meetingId, meetingId)).limit(1);
  return row;
}

/**
 * Moves the bot to `status` only from one of the states in `from`, so a late or repeated webhook
 * never sets it back (e.g. 'in_call' after 'done'). True when the bot moved.
 */
export async function advanceBotStatus(
  db: Database,
  options: { id: string; from: Array<RecorderBotRow['status']>; status: RecorderBotRow['status'] },
): Promise<boolean> {
  const rows = await db
    .update(recorderBots)
    .set({ status: options.status, updatedAt: new Date() })
    .where(and(eq(recorderBots.id, options.id), inArray(recorderBots.status, options.from)))
    .returning({ id: recorderBots.id });
  return rows.length > 0;
}

export async function deleteBot(db: Database, id: string) {
  await db.delete(recorderBots).where(eq(recorderBots.id, id));
}

export async function listBotsForEvents(
  db: Database,
  options: { owner: BotOwner; calendarEventExternalIds: string[] },
): Promise<RecorderBotRow[]> {
  if (options.calendarEventExternalIds.length === 0) return [];
  return db
    .select()
    .from(recorderBots)
    .where(
      and(
        ownedBy(options.owner),
        inArray(recorderBots.calendarEventExternalId, options.calendarEventExternalIds),
      ),
    );
}
