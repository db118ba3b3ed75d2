import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';
import { registerRateLimitHooks, settleRateLimit } from './rate-limit-hooks';
import { createRateLimits, type RateLimitOptions, type RateLimits } from './rate-limits';

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The routes the limits watch, as stand-ins that answer what the real ones would. */
async function buildStandIn(
  limits: RateLimitOptions['limits'],
  options: { wrap?: (rateLimits: RateLimits) => RateLimits; onIdentity?: () => void } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  const counted = await createRateLimits({
    redisUrl: undefined,
    database: { kind: 'pglite' },
    log: app.log,
    limits,
  });
  const rateLimits = options.wrap?.(counted) ?? counted;
  app.addHook('onClose', () => rateLimits.close());
  const accessTokens = {
    verify: async (token: string) => {
      if (!token.startsWith('good-')) throw new AppError('UNAUTHENTICATED', 'Access token is not valid.');
      return { userId: token.slice(5), organizationId: 'org', sessionId: 'session' };
    },
  };
  registerRateLimitHooks(app, {
    rateLimits,
    accessTokens,
    paths: { auth: '/api/auth', chat: '/chat', uploads: '/api/uploads' },
  });
  const requireToken = async (request: { headers: { authorization?: string } }) =>
    accessTokens.verify(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: async () => ({ ok: true }) });
  app.get('/api/data/organization/id', async (request, reply) => {
    options.onIdentity?.();
    await settleRateLimit(request, reply);
    return { data: {} };
  });
  app.post('/api/meetings', async (request) => ({ data: await requireToken(request) }));
  app.get('/api/meetings', async (request) => ({ data: await requireToken(request) }));
  for (const url of ['/api/uploads', '/api/uploads/*']) {
    app.route({ method: [...ALL_METHODS], url, handler: async () => ({ ok: true }) });
  }
  app.get<{ Params: { id: string } }>('/api/shared/meetings/:id', async (request) => {
    if (request.params.id === 'real') return { data: {} };
    throw new AppError('NOT_FOUND', 'This meeting is not available.');
  });
  // The chat's upgrade, as a plain GET: its own check answers 401 to a bad token.
  app.get<{ Querystring: { token?: string } }>('/chat', async (request) => ({
    data: await accessTokens.verify(request.query.token ?? ''),
  }));
  app.get('/api/invitations/:token', async () => {
    throw new AppError('NOT_FOUND', 'This invitation link is not valid.');
  });
  await app.ready();
  return app;
}

