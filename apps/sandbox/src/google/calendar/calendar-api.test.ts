import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCalendar, sandboxOAuthClient } from '../../../test/google-oauth.js';
import { type Harness, startHarness } from '../../../test/harness.js';
import { SEED_COMPANIES } from '../../seed/crm-directory.js';

type Event = calendar_v3.Schema$Event;

/**
 * Contract tests: the official @googleapis/calendar client, configured the way the product
 * configures it, against the sandbox over real HTTP.
 */
describe('sandbox Google Calendar v3 with @googleapis/calendar', () => {
  let harness: Harness;
  let auth: OAuth2Client;
  let api: calendar_v3.Calendar;
  /** googleapis-common keeps only the origin of a constructor-level rootUrl, so the path goes on each call. */
  let callOptions: { rootUrl: string };
  const email = 'casey@acme-sales.test';

  beforeAll(async () => {
    harness = await startHarness();
    callOptions = { rootUrl: `${harness.sandbox.googleIssuer}/` };
    auth = await connectCalendar({ harness, email });
    api = calendar({ version: 'v3', auth });
  });

  afterAll(async () => {
    await harness.dispose();
  });

  async function listAll(params: calendar_v3.Params$Resource$Events$List) {
    const pages: calendar_v3.Schema$Events[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await api.events.list({ calendarId: 'primary', ...params, pageToken }, callOptions);
      pages.push(data);
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
    return { pages, items: pages.flatMap((page) => page.items ?? []) };
  }

  function controlUrl(path: string): string {
    return `${harness.sandbox.googleIssuer}/_sandbox/calendars/${encodeURIComponent(email)}${path}`;
  }

  async function control(options: { method: string; path: string; body?: unknown }): Promise<Event> {
    const response = await fetch(controlUrl(options.path), {
      method: options.method,
      headers: { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.status === 204 ? {} : ((await response.json()) as Event);
  }

  async function statusOf(promise: Promise<unknown>): Promise<{ status?: number; data: unknown }> {
    try {
      await promise;
    } catch (error) {
      // A GaxiosError: the HTTP status and the parsed body.
      const failure = error as { status?: number; response?: { data?: unknown } };
      if (failure.status === undefined) throw error;
      return { status: failure.status, data: failure.response?.data };
    }
    throw new Error('Expected the call to fail');
  }

  it('pages a full sync with nextPageToken and gives nextSyncToken only on the last page', async () => {
    const { pages, items } = await listAll({ maxResults: 4 });
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages.slice(0, -1)) {
      expect(page.items).toHaveLength(4);
      expect(page.nextSyncToken).toBeUndefined();
    }
    const last = pages.at(-1);
    expect(last?.nextPageToken).toBeUndefined();
    expect(last?.nextSyncToken).toEqual(expect.any(String));
    expect(last).toMatchObject({ kind: 'calendar#events', summary: email, timeZone: 'America/New_York' });
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(14);
  });

  it('seeds a fortnight of meetings with Meet, Zoom and no link, and external attendees from the CRM companies', async () => {
    const { items } = await listAll({});
    const now = Date.now();
    const starts = items.map((item) => Date.parse(item.start?.dateTime ?? ''));
    expect(starts.some((start) => start < now)).toBe(true);
    expect(starts.some((start) => start > now)).toBe(true);
    expect(Math.min(...starts)).toBeGreaterThan(now - 8 * 86_400_000);
    expect(Math.max(...starts)).toBeLessThan(now + 10 * 86_400_000);

    const meet = items.find((item) => item.hangoutLink);
    expect(meet?.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(meet?.conferenceData?.conferenceSolution?.key?.type).toBe('hangoutsMeet');
    expect(meet?.conferenceData?.entryPoints?.[0]).toMatchObject({
      entryPointType: 'video',
      uri: meet?.hangoutLink,
    });
    const zoom = items.find((item) => item.location?.includes('zoom.us/j/'));
    expect(zoom?.description).toContain('Join Zoom Meeting');
    expect(items.some((item) => !item.hangoutLink && !item.location?.startsWith('https://'))).toBe(true);

    const domains = new Set(SEED_COMPANIES.map((company) => company.domain));
    const external = items
      .flatMap((item) => item.attendees ?? [])
      .filter((a) => !a.email?.endsWith('acme-sales.test'));
    expect(external.length).toBeGreaterThan(10);
    expect(external.every((attendee) => domains.has(attendee.email?.split('@')[1] ?? ''))).toBe(true);

    const event = items[0] as Event;
    expect(event).toMatchObject({
      kind: 'calendar#event',
      status: 'confirmed',
      organizer: { email, self: true },
      start: { timeZone: 'America/New_York' },
      iCalUID: `${event.id}@google.com`,
    });
    expect(event.start?.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
    expect(event.etag).toMatch(/^"\d+"$/);
    const page = await fetch(event.htmlLink ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(event.summary ?? 'no summary');
  });

  it('filters by timeMin/timeMax and orders by startTime for singleEvents', async () => {
    const timeMin = new Date().toISOString();
    const timeMax = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { items } = await listAll({ timeMin, timeMax, singleEvents: true, orderBy: 'startTime' });
    expect(items.length).toBeGreaterThan(0);
    const starts = items.map((item) => Date.parse(item.start?.dateTime ?? ''));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(items.every((item) => Date.parse(item.end?.dateTime ?? '') > Date.parse(timeMin))).toBe(true);
  });

  it('returns only what changed since the sync token, cancelled events included, then nothing', async () => {
    const { pages, items } = await listAll({ maxResults: 100 });
    const syncToken = pages.at(-1)?.nextSyncToken ?? '';
    const [moved, dropped] = items;

    const later = new Date(Date.parse(moved?.start?.dateTime ?? '') + 3_600_000);
    await control({
      method: 'PATCH',
      path: `/events/${moved?.id}`,
      body: {
        summary: 'Moved: pricing review',
        start: later.toISOString(),
        end: new Date(later.getTime() + 1_800_000).toISOString(),
      },
    });
    await control({ method: 'DELETE', path: `/events/${dropped?.id}` });
    const created = await control({
      method: 'POST',
      path: '/events',
      body: {
        summary: 'Intro call — Orchard Learning',
        start: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        end: new Date(Date.now() + 2 * 86_400_000 + 1_800_000).toISOString(),
        attendees: [{ email: 'sofia.alvarez@orchardlearning.com', displayName: 'Sofia Alvarez' }],
        conference: 'meet',
      },
    });

    const { data } = await api.events.list({ calendarId: 'primary', syncToken }, callOptions);
    expect(data.nextPageToken).toBeUndefined();
    expect(data.items?.map((item) => item.id).sort()).toEqual([moved?.id, dropped?.id, created.id].sort());
    const changed = data.items?.find((item) => item.id === moved?.id);
    expect(changed).toMatchObject({ summary: 'Moved: pricing review', sequence: 1 });
    expect(changed?.etag).not.toBe(moved?.etag);
    expect(data.items?.find((item) => item.id === dropped?.id)).toEqual({
      kind: 'calendar#event',
      etag: expect.any(String),
      id: dropped?.id,
      status: 'cancelled',
    });
    expect(data.items?.find((item) => item.id === created.id)?.hangoutLink).toMatch(
      /^https:\/\/meet\.google\.com\//,
    );

    const again = await api.events.list(
      { calendarId: 'primary', syncToken: data.nextSyncToken ?? '' },
      callOptions,
    );
    expect(again.data.items).toEqual([]);
    expect(again.data.nextSyncToken).toEqual(expect.any(String));

    // A full listing leaves the cancelled event out unless asked to show deleted ones.
    expect((await listAll({})).items.some((item) => item.id === dropped?.id)).toBe(false);
    expect((await listAll({ showDeleted: true })).items.some((item) => item.id === dropped?.id)).toBe(true);
  });

  it('pages an incremental sync too, with the sync token on its last page', async () => {
    const { pages } = await listAll({});
    const syncToken = pages.at(-1)?.nextSyncToken ?? '';
    const start = Date.now() + 3 * 86_400_000;
    for (const index of [1, 2, 3]) {
      await control({
        method: 'POST',
        path: '/events',
        body: {
          summary: `Follow-up ${index}`,
          start: new Date(start + index * 3_600_000).toISOString(),
          end: new Date(start + index * 3_600_000 + 1_800_000).toISOString(),
        },
      });
    }
    const { pages: syncPages, items } = await listAll({ syncToken, maxResults: 2 });
    expect(syncPages).toHaveLength(2);
    expect(syncPages[0]?.nextSyncToken).toBeUndefined();
    expect(syncPages[1]?.nextSyncToken).toEqual(expect.any(String));
    expect(items.map((item) => item.summary)).toEqual(['Follow-up 1', 'Follow-up 2', 'Follow-up 3']);
  });

  it('answers 410 Gone with fullSyncRequired once sync tokens are invalidated, and for unknown tokens', async () => {
    const { pages } = await listAll({});
    const syncToken = pages.at(-1)?.nextSyncToken ?? '';
    await control({ method: 'POST', path: '/invalidate-sync-tokens' });

    const gone = await statusOf(api.events.list({ calendarId: 'primary', syncToken }, callOptions));
    expect(gone.status).toBe(410);
    expect(gone.data).toEqual({
      error: {
        code: 410,
        message: 'Sync token is no longer valid, a full sync is required.',
        errors: [
          {
            domain: 'calendar',
            reason: 'fullSyncRequired',
            message: 'Sync token is no longer valid, a full sync is required.',
          },
        ],
      },
    });
    const unknown = await statusOf(
      api.events.list({ calendarId: 'primary', syncToken: 'not-a-token' }, callOptions),
    );
    expect(unknown.status).toBe(410);

    // A fresh full sync gives a token that works again.
    const fresh = (await listAll({})).pages.at(-1)?.nextSyncToken ?? '';
    const { status } = await api.events.list({ calendarId: 'primary', syncToken: fresh }, callOptions);
    expect(status).toBe(200);
  });

  it('reseeds a fresh fortnight on request, seen by incremental sync as cancellations and new events', async () => {
    const before = await listAll({});
    const syncToken = before.pages.at(-1)?.nextSyncToken ?? '';
    const response = await fetch(controlUrl('/reseed'), { method: 'POST' });
    expect(response.status).toBe(200);

    const { items } = await listAll({ syncToken });
    const cancelled = items.filter((item) => item.status === 'cancelled').map((item) => item.id);
    expect(cancelled.sort()).toEqual(before.items.map((item) => item.id).sort());
    const fresh = items.filter((item) => item.status === 'confirmed');
    expect(fresh.length).toBeGreaterThanOrEqual(14);
    expect(fresh.some((item) => before.items.some((old) => old.id === item.id))).toBe(false);
  });

  it("keeps a creator-chosen event id, so one meeting can sit in two people's calendars under the same id", async () => {
    const id = 'shared0pipeline0call2026';
    const start = new Date(Date.now() + 3 * 86_400_000);
    const body = {
      id,
      summary: 'Pipeline review — Helio Health',
      start: start.toISOString(),
      end: new Date(start.getTime() + 1_800_000).toISOString(),
      conference: 'meet',
    };
    const mine = await control({ method: 'POST', path: '/events', body });
    const colleague = 'robin@acme-sales.test';
    const theirs = await fetch(
      `${harness.sandbox.googleIssuer}/_sandbox/calendars/${encodeURIComponent(colleague)}/events`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    expect(theirs.status).toBe(201);
    expect([mine.id, ((await theirs.json()) as Event).id]).toEqual([id, id]);
    const { data } = await api.events.get({ calendarId: 'primary', eventId: id }, callOptions);
    expect(data.summary).toBe('Pipeline review — Helio Health');

    const again = await fetch(controlUrl('/events'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(409);
    const badId = await fetch(controlUrl('/events'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, id: 'Not_Base32' }),
    });
    expect(badId.status).toBe(400);
  });

  it('refuses a sync token combined with timeMin with 400', async () => {
    const syncToken = (await listAll({})).pages.at(-1)?.nextSyncToken ?? '';
    const result = await statusOf(
      api.events.list({ calendarId: 'primary', syncToken, timeMin: new Date().toISOString() }, callOptions),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      error: { code: 400, errors: [{ reason: 'invalid', location: 'timeMin' }] },
    });
  });

  it('answers 401 in Google’s shape for an unknown access token and for none at all', async () => {
    const stranger = new OAuth2Client();
    stranger.setCredentials({ access_token: 'ya29.not-a-real-token' });
    const bad = await statusOf(
      calendar({ version: 'v3', auth: stranger }).events.list({ calendarId: 'primary' }, callOptions),
    );
    expect(bad.status).toBe(401);
    expect(bad.data).toMatchObject({
      error: {
        code: 401,
        status: 'UNAUTHENTICATED',
        errors: [{ reason: 'authError', location: 'Authorization' }],
      },
    });

    const anonymous = await fetch(`${harness.sandbox.googleIssuer}/calendar/v3/calendars/primary/events`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { errors: [{ reason: 'required' }] } });
  });

  it('answers 404 for another person’s calendar and serves the own one by email too', async () => {
    const other = await statusOf(
      api.events.list({ calendarId: 'someone.else@acme-sales.test' }, callOptions),
    );
    expect(other.status).toBe(404);
    const own = await api.events.list({ calendarId: email, maxResults: 1 }, callOptions);
    expect(own.data.items).toHaveLength(1);
  });

  it('refreshes the access token with refreshAccessToken, and the new token reads the calendar', async () => {
    const before = auth.credentials.access_token;
    const { credentials } = await auth.refreshAccessToken();
    expect(credentials.access_token).toEqual(expect.any(String));
    expect(credentials.access_token).not.toBe(before);
    auth.setCredentials({ ...auth.credentials, ...credentials });

    const fresh = new OAuth2Client();
    fresh.setCredentials({ access_token: credentials.access_token });
    const { status } = await calendar({ version: 'v3', auth: fresh }).events.list(
      { calendarId: 'primary', maxResults: 1 },
      callOptions,
    );
    expect(status).toBe(200);
  });

  it('lets a client with forceRefreshOnFailure refresh and retry by itself when the token has expired early', async () => {
    // google-auth-library only refreshes on a 401 when it has no expiry date or is told to.
    const client = sandboxOAuthClient(harness, { forceRefreshOnFailure: true });
    client.setCredentials(auth.credentials);
    const expired = auth.credentials.access_token ?? '';
    const expire = await fetch(`${harness.sandbox.googleIssuer}/_sandbox/access-tokens/${expired}/expire`, {
      method: 'POST',
    });
    expect(expire.status).toBe(204);

    const { status } = await calendar({ version: 'v3', auth: client }).events.list(
      { calendarId: 'primary', maxResults: 1 },
      callOptions,
    );
    expect(status).toBe(200);
    expect(client.credentials.access_token).not.toBe(expired);

    const stale = await statusOf(api.events.list({ calendarId: 'primary', maxResults: 1 }, callOptions));
    expect(stale.status).toBe(401);
  });
});
