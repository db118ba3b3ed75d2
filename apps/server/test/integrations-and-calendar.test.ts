import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from '../src/crypto/token-cipher';
import { calendarEvents, integrations, memberships, organizations } from '../src/db/schema';
import { ProviderUnauthorizedError } from '../src/providers/provider-errors';
import {
  type Browser,
  connectCalendarThroughSandbox,
  connectHubspotThroughSandbox,
  createBrowser,
  signInThroughSandbox,
} from './browser-session';
import { askChat, connectChat, jsonFrames, textOf } from './chat-socket';
import { createTestApp, type TestApp } from './test-app';

type Identity = {
  accessToken: string;
  organization: { id: string };
  orgIntegrations: string[];
  user: { id: string; email: string };
};

describe('Google Calendar and HubSpot connections, token care and calendar sync', () => {
  let t: TestApp;
  let cipher: ReturnType<typeof createTokenCipher>;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    cipher = createTokenCipher(parseEncryptionKey(t.secrets.encryptionKey));
  });
  afterAll(() => t?.close());

  async function identityOf(browser: Browser): Promise<Identity> {
    return JSON.parse((await browser.get('/api/data/organization/id')).body).data;
  }

  async function api(options: { identity: Identity; path: string; method?: string }) {
    const response = await fetch(`${t.baseUrl}${options.path}`, {
      method: options.method ?? 'GET',
      headers: { authorization: `Bearer ${options.identity.accessToken}` },
    });
    return { status: response.status, body: await response.json() };
  }

  async function newUser(email: string): Promise<{ browser: Browser; identity: Identity }> {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email, name: email.split('@')[0] ?? email });
    return { browser, identity: await identityOf(browser) };
  }

  async function integrationRow(organizationId: string, provider: 'google_calendar' | 'hubspot') {
    const rows = await t.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.organizationId, organizationId));
    return rows.find((row) => row.provider === provider);
  }

  async function sandboxControl(path: string, init: RequestInit = {}) {
    const response = await fetch(`${t.baseUrl}/sandbox${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...init,
    });
    expect(response.status).toBeLessThan(300);
    return response.status === 204 ? null : response.json();
  }

  async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const value = await probe();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Timed out waiting for ${what}`);
  }

  /**
   * Connecting HubSpot sets up the recommended CRM properties with its token (a job): waited for, so
   * a test that expires or revokes the token is the only one using it.
   */
  async function recommendedSetUpDone(organizationId: string): Promise<void> {
    await waitFor(async () => {
      const [row] = await t.database.db
        .select({ at: organizations.crmRecommendedSetUpAt })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.at ?? undefined;
    }, 'the recommended CRM properties to be set up');
  }

  describe('HubSpot', () => {
    it('connects through the authorise page, reads the portal id and keeps the tokens encrypted', async () => {
      const { browser, identity } = await newUser('hubert@acme.test');
      const landed = await connectHubspotThroughSandbox(browser);
      expect(landed.url).toBe(`${t.baseUrl}/`);

      const after = await identityOf(browser);
      expect(after.orgIntegrations).toEqual(['hubspot']);
      const row = await integrationRow(identity.organization.id, 'hubspot');
      expect(row?.externalAccountId).toBe('24681357');
      const accessToken = cipher.decrypt(row?.accessTokenEncrypted ?? '');
      expect(row?.accessTokenEncrypted).not.toContain(accessToken);
      expect(row?.refreshTokenEncrypted).not.toContain(cipher.decrypt(row?.refreshTokenEncrypted ?? ''));

      const summaries = await api({ identity: after, path: '/api/integrations' });
      expect(summaries.body.data).toEqual([
        {
          name: 'hubspot',
          status: 'connected',
          connected_at: expect.any(String),
          external_account_id: '24681357',
        },
      ]);
    });

    it('refreshes the access token after a 401, once, and stores the new one', async () => {
      const { browser, identity } = await newUser('refresher@acme.test');
      await connectHubspotThroughSandbox(browser);
      await recommendedSetUpDone(identity.organization.id);
      const before = await integrationRow(identity.organization.id, 'hubspot');
      const original = cipher.decrypt(before?.accessTokenEncrypted ?? '');
      await sandboxControl(`/hubspot/_sandbox/access-tokens/${original}/expire`);

      const seen: string[] = [];
      const portal = await t.services.integrations.withAccessToken(
        { organizationId: identity.organization.id, provider: 'hubspot' },
        async (token) => {
          seen.push(token);
          if (token === original) throw new ProviderUnauthorizedError('expired');
          const response = await fetch(`${t.baseUrl}/sandbox/hubspot/oauth/v1/access-tokens/${token}`);
          return ((await response.json()) as { hub_id: number }).hub_id;
        },
      );
      expect(portal).toBe(24681357);
      expect(seen).toHaveLength(2);
      const after = await integrationRow(identity.organization.id, 'hubspot');
      expect(cipher.decrypt(after?.accessTokenEncrypted ?? '')).toBe(seen[1]);
      expect(after?.status).toBe('connected');
    });

    it('marks the integration as needing reconnection when the grant is revoked, and says so', async () => {
      const { browser, identity } = await newUser('revoked@acme.test');
      await connectHubspotThroughSandbox(browser);
      await recommendedSetUpDone(identity.organization.id);
      const row = await integrationRow(identity.organization.id, 'hubspot');
      await sandboxControl(
        `/hubspot/_sandbox/refresh-tokens/${cipher.decrypt(row?.refreshTokenEncrypted ?? '')}/revoke`,
      );

      await expect(
        t.services.integrations.withAccessToken(
          { organizationId: identity.organization.id, provider: 'hubspot' },
          async () => {
            throw new ProviderUnauthorizedError('expired');
          },
        ),
      ).rejects.toThrow(/HubSpot.*Reconnect/);

      const fresh = await identityOf(browser);
      expect(fresh.orgIntegrations).toEqual([]);
      const summaries = await api({ identity: fresh, path: '/api/integrations' });
      expect(summaries.body.data[0]).toMatchObject({ name: 'hubspot', status: 'needs_reconnect' });

      // Reconnecting restores it.
      await connectHubspotThroughSandbox(browser);
      expect((await identityOf(browser)).orgIntegrations).toEqual(['hubspot']);
    });

    it('removes the integration, revokes the grant, and refuses another organization', async () => {
      const { browser, identity } = await newUser('remover@acme.test');
      await connectHubspotThroughSandbox(browser);
      const row = await integrationRow(identity.organization.id, 'hubspot');
      const refreshToken = cipher.decrypt(row?.refreshTokenEncrypted ?? '');

      const stranger = await newUser('stranger@globex.test');
      const refused = await api({
        identity: stranger.identity,
        path: '/integrations/hubspot',
        method: 'DELETE',
      });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('NOT_FOUND');
      expect((await identityOf(browser)).orgIntegrations).toEqual(['hubspot']);

      const removed = await api({
        identity: await identityOf(browser),
        path: '/integrations/hubspot',
        method: 'DELETE',
      });
      expect(removed).toEqual({ status: 200, body: { data: { name: 'hubspot' } } });
      expect((await identityOf(browser)).orgIntegrations).toEqual([]);
      expect(await integrationRow(identity.organization.id, 'hubspot')).toBeUndefined();
      const tokenInfo = await fetch(`${t.baseUrl}/sandbox/hubspot/oauth/v1/refresh-tokens/${refreshToken}`);
      expect(tokenInfo.status).toBeGreaterThanOrEqual(400);

      const again = await api({
        identity: await identityOf(browser),
        path: '/integrations/hubspot',
        method: 'DELETE',
      });
      expect(again.status).toBe(404);
    });

    it("leaves the organization's HubSpot to its admin: a member can neither connect nor remove it", async () => {
      const admin = await newUser('connector@initech.test');
      await connectHubspotThroughSandbox(admin.browser);
      const member = await newUser('member@initech.test');
      await t.database.db
        .update(memberships)
        .set({ organizationId: admin.identity.organization.id, role: 'member', isPayer: false })
        .where(eq(memberships.organizationId, member.identity.organization.id));
      const asMember = await identityOf(member.browser);
      expect(asMember.organization.id).toBe(admin.identity.organization.id);

      for (const [method, path] of [
        ['DELETE', '/integrations/hubspot'],
        ['GET', '/api/integrations/hubspot/authorize'],
      ] as const) {
        const refused = await api({ identity: asMember, path, method });
        expect([path, refused.status, refused.body]).toEqual([
          path,
          403,
          { code: 'FORBIDDEN', message: "Only the organization's admin can connect or remove HubSpot." },
        ]);
      }
      // Their own calendar is theirs to connect; with none connected there is nothing of theirs to remove.
      expect(
        (await api({ identity: asMember, path: '/api/integrations/google-calendar/authorize' })).status,
      ).toBe(200);
      const nothing = await api({
        identity: asMember,
        path: '/integrations/google-calendar',
        method: 'DELETE',
      });
      expect([nothing.status, nothing.body]).toEqual([
        404,
        { code: 'NOT_FOUND', message: 'Your Google Calendar is not connected.' },
      ]);
      const row = await integrationRow(admin.identity.organization.id, 'hubspot');
      expect(row?.connectedByUserId).toBe(admin.identity.user.id);
      expect(row?.userId).toBeNull();
      expect((await identityOf(member.browser)).orgIntegrations).toEqual(['hubspot']);
    });

    it('refuses a HubSpot callback with a forged state', async () => {
      const { browser } = await newUser('forger@evil.test');
      const response = await browser.get('/api/auth/hubspot/callback?code=x&state=forged');
      expect(response.status).toBe(400);
      expect(response.body).toContain('HubSpot could not be connected');
    });
  });

  describe('Google Calendar', () => {
    let user: { browser: Browser; identity: Identity };
    const upcoming = async () =>
      (await api({ identity: await identityOf(user.browser), path: '/api/calendar/events?limit=200' })).body
        .data as Array<{
        title: string;
        starts_at: string;
        conference_provider: string | null;
        attendees: Array<{ email: string; is_external: boolean }>;
      }>;

    beforeAll(async () => {
      user = await newUser('calendar.owner@tingsandbox.com');
      await connectCalendarThroughSandbox(user.browser);
    });

    it('syncs the calendar on connect and serves the upcoming meetings with links and external attendees', async () => {
      const events = await waitFor(async () => {
        const list = await upcoming();
        return list.length > 0 ? list : undefined;
      }, 'the first calendar sync');
      const starts = events.map((event) => event.starts_at);
      expect(starts).toEqual([...starts].sort());
      expect(
        events.every((event) => new Date(event.starts_at).getTime() < Date.now() + 31 * 86_400_000),
      ).toBe(true);
      expect(events.some((event) => event.conference_provider === 'google_meet')).toBe(true);
      expect(events.some((event) => event.conference_provider === 'zoom')).toBe(true);
      expect(events.some((event) => event.attendees.some((attendee) => attendee.is_external))).toBe(true);
    });

    it("lets the assistant list the connected calendar's upcoming meetings, soonest first", async () => {
      const events = await upcoming();
      const identity = await identityOf(user.browser);
      const conversation = await fetch(`${t.baseUrl}/api/assistant/conversations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${identity.accessToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const { id: conversationId } = (await conversation.json()).data as { id: string };
      const socket = await connectChat(t, identity.accessToken);
      try {
        const frames = await askChat(socket, {
          conversationId,
          meetingIds: [],
          messages: [{ role: 'user', content: 'What is on my calendar this week?' }],
        });
        const shown = Math.min(events.length, 10);
        expect(jsonFrames(frames, '[TOOL]')).toEqual([
          {
            name: 'list_upcoming_meetings',
            label: `Found ${shown} upcoming meeting${shown === 1 ? '' : 's'}`,
          },
        ]);
        const answer = textOf(frames);
        expect(answer).toMatch(/^Your upcoming meetings:/);
        expect(answer).toContain(`**${events[0]?.title}**`);
      } finally {
        socket.terminate();
      }
    });

    it('picks up changes incrementally, and falls back to a full sync when the sync token expires (410)', async () => {
      const owner = { organizationId: user.identity.organization.id, userId: user.identity.user.id };
      await t.services.calendar.syncMember(owner);
      const start = new Date(Date.now() + 2 * 86_400_000);
      const created = (await sandboxControl(`/google/_sandbox/calendars/${user.identity.user.email}/events`, {
        body: JSON.stringify({
          summary: 'Pricing review with Northbeam',
          start: start.toISOString(),
          end: new Date(start.getTime() + 1_800_000).toISOString(),
          attendees: [{ email: 'dana.reyes@northbeamlogistics.com' }],
          conference: 'zoom',
        }),
      })) as { id: string };

      expect(await t.services.calendar.syncMember(owner)).toMatchObject({
        kind: 'incremental',
        upserted: 1,
      });
      expect((await upcoming()).map((event) => event.title)).toContain('Pricing review with Northbeam');

      await sandboxControl(`/google/_sandbox/calendars/${user.identity.user.email}/events/${created.id}`, {
        method: 'DELETE',
      });
      expect(await t.services.calendar.syncMember(owner)).toMatchObject({
        kind: 'incremental',
        deleted: 1,
      });
      expect((await upcoming()).map((event) => event.title)).not.toContain('Pricing review with Northbeam');

      await sandboxControl(`/google/_sandbox/calendars/${user.identity.user.email}/invalidate-sync-tokens`);
      expect(await t.services.calendar.syncMember(owner)).toMatchObject({ kind: 'full' });
      expect(await t.services.calendar.syncMember(owner)).toMatchObject({
        kind: 'incremental',
      });
    });

    it('refreshes an expired Google access token during sync and stores the new one', async () => {
      const organizationId = user.identity.organization.id;
      const owner = { organizationId, userId: user.identity.user.id };
      const before = await integrationRow(organizationId, 'google_calendar');
      const original = cipher.decrypt(before?.accessTokenEncrypted ?? '');
      await sandboxControl(`/google/_sandbox/access-tokens/${original}/expire`);

      expect(await t.services.calendar.syncMember(owner)).toMatchObject({
        kind: 'incremental',
      });
      const after = await integrationRow(organizationId, 'google_calendar');
      expect(cipher.decrypt(after?.accessTokenEncrypted ?? '')).not.toBe(original);
      expect(after?.status).toBe('connected');
    });

    it("does not show one organization's meetings to another", async () => {
      const other = await newUser('outsider@globex.test');
      expect((await api({ identity: other.identity, path: '/api/calendar/events' })).body).toEqual({
        data: [],
      });
    });

    it('answers 400 for a bad limit', async () => {
      const response = await api({
        identity: await identityOf(user.browser),
        path: '/api/calendar/events?limit=0',
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('removes the calendar: tokens forgotten, grant revoked, synced meetings gone', async () => {
      const organizationId = user.identity.organization.id;
      const owner = { organizationId, userId: user.identity.user.id };
      const row = await integrationRow(organizationId, 'google_calendar');
      const accessToken = cipher.decrypt(row?.accessTokenEncrypted ?? '');
      const removed = await api({
        identity: await identityOf(user.browser),
        path: '/integrations/google-calendar',
        method: 'DELETE',
      });
      expect(removed.status).toBe(200);
      expect(await integrationRow(organizationId, 'google_calendar')).toBeUndefined();
      const left = await t.database.db
        .select()
        .from(calendarEvents)
        .where(eq(calendarEvents.organizationId, organizationId));
      expect(left).toEqual([]);
      const afterRevoke = await fetch(`${t.baseUrl}/sandbox/google/calendar/v3/calendars/primary/events`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(afterRevoke.status).toBe(401);
      expect(await t.services.calendar.syncMember(owner)).toEqual({
        kind: 'skipped',
        reason: 'calendar not connected',
      });
    });
  });
});
