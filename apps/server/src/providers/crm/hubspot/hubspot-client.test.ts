import { describe, expect, it } from 'vitest';
import { rateLimitOf } from './hubspot-client';

describe("HubSpot's stated burst limit", () => {
  it('reads X-HubSpot-RateLimit-Max, -Remaining and -Interval-Milliseconds', () => {
    expect(
      rateLimitOf({
        'x-hubspot-ratelimit-max': '110',
        'x-hubspot-ratelimit-remaining': '97',
        'x-hubspot-ratelimit-interval-milliseconds': '10000',
      }),
    ).toEqual({ max: 110, intervalMs: 10_000, remaining: 97 });
    expect(
      rateLimitOf({ 'x-hubspot-ratelimit-max': '5', 'x-hubspot-ratelimit-interval-milliseconds': '2000' }),
    ).toEqual({ max: 5, intervalMs: 2_000, remaining: null });
  });

  it('has none when an answer does not say (search calls, other hosts) or says nonsense', () => {
    expect(rateLimitOf(undefined)).toBeNull();
    expect(rateLimitOf({ 'content-type': 'application/json' })).toBeNull();
    expect(rateLimitOf({ 'x-hubspot-ratelimit-max': '110' })).toBeNull();
    expect(
      rateLimitOf({
        'x-hubspot-ratelimit-max': 'lots',
        'x-hubspot-ratelimit-interval-milliseconds': '10000',
      }),
    ).toBeNull();
    expect(
      rateLimitOf({ 'x-hubspot-ratelimit-max': '0', 'x-hubspot-ratelimit-interval-milliseconds': '10000' }),
    ).toBeNull();
  });
});
