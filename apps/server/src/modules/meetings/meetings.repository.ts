import type { TMeetingStatus } from '@ting/contracts';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, max, ne, sql } from 'drizzle-orm';
import { bulkSizes } from '../../db/bulk-work';
import type { Database } from '../../db/client';
import {
  deletedMeetingCounts,
  meetingOutputs,
  meetingParticipants,
  meetingSearchDocuments,
  meetings,
  type ParticipantContact,
  transcriptSegments,
  users,
} from '../../db/schema';
import type { TranscriptSegment } from '../../providers/transcription/transcript-segment';
import { nextBulkTurn } from '../../threads/bulk-turns';
import { newMeetingVisibility } from '../organizations/organizations.repository';
import {
  appendTranscriptWords,
  resetTranscriptWords,
  setSummaryWords,
  TRANSCRIPT_SEARCH_CHARS,
} from './meeting-search.repository';
import { isTeamVisible, meetingVisibleTo } from './meeting-visibility';
import { toWebSearchText } from './search-text';

export { toWebSearchText };

export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingOutputRow = typeof meetingOutputs.$inferSelect;
export type ParticipantRow = typeof meetingParticipants.$inferSelect;
export type SegmentRow = Omit<typeof transcriptSegments.$inferSelect, 'organizationId'>;
export type MeetingWithOwner = {
  meeting: MeetingRow;
  owner: { id: string; name: string | null; email: string };
};

const ownerColumns = { id: users.id, name: users.name, email: users.email };

/**
 * A meeting with its participants: on the meeting as it shows them, and a row each for searching. It
 * takes its organization's default visibility as it is when the row is written.
 */
