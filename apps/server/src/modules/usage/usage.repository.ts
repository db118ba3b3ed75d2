import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  deletedMeetingCounts,
  meetingOutputs,
  meetings,
  organizations,
  transcriptSegments,
} from '../../db/schema';

/**
 * Meetings counted against the plan since `since` (the start of the calendar month): those counted,
 * and those counted and deleted since (`deleted_meeting_counts`: deleting never frees a slot).
 */
export async function countProcessedMeetings(
  db: Database,
  options: { organizationId: string; since: Date; ownerUserId?: string },
): Promise<number> {
  const counted = [
    eq(meetings.organizationId, options.organizationId),
    isNotNull(meetings.countedAt),
    gte(meetings.countedAt, options.since),
  ];
  const deleted = [
    eq(deletedMeetingCounts.organizationId, options.organizationId),
    gte(deletedMeetingCounts.countedAt, options.since),
  ];
  if (options.ownerUserId) {
    counted.push(eq(meetings.ownerUserId, options.ownerUserId));
    deleted.push(eq(deletedMeetingCounts.ownerUserId, options.ownerUserId));
  }
  const [row] = await db
    .select({
      total: sql<number>`(select count(*) from ${meetings} where ${and(...counted)})
        + (select count(*) from ${deletedMeetingCounts} where ${and(...deleted)})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.total ?? 0;
}

/**
 * Counts the meeting against its organization's monthly limit, atomically: the organization's row is
 * locked while the month's count is read and the meeting marked, so two meetings starting at once
 * cannot both take the last slot. `limit` null means unlimited. True when the meeting is (already) counted.
 */
export async function claimPlanSlot(
  db: Database,
  options: { meetingId: string; organizationId: string; limit: number | null; since: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, options.organizationId))
      .for('update');
    const [meeting] = await tx
      .select({ countedAt: meetings.countedAt })
      .from(meetings)
      .where(eq(meetings.id, options.meetingId));
    if (!meeting) return false;
    if (meeting.countedAt) return true;
    if (options.limit !== null) {
      const used = await countProcessedMeetings(tx as unknown as Database, {
        organizationId: options.organizationId,
        since: options.since,
      });
      if (used >= options.limit) return false;
    }
    await tx.update(meetings).set({ countedAt: new Date() }).where(eq(meetings.id, options.meetingId));
    return true;
  });
}

/**
 * Gives a meeting's slot back when it made nothing: no transcript line and no outputs. A meeting that
 * failed before any output (no speech-to-text, a bot never admitted, an unreadable file) then does not
 * use the month's allowance, and a Retry counts it again, once. True when a slot was given back.
 */
export async function releasePlanSlot(db: Database, options: { meetingId: string }): Promise<boolean> {
  const rows = await db
    .update(meetings)
    .set({ countedAt: null })
    .where(
      and(
        eq(meetings.id, options.meetingId),
        isNotNull(meetings.countedAt),
        sql`not exists (select 1 from ${transcriptSegments} where ${transcriptSegments.meetingId} = ${options.meetingId})`,
        sql`not exists (select 1 from ${meetingOutputs} where ${meetingOutputs.meetingId} = ${options.meetingId})`,
      ),
    )
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/**
 * The bytes of recordings the organization keeps now: the sizes Ting stored, summed from the partial
 * index `meetings_organization_stored_media`. A recording deleted (retention, a stop, the meeting
 * deleted) leaves the sum with its row's media.
 */
export async function sumStoredMediaBytes(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${meetings.mediaSizeBytes}), 0)` })
    .from(meetings)
    .where(and(eq(meetings.organizationId, organizationId), isNotNull(meetings.mediaKey)));
  return Number(row?.total ?? 0);
}
