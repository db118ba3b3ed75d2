import type { TMeetingStatus } from '@ting/contracts';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  meetingOutputs,
  meetingParticipants,
  meetings,
  organizations,
  transcriptSegments,
  users,
} from '../../db/schema';
import type { TranscriptSegment } from '../../providers/transcription/transcript-segment';

export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingOutputRow = typeof meetingOutputs.$inferSelect;
export type ParticipantRow = typeof meetingParticipants.$inferSelect;
export type SegmentRow = Omit<typeof transcriptSegments.$inferSelect, 'organizationId'>;
export type MeetingWithOwner = {
  meeting: MeetingRow;
  owner: { id: string; name: string | null; email: string };
};

const ownerColumns = { id: users.id, name: users.name, email: users.email };

export async function insertMeeting(
  db: Database,
  values: typeof meetings.$inferInsert & {
    participants: Array<{ name: string | null; email: string | null }>;
  },
): Promise<MeetingRow> {
  const { participants, ...meetingValues } = values;
  return db.transaction(async (tx) => {
    const [meeting] = await tx.insert(meetings).values(meetingValues).returning();
    if (!meeting) throw new Error('Meeting insert returned no row');
    if (participants.length > 0) {
      await tx
        .insert(meetingParticipants)
        .values(
          participants.map((p) => ({ ...p, meetingId: meeting.id, organizationId: meeting.organizationId })),
        );
    }
    return meeting;
  });
}

/** A meeting of the organization, or undefined: the organization scope is part of every lookup. */
export async function findMeeting(
  db: Database,
  options: { organizationId: string; meetingId: string },
): Promise<MeetingWithOwner | undefined> {
  const [row] = await db
    .select({ meeting: meetings, owner: ownerColumns })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.ownerUserId))
    .where(and(eq(meetings.organizationId, options.organizationId), eq(meetings.id, options.meetingId)))
    .limit(1);
  return row;
}

/** For jobs, which know only the id; they act on the meeting's own organization. */
export async function findMeetingById(db: Database, meetingId: string): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  return row;
}

