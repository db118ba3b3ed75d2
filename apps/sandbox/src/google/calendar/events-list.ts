import type { AccountCalendar, StoredEvent } from './calendar-store.js';
import { type CalendarEvent, type CancelledEvent, toCancelledView } from './event-resource.js';
import {
  decodePageToken,
  decodeSyncToken,
  encodePageToken,
  encodeSyncToken,
  SYNC_TOKEN_TTL_MS,
} from './sync-tokens.js';

export type ListQuery = {
  /** Exclusive lower bound (ms) on an event's end. */
  timeMin?: number;
  /** Exclusive upper bound (ms) on an event's start. */
  timeMax?: number;
  updatedMin?: number;
  orderBy?: 'startTime' | 'updated';
  maxResults: number;
  pageToken?: string;
  syncToken?: string;
  showDeleted: boolean;
};

export type ListOutcome =
  | {
      kind: 'page';
      items: Array<CalendarEvent | CancelledEvent>;
      nextPageToken?: string;
      nextSyncToken?: string;
    }
  | { kind: 'full-sync-required' }
  | { kind: 'invalid-page-token' };

export type ListEventsOptions = { calendar: AccountCalendar; query: ListQuery; now: Date };

type Mode = { snapshot: number; since?: number; after?: [number, string] };

/**
 * events.list over one calendar. A full listing pages by sort key (not offset), so events that
 * change between pages never push an unchanged one out of sight; an incremental one returns every
 * event changed after the sync token, cancelled ones included, in change order.
 */
export function listEvents({ calendar, query, now }: ListEventsOptions): ListOutcome {
  const mode = resolveMode({ calendar, query, now });
  if (mode === 'full-sync-required' || mode === 'invalid-page-token') return { kind: mode };

  const isIncremental = mode.since !== undefined;
  const candidates = isIncremental
    ? changedSince({ events: calendar.events, since: mode.since ?? 0, snapshot: mode.snapshot })
    : matching({ events: calendar.events, query });
  const sortKey = (stored: StoredEvent): number => {
    if (isIncremental) return stored.seq;
    if (query.orderBy === 'updated') return Date.parse(stored.event.updated);
    return Date.parse(stored.event.start.dateTime);
  };
  const sorted = candidates
    .map((stored) => ({ stored, key: sortKey(stored) }))
    .sort((a, b) => a.key - b.key || a.stored.event.id.localeCompare(b.stored.event.id))
    .filter(({ stored, key }) => isAfter({ key, id: stored.event.id, cursor: mode.after }));

  const page = sorted.slice(0, query.maxResults);
  const items = page.map(({ stored }) =>
    stored.event.status === 'cancelled' ? toCancelledView(stored.event) : stored.event,
  );
  const last = page.at(-1);
  if (sorted.length > page.length && last) {
    const nextPageToken = encodePageToken({
      email: calendar.email,
      snapshot: mode.snapshot,
      ...(isIncremental ? { since: mode.since } : {}),
      after: [last.key, last.stored.event.id],
    });
    return { kind: 'page', items, nextPageToken };
  }
  // Only the last page carries the sync token, as at Google.
  const nextSyncToken = encodeSyncToken({
    email: calendar.email,
    seq: mode.snapshot,
    issuedAt: now.getTime(),
  });
  return { kind: 'page', items, nextSyncToken };
}

type ResolveModeOptions = ListEventsOptions;

function resolveMode({
  calendar,
  query,
  now,
}: ResolveModeOptions): Mode | 'full-sync-required' | 'invalid-page-token' {
  if (query.pageToken) {
    const page = decodePageToken(query.pageToken);
    if (!page || page.email !== calendar.email || page.snapshot > calendar.changeSeq) {
      return 'invalid-page-token';
    }
    if (page.since !== undefined && page.since < calendar.syncFloor) return 'full-sync-required';
    return { snapshot: page.snapshot, since: page.since, after: page.after };
  }
  if (query.syncToken) {
    const sync = decodeSyncToken(query.syncToken);
    const isUsable =
      sync !== undefined &&
      sync.email === calendar.email &&
      sync.seq >= calendar.syncFloor &&
      sync.seq <= calendar.changeSeq &&
      now.getTime() - sync.issuedAt <= SYNC_TOKEN_TTL_MS;
    if (!isUsable) return 'full-sync-required';
    return { snapshot: calendar.changeSeq, since: sync.seq };
  }
  return { snapshot: calendar.changeSeq };
}

type ChangedSinceOptions = { events: StoredEvent[]; since: number; snapshot: number };

function changedSince({ events, since, snapshot }: ChangedSinceOptions): StoredEvent[] {
  return events.filter((stored) => stored.seq > since && stored.seq <= snapshot);
}

type MatchingOptions = { events: StoredEvent[]; query: ListQuery };

function matching({ events, query }: MatchingOptions): StoredEvent[] {
  return events.filter(({ event }) => {
    if (event.status === 'cancelled' && !query.showDeleted) return false;
    if (query.timeMin !== undefined && Date.parse(event.end.dateTime) <= query.timeMin) return false;
    if (query.timeMax !== undefined && Date.parse(event.start.dateTime) >= query.timeMax) return false;
    if (query.updatedMin !== undefined && Date.parse(event.updated) < query.updatedMin) return false;
    return true;
  });
}

type IsAfterOptions = { key: number; id: string; cursor: [number, string] | undefined };

function isAfter({ key, id, cursor }: IsAfterOptions): boolean {
  if (!cursor) return true;
  const [cursorKey, cursorId] = cursor;
  return key > cursorKey || (key === cursorKey && id.localeCompare(cursorId) > 0);
}
