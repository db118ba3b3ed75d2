import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, memberships, sessions } from '../src/db/schema';
import { createAccessTokens } from '../src/modules/identity/access-token';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

describe('identity and user settings API', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.signUp('ada@acme.test', 'Ada Lovelace');
    bob = await t.signUp('bob@globex.test', 'Bob Builder');
  });
  afterAll(() => t?.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** For signers only: the app under test checks sessions itself. */
  const anySessionIsLive = { isLive: async () => true };

  describe('GET /api/data/organization/id', () => {
    it('answers 401 with {message, code} when there is no session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/data/organization/id' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
    });

    it('returns the new user, their own free organization and a working access token', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/data/organization/id',
        headers: { cookie: ada.sessionCookie },
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.user).toMatchObject({
        email: 'ada@acme.test',
        name: 'Ada Lovelace',
        has_onboarded: false,
        is_payer: true,
        is_pro: false,
        is_trial: false,
        is_admin: true,
        meetings_processed_this_month: 0,
        meta: {},
      });
      expect(data.organization).toMatchObject({ plan: 'free', meetings_processed_this_period: 0 });
      expect(data.organization.name).toBe("Ada Lovelace's organization");
      expect(data.orgIntegrations).toEqual([]);
      expect(data.users.map((user: { email: string }) => user.email)).toEqual(['ada@acme.test']);

      const integrations = await t.app.inject({
        method: 'GET',
        url: '/integrations',
        headers: bearer(data.accessToken),
      });
      expect(integrations.statusCode).toBe(200);
      expect(integrations.json()).toEqual({ data: [] });
    });

    it('refuses an expired session', async () => {
      const expired = await t.signUp('old@acme.test');
      const token = expired.sessionCookie.split('=')[1] ?? '';
      await t.database.db
        .update(sessions)
        .set({ expires: new Date(Date.now() - 1000) })
        .where(eq(sessions.sessionToken, token));
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/data/organization/id',
        headers: { cookie: expired.sessionCookie },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('Bearer access tokens', () => {
    it.each([
      ['no Authorization header', {}],
      ['the placeholder token 01', bearer('01')],
      ['a malformed token', bearer('not-a-jwt')],
      ['a non-Bearer scheme', { authorization: 'Basic YWRhOnNlY3JldA==' }],
    ])('answers 401 for %s', async (_label, headers) => {
      const response = await t.app.inject({ method: 'GET', url: '/integrations', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    });

    it('answers 401 for a token signed with another secret', async () => {
      const forger = createAccessTokens({
        secret: 'x'.repeat(40),
        issuer: t.config.appUrl,
        ttlSeconds: 600,
        sessions: anySessionIsLive,
      });
      const token = await forger.sign(ada.principal);
      const response = await t.app.inject({ method: 'GET', url: '/integrations', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const key = (await import('node:crypto'))
        .createHash('sha256')
        .update(`ting-access-token:${t.secrets.authSecret}`)
        .digest();
      const token = await new SignJWT({ org: ada.principal.organizationId, sid: ada.principal.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ada.principal.userId)
        .setIssuer(t.config.appUrl)
        .setAudience('ting-api')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(key);
      const response = await t.app.inject({ method: 'GET', url: '/integrations', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/expired/);
    });
  });

  describe('PATCH /auth/user/meta', () => {
    it('merges prompts key by key and stores the CRM choice', async () => {
      const first = await t.app.inject({
        method: 'PATCH',
        url: '/auth/user/meta',
        headers: bearer(ada.accessToken),
        payload: { metadata: { prompts: { summary: 'Summarise in three bullets.' }, crm: 'salesforce' } },
      });
      expect(first.statusCode).toBe(200);
      const second = await t.app.inject({
        method: 'PATCH',
        url: '/auth/user/meta',
        headers: bearer(ada.accessToken),
        payload: { metadata: { prompts: { action_items: 'Owners first.' } } },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().data.meta).toEqual({
        prompts: { summary: 'Summarise in three bullets.', action_items: 'Owners first.' },
        crm: 'salesforce',
      });

      const identity = await t.app.inject({
        method: 'GET',
        url: '/api/data/organization/id',
        headers: { cookie: ada.sessionCookie },
      });
      expect(identity.json().data.user.meta.prompts.summary).toBe('Summarise in three bullets.');
    });

    it.each([
      ['an unknown CRM', { metadata: { crm: 'oracle' } }, /crm/],
      ['a missing metadata object', { prompts: { summary: 'x' } }, /metadata/],
      ['a prompt that is not text', { metadata: { prompts: { summary: 42 } } }, /summary/],
      [
        'a prompt over 10,000 characters',
        { metadata: { prompts: { summary: 'a'.repeat(10_001) } } },
        /summary/,
      ],
    ])('answers 400 with a clear message for %s, and changes nothing', async (_label, payload, pattern) => {
      const before = await t.app.inject({
        method: 'GET',
        url: '/api/data/organization/id',
        headers: { cookie: bob.sessionCookie },
      });
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/auth/user/meta',
        headers: bearer(bob.accessToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(pattern), code: 'VALIDATION_ERROR' });
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/data/organization/id',
        headers: { cookie: bob.sessionCookie },
      });
      expect(after.json().data.user.meta).toEqual(before.json().data.user.meta);
    });

    it('answers 400, not 500, for a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/auth/user/meta',
        headers: { ...bearer(bob.accessToken), 'content-type': 'application/json' },
        payload: '{"metadata": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('PATCH /auth/user/onboarding', () => {
    it('marks the user onboarded, as the identity then shows', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/auth/user/onboarding',
        headers: bearer(bob.accessToken),
        payload: { has_onboarded: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.has_onboarded).toBe(true);
      const identity = await t.app.inject({
        method: 'GET',
        url: '/api/data/organization/id',
        headers: { cookie: bob.sessionCookie },
      });
      expect(identity.json().data.user.has_onboarded).toBe(true);
    });

    it('rejects a non-boolean flag', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/auth/user/onboarding',
        headers: bearer(bob.accessToken),
        payload: { has_onboarded: 'yes' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/has_onboarded/),
      });
    });
  });

  describe('the team in the identity document', () => {
    it("shows each member's meetings counted this period in join order, and the organization's with former members'", async () => {
      const cy = await t.signUp('cy@team.test', 'Cy Owner');
      const dee = await t.signUp('dee@team.test', 'Dee Member');
      const eve = await t.signUp('eve@team.test', 'Eve Former');
      const identityOf = async (user: SignedUpUser) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/data/organization/id',
            headers: { cookie: user.sessionCookie },
          })
        ).json().data;
      const team = cy.principal.organizationId;
      const eveOwn = eve.principal.organizationId;
      const db = t.database.db;
      // Dee joins Cy's organization; Eve joined, recorded, and went back to her own.
      await db
        .update(memberships)
        .set({ organizationId: team, role: 'member' })
        .where(eq(memberships.userId, dee.principal.userId));
      const now = new Date();
      const lastMonth = new Date(now.getTime() - 40 * 24 * 3_600_000);
      const meeting = (ownerUserId: string, organizationId: string, countedAt: Date | null) => ({
        organizationId,
        ownerUserId,
        title: 'Call',
        source: 'transcript_upload' as const,
        status: 'ready' as const,
        startedAt: now,
        countedAt,
      });
      await db
        .insert(meetings)
        .values([
          meeting(cy.principal.userId, team, now),
          meeting(cy.principal.userId, team, now),
          meeting(cy.principal.userId, team, lastMonth),
          meeting(cy.principal.userId, team, null),
          meeting(dee.principal.userId, team, now),
          meeting(eve.principal.userId, team, now),
          meeting(eve.principal.userId, eveOwn, now),
          meeting(eve.principal.userId, eveOwn, now),
        ]);

      const identity = await identityOf(cy);
      expect(
        identity.users.map((user: { email: string; meetings_processed_this_month: number }) => [
          user.email,
          user.meetings_processed_this_month,
        ]),
      ).toEqual([
        ['cy@team.test', 2],
        ['dee@team.test', 1],
      ]);
      expect(identity.user).toMatchObject({
        email: 'cy@team.test',
        meetings_processed_this_month: 2,
        is_admin: true,
      });
      expect(identity.organization.meetings_processed_this_period).toBe(4);
      expect((await identityOf(dee)).user).toMatchObject({ email: 'dee@team.test', is_admin: false });
      // Eve's own organization counts only its own meetings.
      expect((await identityOf(eve)).organization.meetings_processed_this_period).toBe(2);
    });
  });

  describe('tenant isolation', () => {
    it("never lists another organization's users", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/data/organization/id',
        headers: { cookie: bob.sessionCookie },
      });
      const emails = response.json().data.users.map((user: { email: string }) => user.email);
      expect(emails).toEqual(['bob@globex.test']);
    });

    it("refuses a validly signed token that pairs a user with another organization's id", async () => {
      const signer = createAccessTokens({
        secret: t.secrets.authSecret,
        issuer: t.config.appUrl,
        ttlSeconds: 600,
        sessions: anySessionIsLive,
      });
      const crossed = await signer.sign({ ...ada.principal, organizationId: bob.principal.organizationId });
      for (const request of [
        { method: 'GET' as const, url: '/api/data/organization/id' },
        { method: 'PATCH' as const, url: '/auth/user/onboarding', payload: { has_onboarded: true } },
      ]) {
        const response = await t.app.inject({ ...request, headers: bearer(crossed) });
        expect(response.statusCode).toBe(401);
      }
    });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/data/organization/id',
        '/auth/user/meta',
        '/auth/user/onboarding',
        '/integrations',
      ]),
    );
    expect(document.paths['/auth/user/meta'].patch.requestBody).toBeDefined();
  });

  it('tells the web app, without a session, that the sandbox is on and the built-in engine writes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sandbox: true, ai_engine: 'offline' } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
