import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessions } from '../src/db/schema';
import { createBrowser, signInThroughSandbox } from './browser-session';
import { createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

/** The app's session cache TTL here: short, so sign-out tests need not wait the real 30 s. */
const SESSION_CHECK_TTL_MS = 300;
const pastTheCacheWindow = () => new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 200));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessionTokenOf = (user: SignedUpUser) => user.sessionCookie.split('=')[1] ?? '';

describe('access tokens live no longer than their session', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, sessionCheckTtlMs: SESSION_CHECK_TTL_MS });
  });
  afterAll(() => t?.close());

  const integrationsWith = (token: string) =>
    t.app.inject({ method: 'GET', url: '/integrations', headers: bearer(token) });
  const identityWith = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/data/organization/id', headers });
  /** What Auth.js does at sign-out: the session row goes. */
  const deleteSession = (user: SignedUpUser) =>
    t.database.db.delete(sessions).where(eq(sessions.sessionToken, sessionTokenOf(user)));

  it('issues new tokens only for the session cookie, never for a Bearer token alone', async () => {
    const ada = await t.signUp('ada@acme.test');
    const refused = await identityWith(bearer(ada.accessToken));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });

    const issued = await identityWith({ cookie: ada.sessionCookie });
    expect(issued.statusCode).toBe(200);
    const { accessToken } = issued.json().data;
    // The token names its session by id; the session token (the cookie's secret) never leaves the cookie.
    expect(decodeJwt(accessToken).sid).toBe(ada.principal.sessionId);
    expect(accessToken).not.toContain(sessionTokenOf(ada));
    expect(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).not.toContain(
      sessionTokenOf(ada),
    );
    expect((await integrationsWith(accessToken)).statusCode).toBe(200);
  });

  it("refuses a deleted session's tokens on the API within the cache window", async () => {
    const gone = await t.signUp('gone@acme.test');
    expect((await integrationsWith(gone.accessToken)).statusCode).toBe(200);

    await deleteSession(gone);
    await pastTheCacheWindow();
    const refused = await integrationsWith(gone.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/auth/user/onboarding',
      headers: bearer(gone.accessToken),
      payload: { has_onboarded: true },
    });
    expect(patched.statusCode).toBe(401);
    expect((await identityWith({ cookie: gone.sessionCookie })).statusCode).toBe(401);
  });

  it("refuses an expired session's tokens", async () => {
    const old = await t.signUp('old@acme.test');
    expect((await integrationsWith(old.accessToken)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(sessions.sessionToken, sessionTokenOf(old)));
    await pastTheCacheWindow();
    expect((await integrationsWith(old.accessToken)).statusCode).toBe(401);
  });

  it('refuses the chat upgrade, and ends an open chat socket, once the session is gone', async () => {
    const cleo = await t.signUp('cleo@acme.test');
    const { id: meetingId } = await createReadyMeeting(t, { user: cleo });
    const url = `${t.baseUrl.replace(/^http/, 'ws')}/chat?token=${encodeURIComponent(cleo.accessToken)}`;
    const connect = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.once('open', () => resolve(socket));
        socket.once('unexpected-response', (_request, response) =>
          reject(new Error(`HTTP ${response.statusCode}`)),
        );
        socket.once('error', reject);
      });
    const open = await connect();
    try {
      await deleteSession(cleo);
      await pastTheCacheWindow();
      await expect(connect()).rejects.toThrow('HTTP 401');

      const closed = new Promise<number>((resolve) => open.once('close', (code) => resolve(code)));
      const firstFrame = new Promise<string>((resolve) =>
        open.once('message', (data: WebSocket.RawData) => resolve(data.toString())),
      );
      open.send(
        JSON.stringify({ meetingIds: [meetingId], messages: [{ role: 'user', content: 'Budget?' }] }),
      );
      expect(await firstFrame).toMatch(/^\[ERR\] .*session has ended/i);
      expect(await closed).toBe(4001);
    } finally {
      open.terminate();
    }
  });

  it('refuses tus uploads once the session is gone', async () => {
    const dana = await t.signUp('dana@acme.test');
    const create = () =>
      fetch(`${t.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          ...bearer(dana.accessToken),
          'upload-length': '1000',
          'upload-metadata': `filename ${Buffer.from('call.m4a').toString('base64')}`,
        },
      });
    const created = await create();
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();

    await deleteSession(dana);
    await pastTheCacheWindow();
    const refused = await create();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const head = await fetch(location, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', ...bearer(dana.accessToken) },
    });
    expect(head.status).toBe(401);
  });

  describe('a validly signed token whose session claim is wrong', () => {
    let eve: SignedUpUser;
    let bob: SignedUpUser;
    beforeAll(async () => {
      eve = await t.signUp('eve@acme.test');
      bob = await t.signUp('bob@globex.test');
    });

    /** Signs with the app's own key, as only a holder of AUTH_SECRET could. */
    const signed = (claims: Record<string, unknown>) => {
      const key = createHash('sha256').update(`ting-access-token:${t.secrets.authSecret}`).digest();
      return new SignJWT({ org: eve.principal.organizationId, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(eve.principal.userId)
        .setIssuer(t.config.appUrl)
        .setAudience('ting-api')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
    };

    it.each([
      ['no session id', () => ({})],
      ['an unknown session id', () => ({ sid: randomUUID() })],
      ['a session id that is not a UUID', () => ({ sid: "x' OR 1=1 --" })],
      ["another user's session id", () => ({ sid: bob.principal.sessionId })],
      ['the session token itself', () => ({ sid: sessionTokenOf(eve) })],
    ])('answers 401 for %s', async (_label, claims) => {
      const response = await integrationsWith(await signed(claims()));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
    });

    it('accepts the same token naming its own live session', async () => {
      expect((await integrationsWith(await signed({ sid: eve.principal.sessionId }))).statusCode).toBe(200);
    });
  });

  it('authenticates before reading the body: no token gets 401, whatever the body', async () => {
    for (const request of [
      { method: 'PATCH' as const, url: '/auth/user/meta', payload: '{"metadata": ' },
      { method: 'PATCH' as const, url: '/auth/user/onboarding', payload: '{"has_onboarded": "yes"}' },
      { method: 'POST' as const, url: '/api/meetings', payload: '{' },
    ]) {
      const response = await t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses the tokens of a session signed out through Auth.js', async () => {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'fay@acme.test', name: 'Fay' });
    const identity = await browser.get('/api/data/organization/id');
    expect(identity.status).toBe(200);
    const { accessToken } = JSON.parse(identity.body).data;
    expect((await integrationsWith(accessToken)).statusCode).toBe(200);

    const { csrfToken } = JSON.parse((await browser.get('/api/auth/csrf')).body) as { csrfToken: string };
    const signedOut = await browser.postForm('/api/auth/signout', { csrfToken, callbackUrl: '/login' });
    expect(signedOut.status).toBe(302);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(accessToken).sid as string)),
    ).toEqual([]);

    await pastTheCacheWindow();
    expect((await integrationsWith(accessToken)).statusCode).toBe(401);
    expect((await browser.get('/api/data/organization/id')).status).toBe(401);
  });
});
