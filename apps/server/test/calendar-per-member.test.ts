import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents, calendarSyncStates, integrations, recorderBots } from '../src/db/schema';
import {
  type Browser,
  connectCalendarThroughSandbox,
  connectHubspotThroughSandbox,
  createBrowser,
  signInThroughSandbox,
} from './browser-session';
import { createTestApp, type TestApp } from './test-app';

type Identity = {
  accessToken: string;
  organization: { id: string; name: string };
  orgIntegrations: string[];
  user: { id: string; email: string };
};
type CalendarEvent = {
  id: string;
  title: string;
  organizer_email: string | null;
  conference_url: string | null;
  recording: { meeting_id: string; bot_status: string } | null;
};
type Person = { browser: Browser; email: string; identity(): Promise<Identity> };

/**
 * Issue 28, item 1: Google Calendar is each member's own. An admin and two reps of one organization
 * each connect their calendar through the sandbox; each sees and records only their own meetings.
 */
describe('a calendar per person: an admin and two reps, each with their own Google Calendar', () => {
  let t: TestApp;
  let admin: Person;
  let dana: Person;
  let eli: Person;

  async function person(email: string, name: string): Promise<Person> {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email, name });
    return {
      browser,
      email,
      identity: async () => JSON.parse((await browser.get('/api/data/organization/id')).body).data,
    };
  }

  async function api(who: Person, path: string, init: { method?: string; body?: unknown } = {}) {
    const { accessToken } = await who.identity();
    const response = await fetch(`${t.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: response.status === 204 ? null : await response.json() };
  }

  /** The admin invites `who`, who joins through the link (their own organization is empty). */
  async function join(who: Person, inviter: Person) {
    const invited = await api(inviter, '/api/organization/invitations', {
      method: 'POST',
      body: { email: who.email },
    });
    expect(invited.status).toBe(201);
    const token = new URL(invited.body.data.url).searchParams.get('token') ?? '';
    const accepted = await api(who, `/api/invitations/${token}/accept`, {
      method: 'POST',
      body: { leave_current: true },
    });
    expect(accepted.status).toBe(200);
  }

  const ownerOf = async (who: Person) => {
    const identity = await who.identity();
    return { organizationId: identity.organization.id, userId: identity.user.id };
  };

  const eventsOf = async (who: Person): Promise<CalendarEvent[]> =>
    (await api(who, '/api/calendar/events?limit=200')).body.data;

  async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const value = await probe();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Timed out waiting for ${what}`);
  }

  const synced = (who: Person) =>
    waitFor(async () => {
      const events = await eventsOf(who);
      return events.length > 0 ? events : undefined;
    }, `${who.email}'s first calendar sync`);

  async function sandboxEvent(email: string, body: Record<string, unknown>) {
    const response = await fetch(
      `${t.baseUrl}/sandbox/google/_sandbox/calendars/${encodeURIComponent(email)}/events`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string };
  }

  const calendarRows = async (who: Person) => {
    const owner = await ownerOf(who);
    return t.database.db
      .select()
      .from(integrations)
      .where(
        and(
          eq(integrations.organizationId, owner.organizationId),
          eq(integrations.userId, owner.userId),
          eq(integrations.provider, 'google_calendar'),
        ),
      );
  };

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    admin = await person('avery.admin@northwind-sales.test', 'Avery Admin');
    dana = await person('dana.rep@northwind-sales.test', 'Dana Rep');
    eli = await person('eli.rep@northwind-sales.test', 'Eli Rep');
    await connectHubspotThroughSandbox(admin.browser);
    await connectCalendarThroughSandbox(admin.browser);
    await join(dana, admin);
    await join(eli, admin);
  });
  afterAll(() => t?.close());

  it("tells a rep who connected nothing that only the organization's HubSpot is there, and lets him connect his own calendar", async () => {
    const before = await dana.identity();
    expect(before.organization.id).toBe((await admin.identity()).organization.id);
    // The bug: the admin's calendar counted as his, and the wizard said "Your calendar and HubSpot are connected".
    expect(before.orgIntegrations).toEqual(['hubspot']);
    expect((await api(dana, '/integrations')).body).toEqual({ data: ['hubspot'] });
    expect((await api(dana, '/api/integrations')).body.data.map((row: { name: string }) => row.name)).toEqual(
      ['hubspot'],
    );
    expect(await eventsOf(dana)).toEqual([]);
    expect((await admin.identity()).orgIntegrations).toEqual(['google_calendar', 'hubspot']);

    await connectCalendarThroughSandbox(dana.browser);
    await connectCalendarThroughSandbox(eli.browser);
    for (const who of [dana, eli]) {
      expect((await who.identity()).orgIntegrations).toEqual(['google_calendar', 'hubspot']);
      expect((await api(who, '/integrations')).body).toEqual({ data: ['google_calendar', 'hubspot'] });
      const rows = await calendarRows(who);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.connectedByUserId).toBe((await who.identity()).user.id);
    }
    // Three calendars in one organization, one HubSpot.
    const organizationId = (await admin.identity()).organization.id;
    const all = await t.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.organizationId, organizationId));
    expect(all.filter((row) => row.provider === 'google_calendar')).toHaveLength(3);
    expect(all.filter((row) => row.provider === 'hubspot').map((row) => row.userId)).toEqual([null]);
    expect(
      (await t.services.integrations.listConnectedMembers('google_calendar')).filter(
        (member) => member.organizationId === organizationId,
      ),
    ).toHaveLength(3);
  });

  it('shows each member only the meetings of their own calendar', async () => {
    await sandboxEvent(dana.email, {
      summary: "Dana's renewal call — Helio Health",
      start: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      end: new Date(Date.now() + 2 * 86_400_000 + 1_800_000).toISOString(),
      attendees: [{ email: 'priya.shah@heliohealth.com' }],
      conference: 'meet',
    });
    await t.services.calendar.syncMember(await ownerOf(dana));
    const lists = new Map<Person, CalendarEvent[]>();
    for (const who of [admin, dana, eli]) lists.set(who, await synced(who));
    for (const [who, events] of lists) {
      expect(events.every((event) => event.organizer_email === who.email)).toBe(true);
      for (const [other, theirs] of lists) {
        if (other === who) continue;
        const ids = new Set(theirs.map((event) => event.id));
        expect(events.some((event) => ids.has(event.id))).toBe(false);
      }
    }
    const titles = (who: Person) => (lists.get(who) ?? []).map((event) => event.title);
    expect(titles(dana)).toContain("Dana's renewal call — Helio Health");
    expect(titles(eli)).not.toContain("Dana's renewal call — Helio Health");
    expect(titles(admin)).not.toContain("Dana's renewal call — Helio Health");
  });

  it("refuses, with 404, every calendar and notetaker route on another member's event", async () => {
    const danasEvent = (await eventsOf(dana)).find((event) => event.conference_url);
    if (!danasEvent) throw new Error('Dana has no meeting with a call link');
    for (const who of [eli, admin]) {
      for (const method of ['POST', 'DELETE']) {
        const refused = await api(who, `/api/calendar/events/${danasEvent.id}/record`, { method });
        expect([who.email, method, refused]).toEqual([
          who.email,
          method,
          { status: 404, body: { code: 'NOT_FOUND', message: `Calendar event ${danasEvent.id} not found.` } },
        ]);
      }
    }
    expect(await t.database.db.select().from(recorderBots)).toEqual([]);
    // Dana herself may.
    const scheduled = await api(dana, `/api/calendar/events/${danasEvent.id}/record`, { method: 'POST' });
    expect(scheduled.status).toBe(201);
    expect(
      (await eventsOf(eli)).some((event) => event.recording?.meeting_id === scheduled.body.data.id),
    ).toBe(false);
  });

  it('sends each rep invited to the same call a notetaker of their own, into a meeting of their own', async () => {
    // Google gives an event one id in every invitee's calendar.
    const id = 'pipeline0call0orchard';
    const start = new Date(Date.now() + 3 * 86_400_000);
    const body = {
      id,
      summary: 'Pipeline review — Orchard Learning',
      start: start.toISOString(),
      end: new Date(start.getTime() + 1_800_000).toISOString(),
      attendees: [{ email: 'sofia.alvarez@orchardlearning.com' }],
      conference: 'zoom',
    };
    await sandboxEvent(dana.email, body);
    await sandboxEvent(eli.email, body);
    const meetingIds: string[] = [];
    for (const who of [dana, eli]) {
      await t.services.calendar.syncMember(await ownerOf(who));
      const event = (await eventsOf(who)).find((candidate) => candidate.title === body.summary);
      if (!event) throw new Error(`${who.email} does not see the shared call`);
      const scheduled = await api(who, `/api/calendar/events/${event.id}/record`, { method: 'POST' });
      expect(scheduled.status).toBe(201);
      meetingIds.push(scheduled.body.data.id);
      const again = await api(who, `/api/calendar/events/${event.id}/record`, { method: 'POST' });
      expect(again.status).toBe(409);
      const listed = (await eventsOf(who)).find((candidate) => candidate.id === event.id);
      expect(listed?.recording).toEqual({
        meeting_id: scheduled.body.data.id,
        bot_status: 'scheduled',
        joins_at: scheduled.body.data.notetaker.joins_at,
      });
    }
    expect(new Set(meetingIds).size).toBe(2);
    const bots = await t.database.db
      .select()
      .from(recorderBots)
      .where(eq(recorderBots.calendarEventExternalId, id));
    expect(bots.map((bot) => bot.userId).sort()).toEqual(
      [(await dana.identity()).user.id, (await eli.identity()).user.id].sort(),
    );
  });

  it("auto-records with each member's own setting, for their own calendar only", async () => {
    const eliOwner = await ownerOf(eli);
    const adminOwner = await ownerOf(admin);
    expect(await t.services.recorder.autoSchedule(eliOwner)).toBe(0);
    const patched = await api(eli, '/auth/user/meta', {
      method: 'PATCH',
      body: { metadata: { auto_record_external: true } },
    });
    expect(patched.status).toBe(200);
    const before = await t.database.db.select().from(recorderBots);
    expect(await t.services.recorder.autoSchedule(eliOwner)).toBeGreaterThan(0);
    // The admin's setting is off: his calendar stays unrecorded, whatever Eli chose.
    expect(await t.services.recorder.autoSchedule(adminOwner)).toBe(0);
    const added = (await t.database.db.select().from(recorderBots)).filter(
      (bot) => !before.some((old) => old.id === bot.id),
    );
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((bot) => bot.userId === eliOwner.userId)).toBe(true);
  });

  it("removes only the remover's calendar: their events, sync state and booked notetakers go, the others' stay", async () => {
    const danaOwner = await ownerOf(dana);
    const eliOwner = await ownerOf(eli);
    const eliEventsBefore = await eventsOf(eli);
    const danaBots = await t.database.db
      .select()
      .from(recorderBots)
      .where(eq(recorderBots.userId, danaOwner.userId));
    expect(danaBots.length).toBeGreaterThan(0);

    const removed = await api(dana, '/integrations/google-calendar', { method: 'DELETE' });
    expect(removed).toEqual({ status: 200, body: { data: { name: 'google_calendar' } } });

    expect(await calendarRows(dana)).toEqual([]);
    expect(await calendarRows(eli)).toHaveLength(1);
    expect(await calendarRows(admin)).toHaveLength(1);
    expect((await dana.identity()).orgIntegrations).toEqual(['hubspot']);
    expect(await eventsOf(dana)).toEqual([]);
    const danasRows = await t.database.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.userId, danaOwner.userId));
    expect(danasRows).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(calendarSyncStates)
        .where(eq(calendarSyncStates.userId, danaOwner.userId)),
    ).toEqual([]);
    // Her notetakers were called off with their waiting meetings.
    expect(
      await t.database.db.select().from(recorderBots).where(eq(recorderBots.userId, danaOwner.userId)),
    ).toEqual([]);
    for (const bot of danaBots) expect((await api(dana, `/api/meetings/${bot.meetingId}`)).status).toBe(404);
    // Eli's calendar, sync and notetakers are untouched.
    expect((await eventsOf(eli)).map((event) => event.id)).toEqual(eliEventsBefore.map((event) => event.id));
    expect(await t.services.calendar.syncMember(eliOwner)).toMatchObject({ kind: 'incremental' });
    expect(
      (await t.database.db.select().from(recorderBots).where(eq(recorderBots.userId, eliOwner.userId)))
        .length,
    ).toBeGreaterThan(0);
    expect(await t.services.calendar.syncMember(danaOwner)).toEqual({
      kind: 'skipped',
      reason: 'calendar not connected',
    });
  });

  it("takes a leaving member's calendar with them, and lets the last admin leave with only their own calendar", async () => {
    const eliOwner = await ownerOf(eli);
    const elsewhere = await person('fern.founder@orchard-ventures.test', 'Fern Founder');
    await join(eli, elsewhere);
    expect((await eli.identity()).organization.id).toBe((await elsewhere.identity()).organization.id);
    // The member.left subscriber removes what was his in the organization he left.
    await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(integrations)
        .where(
          and(
            eq(integrations.organizationId, eliOwner.organizationId),
            eq(integrations.userId, eliOwner.userId),
          ),
        );
      return rows.length === 0 ? true : undefined;
    }, "Eli's calendar to leave with him");
    await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.organizationId, eliOwner.organizationId),
            eq(calendarEvents.userId, eliOwner.userId),
          ),
        );
      return rows.length === 0 ? true : undefined;
    }, "Eli's synced events to go with him");
    // In his new organization he connected nothing yet.
    expect((await eli.identity()).orgIntegrations).toEqual([]);
    expect(await calendarRows(admin)).toHaveLength(1);

    // Gus, alone in his organization with only his own calendar, can still join another: it goes with him.
    const gus = await person('gus.solo@orchard-ventures.test', 'Gus Solo');
    await connectCalendarThroughSandbox(gus.browser);
    const gusOwner = await ownerOf(gus);
    await join(gus, elsewhere);
    await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(integrations)
        .where(
          and(
            eq(integrations.organizationId, gusOwner.organizationId),
            eq(integrations.userId, gusOwner.userId),
          ),
        );
      return rows.length === 0 ? true : undefined;
    }, "Gus's calendar to leave with him");
  });
});
