import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, CLIENT, formActionFor, type Harness, startHarness } from '../../test/harness.js';

describe('sandbox Google across a restart', () => {
  const harnesses: Harness[] = [];

  afterAll(async () => {
    const last = harnesses.at(-1);
    await last?.dispose();
  });

  it('keeps signing keys, accounts, browser sessions and refresh tokens in the data directory', async () => {
    const first = await startHarness();
    harnesses.push(first);
    const issuer = `${first.publicUrl}/google`;
    const port = Number(new URL(first.origin).port);
    const browser = new Browser();

    const authorize = new URL(`${issuer}/o/oauth2/v2/auth`);
    authorize.search = new URLSearchParams({
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      access_type: 'offline',
    }).toString();
    const signIn = await browser.follow(await browser.request(authorize), first.origin);
    if (signIn.kind !== 'page') throw new Error('Expected the sign-in page');
    const landing = await browser.follow(
      await browser.submit(new URL(formActionFor(signIn.html, 'Continue'), first.origin), {
        email: 'kim@example.com',
        name: 'Kim Restart',
      }),
      first.origin,
    );
    if (landing.kind !== 'redirect') throw new Error('Expected the redirect back');
    const tokenResponse = await fetch(`${issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: landing.url.searchParams.get('code') ?? '',
        redirect_uri: CLIENT.redirectUri,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    });
    const tokens = (await tokenResponse.json()) as { id_token: string; refresh_token: string };
    expect(tokens.refresh_token).toEqual(expect.any(String));
    await first.stop();
    const keysBefore = await readFile(join(first.dataDir, 'google-jwks.json'), 'utf8');

    const second = await startHarness({ dataDir: first.dataDir, port });
    harnesses.push(second);
    expect(await readFile(join(second.dataDir, 'google-jwks.json'), 'utf8')).toBe(keysBefore);

    // The id_token issued before the restart verifies against the JWKS served after it.
    const jwks = createRemoteJWKSet(new URL(`${issuer}/oauth2/v3/certs`));
    await expect(
      jwtVerify(tokens.id_token, jwks, { issuer, audience: CLIENT.clientId }),
    ).resolves.toBeDefined();

    const refreshed = await fetch(`${issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    });
    expect(refreshed.status).toBe(200);
    const { id_token: idToken } = (await refreshed.json()) as { id_token: string };
    const { payload } = await jwtVerify(idToken, jwks, { issuer, audience: CLIENT.clientId });
    expect(payload).toMatchObject({ email: 'kim@example.com', name: 'Kim Restart' });

    // The browser's sandbox session survived too: no sign-in page this time.
    const again = await browser.follow(await browser.request(authorize), second.origin);
    expect(again.kind).toBe('redirect');
  });
});
