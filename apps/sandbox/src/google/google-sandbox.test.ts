import { createHash } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, CLIENT, formActionFor, type Harness, labelFor, startHarness } from '../../test/harness.js';
import { accountIdForEmail } from './accounts.js';
import { CALENDAR_READONLY_SCOPE } from './scopes.js';

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  revocation_endpoint: string;
  scopes_supported: string[];
};

type TokenResponse = {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  id_token?: string;
  refresh_token?: string;
};

describe('sandbox Google', () => {
  let harness: Harness;
  let discovery: Discovery;

  beforeAll(async () => {
    harness = await startHarness();
    const response = await fetch(`${harness.publicUrl}/google/.well-known/openid-configuration`);
    discovery = (await response.json()) as Discovery;
  });

  afterAll(async () => {
    await harness.dispose();
  });

  function authorizationUrl(params: Record<string, string>): string {
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUri,
      response_type: 'code',
      state: 'state-123',
      ...params,
    }).toString();
    return url.toString();
  }

  /** Opens the authorization URL and expects the sign-in page. */
  async function openSignIn(browser: Browser, params: Record<string, string>): Promise<string> {
    const landing = await browser.follow(await browser.request(authorizationUrl(params)), harness.origin);
    if (landing.kind !== 'page')
      throw new Error(`Expected the sign-in page, was redirected to ${landing.url}`);
    expect(landing.status).toBe(200);
    return landing.html;
  }

  async function exchangeCode(code: string): Promise<TokenResponse> {
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: CLIENT.redirectUri,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as TokenResponse;
  }

  function callbackCode(url: URL): string {
    expect(`${url.origin}${url.pathname}`).toBe(CLIENT.redirectUri);
    expect(url.searchParams.get('state')).toBe('state-123');
    expect(url.searchParams.get('error')).toBeNull();
    return url.searchParams.get('code') ?? '';
  }

  /** Signs in on a fresh sign-in page for scopes that need no consent page; returns the code. */
  async function signInForCode(options: { browser: Browser; params: Record<string, string>; email: string }) {
    const { browser, params, email } = options;
    const html = await openSignIn(browser, params);
    const posted = await browser.submit(new URL(formActionFor(html, 'Continue'), harness.origin), { email });
    const landing = await browser.follow(posted, harness.origin);
    if (landing.kind !== 'redirect')
      throw new Error(`Expected the redirect back, got a page:\n${landing.html}`);
    return callbackCode(landing.url);
  }

  it('publishes discovery with the issuer and every endpoint under the mount', () => {
    const issuer = `${harness.publicUrl}/google`;
    expect(harness.sandbox.googleIssuer).toBe(issuer);
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/o/oauth2/v2/auth`);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.userinfo_endpoint).toBe(`${issuer}/v1/userinfo`);
    expect(discovery.jwks_uri).toBe(`${issuer}/oauth2/v3/certs`);
    expect(discovery.revocation_endpoint).toBe(`${issuer}/revoke`);
    expect(discovery.scopes_supported).toEqual(['openid', 'email', 'profile', CALENDAR_READONLY_SCOPE]);
  });

  it('signs in with openid email profile without a consent page and issues verifiable id_token claims', async () => {
    const browser = new Browser();
    const html = await openSignIn(browser, { scope: 'openid email profile', nonce: 'nonce-1' });
    expect(labelFor(html, 'email')).toBe('Email');
    expect(labelFor(html, 'name')).toBe('Name');
    expect(html).toContain('Ting sandbox — stands in for Google');

    const posted = await browser.submit(new URL(formActionFor(html, 'Continue'), harness.origin), {
      email: 'Alice@Example.com',
      name: 'Alice Liddell',
    });
    const landing = await browser.follow(posted, harness.origin);
    if (landing.kind !== 'redirect')
      throw new Error(`Expected the redirect back, got a page:\n${landing.html}`);
    const tokens = await exchangeCode(callbackCode(landing.url));

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeUndefined();
    const { payload } = await jwtVerify(
      tokens.id_token ?? '',
      createRemoteJWKSet(new URL(discovery.jwks_uri)),
      {
        issuer: discovery.issuer,
        audience: CLIENT.clientId,
        algorithms: ['RS256'],
      },
    );
    expect(payload).toMatchObject({
      sub: accountIdForEmail('alice@example.com'),
      email: 'alice@example.com',
      email_verified: true,
      name: 'Alice Liddell',
      given_name: 'Alice',
      family_name: 'Liddell',
      nonce: 'nonce-1',
    });

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: payload.sub,
      email: 'alice@example.com',
      email_verified: true,
      name: 'Alice Liddell',
    });
  });

  it('asks consent for calendar.readonly and issues a refresh token for access_type=offline', async () => {
    const browser = new Browser();
    const signIn = await openSignIn(browser, {
      scope: `openid email profile ${CALENDAR_READONLY_SCOPE}`,
      access_type: 'offline',
      prompt: 'consent',
    });
    const consent = await browser.follow(
      await browser.submit(new URL(formActionFor(signIn, 'Continue'), harness.origin), {
        email: 'bob@example.com',
        name: '',
      }),
      harness.origin,
    );
    if (consent.kind !== 'page')
      throw new Error(`Expected the consent page, was redirected to ${consent.url}`);
    expect(consent.status).toBe(200);
    expect(consent.html).toContain(CALENDAR_READONLY_SCOPE);
    expect(consent.html).toContain('See and download any calendar you can access using your Google Calendar');
    expect(consent.html).toContain('Ting');

    const landing = await browser.follow(
      await browser.submit(new URL(formActionFor(consent.html, 'Allow'), harness.origin), {}),
      harness.origin,
    );
    if (landing.kind !== 'redirect')
      throw new Error(`Expected the redirect back, got a page:\n${landing.html}`);
    const tokens = await exchangeCode(callbackCode(landing.url));
    expect(tokens.scope.split(' ').sort()).toEqual(
      ['email', CALENDAR_READONLY_SCOPE, 'openid', 'profile'].sort(),
    );
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const refreshed = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    });
    expect(refreshed.status).toBe(200);
    const refreshedTokens = (await refreshed.json()) as TokenResponse;
    expect(refreshedTokens.access_token).toEqual(expect.any(String));
    expect(refreshedTokens.access_token).not.toBe(tokens.access_token);

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${refreshedTokens.access_token}` },
    });
    // No name entered: the part of the email before @, capitalised.
    expect(await userinfo.json()).toMatchObject({ email: 'bob@example.com', name: 'Bob' });
  });

  it('re-renders the sign-in page with 400 and a clear message for an empty or malformed email', async () => {
    const browser = new Browser();
    const html = await openSignIn(browser, { scope: 'openid email profile' });
    const action = new URL(formActionFor(html, 'Continue'), harness.origin);

    const empty = await browser.submit(action, { email: '', name: 'Nobody' });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('Enter your email address.');
    expect(emptyHtml).toContain('value="Nobody"');

    const malformed = await browser.submit(action, { email: 'not-an-email<script>', name: '' });
    expect(malformed.status).toBe(400);
    const malformedHtml = await malformed.text();
    expect(malformedHtml).toContain('Enter a valid email address');
    expect(malformedHtml).toContain('value="not-an-email&lt;script&gt;"');
    expect(malformedHtml).not.toContain('<script>');

    // The interaction is still alive: a good email goes through.
    const landing = await browser.follow(
      await browser.submit(action, { email: 'carol@example.com' }),
      harness.origin,
    );
    expect(landing.kind).toBe('redirect');
  });

  it('redirects back with error=access_denied when the user cancels consent', async () => {
    const browser = new Browser();
    const signIn = await openSignIn(browser, { scope: `openid email ${CALENDAR_READONLY_SCOPE}` });
    const consent = await browser.follow(
      await browser.submit(new URL(formActionFor(signIn, 'Continue'), harness.origin), {
        email: 'dan@example.com',
      }),
      harness.origin,
    );
    if (consent.kind !== 'page') throw new Error('Expected the consent page');
    const landing = await browser.follow(
      await browser.submit(new URL(formActionFor(consent.html, 'Cancel'), harness.origin), {}),
      harness.origin,
    );
    if (landing.kind !== 'redirect') throw new Error('Expected the redirect back');
    expect(landing.url.searchParams.get('error')).toBe('access_denied');
    expect(landing.url.searchParams.get('state')).toBe('state-123');
    expect(landing.url.searchParams.get('code')).toBeNull();
  });

  it('reuses the browser session for the next sign-in, and shows the sign-in page for prompt=select_account', async () => {
    const browser = new Browser();
    const html = await openSignIn(browser, { scope: 'openid email' });
    await browser.follow(
      await browser.submit(new URL(formActionFor(html, 'Continue'), harness.origin), {
        email: 'erin@example.com',
      }),
      harness.origin,
    );

    const again = await browser.follow(
      await browser.request(authorizationUrl({ scope: 'openid email' })),
      harness.origin,
    );
    expect(again.kind).toBe('redirect');

    const chooser = await openSignIn(browser, { scope: 'openid email', prompt: 'select_account' });
    expect(chooser).toContain('value="erin@example.com"');
  });

  it('revokes a refresh token Google-style, with the token in the query and no client authentication', async () => {
    const browser = new Browser();
    const html = await openSignIn(browser, { scope: 'openid email', access_type: 'offline' });
    const landing = await browser.follow(
      await browser.submit(new URL(formActionFor(html, 'Continue'), harness.origin), {
        email: 'frank@example.com',
      }),
      harness.origin,
    );
    if (landing.kind !== 'redirect') throw new Error('Expected the redirect back');
    const tokens = await exchangeCode(callbackCode(landing.url));
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const revoked = await fetch(`${discovery.revocation_endpoint}?token=${tokens.refresh_token}`, {
      method: 'POST',
    });
    expect(revoked.status).toBe(200);

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(401);
    const again = await fetch(`${discovery.revocation_endpoint}?token=${tokens.refresh_token}`, {
      method: 'POST',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: 'invalid_token',
      error_description: 'Token expired or revoked',
    });
  });

  it('accepts PKCE (S256) when the client sends it and then insists on the verifier', async () => {
    const verifier = 'a'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await signInForCode({
      browser: new Browser(),
      params: { scope: 'openid email', code_challenge: challenge, code_challenge_method: 'S256' },
      email: 'grace@example.com',
    });
    const body = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CLIENT.redirectUri,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    };
    const wrong = await fetch(discovery.token_endpoint, {
      method: 'POST',
      body: new URLSearchParams({ ...body, code_verifier: 'b'.repeat(43) }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });

    const right = await fetch(discovery.token_endpoint, {
      method: 'POST',
      body: new URLSearchParams({ ...body, code_verifier: verifier }),
    });
    expect(right.status).toBe(200);
  });

  it('also accepts the client secret as HTTP Basic authentication', async () => {
    const code = await signInForCode({
      browser: new Browser(),
      params: { scope: 'openid email' },
      email: 'heidi@example.com',
    });
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirectUri }),
    });
    expect(response.status).toBe(200);
  });

  it('rejects a wrong client secret at the token endpoint', async () => {
    const code = await signInForCode({
      browser: new Browser(),
      params: { scope: 'openid' },
      email: 'ivan@example.com',
    });
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: CLIENT.redirectUri,
        client_id: CLIENT.clientId,
        client_secret: 'wrong',
      }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('shows the sign-in page, prefilled, when login_hint names someone other than the signed-in person', async () => {
    const browser = new Browser();
    await signInForCode({ browser, params: { scope: 'openid email' }, email: 'judy@example.com' });
    const sameHint = await browser.follow(
      await browser.request(authorizationUrl({ scope: 'openid email', login_hint: 'judy@example.com' })),
      harness.origin,
    );
    expect(sameHint.kind).toBe('redirect');

    const html = await openSignIn(browser, { scope: 'openid email', login_hint: 'mallory@example.com' });
    expect(html).toContain('value="mallory@example.com"');
  });

  it('rejects an unknown access_type the way Google does', async () => {
    const landing = await new Browser().follow(
      await new Browser().request(authorizationUrl({ scope: 'openid', access_type: 'forever' })),
      harness.origin,
    );
    if (landing.kind !== 'redirect') throw new Error('Expected an error redirect');
    expect(landing.url.searchParams.get('error')).toBe('invalid_request');
  });

  it('accepts prompt=consent on plain sign-in without showing a consent page', async () => {
    const code = await signInForCode({
      browser: new Browser(),
      params: { scope: 'openid email profile', prompt: 'consent' },
      email: 'ken@example.com',
    });
    expect(code).not.toBe('');
  });

  it('serves the signing keys as {kid: PEM} like Google does for google-auth-library', async () => {
    const code = await signInForCode({
      browser: new Browser(),
      params: { scope: 'openid email' },
      email: 'lee@example.com',
    });
    const { id_token: idToken = '' } = await exchangeCode(code);
    const certs = (await (await fetch(`${discovery.issuer}/oauth2/v1/certs`)).json()) as Record<
      string,
      string
    >;
    const { kid } = decodeProtectedHeader(idToken);
    const pem = certs[kid ?? ''] ?? '';
    expect(pem).toContain('BEGIN PUBLIC KEY');
    const { payload } = await jwtVerify(idToken, await importSPKI(pem, 'RS256'), {
      issuer: discovery.issuer,
    });
    expect(payload.email).toBe('lee@example.com');
  });

  it('connects the calendar for someone already signed in: straight to consent, calendar scope only', async () => {
    const browser = new Browser();
    await signInForCode({ browser, params: { scope: 'openid email profile' }, email: 'nina@example.com' });

    const consent = await browser.follow(
      await browser.request(
        authorizationUrl({
          scope: CALENDAR_READONLY_SCOPE,
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
          login_hint: 'nina@example.com',
        }),
      ),
      harness.origin,
    );
    if (consent.kind !== 'page')
      throw new Error(`Expected the consent page, was redirected to ${consent.url}`);
    expect(consent.html).toContain('nina@example.com');
    const landing = await browser.follow(
      await browser.submit(new URL(formActionFor(consent.html, 'Allow'), harness.origin), {}),
      harness.origin,
    );
    if (landing.kind !== 'redirect') throw new Error('Expected the redirect back');
    const tokens = await exchangeCode(callbackCode(landing.url));
    expect(tokens.scope).toBe(CALENDAR_READONLY_SCOPE);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.id_token).toBeUndefined();
  });
});
