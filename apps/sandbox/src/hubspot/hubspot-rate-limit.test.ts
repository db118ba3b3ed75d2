import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness.js';
import { connectHubspot, hubspotBaseUrl } from '../../test/hubspot-oauth.js';

/** The portal's rolling ten-second limit: headers on every CRM call, HubSpot's 429 over it. */
describe('sandbox HubSpot rate limit', () => {
  let harness: Harness;
  let accessToken: string;

  beforeAll(async () => {
    harness = await startHarness();
    ({ accessToken } = await connectHubspot({ harness }));
  });
  afterAll(() => harness.dispose());

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${hubspotBaseUrl(harness)}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });
  const setLimit = (limit: unknown) =>
    fetch(`${hubspotBaseUrl(harness)}/_sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(limit),
    });

  it("starts at a public app's 110 calls per 10 s and reports what is left on each call", async () => {
    expect(await (await fetch(`${hubspotBaseUrl(harness)}/_sandbox/rate-limit`)).json()).toEqual({
      max: 110,
      intervalMs: 10_000,
      rejected: 0,
    });
    const first = await api('/crm/v3/owners');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-hubspot-ratelimit-max')).toBe('110');
    expect(first.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('10000');
    const remaining = Number(first.headers.get('x-hubspot-ratelimit-remaining'));
    const second = await api('/crm/v3/owners');
    expect(Number(second.headers.get('x-hubspot-ratelimit-remaining'))).toBe(remaining - 1);
  });

  it('answers 429 with Retry-After and HubSpot’s body over the limit; search is not counted', async () => {
    expect((await setLimit({ max: 2, intervalMs: 60_000 })).status).toBe(200);
    expect((await api('/crm/v3/owners')).status).toBe(200);
    expect((await api('/crm/v3/properties/deals')).status).toBe(200);

    const refused = await api('/crm/v3/owners');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(refused.headers.get('x-hubspot-ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toMatchObject({
      status: 'error',
      errorType: 'RATE_LIMIT',
      policyName: 'TEN_SECONDLY_ROLLING',
      message: 'You have reached your ten_secondly_rolling limit.',
    });

    const search = await api('/crm/v3/objects/contacts/search', {
      method: 'POST',
      body: JSON.stringify({ query: 'hannah', limit: 1 }),
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('x-hubspot-ratelimit-max')).toBeNull();
    expect((await api('/crm/v3/owners')).status).toBe(429);
    const control = `${hubspotBaseUrl(harness)}/_sandbox/rate-limit`;
    expect(await (await fetch(control)).json()).toEqual({ max: 2, intervalMs: 60_000, rejected: 2 });

    // A new limit starts an empty window, and counts its 429s afresh.
    await setLimit({ max: 110, intervalMs: 10_000 });
    expect((await api('/crm/v3/owners')).status).toBe(200);
    expect(((await (await fetch(control)).json()) as { rejected: number }).rejected).toBe(0);
  });

  it('refuses a malformed limit', async () => {
    expect((await setLimit({ max: 0, intervalMs: 10 })).status).toBe(400);
    expect((await setLimit({ max: 5 })).status).toBe(400);
  });
});
