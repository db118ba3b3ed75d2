import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';
import { createTestDatabase, TEST_DB_KIND } from './test-database';

/** Redis runs beside the tests on developer machines and CI; without it, its tests are skipped (never in CI). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
if (!REDIS_URL && process.env.CI)
  throw new Error('CI must set TEST_REDIS_URL: the Redis rate-limit store is not tested.');
/** Keys of this run only, so runs (and the Redis tests of the other database project) never collide. */
const runPrefix = () => `ting-test:${randomBytes(6).toString('hex')}`;

const TUS = { 'tus-resumable': '1.0.0' };
const uploadMetadata = `filename ${Buffer.from('call.m4a').toString('base64')}`;
const transcriptMeeting = {
  title: 'Discovery call',
  started_at: '2026-11-17T15:00:00Z',
  participants: [],
  transcript: { filename: 'call.txt', content: 'Sam: Hello there.\nDana: Hi Sam.' },
};

/** A 429 in the agreed shape: when to come back, in the header and in words. */
function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0, `Retry-After ${retryAfter}`).toBe(true);
  expect(response.json()).toEqual({
    message: expect.stringMatching(/Try again in \d+ \w+\.$/),
    code: 'RATE_LIMITED',
  });
  return retryAfter;
}

/** Small numbers for every limit but identity's, so tests needn't send hundreds of requests. */
const SMALL_LIMITS = {
  signIn: { points: 2, durationSeconds: 600 },
  badToken: { points: 3, durationSeconds: 600 },
  shareGuess: { points: 2, durationSeconds: 600 },
  meetingCreate: { points: 2, durationSeconds: 3600 },
  uploadCreate: { points: 2, durationSeconds: 3600 },
  chatQuestion: { points: 2, durationSeconds: 60 },
};

