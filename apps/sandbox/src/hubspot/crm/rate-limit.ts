import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { sendJson } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { parseBody } from './crm-context.js';

/** A public OAuth app's burst limit per installing account: 110 requests per rolling 10 seconds. */
export const DEFAULT_RATE_LIMIT = { max: 110, intervalMs: 10_000 };

export type RateLimit = { max: number; intervalMs: number };

/**
 * HubSpot's rolling ten-second limit for the portal's CRM API calls: each answer carries the
 * `X-HubSpot-RateLimit-*` headers, and a call over the limit gets HubSpot's 429 body plus a
 * `Retry-After` (seconds until the oldest call leaves the window). CRM search calls are limited apart
 * by HubSpot and carry no headers, so they are not counted here.
 */
export function createCrmRateLimiter(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let limit: RateLimit = { ...DEFAULT_RATE_LIMIT };
  let calls: number[] = [];
  let rejected = 0;

  return {
    get limit(): RateLimit {
      return limit;
    },
    /** 429s answered since the limit was last set. */
    get rejected(): number {
      return rejected;
    },
    set(next: RateLimit) {
      limit = next;
      calls = [];
      rejected = 0;
    },
    /** Counts a call: true when it may go on (headers set), false when a 429 was sent. */
    admit(res: ServerResponse): boolean {
      const at = now();
      calls = calls.filter((time) => time > at - limit.intervalMs);
      if (calls.length >= limit.max) {
        const oldest = calls[0] ?? at;
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + limit.intervalMs - at) / 1000));
        rejected += 1;
        sendJson(res, {
          status: 429,
          headers: { ...rateLimitHeaders(limit, 0), 'retry-after': String(retryAfterSeconds) },
          body: {
            status: 'error',
            message: 'You have reached your ten_secondly_rolling limit.',
            errorType: 'RATE_LIMIT',
            correlationId: crypto.randomUUID(),
            policyName: 'TEN_SECONDLY_ROLLING',
            requestId: crypto.randomUUID(),
          },
        });
        return false;
      }
      calls.push(at);
      for (const [name, value] of Object.entries(rateLimitHeaders(limit, limit.max - calls.length)))
        res.setHeader(name, value);
      return true;
    },
  };
}

export type CrmRateLimiter = ReturnType<typeof createCrmRateLimiter>;

function rateLimitHeaders(limit: RateLimit, remaining: number): Record<string, string> {
  return {
    'x-hubspot-ratelimit-max': String(limit.max),
    'x-hubspot-ratelimit-remaining': String(remaining),
    'x-hubspot-ratelimit-interval-milliseconds': String(limit.intervalMs),
  };
}

/** Which calls the burst limit counts: the CRM API, except search (limited apart by HubSpot). */
export function isRateLimitedCall(pathname: string): boolean {
  return pathname.startsWith('/crm/') && !pathname.endsWith('/search');
}

const RateLimitSchema = z
  .object({
    max: z.number().int().min(1).max(100_000),
    intervalMs: z.number().int().min(100).max(86_400_000),
  })
  .strict();

/**
 * Under `${publicUrl}/hubspot/_sandbox/rate-limit`: read or set the portal's limit (PUT `{max,
 * intervalMs}`; a new limit starts an empty window), so tests can run the 429 path. GET also says
 * how many calls were answered 429 since the limit was set (`rejected`).
 */
export function createRateLimitControls(limiter: CrmRateLimiter): Route[] {
  async function handleSet(route: RouteContext) {
    const next = await parseBody({ route, schema: RateLimitSchema });
    if (!next) return;
    limiter.set(next);
    sendJson(route.res, { status: 200, body: limiter.limit });
  }
  return [
    {
      method: 'GET',
      pattern: '/_sandbox/rate-limit',
      handle: ({ res }) =>
        sendJson(res, { status: 200, body: { ...limiter.limit, rejected: limiter.rejected } }),
    },
    { method: 'PUT', pattern: '/_sandbox/rate-limit', handle: handleSet },
  ];
}