export async function insertMeeting(
  db: Database,
  values: Omit<typeof meetings.$inferInsert, 'visibility'> & { participants: ParticipantContact[] },
): Promise<MeetingRow> {
  return db.transaction(async (tx) => {
    const [meeting] = await tx
      .insert(meetings)
      .values({ ...values, visibility: newMeetingVisibility(values.organizationId) })
      .returning();
    if (!meeting) throw new Error('Meeting insert returned no row');
    if (values.participants.length > 0) {
      await tx.insert(meetingParticipants).values(
        values.participants.map((p) => ({
          name: p.name,
          email: p.email,
          meetingId: meeting.id,
          organizationId: meeting.organizationId,
        })),
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

/**
 * A meeting of the organization that `viewerUserId` may read (`meeting-visibility.ts`), or undefined:
 * how every member's route finds a meeting, so one they may not read is 'not found' like any other.
 */
export async function findVisibleMeeting(
  db: Database,
  options: { organizationId: string; meetingId: string; viewerUserId: string },
): Promise<MeetingWithOwner | undefined> {
  const [row] = await db
    .select({ meeting: meetings, owner: ownerColumns })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.ownerUserId))
    .where(
      and(
        eq(meetings.organizationId, options.organizationId),
        eq(meetings.id, options.meetingId),
        meetingVisibleTo(meetings, options.viewerUserId),
      ),
    )
    .limit(1);
  return row;
}

/** For jobs, which know only the id; they act on the meeting's own organization. */
export async function findMeetingById(db: Database, meetingId: string): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  return row;
}

/** The participants of the organization's meetings with these ids, by meeting id. */
export async function participantsOf(
  db: Database,
  options: { organizationId: string; meetingIds: string[] },
): Promise<Map<string, ParticipantContact[]>> {
  if (options.meetingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: meetings.id, participants: meetings.participants })
    .from(meetings)
    .where(
      and(eq(meetings.organizationId, options.organizationId), inArray(meetings.id, options.meetingIds)),
    );
  return new Map(rows.map((row) => [row.id, row.participants]));
}

/** The columns of a segment as `SegmentRow` holds them. */
const segmentColumns = {
  meetingId: transcriptSegments.meetingId,
  seq: transcriptSegments.seq,
  startMs: transcriptSegments.startMs,
  endMs: transcriptSegments.endMs,
  speaker: transcriptSegments.speaker,
  text: transcriptSegments.text,
};

/**
 * A meeting's segments in order, read a page at a time (keyset on seq), each page in a turn of the
 * event loop of its own (`nextBulkTurn`): on embedded PGlite, one statement for every segment of a
 * long transcript held the event loop, and so every other request, for as long as it took to read
 * and decode them all (opening a meeting, summarising it, exporting it).
 */
export async function listSegments(db: Database, meetingId: string): Promise<SegmentRow[]> {
  const { rowsPerRead } = bulkSizes(db);
  const rows: SegmentRow[] = [];
  for (let after: number | null = null; ; ) {
    const page = await db
      .select(segmentColumns)
      .from(transcriptSegments)
      .where(
        and(
          eq(transcriptSegments.meetingId, meetingId),
          after === null ? undefined : gt(transcriptSegments.seq, after),
        ),
      )
      .orderBy(asc(transcriptSegments.seq))
      .limit(rowsPerRead);
    for (const row of page) rows.push(row);
    const last = page.at(-1);
    if (!last || page.length < rowsPerRead) return rows;
    after = last.seq;
    await nextBulkTurn();
  }
}

/** Long segments cost more: a statement also stops at this much text per row it may hold. */
const TEXT_CHARS_PER_ROW = 512;
/**
 * New search entries wait in the GIN index's pending list until it outgrows this (PostgreSQL's
 * default is 4 MB); merging 4 MB at once blocked PGlite's event loop for 150–200 ms.
 */
const GIN_PENDING_LIST_KB = 256;

/**
 * Replaces the meeting's transcript (a re-run leaves no duplicates): deletes what an earlier run
 * left, then inserts a batch of `rowsPerWrite` rows per short transaction, each in a turn of the
 * event loop of its own (`nextBulkTurn`), so the server answers others between them. Deliberately
 * not one transaction: on PGlite that would hold the only connection, and so every other request,
 * for the whole transcript. Callers write transcripts only while the
 * meeting is being processed (never `ready`), and a crashed run is run again, which starts over.
 */
export async function replaceSegments(
  db: Database,
  options: { meeting: MeetingRow; segments: TranscriptSegment[] },
): Promise<void> {
  const { meeting, segments } = options;
  const { rowsPerWrite: maxRows, rowsPerDelete } = bulkSizes(db);
  await deleteSegments(db, { meetingId: meeting.id, maxRows: rowsPerDelete });
  await resetTranscriptWords(db, meeting);
  // The meeting's search document takes the transcript's first TRANSCRIPT_SEARCH_CHARS characters.
  let searchBudget = TRANSCRIPT_SEARCH_CHARS;
  for (const { start, end } of statementRanges(segments, maxRows)) {
    await nextBulkTurn();
    const batch = segments.slice(start, end);
    const batchText = batch.map((segment) => `${segment.speaker ?? ''} ${segment.text}`).join('\n');
    const searchText = batchText.slice(0, Math.max(0, searchBudget));
    searchBudget -= searchText.length;
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local gin_pending_list_limit = ${GIN_PENDING_LIST_KB}`));
      await appendTranscriptWords(tx, { meetingId: meeting.id, text: searchText });
      // Column arrays through unnest: 5 bind parameters whatever the batch size (the values() form
      // takes 7 a row, and PostgreSQL allows 65,535), and far less work to build and parse.
      await tx.execute(sql`
        insert into ${transcriptSegments} (meeting_id, organization_id, seq, start_ms, end_ms, speaker, text)
        select ${meeting.id}::uuid, ${meeting.organizationId}::uuid, segment.*
        from unnest(
          ${sql.param(batch.map((_, index) => start + index))}::integer[],
          ${sql.param(batch.map((segment) => Math.round(segment.startMs)))}::integer[],
          ${sql.param(batch.map((segment) => Math.round(segment.endMs)))}::integer[],
          ${sql.param(batch.map((segment) => segment.speaker))}::text[],
          ${sql.param(batch.map((segment) => segment.text))}::text[]
        ) as segment(seq, start_ms, end_ms, speaker, text)`);
    });
  }
}

/** Deletes a meeting's segments `maxRows` at a time (the key is meeting id and seq). */
async function deleteSegments(db: Database, options: { meetingId: string; maxRows: number }): Promise<void> {
  const { meetingId, maxRows } = options;
  const [row] = await db
    .select({ last: max(transcriptSegments.seq) })
    .from(transcriptSegments)
    .where(eq(transcriptSegments.meetingId, meetingId));
  const last = row?.last ?? -1;
  for (let from = 0; from <= last; from += maxRows) {
    await nextBulkTurn();
    await db
      .delete(transcriptSegments)
      .where(
        and(
          eq(transcriptSegments.meetingId, meetingId),
          gte(transcriptSegments.seq, from),
          lt(transcriptSegments.seq, from + maxRows),
        ),
      );
  }
}

/** Consecutive index ranges of `segments`, each within `maxRows` rows and their text budget. */
function* statementRanges(
  segments: TranscriptSegment[],
  maxRows: number,
): Generator<{ start: number; end: number }> {
  let start = 0;
  let chars = 0;
  for (let index = 0; index < segments.length; index += 1) {
    chars += segments[index]?.text.length ?? 0;
    const isFull = index + 1 - start >= maxRows || chars >= maxRows * TEXT_CHARS_PER_ROW;
    if (isFull || index === segments.length - 1) {
      yield { start, end: index + 1 };
      start = index + 1;
      chars = 0;
    }
  }
}

export async function findOutputs(db: Database, meetingId: string): Promise<MeetingOutputRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingOutputs)
    .where(eq(meetingOutputs.meetingId, meetingId))
    .limit(1);
  return row;
}

/**
 * One output row per meeting, written once: a step that runs again (a retried job, a redelivered
 * webhook) keeps the first outputs, which the owner may have edited since. True when written.
 */
export async function insertOutputs(
  db: Database,
  values: typeof meetingOutputs.$inferInsert,
): Promise<boolean> {
  // With the summary's words in the meeting's search document, or neither.
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(meetingOutputs)
      .values(values)
      .onConflictDoNothing({ target: meetingOutputs.meetingId })
      .returning({ meetingId: meetingOutputs.meetingId });
    if (rows.length === 0) return false;
    await setSummaryWords(tx, { meetingId: values.meetingId, summary: values.summaryMarkdown });
    return true;
  });
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

/**
 * Copies the meeting's "teammates may read it" to its search document, so searches decide who finds
 * it from the document alone. Run in the transaction that changed its status or visibility: the
 * meeting's row stays locked until the copy is written, so two changes at once cannot leave it stale.
 */
async function syncTeamVisible(tx: Database, meetingId: string): Promise<void> {
  await tx
    .update(meetingSearchDocuments)
    .set({
      teamVisible: sql`(select ${isTeamVisible(meetings)} from ${meetings} where ${meetings.id} = ${meetingId})`,
    })
    .where(eq(meetingSearchDocuments.meetingId, meetingId));
}

export async function updateMeeting(
  db: Database,
  options: { meetingId: string; set: Partial<Omit<typeof meetings.$inferInsert, 'id' | 'organizationId'>> },
): Promise<void> {
  const update = (tx: Database) =>
    tx
      .update(meetings)
      .set({ ...options.set, updatedAt: new Date() })
      .where(eq(meetings.id, options.meetingId));
  if (options.set.status === undefined && options.set.visibility === undefined) {
    await update(db);
    return;
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await update(tx);
    await syncTeamVisible(tx, options.meetingId);
  });
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

/**
 * Sets the meeting `ready` unless it already is. True only for the call that made it so, so a step
 * run twice announces the meeting once.
 */
export async function markMeetingReady(db: Database, meetingId: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .update(meetings)
      .set({ status: 'ready', statusReason: null, updatedAt: new Date() })
      .where(and(eq(meetings.id, meetingId), ne(meetings.status, 'ready')))
      .returning({ id: meetings.id });
    if (rows.length > 0) await syncTeamVisible(tx, meetingId);
    return rows.length > 0;
  });
}

/**
 * Deletes the meeting (its rows go with it) and, in the same statement, keeps the slot of the plan's
 * allowance it used (`deleted_meeting_counts`, the usage module's count): deleting never frees one.
 */
export async function deleteMeeting(db: Database, options: { organizationId: string; meetingId: string }) {
  await db.execute(sql`
    with removed as (
      delete from ${meetings}
      where ${meetings.organizationId} = ${options.organizationId} and ${meetings.id} = ${options.meetingId}
      returning ${meetings.organizationId}, ${meetings.ownerUserId}, ${meetings.countedAt}
    )
    insert into ${deletedMeetingCounts} (organization_id, owner_user_id, counted_at)
    select organization_id, owner_user_id, counted_at from removed where counted_at is not null`);
}

/**
 * Full-text search over the transcripts of the organization's meetings `viewerUserId` may read, best
 * matches first; with `meetingIds`, over those of its meetings only (an empty list searches nothing).
 * `score` is the line's `ts_rank`.
 */
export async function searchSegments(
  db: Database,
  options: {
    organizationId: string;
    viewerUserId: string;
    query: string;
    limit: number;
    meetingIds?: ReadonlyArray<string>;
  },
) {
  if (options.meetingIds?.length === 0) return [];
  const tsQuery = sql`websearch_to_tsquery('english', ${toWebSearchText(options.query)})`;
  const search = sql.raw('"transcript_segments"."search"');
  const rank = sql<number>`ts_rank(${search}, ${tsQuery})`.mapWith(Number);
  return db
    .select({
      meetingId: transcriptSegments.meetingId,
      meetingTitle: meetings.title,
      seq: transcriptSegments.seq,
      startMs: transcriptSegments.startMs,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
      score: rank,
    })
    .from(transcriptSegments)
    .innerJoin(meetings, eq(meetings.id, transcriptSegments.meetingId))
    .where(
      and(
        eq(transcriptSegments.organizationId, options.organizationId),
        meetingVisibleTo(meetings, options.viewerUserId),
        options.meetingIds ? inArray(transcriptSegments.meetingId, [...options.meetingIds]) : undefined,
        sql`${search} @@ ${tsQuery}`,
      ),
    )
    .orderBy(sql`${rank} desc`, desc(meetings.startedAt))
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
