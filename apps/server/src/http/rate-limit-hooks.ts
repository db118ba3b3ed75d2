import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../modules/identity/access-token';
import { AppError } from './app-error';
import { readBearerToken } from './authenticate';
import { renderMessagePage } from './message-page';
import {
  clientAddressKey,
  type RateLimitName,
  type RateLimits,
  type RateLimitVerdict,
  rateLimitMessage,
} from './rate-limits';

const IDENTITY_PATH = '/api/data/organization/id';
const SHARED_PATH_PREFIX = '/api/shared/';
const INVITATION_PATH_PREFIX = '/api/invitations/';

// Requests are told apart by their matched route (never the raw URL, which has other spellings) and method.
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? '';
/** tus honours X-HTTP-Method-Override, so an upload can be created by a request that is not a POST. */
const tusMethodOf = (request: FastifyRequest): string => {
  const override = request.headers['x-http-method-override'];
  return (typeof override === 'string' ? override : request.method).toUpperCase();
};

/** Where the routes the limits single out are mounted (owned by their modules, passed in by the app). */
export type RateLimitedPaths = { auth: string; chat: string; uploads: string };

/** Which requests each limit counts, given where the app mounts them. */
function limitsFor(paths: RateLimitedPaths) {
  const isSignInStart = (request: FastifyRequest): boolean => {
    const rest = (request.params as Record<string, string | undefined>)['*'] ?? '';
    return request.method === 'POST' && routeOf(request) === `${paths.auth}/*` && /^signin\b/i.test(rest);
  };
  const isIdentityCall = (request: FastifyRequest): boolean =>
    (request.method === 'GET' || request.method === 'HEAD') && routeOf(request) === IDENTITY_PATH;
  const isMeetingCreation = (request: FastifyRequest): boolean =>
    request.method === 'POST' && routeOf(request) === '/api/meetings';
  const isUploadCreation = (request: FastifyRequest): boolean =>
    routeOf(request).startsWith(paths.uploads) && tusMethodOf(request) === 'POST';
  const isSharedRead = (request: FastifyRequest): boolean => routeOf(request).startsWith(SHARED_PATH_PREFIX);
  const isInvitationLink = (request: FastifyRequest): boolean =>
    routeOf(request).startsWith(INVITATION_PATH_PREFIX);
  /** The access token travels in the Authorization header, or in the query of the chat's WebSocket. */
  const carriesToken = (request: FastifyRequest): boolean =>
    request.headers.authorization !== undefined ||
    (routeOf(request) === paths.chat && typeof (request.query as { token?: unknown }).token === 'string');
  /** The token a request carries, where `carriesToken` found one (a malformed header carries none). */
  const tokenOf = (request: FastifyRequest): string | undefined => {
    if (request.headers.authorization !== undefined) return readBearerToken(request);
    const token = (request.query as { token?: unknown }).token;
    return routeOf(request) === paths.chat && typeof token === 'string' ? token : undefined;
  };

  /**
   * Limits counted before the work, on every attempt: which requests, and whose count. `beside`: while
   * the key is far under its limit, counted beside the work instead, for a route that reads and
   * writes nothing a refusal would have spared, and that awaits the verdict (`settleRateLimit`).
   */
  const attempts: {
    name: RateLimitName;
    matches(request: FastifyRequest): boolean;
    per: 'address' | 'user';
    beside?: boolean;
  }[] = [
    { name: 'signIn', matches: isSignInStart, per: 'address' },
    { name: 'identity', matches: isIdentityCall, per: 'address', beside: true },
    { name: 'meetingCreate', matches: isMeetingCreation, per: 'user' },
    { name: 'uploadCreate', matches: isUploadCreation, per: 'user' },
  ];

  /**
   * Limits counted on an outcome (a failure). Once an address's failures add up, only its requests
   * that fail are refused: `credential` names what a request brings, checked before the work when the
   * hook can check it (an access token); otherwise the work runs and a failure's answer becomes the 429.
   */
  const failures: {
    name: RateLimitName;
    applies(request: FastifyRequest): boolean;
    failed(statusCode: number): boolean;
    credential?(request: FastifyRequest): string | undefined;
  }[] = [
    { name: 'badToken', applies: carriesToken, failed: (status) => status === 401, credential: tokenOf },
    { name: 'shareGuess', applies: isSharedRead, failed: (status) => status === 404 },
    { name: 'invitationGuess', applies: isInvitationLink, failed: (status) => status === 404 },
  ];
  return { attempts, failures };
}

/** Counts running beside their request's work, with the limit they count. */
const countsBeside = new WeakMap<
  FastifyRequest,
  { name: RateLimitName; verdict: Promise<RateLimitVerdict> }
>();

/**
 * Awaits the request's count when it ran beside the work (a `beside` limit far under its limit), and
 * refuses with 429 if it went over after all (another process counted meanwhile); nothing otherwise.
 * A route whose limit is `beside` awaits this with its work, before it answers.
 */
export async function settleRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const counting = countsBeside.get(request);
  if (!counting) return;
  countsBeside.delete(request);
  const verdict = await counting.verdict;
  if (!verdict.allowed) {
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', rateLimitMessage(counting.name, verdict.retryAfterSeconds));
  }
}

