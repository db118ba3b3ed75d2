import { isUuid, type TCalendarEvent } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { CalendarListing, CalendarProvider } from '../../providers/calendar/calendar-provider';
import { ProviderSyncTokenExpiredError } from '../../providers/provider-errors';
import type { Principal } from '../identity/access-token';
import type { IntegrationsService } from '../integrations/integrations.service';
import {
  type CalendarEventRow,
  type CalendarOwner,
  type CalendarSyncStateRow,
  deleteCalendarData,
  deleteCalendarEvents,
  deleteCalendarEventsExcept,
  findCalendarEvent,
  findCalendarSyncState,
  listUpcomingCalendarEvents,
  saveCalendarSyncState,
  upsertCalendarEvents,
} from './calendar.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Full syncs cover the past week and the next 30 days (the window). */
export const SYNC_PAST_DAYS = 7;
export const SYNC_FUTURE_DAYS = 30;
/** A daily full sync moves the window forward; incremental syncs only report changes. */
const FULL_SYNC_EVERY_MS = DAY_MS;

export type CalendarSyncResult =
  | { kind: 'skipped'; reason: string }
  | { kind: 'full' | 'incremental'; upserted: number; deleted: number };

type EventRecording = TCalendarEvent['recording'];

function toDto(row: CalendarEventRow, recording: EventRecording): TCalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    is_all_day: row.isAllDay,
    conference_url: row.conferenceUrl,
    conference_provider: row.conferenceProvider,
    organizer_email: row.organizerEmail,
    attendees: row.attendees.map((attendee) => ({
      email: attendee.email,
      name: attendee.name,
      response_status: attendee.responseStatus,
      is_external: attendee.isExternal,
      is_organizer: attendee.isOrganizer,
    })),
    html_link: row.htmlLink,
    recording,
  };
}

/** The caller as the owner of a calendar: their own, in their organization. */
const ownerOf = (principal: Principal): CalendarOwner => ({
  organizationId: principal.organizationId,
  userId: principal.userId,
});

export type { CalendarOwner };

/**
 * Keeps a copy of each member's connected calendar, and serves them their own upcoming meetings. A
 * calendar is its member's alone (the contracts' `INTEGRATION_OWNERS`): nobody else lists its events
 * or finds one by id.
 */
export function createCalendarService(deps: {
  db: Database;
  provider: CalendarProvider;
  integrations: Pick<IntegrationsService, 'isConnected' | 'withAccessToken'>;
  /** The notetaker bots the member sent to these events (the recorder module knows). */
  recordingsFor: (options: {
    owner: CalendarOwner;
    calendarEventExternalIds: string[];
  }) => Promise<Map<string, NonNullable<EventRecording>>>;
  log: FastifyBaseLogger;
}) {
  const { db, provider, integrations, log } = deps;

  /**
   * Stores a listing and the sync state it leads to in one transaction, so readers never see half a
   * sync (some events of a listing, or events without the token that produced them).
   */
  async function apply(options: {
    owner: CalendarOwner;
    listing: CalendarListing;
    isFull: boolean;
    state: CalendarSyncStateRow;
  }) {
    const { owner, listing, isFull } = options;
    const upserts = listing.changes.flatMap((change) => (change.kind === 'upsert' ? [change.event] : []));
    const deletions = listing.changes.flatMap((change) =>
      change.kind === 'delete' ? [change.externalId] : [],
    );
    await inTransaction(db, async (tx) => {
      await upsertCalendarEvents(tx, { owner, events: upserts });
      if (isFull) {
        await deleteCalendarEventsExcept(tx, {
          owner,
          keepExternalIds: upserts.map((event) => event.externalId),
        });
      } else {
        await deleteCalendarEvents(tx, { owner, externalIds: deletions });
      }
      await saveCalendarSyncState(tx, options.state);
    });
    return { upserted: upserts.length, deleted: deletions.length };
  }

  /** Whether the member has connected their own Google Calendar. */
  function isConnected(owner: CalendarOwner): Promise<boolean> {
    return integrations.isConnected({ ...owner, provider: 'google_calendar' });
  }

  const upcomingWindow = () => {
    const now = new Date();
    return { from: now, until: new Date(now.getTime() + SYNC_FUTURE_DAYS * DAY_MS) };
  };

  return {
    /**
     * Brings the member's stored copy up to date: incremental from the sync token when there is a fresh
     * one, else a full listing of the window (also after Google answers 410). Safe to run twice.
     */
    async syncMember(owner: CalendarOwner): Promise<CalendarSyncResult> {
      if (!(await isConnected(owner))) return { kind: 'skipped', reason: 'calendar not connected' };

      const state = await findCalendarSyncState(db, owner);
      const now = new Date();
      const isFullDue =
        !state?.lastFullSyncAt || now.getTime() - state.lastFullSyncAt.getTime() > FULL_SYNC_EVERY_MS;

      return integrations.withAccessToken({ ...owner, provider: 'google_calendar' }, async (accessToken) => {
        if (state?.syncToken && !isFullDue) {
          try {
            const listing = await provider.listChangesSince({ accessToken, syncToken: state.syncToken });
            const counts = await apply({
              owner,
              listing,
              isFull: false,
              state: { ...state, syncToken: listing.nextSyncToken, lastSyncedAt: now },
            });
            return { kind: 'incremental' as const, ...counts };
          } catch (error) {
            if (!(error instanceof ProviderSyncTokenExpiredError)) throw error;
            log.info(owner, 'Calendar sync token expired: running a full sync');
          }
        }
        const listing = await provider.listWindow({
          accessToken,
          timeMin: new Date(now.getTime() - SYNC_PAST_DAYS * DAY_MS),
          timeMax: new Date(now.getTime() + SYNC_FUTURE_DAYS * DAY_MS),
        });
        const counts = await apply({
          owner,
          listing,
          isFull: true,
          state: {
            ...owner,
            syncToken: listing.nextSyncToken,
            lastFullSyncAt: now,
            lastSyncedAt: now,
          },
        });
        return { kind: 'full' as const, ...counts };
      });
    },

    /** Whether the caller has connected their own calendar. */
    isConnected: (principal: Principal) => isConnected(ownerOf(principal)),

    /** The caller's own upcoming (not yet ended) meetings in the next 30 days, soonest first. */
    async listUpcoming(options: { principal: Principal; limit: number }): Promise<TCalendarEvent[]> {
      const owner = ownerOf(options.principal);
      const rows = await listUpcomingCalendarEvents(db, { owner, ...upcomingWindow(), limit: options.limit });
      const recordings = await deps.recordingsFor({
        owner,
        calendarEventExternalIds: rows.map((row) => row.externalId),
      });
      return rows.map((row) => toDto(row, recordings.get(row.externalId) ?? null));
    },

    /** A member's upcoming events, for background work on their behalf (auto-recording). */
    listUpcomingRows(owner: CalendarOwner): Promise<CalendarEventRow[]> {
      return listUpcomingCalendarEvents(db, { owner, ...upcomingWindow(), limit: 500 });
    },

    /** One event of the member's own calendar, or undefined (another member's id finds nothing). */
    async findEvent(options: {
      owner: CalendarOwner;
      eventId: string;
    }): Promise<CalendarEventRow | undefined> {
      if (!isUuid(options.eventId)) return undefined;
      return findCalendarEvent(db, options);
    },

    /** The member's calendar was disconnected (or left with them): what was synced from it goes. */
    forgetMember(owner: CalendarOwner): Promise<void> {
      return deleteCalendarData(db, owner);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
