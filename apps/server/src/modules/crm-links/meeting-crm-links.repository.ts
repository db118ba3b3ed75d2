import type { TCrmObjectType } from '@ting/contracts';
import { and, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CrmUnknownAttendee, meetingCrmLinks, meetingCrmMatches, meetings } from '../../db/schema';
import type { CrmMatch } from './crm-link-matcher';

export type MeetingCrmLinkRow = typeof meetingCrmLinks.$inferSelect;

type MeetingScope = { organizationId: string; meetingId: string };

/** Every link of the meeting, removed ones included (they keep matching from adding them back). */
export async function listLinks(db: Database, scope: MeetingScope): Promise<MeetingCrmLinkRow[]> {
  return db
    .select()
    .from(meetingCrmLinks)
    .where(
      and(
        eq(meetingCrmLinks.organizationId, scope.organizationId),
        eq(meetingCrmLinks.meetingId, scope.meetingId),
      ),
    );
}

export async function findLink(
  db: Database,
  scope: MeetingScope & { linkId: string },
): Promise<MeetingCrmLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingCrmLinks)
    .where(
      and(
        eq(meetingCrmLinks.organizationId, scope.organizationId),
        eq(meetingCrmLinks.meetingId, scope.meetingId),
        eq(meetingCrmLinks.id, scope.linkId),
      ),
    )
    .limit(1);
  return row;
}

/** The attendees the CRM did not know at the last match; null before any match ran. */
export async function findLastMatch(
  db: Database,
  scope: MeetingScope,
): Promise<{ unknownAttendees: CrmUnknownAttendee[]; matchedAt: Date } | undefined> {
  const [row] = await db
    .select({ unknownAttendees: meetingCrmMatches.unknownAttendees, matchedAt: meetingCrmMatches.matchedAt })
    .from(meetingCrmMatches)
    .where(
      and(
        eq(meetingCrmMatches.organizationId, scope.organizationId),
        eq(meetingCrmMatches.meetingId, scope.meetingId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Stores a match (in a transaction): new records are linked, automatic links still found are
 * refreshed, automatic links no longer found are deleted. Removed and manual links are left as
 * people set them, whatever matching finds; the conditions sit in the statements themselves so a
 * person's change made meanwhile still wins.
 */
export async function saveMatch(tx: Database, scope: MeetingScope & { match: CrmMatch }): Promise<void> {
  const { organizationId, meetingId, match } = scope;
  // First: the upsert locks this meeting's match row, so two matches of one meeting take turns.
  await tx
    .insert(meetingCrmMatches)
    .values({ organizationId, meetingId, unknownAttendees: match.unknownAttendees })
    .onConflictDoUpdate({
      target: meetingCrmMatches.meetingId,
      set: { unknownAttendees: match.unknownAttendees, matchedAt: sql`now()` },
    });

  const existing = await listLinks(tx, scope);
  const keyOf = (type: TCrmObjectType, id: string) => `${type}:${id}`;
  const byKey = new Map(existing.map((row) => [keyOf(row.recordType, row.recordId), row]));
  const automatic = and(eq(meetingCrmLinks.state, 'linked'), ne(meetingCrmLinks.foundBy, 'manual'));

  for (const link of match.links) {
    const row = byKey.get(keyOf(link.recordType, link.recordId));
    const values = { name: link.name, detail: link.detail, foundBy: link.foundBy };
    if (!row) {
      await tx
        .insert(meetingCrmLinks)
        .values({
          organizationId,
          meetingId,
          recordType: link.recordType,
          recordId: link.recordId,
          ...values,
        })
        .onConflictDoNothing();
    } else if (row.state === 'linked' && row.foundBy !== 'manual') {
      await tx
        .update(meetingCrmLinks)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(meetingCrmLinks.id, row.id), automatic));
    }
  }

  const found = new Set(match.links.map((link) => keyOf(link.recordType, link.recordId)));
  const stale = existing
    .filter((row) => row.state === 'linked' && row.foundBy !== 'manual')
    .filter((row) => !found.has(keyOf(row.recordType, row.recordId)))
    .map((row) => row.id);
  if (stale.length > 0)
    await tx.delete(meetingCrmLinks).where(and(inArray(meetingCrmLinks.id, stale), automatic));
}

/** Links a record by hand: a new link, or an existing one (removed or automatic) made manual and linked. */
export async function upsertManualLink(
  db: Database,
  values: MeetingScope & {
    recordType: TCrmObjectType;
    recordId: string;
    name: string;
    detail: string | null;
    userId: string;
  },
): Promise<MeetingCrmLinkRow> {
  const { userId, ...link } = values;
  const changes = {
    name: link.name,
    detail: link.detail,
    foundBy: 'manual' as const,
    state: 'linked' as const,
    changedByUserId: userId,
  };
  const [row] = await db
    .insert(meetingCrmLinks)
    .values({ ...link, ...changes })
    .onConflictDoUpdate({
      target: [meetingCrmLinks.meetingId, meetingCrmLinks.recordType, meetingCrmLinks.recordId],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('A manual CRM link upsert returned no row');
  return row;
}

/** Marks a link removed by a person: kept, so matching never adds it again. */
export async function markLinkRemoved(
  db: Database,
  scope: MeetingScope & { linkId: string; userId: string },
): Promise<void> {
  await db
    .update(meetingCrmLinks)
    .set({ state: 'removed', changedByUserId: scope.userId, updatedAt: sql`now()` })
    .where(
      and(
        eq(meetingCrmLinks.organizationId, scope.organizationId),
        eq(meetingCrmLinks.meetingId, scope.meetingId),
        eq(meetingCrmLinks.id, scope.linkId),
      ),
    );
}

/** Ready meetings of the organization added since `since` (whenever they took place) that were never matched, latest first. */
export async function listUnmatchedMeetingIds(
  db: Database,
  options: { organizationId: string; since: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .leftJoin(meetingCrmMatches, eq(meetingCrmMatches.meetingId, meetings.id))
    .where(
      and(
        eq(meetings.organizationId, options.organizationId),
        eq(meetings.status, 'ready'),
        gte(meetings.createdAt, options.since),
        isNull(meetingCrmMatches.meetingId),
      ),
    )
    .orderBy(desc(meetings.startedAt))
    .limit(options.limit);
  return rows.map((row) => row.id);
}
