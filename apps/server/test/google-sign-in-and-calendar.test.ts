import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from '../src/crypto/token-cipher';
import { accounts, integrations, memberships, organizations, users } from '../src/db/schema';
import { createBrowser, signInThroughSandbox } from './browser-session';
import { createTestApp, type TestApp } from './test-app';

describe('Google sign-in and Google Calendar connection through the sandbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });
  afterAll(() => t?.close());

  async function identityOf(browser: ReturnType<typeof createBrowser>) {
    const response = await browser.get('/api/data/organization/id');
    expect(response.status).toBe(200);
    return JSON.parse(response.body).data;
  }

  it('creates the user and a free organization on first sign-in, and reuses them on the next', async () => {
    const first = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser: first, email: 'grace@navy.test', name: 'Grace Hopper' });
    const identity = await identityOf(first);
    expect(identity.user).toMatchObject({
      email: 'grace@navy.test',
      name: 'Grace Hopper',
      has_onboarded: false,
    });
    expect(identity.organization.plan).toBe('free');

    const again = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser: again, email: 'grace@navy.test', name: 'Grace Hopper' });
    expect((await identityOf(again)).user.id).toBe(identity.user.id);

    const rows = await t.database.db.select().from(users).where(eq(users.email, 'grace@navy.test'));
    expect(rows).toHaveLength(1);
    const orgs = await t.database.db
      .select()
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(eq(memberships.userId, identity.user.id));
    expect(orgs).toHaveLength(1);
    expect(orgs[0]?.memberships.isPayer).toBe(true);

    // Sign-in needs no provider tokens afterwards, so none are kept.
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, identity.user.id));
    expect(account).toMatchObject({
      provider: 'google',
      access_token: null,
      refresh_token: null,
      id_token: null,
    });
  });

  it('asks Google for read-only calendar access, offline, with forced consent and a signed state', async () => {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'alan@bletchley.test', name: 'Alan Turing' });
    const { accessToken } = await identityOf(browser);
    const response = await fetch(`${t.baseUrl}/api/integrations/google-calendar/authorize`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const url = new URL((await response.json()).data.url);
    // The authorisation endpoint comes from the issuer's discovery document: here the sandbox's.
    expect(url.toString().startsWith(`${t.baseUrl}/sandbox/google/`)).toBe(true);
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/calendar.readonly');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/auth/google-calendar`);
    expect(url.searchParams.get('state')?.split('.')).toHaveLength(3);
  });

  it('connects the calendar: consent, code exchange, tokens encrypted at rest, integration listed', async () => {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'katherine@nasa.test', name: 'Katherine Johnson' });
    const before = await identityOf(browser);
    expect(before.orgIntegrations).toEqual([]);

    const { data } = await (
      await fetch(`${t.baseUrl}/api/integrations/google-calendar/authorize`, {
        headers: { authorization: `Bearer ${before.accessToken}` },
      })
    ).json();
    const consentPage = await browser.goto(data.url);
    expect(consentPage.body).toContain('https://www.googleapis.com/auth/calendar.readonly');
    const landed = await browser.submit(consentPage, { button: 'Allow' });
    expect(landed.url).toBe(`${t.baseUrl}/`);

    const after = await identityOf(browser);
    expect(after.orgIntegrations).toEqual(['google_calendar']);

    const [row] = await t.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.organizationId, after.organization.id));
    expect(row).toBeDefined();
    if (!row) return;
    expect(row.status).toBe('connected');
    expect(row.scopes).toContain('https://www.googleapis.com/auth/calendar.readonly');
    const cipher = createTokenCipher(parseEncryptionKey(t.secrets.encryptionKey));
    const accessToken = cipher.decrypt(row.accessTokenEncrypted);
    expect(accessToken.length).toBeGreaterThan(10);
    expect(row.accessTokenEncrypted).not.toContain(accessToken);
    expect(row.refreshTokenEncrypted).not.toBeNull();
    const refreshToken = cipher.decrypt(row.refreshTokenEncrypted ?? '');
    expect(row.refreshTokenEncrypted).not.toContain(refreshToken);
    expect(row.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now());

    // Another organization does not see it.
    const other = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser: other, email: 'dorothy@nasa.test', name: 'Dorothy Vaughan' });
    expect((await identityOf(other)).orgIntegrations).toEqual([]);
  });

  it.each([
    ['a missing state', () => ''],
    ['a forged state', () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ])('refuses a callback with %s with a clear error page and connects nothing', async (_label, makeState) => {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'eve@evil.test', name: 'Eve' });
    const state = makeState();
    const response = await browser.get(
      `/api/auth/google-calendar?code=stolen${state ? `&state=${state}` : ''}`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toContain('Google Calendar could not be connected');
    expect(response.body).toContain('This link has expired or was already used.');
    expect((await identityOf(browser)).orgIntegrations).toEqual([]);
  });

  it("refuses a state issued to another user, so a code cannot land in someone else's organization", async () => {
    const victim = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser: victim, email: 'victim@acme.test', name: 'Victim' });
    const attacker = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser: attacker, email: 'mallory@evil.test', name: 'Mallory' });
    const { accessToken } = await identityOf(attacker);
    const { data } = await (
      await fetch(`${t.baseUrl}/api/integrations/google-calendar/authorize`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json();
    const state = new URL(data.url).searchParams.get('state') ?? '';
    const response = await victim.get(
      `/api/auth/google-calendar?code=whatever&state=${encodeURIComponent(state)}`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toContain('another signed-in user');
    expect((await identityOf(victim)).orgIntegrations).toEqual([]);
    expect((await identityOf(attacker)).orgIntegrations).toEqual([]);
  });

  it('says so plainly when the user declines calendar access', async () => {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'decliner@acme.test', name: 'Decliner' });
    const response = await browser.get('/api/auth/google-calendar?error=access_denied');
    expect(response.status).toBe(400);
    expect(response.body).toContain('You declined access to your calendar');
  });

  it('builds the HubSpot authorisation address from config with the spec scopes', async () => {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'hubspotter@acme.test', name: 'Hub Spotter' });
    const { accessToken } = await identityOf(browser);
    const response = await fetch(`${t.baseUrl}/api/integrations/hubspot/authorize`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const url = new URL((await response.json()).data.url);
    expect(`${url.origin}${url.pathname}`).toBe(t.config.hubspot.authUrl);
    expect(url.searchParams.get('client_id')).toBe(t.config.hubspot.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/auth/hubspot/callback`);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'crm.objects.contacts.read',
        'crm.objects.contacts.write',
        'crm.objects.companies.write',
        'crm.objects.deals.write',
        'crm.objects.leads.read',
        'crm.objects.leads.write',
        'crm.objects.owners.read',
        'crm.schemas.deals.read',
      ]),
    );
    expect(url.searchParams.get('state')).toBeTruthy();
  });
});