// Time for starting apps on a loaded 2-core machine.
describe('rate limits', { timeout: 90_000 }, () => {
  /** One app for the limits' own tests; each test counts from addresses and users of its own. */
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, rateLimits: { limits: SMALL_LIMITS } });
  });
  afterAll(() => t?.close());

  /** Apps of the shared-store tests, closed after each. */
  const apps: TestApp[] = [];
  const start = async (options: Parameters<typeof createTestApp>[0]) => {
    const app = await createTestApp(options);
    apps.push(app);
    return app;
  };
  /** Two API processes on one database (so sharing its counters, or not, by the store in use). */
  const startTwo = async (limits: { identity: { points: number; durationSeconds: number } }) => {
    const first = await start({ rateLimits: { limits } });
    const second = await start({
      rateLimits: { limits },
      shared: { database: first.database, dataDir: first.dataDir, secrets: first.secrets },
    });
    return { first, second };
  };
  const identityCall = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/data/organization/id' });
  afterEach(async () => {
    // Instances sharing a database close before the one that owns it.
    for (const app of apps.reverse()) await app.close();
    apps.length = 0;
  });

  it('limits identity calls to 120 a minute per address by default, then answers 429', async () => {
    const identity = (remoteAddress = '203.0.113.7') =>
      t.app.inject({ method: 'GET', url: '/api/data/organization/id', remoteAddress });
    for (let index = 0; index < 120; index += 1) expect((await identity()).statusCode).toBe(401);
    const retryAfter = expectRateLimited(await identity());
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await identity()).json().message).toMatch(/^Too many requests/);
    // Another address is counted on its own.
    expect((await identity('203.0.113.8')).statusCode).toBe(401);
  });

  it('limits sign-in starts per address, with a page instead of JSON for a browser form post', async () => {
    const signIn = (accept = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin/google',
        headers: { accept },
        remoteAddress: '203.0.113.20',
      });
    for (let index = 0; index < 2; index += 1) expect((await signIn()).statusCode).not.toBe(429);
    const retryAfter = expectRateLimited(await signIn());
    expect(retryAfter).toBeGreaterThan(590);
    expect((await signIn()).json().message).toBe('Too many sign-in attempts. Try again in 10 minutes.');

    const page = await signIn('text/html,application/xhtml+xml');
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBeDefined();
    expect(page.body).toContain('Try again in 10 minutes.');
    // Other Auth.js calls (the CSRF token, the session) are not sign-in starts.
    const csrf = await t.app.inject({ method: 'GET', url: '/api/auth/csrf', remoteAddress: '203.0.113.20' });
    expect(csrf.statusCode).toBe(200);
  });

  it('refuses bad tokens from an address that sent too many, and still serves its valid ones', async () => {
    const ada = await t.signUp('ada.tokens@acme.test');
    const meetings = (headers: Record<string, string>, remoteAddress = '198.51.100.4') =>
      t.app.inject({ method: 'GET', url: '/api/meetings', headers, remoteAddress });

    for (let index = 0; index < 3; index += 1) {
      expect((await meetings({ authorization: `Bearer forged-${index}` })).statusCode).toBe(401);
    }
    expectRateLimited(await meetings({ authorization: 'Bearer forged-again' }));
    expect((await meetings({ authorization: 'Bearer forged-again' })).json().message).toMatch(
      /^Too many requests with an invalid access token\. Try again in 10 minutes\.$/,
    );
    // A valid token from the same address is never refused by a failure limit.
    expect((await meetings(bearer(ada))).statusCode).toBe(200);
    // Requests without a token (the identity call, health) still pass; so does another address.
    const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.4' });
    expect(health.statusCode).toBe(200);
    expect((await meetings(bearer(ada), '198.51.100.5')).statusCode).toBe(200);
    // A missing token (no Authorization header) is not a guess.
    for (let index = 0; index < 5; index += 1) {
      expect((await meetings({}, '198.51.100.6')).statusCode).toBe(401);
    }
    expect((await meetings(bearer(ada), '198.51.100.6')).statusCode).toBe(200);
  });

  it('counts bad tokens sent to the chat and to uploads as well', async () => {
    const remoteAddress = '198.51.100.9';
    const chat = await t.app.inject({ method: 'GET', url: '/chat?token=forged', remoteAddress });
    expect(chat.statusCode).toBe(401);
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...TUS,
          authorization: 'Bearer forged',
          'upload-length': '10',
          'upload-metadata': uploadMetadata,
        },
        remoteAddress,
      });
    expect((await upload()).statusCode).toBe(401);
    expect((await upload()).statusCode).toBe(401);
    // The uploads' 401s are counted once their responses are finished; then the next bad token is refused.
    await vi.waitFor(
      async () => {
        const refused = await t.app.inject({
          method: 'GET',
          url: '/api/meetings',
          headers: { authorization: 'Bearer forged-again' },
          remoteAddress,
        });
        expectRateLimited(refused);
      },
      { timeout: 5000, interval: 50 },
    );
    expectRateLimited(await t.app.inject({ method: 'GET', url: '/chat?token=forged', remoteAddress }));
    expect((await upload()).statusCode).toBe(429);
  });

  it('lets valid tokens, the chat, real share and invitation links through from an address that flooded bad ones', async () => {
    // The default limits: 60 bad tokens, 30 unknown share links, 30 unknown invitation links.
    const app = await start({ listen: true });
    const ada = await app.signUp('ada.flood@acme.test');
    const { id: meetingId } = await createReadyMeeting(app, { user: ada });
    const shared = await app.app.inject({
      method: 'POST',
      url: `/api/meetings/${meetingId}/share`,
      headers: bearer(ada),
    });
    const shareToken = new URL(shared.json().data.url).searchParams.get('share') ?? '';
    const invited = await app.app.inject({
      method: 'POST',
      url: '/api/organization/invitations',
      headers: bearer(ada),
      payload: { email: 'carol.flood@acme.test' },
    });
    const invitationToken = new URL(invited.json().data.url).searchParams.get('token') ?? '';
    // All of it from the one address the test's fetch and WebSocket come from, as inject's default is.
    const remoteAddress = '127.0.0.1';
    const meetings = (authorization: string) =>
      app.app.inject({ method: 'GET', url: '/api/meetings', headers: { authorization }, remoteAddress });
    const openShared = (token: string) =>
      app.app.inject({
        method: 'GET',
        url: `/api/shared/meetings/${meetingId}`,
        headers: { 'x-share-token': token },
        remoteAddress,
      });
    const preview = (token: string) =>
      app.app.inject({ method: 'GET', url: `/api/invitations/${token}`, remoteAddress });
    const guess = () => randomBytes(32).toString('base64url');

    for (let index = 0; index < 60; index += 1) {
      expect((await meetings(`Bearer forged-${index}`)).statusCode).toBe(401);
    }
    for (let index = 0; index < 30; index += 1) {
      expect((await openShared(guess())).statusCode).toBe(404);
      expect((await preview(guess())).statusCode).toBe(404);
    }
    expectRateLimited(await meetings('Bearer forged-again'));
    expectRateLimited(await openShared(guess()));
    expectRateLimited(await preview(guess()));

    expect((await meetings(`Bearer ${ada.accessToken}`)).statusCode).toBe(200);
    expect((await openShared(shareToken)).statusCode).toBe(200);
    expect((await preview(invitationToken)).statusCode).toBe(200);
    const socket = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}/chat?token=${ada.accessToken}`);
    try {
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    } finally {
      socket.terminate();
    }
    const forged = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}/chat?token=forged`);
    const refusal = await new Promise<number>((resolve, reject) => {
      forged.once('unexpected-response', (request, response) => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      forged.once('open', () => reject(new Error('A forged token opened the chat')));
    });
    expect(refusal).toBe(429);
  });

  it('behind one trusted proxy, counts the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
    const app = await start({ env: { TRUST_PROXY: '1' }, rateLimits: { limits: SMALL_LIMITS } });
    const proxy = '10.0.0.2';
    const signIn = (forwardedFor: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/signin/google',
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: proxy,
      });
    // The attacker at 203.0.113.66 writes a fresh address each time; the proxy appends the real one.
    expect((await signIn('192.0.2.1, 203.0.113.66')).statusCode).not.toBe(429);
    expect((await signIn('192.0.2.2, 203.0.113.66')).statusCode).not.toBe(429);
    expectRateLimited(await signIn('192.0.2.3, 203.0.113.66'));
    expectRateLimited(await signIn('203.0.113.66'));
    // The forged addresses were never counted: their owners, through the proxy, still get in.
    expect((await signIn('192.0.2.1')).statusCode).not.toBe(429);
    expect((await signIn('192.0.2.3')).statusCode).not.toBe(429);
  });

  it('behind one trusted proxy, a forged X-Forwarded-For does not lock out the address it names', async () => {
    const app = await start({ env: { TRUST_PROXY: '1' }, rateLimits: { limits: SMALL_LIMITS } });
    const victim = await app.signUp('ada.victim@acme.test');
    const meetings = (forwardedFor: string, authorization: string) =>
      app.app.inject({
        method: 'GET',
        url: '/api/meetings',
        headers: { 'x-forwarded-for': forwardedFor, authorization },
        remoteAddress: '10.0.0.2',
      });
    for (let index = 0; index < 5; index += 1) {
      const forged = await meetings('198.51.100.77, 203.0.113.66', `Bearer forged-${index}`);
      expect(forged.statusCode).not.toBe(200);
    }
    expectRateLimited(await meetings('203.0.113.66', 'Bearer forged-again'));
    // The victim's bad token (an expired tab) is answered as usual, not counted against the attacker's flood.
    expect((await meetings('198.51.100.77', 'Bearer expired')).statusCode).toBe(401);
    expect((await meetings('198.51.100.77', `Bearer ${victim.accessToken}`)).statusCode).toBe(200);
  });

  it('limits share-link guesses: 404s from shared links per address', async () => {
    const openShared = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/shared/meetings/${randomUUID()}`,
        headers: { 'x-share-token': randomBytes(32).toString('base64url') },
        remoteAddress: '198.51.100.30',
      });
    expect((await openShared()).statusCode).toBe(404);
    expect((await openShared()).statusCode).toBe(404);
    expectRateLimited(await openShared());
    expect((await openShared()).json().message).toBe(
      'Too many shared links that do not exist. Try again in 10 minutes.',
    );
  });

  it('limits meeting creation per user, before reading the body', async () => {
    const ada = await t.signUp('ada.meetings@acme.test');
    const bob = await t.signUp('bob.meetings@globex.test');
    const create = (user: SignedUpUser, payload: object = transcriptMeeting) =>
      t.app.inject({ method: 'POST', url: '/api/meetings', headers: bearer(user), payload });
    expect((await create(ada)).statusCode).toBe(201);
    expect((await create(ada, {})).statusCode).toBe(400);
    const retryAfter = expectRateLimited(await create(ada));
    expect(retryAfter).toBeGreaterThan(3500);
    expect((await create(ada)).json().message).toBe('Too many new meetings. Try again in 60 minutes.');
    // Refused before the body is parsed: broken JSON gets the 429, not a 400.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...bearer(ada), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(broken.statusCode).toBe(429);
    // The limit is per user, not per address.
    expect((await create(bob)).statusCode).toBe(201);
  });

  it('limits upload creation per user, however the method is spelled', async () => {
    const ada = await t.signUp('ada.uploads@acme.test');
    const bob = await t.signUp('bob.uploads@globex.test');
    const create = (user: SignedUpUser, method = 'POST', extra: Record<string, string> = {}) =>
      fetch(`${t.baseUrl}/api/uploads`, {
        method,
        headers: {
          ...TUS,
          ...bearer(user),
          'upload-length': '10',
          'upload-metadata': uploadMetadata,
          ...extra,
        },
      });
    expect((await create(ada)).status).toBe(201);
    expect((await create(ada)).status).toBe(201);
    const refused = await create(ada);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      message: 'Too many uploads started. Try again in 60 minutes.',
      code: 'RATE_LIMITED',
    });
    // tus lets a client say POST through X-HTTP-Method-Override: that is a creation too.
    expect((await create(ada, 'PATCH', { 'x-http-method-override': 'POST' })).status).toBe(429);
    expect((await create(bob)).status).toBe(201);
  });

  it('limits chat questions per user with the shared limiter, answering in an [ERR] frame', async () => {
    const ada = await t.signUp('ada.chat@acme.test');
    const socket = new WebSocket(`${t.baseUrl.replace(/^http/, 'ws')}/chat?token=${ada.accessToken}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const ask = (content: string) =>
      new Promise<string>((resolve) => {
        socket.once('message', (data) => resolve(data.toString()));
        socket.send(JSON.stringify({ meetingIds: [randomUUID()], messages: [{ role: 'user', content }] }));
      });
    try {
      // Questions about a meeting that does not exist still count: each costs a lookup.
      expect(await ask('One?')).toMatch(/^\[ERR\] Meeting \S+ not found\.$/);
      expect(await ask('Two?')).toMatch(/^\[ERR\] Meeting \S+ not found\.$/);
      expect(await ask('Three?')).toBe(
        '[ERR] You are asking faster than Ting can answer. Wait a minute, then ask again.',
      );
    } finally {
      socket.terminate();
    }
  });

  describe.runIf(TEST_DB_KIND === 'postgres')('on PostgreSQL', () => {
    it('shares the counts between API processes on the same database', async () => {
      const { first, second } = await startTwo({ identity: { points: 3, durationSeconds: 60 } });
      expect((await identityCall(first)).statusCode).toBe(401);
      expect((await identityCall(second)).statusCode).toBe(401);
      expect((await identityCall(first)).statusCode).toBe(401);
      expectRateLimited(await identityCall(second));
      expectRateLimited(await identityCall(first));
    });

    it('refuses an identity call counted beside its work when another process used up the limit', async () => {
      const { first, second } = await startTwo({ identity: { points: 10, durationSeconds: 60 } });
      // The first process counts 1 and so knows the address far under 10; the second uses up the rest.
      expect((await identityCall(first)).statusCode).toBe(401);
      for (let index = 0; index < 9; index += 1) expect((await identityCall(second)).statusCode).toBe(401);
      // The first counts its next call beside the work, and still answers 429 when the count says so.
      const refused = await identityCall(first);
      expectRateLimited(refused);
      expect(refused.json().message).toMatch(/^Too many requests/);
    });

    it('creates its table once when two processes start at once', async () => {
      const { createRateLimits } = await import('../src/http/rate-limits');
      const database = await createTestDatabase();
      const log = { warn: () => {} };
      const options = {
        redisUrl: undefined,
        database,
        log,
        limits: { signIn: { points: 1, durationSeconds: 60 } },
      };
      try {
        const both = await Promise.all([createRateLimits(options), createRateLimits(options)]);
        expect(both.map((limits) => limits.store)).toEqual(['postgres', 'postgres']);
        expect((await both[0].consume('signIn', '192.0.2.1')).allowed).toBe(true);
        expect((await both[1].consume('signIn', '192.0.2.1')).allowed).toBe(false);
        await Promise.all(both.map((limits) => limits.close()));
      } finally {
        await database.close();
      }
    });
  });

  describe.runIf(TEST_DB_KIND === 'pglite')('on embedded PGlite', () => {
    it('counts in memory: the embedded mode is one process', async () => {
      const { first, second } = await startTwo({ identity: { points: 1, durationSeconds: 60 } });
      expect((await identityCall(first)).statusCode).toBe(401);
      expectRateLimited(await identityCall(first));
      expect((await identityCall(second)).statusCode).toBe(401);
    });
  });

  describe.runIf(REDIS_URL)('with REDIS_URL', () => {
    let keyPrefix: string;
    beforeAll(() => {
      keyPrefix = runPrefix();
    });
    afterAll(async () => {
      // Leave nothing behind in the shared Redis.
      const { Redis } = await import('ioredis');
      const redis = new Redis(REDIS_URL ?? '');
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('shares the counts between API processes through Redis', async () => {
      const env = { REDIS_URL: REDIS_URL ?? '' };
      const rateLimits = { keyPrefix, limits: { signIn: { points: 3, durationSeconds: 60 } } };
      const first = await start({ env, rateLimits });
      // Separate databases: only Redis can carry the count from one to the other.
      const second = await start({ env, rateLimits });
      const signIn = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/auth/signin/google' });
      expect((await signIn(first)).statusCode).not.toBe(429);
      expect((await signIn(second)).statusCode).not.toBe(429);
      expect((await signIn(first)).statusCode).not.toBe(429);
      expectRateLimited(await signIn(second));
      expectRateLimited(await signIn(first));
    });
  });
});
