import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../shared/http.js';
import { createRouter, type RouteContext } from '../../shared/router.js';
import type { CalendarCaller } from './calendar-auth.js';
import {
  sendFullSyncRequired,
  sendGoogleError,
  sendInsufficientScope,
  sendInvalidCredentials,
  sendInvalidParameter,
  sendMissingCredentials,
  sendNotFound,
} from './calendar-errors.js';
import type { AccountCalendar, CalendarStore } from './calendar-store.js';
import { CALENDAR_TIME_ZONE } from './event-resource.js';
import { type ListQuery, listEvents } from './events-list.js';

export type CalendarApiOptions = {
  store: CalendarStore;
  authenticate(req: IncomingMessage): Promise<CalendarCaller>;
  now?: () => Date;
};

const DEFAULT_MAX_RESULTS = 250;
const MAX_RESULTS_CAP = 2500;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
/** Parameters Google refuses next to a syncToken, because they would change what "changed" means. */
const NOT_WITH_SYNC_TOKEN = [
  'timeMin',
  'timeMax',
  'orderBy',
  'updatedMin',
  'q',
  'iCalUID',
  'privateExtendedProperty',
  'sharedExtendedProperty',
];

/** Calendar API v3 (`https://www.googleapis.com/calendar/v3/...`): events.list and events.get. */
export function createCalendarApi({ store, authenticate, now = () => new Date() }: CalendarApiOptions) {
  const router = createRouter([
    { method: 'GET', pattern: '/calendar/v3/calendars/:calendarId/events', handle: handleList },
    { method: 'GET', pattern: '/calendar/v3/calendars/:calendarId/events/:eventId', handle: handleGet },
  ]);

  /** Authenticates and resolves the calendar; answers the error itself and returns undefined when it fails. */
  async function calendarFor({ req, res, params }: RouteContext): Promise<AccountCalendar | undefined> {
    const caller = await authenticate(req);
    if (caller.kind === 'missing') return void sendMissingCredentials(res);
    if (caller.kind === 'invalid') return void sendInvalidCredentials(res);
    if (caller.kind === 'insufficient-scope') return void sendInsufficientScope(res);
    const calendarId = (params.calendarId ?? '').toLowerCase();
    // Only the caller's own primary calendar exists here; Google says 404 for calendars you cannot see.
    if (calendarId !== 'primary' && calendarId !== caller.email) return void sendNotFound(res);
    return store.open(caller.email);
  }

  async function handleList(context: RouteContext): Promise<void> {
    const calendar = await calendarFor(context);
    if (!calendar) return;
    const { res, url } = context;
    const query = parseListQuery({ res, params: url.searchParams });
    if (!query) return;

    const outcome = listEvents({ calendar, query, now: now() });
    if (outcome.kind === 'full-sync-required') return sendFullSyncRequired(res);
    if (outcome.kind === 'invalid-page-token') {
      return sendInvalidParameter(res, { parameter: 'pageToken', message: 'Invalid page token value.' });
    }
    const updated = calendar.events
      .map(({ event }) => event.updated)
      .sort()
      .at(-1);
    sendJson(res, {
      status: 200,
      body: {
        kind: 'calendar#events',
        etag: `"${calendar.changeSeq}${calendar.email.length}"`,
        summary: calendar.email,
        description: '',
        updated: updated || now().toISOString(),
        timeZone: CALENDAR_TIME_ZONE,
        accessRole: 'owner',
        defaultReminders: [{ method: 'popup', minutes: 10 }],
        ...(outcome.nextPageToken ? { nextPageToken: outcome.nextPageToken } : {}),
        ...(outcome.nextSyncToken ? { nextSyncToken: outcome.nextSyncToken } : {}),
        items: outcome.items,
      },
    });
  }

  async function handleGet(context: RouteContext): Promise<void> {
    const calendar = await calendarFor(context);
    if (!calendar) return;
    const stored = calendar.events.find(({ event }) => event.id === context.params.eventId);
    if (!stored) return sendNotFound(context.res);
    sendJson(context.res, { status: 200, body: stored.event });
  }

  return async function handleCalendarApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const match = router.match({ method: req.method ?? 'GET', pathname: url.pathname });
    if (match.kind !== 'found') return sendNotFound(res);
    await match.route.handle({ req, res, params: match.params, url });
  };
}

type ParseListQueryOptions = { res: ServerResponse; params: URLSearchParams };

/** Parses and checks events.list parameters; answers a Google 400 and returns undefined when they are wrong. */
function parseListQuery({ res, params }: ParseListQueryOptions): ListQuery | undefined {
  const syncToken = params.get('syncToken') ?? undefined;
  if (syncToken) {
    const conflicting = NOT_WITH_SYNC_TOKEN.find((name) => params.has(name));
    if (conflicting) {
      return void sendInvalidParameter(res, {
        parameter: conflicting,
        message: `The parameter ${conflicting} cannot be used together with syncToken.`,
      });
    }
    if (params.get('showDeleted') === 'false') {
      return void sendInvalidParameter(res, {
        parameter: 'showDeleted',
        message: 'showDeleted=false cannot be used with syncToken: deleted events are always included.',
      });
    }
  }

  const rawMax = params.get('maxResults');
  const maxResults = rawMax === null ? DEFAULT_MAX_RESULTS : Number(rawMax);
  if (!Number.isInteger(maxResults) || maxResults < 1) {
    return void sendInvalidParameter(res, { parameter: 'maxResults', message: 'Invalid Value' });
  }

  const times: { timeMin?: number; timeMax?: number; updatedMin?: number } = {};
  for (const name of ['timeMin', 'timeMax', 'updatedMin'] as const) {
    const value = params.get(name);
    if (value === null) continue;
    const time = RFC3339.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time)) {
      return void sendGoogleError(res, {
        code: 400,
        message: 'Bad Request',
        reason: 'badRequest',
        location: name,
        locationType: 'parameter',
      });
    }
    times[name] = time;
  }
  if (times.timeMin !== undefined && times.timeMax !== undefined && times.timeMax <= times.timeMin) {
    return void sendGoogleError(res, {
      code: 400,
      message: 'The specified time range is empty.',
      reason: 'timeRangeEmpty',
      domain: 'calendar',
      location: 'timeMax',
      locationType: 'parameter',
    });
  }

  const orderBy = params.get('orderBy') ?? undefined;
  if (orderBy !== undefined && orderBy !== 'startTime' && orderBy !== 'updated') {
    return void sendInvalidParameter(res, { parameter: 'orderBy', message: 'Invalid Value' });
  }
  if (orderBy === 'startTime' && params.get('singleEvents') !== 'true') {
    return void sendGoogleError(res, {
      code: 400,
      message: 'The requested ordering is not available for the particular query.',
      reason: 'badRequest',
    });
  }

  return {
    ...times,
    orderBy,
    maxResults: Math.min(maxResults, MAX_RESULTS_CAP),
    pageToken: params.get('pageToken') ?? undefined,
    syncToken,
    showDeleted: params.get('showDeleted') === 'true',
  };
}
