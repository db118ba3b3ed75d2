import { and, asc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarEvents, calendarSyncStates } from '../../db/schema';
import type { CalendarEventInput } from '../../providers/calendar/calendar-provider';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type CalendarSyncStateRow = typeof calendarSyncStates.$inferSelect;

export async function upsertCalendarEvents(
  db: Database,
  options: { organizationId: string; events: CalendarEventInput[] },
): Promise<void> {
  const now = new Date();
  for (const event of options.events) {
    const values = { ...event, organizationId: options.organizationId, updatedAt: now };
    await db
      .insert(calendarEvents)
      .values(values)
      .onConflictDoUpdate({
        target: [calendarEvents.organizationId, calendarEvents.externalId],
        set: values,
      });
  }
}

export async function deleteCalendarEvents(
  db: Database,
  options: { organizationId: string; externalIds: string[] },
): Promise<void> {
  for (const externalId of options.externalIds) {
    await db
      .delete(calendarEvents)
      .where(
        and(
          eq(calendarEvents.organizationId, options.organizationId),
          eq(calendarEvents.externalId, externalId),
        ),
      );
  }
}

/** After a full sync: drops every stored event the calendar no longer lists. */
export async function deleteCalendarEventsExcept(
  db: Database,
  options: { organizationId: string; keepExternalIds: string[] },
): Promise<void> {
  const byOrganization = eq(calendarEvents.organizationId, options.organizationId);
  await db
    .delete(calendarEvents)
    .where(
      options.keepExternalIds.length > 0
        ? and(byOrganization, notInArray(calendarEvents.externalId, options.keepExternalIds))
        : byOrganization,
    );
}

export async function listUpcomingCalendarEvents(
  db: Database,
  options: { organizationId: string; from: Date; until: Date; limit: number },
): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.organizationId, options.organizationId),
        gt(calendarEvents.endsAt, options.from),
        lt(calendarEvents.startsAt, options.until),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.title))
    .limit(options.limit);
}

export async function findCalendarSyncState(
  db: Database,
  organizationId: string,
): Promise<CalendarSyncStateRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarSyncStates)
    .where(eq(calendarSyncStates.organizationId, organizationId))
    .limit(1);
  return row;
}

export async function saveCalendarSyncState(db: Database, state: CalendarSyncStateRow): Promise<void> {
  await db
    .insert(calendarSyncStates)
    .values(state)
    .onConflictDoUpdate({ target: calendarSyncStates.organizationId, set: state });
}

/** Forgets everything synced for the organization (the calendar was disconnected). */
export async function deleteCalendarData(db: Database, organizationId: string): Promise<void> {
  await db.delete(calendarEvents).where(eq(calendarEvents.organizationId, organizationId));
  await db.delete(calendarSyncStates).where(eq(calendarSyncStates.organizationId, organizationId));
}

export async function findCalendarEvent(
  db: Database,
  options: { organizationId: string; eventId: string },
): Promise<CalendarEventRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(
      and(eq(calendarEvents.organizationId, options.organizationId), eq(calendarEvents.id, options.eventId)),
    )
    .limit(1);
  return row;
}