describe('registerRateLimitHooks', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it('counts sign-in starts however the path is spelled, and no other Auth.js call', async () => {
    app = await buildStandIn({ signIn: { points: 2, durationSeconds: 60 } });
    const post = (url: string) => app.inject({ method: 'POST', url });
    expect((await post('/api/auth/signout')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/signin/google' })).statusCode).toBe(200);
    expect((await post('/api/auth/signin/google')).statusCode).toBe(200);
    expect((await post('/api/auth/%73ignin/google')).statusCode).toBe(200);
    const refused = await post('/api/auth/signin/hubspot');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many sign-in attempts\. Try again in (1 minute|\d+ seconds)\.$/),
      code: 'RATE_LIMITED',
    });
  });

  it('counts an identity call beside its work while the address is far under its limit, and answers after the count', async () => {
    const events: string[] = [];
    let gate: Promise<void> | undefined;
    app = await buildStandIn(
      { identity: { points: 10, durationSeconds: 60 } },
      {
        wrap: (rateLimits) => ({
          ...rateLimits,
          consume: async (name, key) => {
            await gate;
            const verdict = await rateLimits.consume(name, key);
            events.push('counted');
            return verdict;
          },
        }),
        onIdentity: () => events.push('handled'),
      },
    );
    const identity = () => app.inject({ method: 'GET', url: '/api/data/organization/id' });
    // An address this process has not counted yet: counted first.
    expect((await identity()).statusCode).toBe(200);
    expect(events).toEqual(['counted', 'handled']);
    // Known at 1 of 10: the work starts while the count is held back, and the answer waits for it.
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    let answered = false;
    const second = identity().then((response) => {
      answered = true;
      return response;
    });
    for (let turn = 0; turn < 1000 && events.length < 3; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(events).toEqual(['counted', 'handled', 'handled']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    expect((await second).statusCode).toBe(200);
    expect(events).toEqual(['counted', 'handled', 'handled', 'counted']);
  });

  it('refuses an identity call counted beside its work when the count comes back over (another process counted)', async () => {
    let overElsewhere = false;
    app = await buildStandIn(
      { identity: { points: 10, durationSeconds: 60 } },
      {
        wrap: (rateLimits) => ({
          ...rateLimits,
          consume: async (name, key) => {
            const verdict = await rateLimits.consume(name, key);
            return overElsewhere ? { allowed: false, retryAfterSeconds: 30 } : verdict;
          },
        }),
      },
    );
    const identity = () => app.inject({ method: 'GET', url: '/api/data/organization/id' });
    expect((await identity()).statusCode).toBe(200);
    overElsewhere = true;
    const refused = await identity();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      message: 'Too many requests. Try again in 30 seconds.',
      code: 'RATE_LIMITED',
    });
  });

  it('counts HEAD identity calls as identity calls', async () => {
    app = await buildStandIn({ identity: { points: 1, durationSeconds: 60 } });
    expect((await app.inject({ method: 'HEAD', url: '/api/data/organization/id' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/data/organization/id' })).statusCode).toBe(429);
  });

  it('counts upload creations per user, including overridden methods, and not the other tus calls', async () => {
    app = await buildStandIn({ uploadCreate: { points: 2, durationSeconds: 3600 } });
    const tus = (method: 'POST' | 'PATCH' | 'HEAD', user: string, headers: Record<string, string> = {}) =>
      app.inject({
        method,
        url: '/api/uploads/x',
        headers: { authorization: `Bearer good-${user}`, ...headers },
      });
    expect((await tus('PATCH', 'ada')).statusCode).toBe(200);
    expect((await tus('HEAD', 'ada')).statusCode).toBe(200);
    expect((await tus('POST', 'ada')).statusCode).toBe(200);
    expect((await tus('PATCH', 'ada', { 'x-http-method-override': 'post' })).statusCode).toBe(200);
    expect((await tus('POST', 'ada')).statusCode).toBe(429);
    expect((await tus('PATCH', 'ada')).statusCode).toBe(200);
    expect((await tus('POST', 'bob')).statusCode).toBe(200);
  });

  it('leaves creations with an invalid token to their 401, counted as a bad token', async () => {
    app = await buildStandIn({
      meetingCreate: { points: 1, durationSeconds: 3600 },
      badToken: { points: 2, durationSeconds: 600 },
    });
    const create = (token: string) =>
      app.inject({ method: 'POST', url: '/api/meetings', headers: { authorization: `Bearer ${token}` } });
    expect((await create('forged')).statusCode).toBe(401);
    expect((await create('good-ada')).statusCode).toBe(200);
    expect((await create('good-ada')).statusCode).toBe(429);
    expect((await create('forged')).statusCode).toBe(401);
    // Two bad tokens: the next bad one is refused before its route runs...
    const refused = await create('forged-again');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests with an invalid access token\./);
    // ...and a good one still passes.
    const meetings = (token: string) =>
      app.inject({ method: 'GET', url: '/api/meetings', headers: { authorization: `Bearer ${token}` } });
    expect((await meetings('good-bob')).statusCode).toBe(200);
  });

  it('never refuses a valid token, nor the chat upgrade carrying one, from an address over its bad-token limit', async () => {
    app = await buildStandIn({ badToken: { points: 60, durationSeconds: 600 } });
    const meetings = (authorization: string) =>
      app.inject({ method: 'GET', url: '/api/meetings', headers: { authorization } });
    for (let index = 0; index < 60; index += 1) {
      expect((await meetings(`Bearer forged-${index}`)).statusCode).toBe(401);
    }
    expect((await meetings('Bearer forged-61')).statusCode).toBe(429);
    expect((await meetings('Basic not-a-bearer')).statusCode).toBe(429);
    expect((await meetings('Bearer good-ada')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/chat?token=good-ada' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/chat?token=forged' })).statusCode).toBe(429);
  });

  it('counts only the 404s of shared links', async () => {
    app = await buildStandIn({ shareGuess: { points: 1, durationSeconds: 600 } });
    expect((await app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/shared/meetings/1' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/shared/meetings/2' })).statusCode).toBe(429);
  });

  it('answers a real shared link from an address over its limit, and 429 in place of the next 404', async () => {
    app = await buildStandIn({ shareGuess: { points: 30, durationSeconds: 600 } });
    const open = (id: string) => app.inject({ method: 'GET', url: `/api/shared/meetings/${id}` });
    for (let index = 0; index < 30; index += 1) expect((await open(`unknown-${index}`)).statusCode).toBe(404);
    const refused = await open('unknown-again');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      message: 'Too many shared links that do not exist. Try again in 10 minutes.',
      code: 'RATE_LIMITED',
    });
    expect((await open('real')).statusCode).toBe(200);
  });

  it('counts the 404s of invitation links apart from those of shared links', async () => {
    app = await buildStandIn({ invitationGuess: { points: 1, durationSeconds: 600 } });
    expect((await app.inject({ method: 'GET', url: '/api/shared/meetings/1' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/invitations/a' })).statusCode).toBe(404);
    const refused = await app.inject({ method: 'GET', url: '/api/invitations/b' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many invitation links that do not exist\./);
  });
});
