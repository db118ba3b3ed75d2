import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { crmAssociationTypes, crmSyncs, crmWrites } from '../../db/schema';

export type CrmWriteRow = typeof crmWrites.$inferSelect;
export type CrmWriteInsert = typeof crmWrites.$inferInsert;
export type CrmSyncRow = typeof crmSyncs.$inferSelect;

type MeetingScope = { organizationId: string; meetingId: string };

export function listWrites(db: Database, scope: MeetingScope): Promise<CrmWriteRow[]> {
  return db
    .select()
    .from(crmWrites)
    .where(and(eq(crmWrites.organizationId, scope.organizationId), eq(crmWrites.meetingId, scope.meetingId)))
    .orderBy(asc(crmWrites.createdAt), asc(crmWrites.writeKey));
}

export async function findWrite(
  db: Database,
  options: { organizationId: string; id: string; meetingId?: string },
): Promise<CrmWriteRow | undefined> {
  const [row] = await db
    .select()
    .from(crmWrites)
    .where(
      and(
        eq(crmWrites.organizationId, options.organizationId),
        eq(crmWrites.id, options.id),
        options.meetingId ? eq(crmWrites.meetingId, options.meetingId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** A new write; one already there under the meeting's key (a concurrent plan) is left as it is. */
export async function insertWrite(db: Database, values: CrmWriteInsert): Promise<CrmWriteRow | undefined> {
  const [row] = await db.insert(crmWrites).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateWrite(
  db: Database,
  options: { id: string; values: Partial<CrmWriteInsert>; onlyIfStatus?: CrmWriteRow['status'][] },
): Promise<CrmWriteRow | undefined> {
  const [row] = await db
    .update(crmWrites)
    .set({ ...options.values, updatedAt: sql`now()` })
    .where(
      and(
        eq(crmWrites.id, options.id),
        options.onlyIfStatus ? inArray(crmWrites.status, options.onlyIfStatus) : undefined,
      ),
    )
    .returning();
  return row;
}

/**
 * Takes a queued write for one job: nobody else is writing it (or their claim ran out). Counts the
 * attempt. Undefined when it is not queued or another job holds it.
 */
export async function claimWrite(
  db: Database,
  options: { organizationId: string; id: string; forMs: number },
): Promise<CrmWriteRow | undefined> {
  const [row] = await db
    .update(crmWrites)
    .set({
      claimedUntil: sql`now() + (${options.forMs} || ' milliseconds')::interval`,
      attempts: sql`${crmWrites.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(crmWrites.organizationId, options.organizationId),
        eq(crmWrites.id, options.id),
        eq(crmWrites.status, 'queued'),
        or(isNull(crmWrites.claimedUntil), lt(crmWrites.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/**
 * The value Ting last wrote to a record's property, for any meeting of the organization (null: none
 * recorded): HubSpot holding it now is Ting's own change, not a person's.
 */
export async function lastWrittenValue(
  db: Database,
  options: {
    organizationId: string;
    recordType: CrmWriteRow['recordType'];
    recordId: string;
    propertyName: string;
  },
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ newValue: crmWrites.newValue })
    .from(crmWrites)
    .where(
      and(
        eq(crmWrites.organizationId, options.organizationId),
        eq(crmWrites.kind, 'property'),
        options.recordType ? eq(crmWrites.recordType, options.recordType) : undefined,
        eq(crmWrites.recordId, options.recordId),
        eq(crmWrites.propertyName, options.propertyName),
        eq(crmWrites.status, 'written'),
        isNotNull(crmWrites.writtenAt),
      ),
    )
    .orderBy(desc(crmWrites.writtenAt))
    .limit(1);
  return row?.newValue;
}

/** Queued writes of the organization (waiting for a reconnect, or never picked up). */
export async function listQueuedWriteIds(db: Database, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: crmWrites.id })
    .from(crmWrites)
    .where(and(eq(crmWrites.organizationId, organizationId), eq(crmWrites.status, 'queued')));
  return rows.map((row) => row.id);
}

export async function findSync(db: Database, scope: MeetingScope): Promise<CrmSyncRow | undefined> {
  const [row] = await db
    .select()
    .from(crmSyncs)
    .where(and(eq(crmSyncs.organizationId, scope.organizationId), eq(crmSyncs.meetingId, scope.meetingId)))
    .limit(1);
  return row;
}

/** A sync was asked for now (by a person, or the match event). */
export async function markSyncRequested(db: Database, scope: MeetingScope): Promise<void> {
  await db
    .insert(crmSyncs)
    .values({ ...scope, requestedAt: sql`now()` })
    .onConflictDoUpdate({ target: crmSyncs.meetingId, set: { requestedAt: sql`now()` } });
}

/** A plan that started at `startedAt` is stored (or could not be made: `error`). */
export async function markSyncPlanned(
  db: Database,
  scope: MeetingScope & { startedAt: Date; error: string | null },
): Promise<void> {
  await db
    .insert(crmSyncs)
    .values({ ...scope, requestedAt: scope.startedAt, plannedAt: scope.startedAt, error: scope.error })
    .onConflictDoUpdate({
      target: crmSyncs.meetingId,
      set: { plannedAt: scope.startedAt, error: scope.error },
    });
}

/** A plan could not be made (HubSpot needs reconnecting): the sync counts as asked for and not planned. */
export async function markSyncWaiting(db: Database, scope: MeetingScope & { error: string }): Promise<void> {
  await db
    .insert(crmSyncs)
    .values({ ...scope, requestedAt: sql`now()`, error: scope.error })
    .onConflictDoUpdate({ target: crmSyncs.meetingId, set: { requestedAt: sql`now()`, error: scope.error } });
}

/** Meetings whose asked-for sync has not been planned since (e.g. HubSpot needed reconnecting). */
export async function listUnplannedSyncs(
  db: Database,
  organizationId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ meetingId: crmSyncs.meetingId })
    .from(crmSyncs)
    .where(
      and(
        eq(crmSyncs.organizationId, organizationId),
        or(isNull(crmSyncs.plannedAt), lt(crmSyncs.plannedAt, crmSyncs.requestedAt)),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.meetingId);
}

export async function listAssociationTypes(
  db: Database,
  portal: string,
): Promise<Array<{ fromType: string; toType: string; typeId: number }>> {
  return db
    .select({
      fromType: crmAssociationTypes.fromType,
      toType: crmAssociationTypes.toType,
      typeId: crmAssociationTypes.typeId,
    })
    .from(crmAssociationTypes)
    .where(eq(crmAssociationTypes.portal, portal));
}

export async function saveAssociationType(
  db: Database,
  values: { portal: string; fromType: string; toType: string; typeId: number },
): Promise<void> {
  await db
    .insert(crmAssociationTypes)
    .values(values)
    .onConflictDoUpdate({
      target: [crmAssociationTypes.portal, crmAssociationTypes.fromType, crmAssociationTypes.toType],
      set: { typeId: values.typeId, readAt: sql`now()` },
    });
}
