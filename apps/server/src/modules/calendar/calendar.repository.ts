import { and, asc, eq, gt, lt, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarEvents, calendarSyncStates } from '../../db/schema';
import type { CalendarEventInput } from '../../providers/calendar/calendar-provider';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type CalendarSyncStateRow = typeof calendarSyncStates.$inferSelect;

/** Whose calendar: a member of an organization. Every query here is scoped to one. */
export type CalendarOwner = { organizationId: string; userId: string };

const ownedBy = (owner: CalendarOwner): SQL | undefined =>
  and(eq(calendarEvents.organizationId, owner.organizationId), eq(calendarEvents.userId, owner.userId));

export async function upsertCalendarEvents(
  db: Database,
  options: { owner: CalendarOwner; events: CalendarEventInput[] },
): Promise<void> {
  const now = new Date();
  for (const event of options.events) {
    const values = { ...event, ...options.owner, updatedAt: now };
    await db
      .insert(calendarEvents)
      .values(values)
      .onConflictDoUpdate({
        target: [calendarEvents.organizationId, calendarEvents.userId, calendarEvents.externalId],
        set: values,
      });
  }
}

export async function deleteCalendarEvents(
  db: Database,
  options: { owner: CalendarOwner; externalIds: string[] },
): Promise<void> {
  for (const externalId of options.externalIds) {
    await db
      .delete(calendarEvents)
      .where(and(ownedBy(options.owner), eq(calendarEvents.externalId, externalId)));
  }
}

/** After a full sync: drops every stored event of the member's calendar that it no longer lists. */
export async function deleteCalendarEventsExcept(
  db: Database,
  options: { owner: CalendarOwner; keepExternalIds: string[] },
): Promise<void> {
  const byOwner = ownedBy(options.owner);
  await db
    .delete(calendarEvents)
    .where(
      options.keepExternalIds.length > 0
        ? and(byOwner, notInArray(calendarEvents.externalId, options.keepExternalIds))
        : byOwner,
    );
}

export async function listUpcomingCalendarEvents(
  db: Database,
  options: { owner: CalendarOwner; from: Date; until: Date; limit: number },
): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        ownedBy(options.owner),
        gt(calendarEvents.endsAt, options.from),
        lt(calendarEvents.startsAt, options.until),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.title))
    .limit(options.limit);
}

export async function findCalendarSyncState(
  db: Database,
  owner: CalendarOwner,
): Promise<CalendarSyncStateRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarSyncStates)
    .where(
      and(
        eq(calendarSyncStates.organizationId, owner.organizationId),
        eq(calendarSyncStates.userId, owner.userId),
      ),
    )
    .limit(1);
  return row;
}

export async function saveCalendarSyncState(db: Database, state: CalendarSyncStateRow): Promise<void> {
  await db
    .insert(calendarSyncStates)
    .values(state)
    .onConflictDoUpdate({
      target: [calendarSyncStates.organizationId, calendarSyncStates.userId],
      set: state,
    });
}

/** Forgets everything synced from the member's calendar (they disconnected it, or left). */
export async function deleteCalendarData(db: Database, owner: CalendarOwner): Promise<void> {
  await db.delete(calendarEvents).where(ownedBy(owner));
  await db
    .delete(calendarSyncStates)
    .where(
      and(
        eq(calendarSyncStates.organizationId, owner.organizationId),
        eq(calendarSyncStates.userId, owner.userId),
      ),
    );
}

/** One event of the member's own calendar; another member's id finds nothing. */
export async function findCalendarEvent(
  db: Database,
  options: { owner: CalendarOwner; eventId: string },
): Promise<CalendarEventRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(ownedBy(options.owner), eq(calendarEvents.id, options.eventId)))
    .limit(1);
  return row;
}
