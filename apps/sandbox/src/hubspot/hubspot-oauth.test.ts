import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, formActionFor, type Harness, HUBSPOT_CLIENT, startHarness } from '../../test/harness.js';
import {
  authorizeForCode,
  authorizeUrl,
  connectHubspot,
  hubspotBaseUrl,
  PRODUCT_SCOPES,
  sandboxHubspotClient,
} from '../../test/hubspot-oauth.js';

/** The SDK's ApiException: HTTP status in `code`, the parsed error body in `body`. */
async function failureOf(
  promise: Promise<unknown>,
): Promise<{ code: number; body: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as { code?: number; body?: unknown };
    if (typeof failure.code !== 'number') throw error;
    const body = typeof failure.body === 'string' ? JSON.parse(failure.body) : failure.body;
    return { code: failure.code, body: (body ?? {}) as Record<string, unknown> };
  }
  throw new Error('Expected the call to fail');
}

/** Contract tests: @hubspot/api-client's OAuth API against the sandbox over real HTTP. */
describe('sandbox HubSpot OAuth with @hubspot/api-client', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness.dispose();
  });

  it('shows an authorise page with the app, the account picker, the scopes and the buttons Allow and Cancel', async () => {
    const browser = new Browser();
    const page = await browser.follow(await browser.request(authorizeUrl({ harness })), harness.origin);
    if (page.kind !== 'page') throw new Error('Expected the authorise page');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Ting sandbox — stands in for HubSpot');
    expect(page.html).toContain('Connect Ting to HubSpot');
    expect(page.html).toMatch(/<label for="portal">Account<\/label>/);
    expect(page.html).toContain('Ting Sandbox Portal (24681357)');
    expect(page.html).toContain('crm.objects.deals.write');
    expect(page.html).toContain('Create, edit and delete deals');
    expect(page.html).toMatch(/<button[^>]*>Allow<\/button>/);
    expect(page.html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('runs the whole round trip: Allow, code exchange, token metadata with the hub id', async () => {
    const code = await authorizeForCode({ harness });
    expect(code).not.toBe('');
    const client = sandboxHubspotClient({ harness });
    const tokens = await client.oauth.tokensApi.create(
      'authorization_code',
      code,
      HUBSPOT_CLIENT.redirectUri,
      HUBSPOT_CLIENT.clientId,
      HUBSPOT_CLIENT.clientSecret,
    );
    expect(tokens).toMatchObject({ tokenType: 'bearer', expiresIn: 1800 });
    expect(tokens.accessToken.length).toBeGreaterThan(100);
    expect(tokens.refreshToken).toMatch(/^na1-/);

    const info = await client.oauth.accessTokensApi.get(tokens.accessToken);
    expect(info).toMatchObject({
      hubId: 24681357,
      tokenType: 'access',
      user: 'alex.morgan@tingsandbox.com',
      hubDomain: 'tingsandbox.com',
      token: tokens.accessToken,
    });
    expect(info.expiresIn).toBeGreaterThan(1790);
    expect(info.scopes.sort()).toEqual([...PRODUCT_SCOPES].sort());

    const refreshInfo = await client.oauth.refreshTokensApi.get(tokens.refreshToken);
    expect(refreshInfo).toMatchObject({
      hubId: 24681357,
      clientId: HUBSPOT_CLIENT.clientId,
      tokenType: 'refresh',
    });
  });

  it('redirects back with error=access_denied and the state when the user clicks Cancel', async () => {
    const browser = new Browser();
    const page = await browser.follow(await browser.request(authorizeUrl({ harness })), harness.origin);
    if (page.kind !== 'page') throw new Error('Expected the authorise page');
    const landing = await browser.follow(
      await browser.submit(new URL(formActionFor(page.html, 'Cancel'), harness.origin), {}),
      harness.origin,
    );
    if (landing.kind !== 'redirect') throw new Error('Expected the redirect back');
    expect(`${landing.url.origin}${landing.url.pathname}`).toBe(HUBSPOT_CLIENT.redirectUri);
    expect(landing.url.searchParams.get('error')).toBe('access_denied');
    expect(landing.url.searchParams.get('state')).toBe('hubspot-state');
    expect(landing.url.searchParams.get('code')).toBeNull();
  });

  it.each([
    ['an unknown client_id', { client_id: 'someone-else' }, 'client_id: someone-else'],
    [
      'an unregistered redirect_uri',
      { redirect_uri: 'https://evil.example/callback' },
      'https://evil.example/callback',
    ],
    ['an unknown scope', { scope: 'crm.objects.contacts.read contacts' }, 'Unknown scope: contacts'],
    ['no scope', { scope: '' }, 'at least one scope'],
  ])('refuses %s with an error page and no redirect', async (_case, params, detail) => {
    const response = await new Browser().request(authorizeUrl({ harness, params }));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Authorization failed');
    expect(html).toContain(detail);
  });

  it('takes a code once, and only with the redirect_uri it was issued for', async () => {
    const client = sandboxHubspotClient({ harness });
    const exchange = (code: string, redirectUri = HUBSPOT_CLIENT.redirectUri) =>
      client.oauth.tokensApi.create(
        'authorization_code',
        code,
        redirectUri,
        HUBSPOT_CLIENT.clientId,
        HUBSPOT_CLIENT.clientSecret,
      );

    const mismatched = await failureOf(
      exchange(await authorizeForCode({ harness }), 'http://localhost:3999/other'),
    );
    expect(mismatched.code).toBe(400);
    expect(mismatched.body).toMatchObject({ status: 'BAD_REDIRECT_URI', error: 'invalid_grant' });

    const code = await authorizeForCode({ harness });
    await exchange(code);
    const reused = await failureOf(exchange(code));
    expect(reused.code).toBe(400);
    expect(reused.body).toMatchObject({
      status: 'BAD_AUTH_CODE',
      message: 'missing or unknown auth code',
      error: 'invalid_grant',
      error_description: 'missing or unknown auth code',
    });
  });

  it('refuses a wrong client secret with BAD_CLIENT_SECRET', async () => {
    const failure = await failureOf(
      sandboxHubspotClient({ harness }).oauth.tokensApi.create(
        'authorization_code',
        await authorizeForCode({ harness }),
        HUBSPOT_CLIENT.redirectUri,
        HUBSPOT_CLIENT.clientId,
        'wrong-secret',
      ),
    );
    expect(failure.code).toBe(400);
    expect(failure.body).toMatchObject({ status: 'BAD_CLIENT_SECRET', error: 'invalid_client' });
  });

  it('refreshes to a new working access token and keeps the refresh token', async () => {
    const tokens = await connectHubspot({ harness });
    const client = sandboxHubspotClient({ harness });
    const refreshed = await client.oauth.tokensApi.create(
      'refresh_token',
      undefined,
      undefined,
      HUBSPOT_CLIENT.clientId,
      HUBSPOT_CLIENT.clientSecret,
      tokens.refreshToken,
    );
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.refreshToken).toBe(tokens.refreshToken);
    const page = await sandboxHubspotClient({
      harness,
      accessToken: refreshed.accessToken,
    }).crm.contacts.basicApi.getPage(1);
    expect(page.results).toHaveLength(1);
  });

  it('answers EXPIRED_AUTHENTICATION once a token has expired, and refresh brings the client back', async () => {
    const tokens = await connectHubspot({ harness });
    const expire = await fetch(
      `${hubspotBaseUrl(harness)}/_sandbox/access-tokens/${tokens.accessToken}/expire`,
      {
        method: 'POST',
      },
    );
    expect(expire.status).toBe(204);

    const client = sandboxHubspotClient({ harness, accessToken: tokens.accessToken });
    const expired = await failureOf(client.crm.contacts.basicApi.getPage(1));
    expect(expired.code).toBe(401);
    expect(expired.body).toMatchObject({
      category: 'EXPIRED_AUTHENTICATION',
      message: expect.stringMatching(
        /^The OAuth token used to make this call expired \d+ second\(s\) ago\.$/,
      ),
    });
    const info = await failureOf(client.oauth.accessTokensApi.get(tokens.accessToken));
    expect(info.code).toBe(404);

    const refreshed = await client.oauth.tokensApi.create(
      'refresh_token',
      undefined,
      undefined,
      HUBSPOT_CLIENT.clientId,
      HUBSPOT_CLIENT.clientSecret,
      tokens.refreshToken,
    );
    client.setAccessToken(refreshed.accessToken);
    expect((await client.crm.contacts.basicApi.getPage(1)).results).toHaveLength(1);
  });

  it('answers INVALID_AUTHENTICATION for a missing or unknown token', async () => {
    const response = await fetch(`${hubspotBaseUrl(harness)}/crm/v3/objects/contacts`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(/^Authentication credentials not found\./),
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      category: 'INVALID_AUTHENTICATION',
    });
    const unknown = await failureOf(
      sandboxHubspotClient({ harness, accessToken: 'CNot-a-token' }).crm.companies.basicApi.getPage(1),
    );
    expect(unknown.code).toBe(401);
    expect(unknown.body).toMatchObject({ category: 'INVALID_AUTHENTICATION' });
  });

  it('answers MISSING_SCOPES for a call the granted scopes do not cover', async () => {
    const tokens = await connectHubspot({ harness, scopes: ['oauth', 'crm.objects.contacts.read'] });
    const client = sandboxHubspotClient({ harness, accessToken: tokens.accessToken });
    expect((await client.crm.contacts.basicApi.getPage(1)).results).toHaveLength(1);
    const denied = await failureOf(client.crm.deals.basicApi.getPage(1));
    expect(denied.code).toBe(403);
    expect(denied.body).toMatchObject({ category: 'MISSING_SCOPES' });
  });

  it('revokes a refresh token with DELETE, after which refresh fails with BAD_REFRESH_TOKEN', async () => {
    const tokens = await connectHubspot({ harness });
    const client = sandboxHubspotClient({ harness });
    await client.oauth.refreshTokensApi.archive(tokens.refreshToken);
    const failure = await failureOf(
      client.oauth.tokensApi.create(
        'refresh_token',
        undefined,
        undefined,
        HUBSPOT_CLIENT.clientId,
        HUBSPOT_CLIENT.clientSecret,
        tokens.refreshToken,
      ),
    );
    expect(failure.code).toBe(400);
    expect(failure.body).toMatchObject({ status: 'BAD_REFRESH_TOKEN', error: 'invalid_grant' });
    // Access tokens issued from it die with it.
    const call = await failureOf(
      sandboxHubspotClient({ harness, accessToken: tokens.accessToken }).crm.contacts.basicApi.getPage(1),
    );
    expect(call.code).toBe(401);
  });
});
