import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness.js';

describe('sandbox dispatcher', () => {
  let harness: Harness;

  beforeAll(async () => {
    // Without HubSpot options, as a product configured with real HubSpot credentials would run it.
    harness = await startHarness({ withHubspot: false });
  });

  afterAll(async () => {
    await harness.dispose();
  });

  it.each(['/sandbox', '/sandbox/', '/sandbox/hubspot/oauth/v1/token', '/sandbox/googlex/token'])(
    'answers 404 JSON with {message, code} for %s',
    async (path) => {
      const response = await fetch(`${harness.origin}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        code: 'not_found',
        message: expect.stringContaining('/google'),
      });
    },
  );

  it('serves /hubspot only when HubSpot options are given', async () => {
    expect(harness.sandbox.hubspotUrl).toBeUndefined();
    const withHubspot = await startHarness();
    try {
      expect(withHubspot.sandbox.hubspotUrl).toBe(`${withHubspot.publicUrl}/hubspot`);
      const response = await fetch(`${withHubspot.publicUrl}/hubspot/crm/v3/objects/contacts`);
      expect(response.status).toBe(401);
    } finally {
      await withHubspot.dispose();
    }
  });

  it('hands /google/... to the Google service with the prefix stripped', async () => {
    const response = await fetch(`${harness.publicUrl}/google/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ issuer: `${harness.publicUrl}/google` });
  });
});
