import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, sessions } from '../src/db/schema';
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '../src/modules/identity/session-expiry';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

const DAY_MS = 86_400_000;
const sessionTokenOf = (user: SignedUpUser) => user.sessionCookie.split('=')[1] ?? '';

/**
 * The identity call reads the session cookie from the sessions table itself instead of through Auth.js's
 * session handler: it must refuse every session Auth.js refuses, at once, and extend sessions as it does.
 */
describe('the identity call reads session cookies as Auth.js does', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const identityWith = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/data/organization/id', headers: { cookie } });
  /** Auth.js's own verdict on the cookie: its session, or null. */
  const authJsSessionWith = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json();
  const expiresOf = async (user: SignedUpUser) => {
    const [row] = await t.database.db
      .select({ expires: sessions.expires })
      .from(sessions)
      .where(eq(sessions.sessionToken, sessionTokenOf(user)));
    return row?.expires;
  };
  const setExpires = (user: SignedUpUser, expires: Date) =>
    t.database.db
      .update(sessions)
      .set({ expires })
      .where(eq(sessions.sessionToken, sessionTokenOf(user)));

  it('accepts a live session, as Auth.js does', async () => {
    const ada = await t.signUp('ada@acme.test');
    expect((await authJsSessionWith(ada.sessionCookie))?.user?.email).toBe('ada@acme.test');
    const response = await identityWith(ada.sessionCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe('ada@acme.test');
  });

  it.each([
    ['an unknown session token', async () => 'authjs.session-token=00000000-0000-4000-8000-000000000000'],
    ['a session token that decodes to a NUL', async () => 'authjs.session-token=forged%00token'],
    ['a session token with an unpaired surrogate', async () => 'authjs.session-token=forged%ED%A0%80'],
    [
      'an expired session',
      async () => {
        const old = await t.signUp('old@acme.test');
        await setExpires(old, new Date(Date.now() - 1000));
        return old.sessionCookie;
      },
    ],
    [
      'a signed-out session (its row deleted), with no cache window',
      async () => {
        const gone = await t.signUp('gone@acme.test');
        expect((await identityWith(gone.sessionCookie)).statusCode).toBe(200);
        await t.database.db.delete(sessions).where(eq(sessions.sessionToken, sessionTokenOf(gone)));
        return gone.sessionCookie;
      },
    ],
    [
      'the session of a user without an organization',
      async () => {
        const lone = await t.signUp('lone@acme.test');
        await t.database.db.delete(memberships).where(eq(memberships.userId, lone.principal.userId));
        return lone.sessionCookie;
      },
    ],
  ])('refuses %s with 401', async (_label, cookieOf) => {
    const cookie = await cookieOf();
    const response = await identityWith(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it('refuses an expired session that Auth.js refuses too', async () => {
    const late = await t.signUp('late@acme.test');
    await setExpires(late, new Date(Date.now() - 1000));
    expect((await identityWith(late.sessionCookie)).statusCode).toBe(401);
    expect(await authJsSessionWith(late.sessionCookie)).toBeNull();
  });

  it('extends a session last extended a day or more ago to the full lifetime, as Auth.js does', async () => {
    const cleo = await t.signUp('cleo@acme.test');
    const due = new Date(Date.now() + (SESSION_MAX_AGE_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000 - DAY_MS);
    await setExpires(cleo, due);
    const before = Date.now();
    expect((await identityWith(cleo.sessionCookie)).statusCode).toBe(200);
    expect((await expiresOf(cleo))?.getTime()).toBeGreaterThanOrEqual(
      before + SESSION_MAX_AGE_SECONDS * 1000,
    );
  });

  it('leaves a recently extended session as it is, so use costs no write', async () => {
    const dora = await t.signUp('dora@acme.test');
    const recent = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000 - 60_000);
    await setExpires(dora, recent);
    expect((await identityWith(dora.sessionCookie)).statusCode).toBe(200);
    expect(await expiresOf(dora)).toEqual(recent);
  });
});