export async function listMeetings(
  db: Database,
  options: { organizationId: string; ownerUserId?: string; query?: string; offset: number; limit: number },
): Promise<{ rows: MeetingWithOwner[]; total: number }> {
  const conditions = [eq(meetings.organizationId, options.organizationId)];
  if (options.ownerUserId) conditions.push(eq(meetings.ownerUserId, options.ownerUserId));
  if (options.query) {
    const pattern = `%${options.query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const byParticipant = db
      .select({ one: sql`1` })
      .from(meetingParticipants)
      .where(
        and(
          eq(meetingParticipants.meetingId, meetings.id),
          eq(meetingParticipants.organizationId, options.organizationId),
          ilike(meetingParticipants.email, pattern),
        ),
      );
    const match = or(ilike(meetings.title, pattern), exists(byParticipant));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ meeting: meetings, owner: ownerColumns })
      .from(meetings)
      .innerJoin(users, eq(users.id, meetings.ownerUserId))
      .where(where)
      .orderBy(desc(meetings.startedAt), desc(meetings.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(meetings).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function listParticipants(db: Database, meetingIds: string[]): Promise<ParticipantRow[]> {
  if (meetingIds.length === 0) return [];
  return db.select().from(meetingParticipants).where(inArray(meetingParticipants.meetingId, meetingIds));
}

export async function listSegments(db: Database, meetingId: string): Promise<SegmentRow[]> {
  return db
    .select({
      meetingId: transcriptSegments.meetingId,
      seq: transcriptSegments.seq,
      startMs: transcriptSegments.startMs,
      endMs: transcriptSegments.endMs,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
    })
    .from(transcriptSegments)
    .where(eq(transcriptSegments.meetingId, meetingId))
    .orderBy(asc(transcriptSegments.seq));
}

/** Replaces the meeting's transcript in one transaction, so a re-run never leaves duplicates or half a transcript. */
export async function replaceSegments(
  db: Database,
  options: { meeting: MeetingRow; segments: TranscriptSegment[] },
): Promise<void> {
  const { meeting, segments } = options;
  await db.transaction(async (tx) => {
    await tx.delete(transcriptSegments).where(eq(transcriptSegments.meetingId, meeting.id));
    const BATCH = 500;
    for (let start = 0; start < segments.length; start += BATCH) {
      await tx.insert(transcriptSegments).values(
        segments.slice(start, start + BATCH).map((segment, index) => ({
          meetingId: meeting.id,
          organizationId: meeting.organizationId,
          seq: start + index,
          startMs: Math.round(segment.startMs),
          endMs: Math.round(segment.endMs),
          speaker: segment.speaker,
          text: segment.text,
        })),
      );
    }
  });
}

export async function findOutputs(db: Database, meetingId: string): Promise<MeetingOutputRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingOutputs)
    .where(eq(meetingOutputs.meetingId, meetingId))
    .limit(1);
  return row;
}

/** One output row per meeting: writing again replaces it (a job may run twice). */
export async function upsertOutputs(db: Database, values: typeof meetingOutputs.$inferInsert): Promise<void> {
  await db
    .insert(meetingOutputs)
    .values(values)
    .onConflictDoUpdate({ target: meetingOutputs.meetingId, set: { ...values, createdAt: new Date() } });
}

/** Replaces a meeting's action items; undefined when the meeting has no outputs yet. */
export async function updateActionItems(
  db: Database,
  options: { meetingId: string; organizationId: string; actionItems: MeetingOutputRow['actionItems'] },
): Promise<MeetingOutputRow | undefined> {
  const [row] = await db
    .update(meetingOutputs)
    .set({ actionItems: options.actionItems })
    .where(
      and(
        eq(meetingOutputs.meetingId, options.meetingId),
        eq(meetingOutputs.organizationId, options.organizationId),
      ),
    )
    .returning();
  return row;
}

export async function updateMeeting(
  db: Database,
  options: { meetingId: string; set: Partial<Omit<typeof meetings.$inferInsert, 'id' | 'organizationId'>> },
): Promise<void> {
  await db
    .update(meetings)
    .set({ ...options.set, updatedAt: new Date() })
    .where(eq(meetings.id, options.meetingId));
}

export async function setMeetingStatus(
  db: Database,
  options: { meetingId: string; status: TMeetingStatus; reason?: string | null },
): Promise<void> {
  await updateMeeting(db, {
    meetingId: options.meetingId,
    set: { status: options.status, statusReason: options.reason ?? null },
  });
}

/** Meetings counted against the plan since `since` (the start of the calendar month). */
export async function countProcessedMeetings(
  db: Database,
  options: { organizationId: string; since: Date; ownerUserId?: string },
): Promise<number> {
  const conditions = [
    eq(meetings.organizationId, options.organizationId),
    isNotNull(meetings.countedAt),
    gte(meetings.countedAt, options.since),
  ];
  if (options.ownerUserId) conditions.push(eq(meetings.ownerUserId, options.ownerUserId));
  const [row] = await db
    .select({ total: count() })
    .from(meetings)
    .where(and(...conditions));
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

export async function deleteMeeting(db: Database, options: { organizationId: string; meetingId: string }) {
  await db
    .delete(meetings)
    .where(and(eq(meetings.organizationId, options.organizationId), eq(meetings.id, options.meetingId)));
}

/** Full-text search over the organization's transcripts, best matches first. */
export async function searchSegments(
  db: Database,
  options: { organizationId: string; query: string; limit: number },
) {
  const tsQuery = sql`websearch_to_tsquery('english', ${options.query})`;
  const search = sql.raw('"transcript_segments"."search"');
  return db
    .select({
      meetingId: transcriptSegments.meetingId,
      meetingTitle: meetings.title,
      seq: transcriptSegments.seq,
      startMs: transcriptSegments.startMs,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
    })
    .from(transcriptSegments)
    .innerJoin(meetings, eq(meetings.id, transcriptSegments.meetingId))
    .where(and(eq(transcriptSegments.organizationId, options.organizationId), sql`${search} @@ ${tsQuery}`))
    .orderBy(sql`ts_rank(${search}, ${tsQuery}) desc`, desc(meetings.startedAt))
    .limit(options.limit);
}

/** Meetings whose media is past its retention date (across organizations: a system job). */
export async function listMeetingsWithExpiredMedia(
  db: Database,
  options: { now: Date; limit: number },
): Promise<Array<{ id: string; mediaKey: string }>> {
  const rows = await db
    .select({ id: meetings.id, mediaKey: meetings.mediaKey })
    .from(meetings)
    .where(
      and(
        isNotNull(meetings.mediaKey),
        isNotNull(meetings.mediaExpiresAt),
        lte(meetings.mediaExpiresAt, options.now),
      ),
    )
    .limit(options.limit);
  return rows.flatMap((row) => (row.mediaKey ? [{ id: row.id, mediaKey: row.mediaKey }] : []));
}
