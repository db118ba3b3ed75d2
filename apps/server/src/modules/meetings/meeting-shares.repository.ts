import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingShares } from '../../db/schema';

export type MeetingShareRow = typeof meetingShares.$inferSelect;

export async function findActiveShare(
  db: Database,
  options: { organizationId: string; meetingId: string },
): Promise<MeetingShareRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingShares)
    .where(
      and(
        eq(meetingShares.organizationId, options.organizationId),
        eq(meetingShares.meetingId, options.meetingId),
        isNull(meetingShares.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The active link with this token hash, whichever organization it belongs to (the token is the grant). */
export async function findActiveShareByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<MeetingShareRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingShares)
    .where(and(eq(meetingShares.tokenHash, tokenHash), isNull(meetingShares.revokedAt)))
    .limit(1);
  return row;
}

/** Whether a share is still active for its meeting (media links handed out through it check this). */
export async function isShareActive(
  db: Database,
  options: { shareId: string; meetingId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: meetingShares.id })
    .from(meetingShares)
    .where(
      and(
        eq(meetingShares.id, options.shareId),
        eq(meetingShares.meetingId, options.meetingId),
        isNull(meetingShares.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a link unless the meeting already has an active one (then returns undefined). */
export async function insertShare(
  db: Database,
  values: typeof meetingShares.$inferInsert,
): Promise<MeetingShareRow | undefined> {
  const [row] = await db.insert(meetingShares).values(values).onConflictDoNothing().returning();
  return row;
}

export async function revokeShares(
  db: Database,
  options: { organizationId: string; meetingId: string; now: Date },
): Promise<number> {
  const rows = await db
    .update(meetingShares)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(meetingShares.organizationId, options.organizationId),
        eq(meetingShares.meetingId, options.meetingId),
        isNull(meetingShares.revokedAt),
      ),
    )
    .returning({ id: meetingShares.id });
  return rows.length;
}