/** A browser navigation (the sign-in form post), which is answered with a page rather than JSON. */
const wantsPage = (request: FastifyRequest): boolean =>
  request.headers.accept?.includes('text/html') === true;

/** The 429's JSON body, for an answer already made (`onSend`), where throwing an `AppError` is too late. */
const refusalJson = (message: string): string =>
  JSON.stringify({ message, code: 'RATE_LIMITED' } satisfies { message: string; code: AppError['code'] });

/** Answers 429: a small page for a browser navigation, else `{message, code}`. */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  name: RateLimitName,
  retryAfterSeconds: number,
) {
  const message = rateLimitMessage(name, retryAfterSeconds);
  reply.header('retry-after', String(retryAfterSeconds));
  if (wantsPage(request)) {
    const page = renderMessagePage({
      title: 'Please wait',
      message,
      linkHref: '/',
      linkText: 'Back to Ting',
    });
    return reply.code(429).type('text/html; charset=utf-8').send(page);
  }
  throw new AppError('RATE_LIMITED', message);
}

/**
 * Applies the limits of `RATE_LIMITS` to the HTTP surface (the chat counts its questions itself).
 * Register before the routes: it checks in `onRequest`, before bodies are read. An address over a
 * failure limit is refused only the requests that fail (a bad token before the work, an unknown link
 * in place of its 404); docs/decisions/0006-failure-limits-refuse-failures-only.md says why.
 */
export function registerRateLimitHooks(
  app: FastifyInstance,
  options: { rateLimits: RateLimits; accessTokens: Pick<AccessTokens, 'verify'>; paths: RateLimitedPaths },
): void {
  const { rateLimits, accessTokens } = options;
  const limits = limitsFor(options.paths);
  const counted = new WeakSet<FastifyRequest>();
  /** Requests from an address over a limit whose credential only the route can check: refused if they fail. */
  const overLimit = new WeakMap<FastifyRequest, { name: RateLimitName; retryAfterSeconds: number }>();

  /** The user a creation counts against: only a valid token names one (an invalid one gets its 401 later). */
  const userOf = async (request: FastifyRequest): Promise<string | undefined> => {
    const token = readBearerToken(request);
    if (!token) return undefined;
    return accessTokens.verify(token).then(
      (principal) => principal.userId,
      () => undefined,
    );
  };

  /** Whether the token verifies (a check the route makes again, from the session cache). */
  const verifies = (token: string | undefined): Promise<boolean> =>
    token
      ? accessTokens.verify(token).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);

  app.addHook('onRequest', async (request, reply) => {
    const address = clientAddressKey(request.ip);
    // Over a failure limit, an address is refused what fails, never what a valid credential asks:
    // tokens are too long to guess, and offices, VPNs and carriers put many people behind one address.
    for (const limit of limits.failures) {
      if (!limit.applies(request)) continue;
      const verdict = rateLimits.checkFailures(limit.name, address);
      if (verdict.allowed) continue;
      if (!limit.credential) {
        overLimit.set(request, { name: limit.name, retryAfterSeconds: verdict.retryAfterSeconds });
        continue;
      }
      if (!(await verifies(limit.credential(request)))) {
        return refuse(request, reply, limit.name, verdict.retryAfterSeconds);
      }
    }
    for (const limit of limits.attempts) {
      if (!limit.matches(request)) continue;
      const key = limit.per === 'address' ? address : await userOf(request);
      if (!key) continue;
      // A browser navigation is refused with a page, which only this hook sends.
      if (limit.beside && !wantsPage(request) && rateLimits.isFarUnder(limit.name, key)) {
        countsBeside.set(request, { name: limit.name, verdict: rateLimits.consume(limit.name, key) });
        continue;
      }
      const verdict = await rateLimits.consume(limit.name, key);
      if (!verdict.allowed) return refuse(request, reply, limit.name, verdict.retryAfterSeconds);
    }
  });

  const countFailures = async (request: FastifyRequest, statusCode: number) => {
    if (counted.has(request)) return;
    counted.add(request);
    for (const limit of limits.failures) {
      if (limit.applies(request) && limit.failed(statusCode)) {
        await rateLimits.recordFailure(limit.name, clientAddressKey(request.ip));
      }
    }
  };
  // Counted before the answer leaves, so the next request already sees it...
  app.addHook('onSend', async (request, reply, payload) => {
    await countFailures(request, reply.statusCode);
    const over = overLimit.get(request);
    const limit = over && limits.failures.find((failure) => failure.name === over.name);
    if (!over || !limit?.failed(reply.statusCode)) return payload;
    // The address is over its limit and this one failed too: its answer becomes the 429.
    if (payload instanceof Readable) payload.destroy();
    reply
      .code(429)
      .header('retry-after', String(over.retryAfterSeconds))
      .type('application/json; charset=utf-8');
    return refusalJson(rateLimitMessage(over.name, over.retryAfterSeconds));
  });
  // ...except for handlers that answer on the raw response (tus), which skip onSend.
  app.addHook('onResponse', async (request, reply) => countFailures(request, reply.statusCode));
}
