import { OAuth2Client } from 'google-auth-library';
import { CALENDAR_READONLY_SCOPE } from '../src/google/scopes.js';
import { Browser, CLIENT, formActionFor, type Harness } from './harness.js';

export type SandboxOAuthClientOptions = {
  /** Refresh on a 401 even when the stored expiry says the token is still good. */
  forceRefreshOnFailure?: boolean;
};

/** google-auth-library pointed at the sandbox Google, as the product configures it. */
export function sandboxOAuthClient(harness: Harness, options: SandboxOAuthClientOptions = {}): OAuth2Client {
  const issuer = harness.sandbox.googleIssuer;
  return new OAuth2Client({
    forceRefreshOnFailure: options.forceRefreshOnFailure ?? false,
    clientId: CLIENT.clientId,
    clientSecret: CLIENT.clientSecret,
    redirectUri: CLIENT.redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: `${issuer}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${issuer}/token`,
      oauth2RevokeUrl: `${issuer}/revoke`,
    },
  });
}

export type ConnectCalendarOptions = { harness: Harness; email: string };

/**
 * Runs the product's "connect Google Calendar" flow through the sandbox pages (sign in, consent,
 * Allow) and returns an OAuth2Client holding the access and refresh tokens.
 */
export async function connectCalendar({ harness, email }: ConnectCalendarOptions): Promise<OAuth2Client> {
  const client = sandboxOAuthClient(harness);
  const browser = new Browser();
  const authUrl = client.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: [CALENDAR_READONLY_SCOPE],
    state: 'calendar-state',
    login_hint: email,
  });
  const signIn = await browser.follow(await browser.request(authUrl), harness.origin);
  if (signIn.kind !== 'page') throw new Error(`Expected the sign-in page, was redirected to ${signIn.url}`);
  const consent = await browser.follow(
    await browser.submit(new URL(formActionFor(signIn.html, 'Continue'), harness.origin), { email }),
    harness.origin,
  );
  if (consent.kind !== 'page') throw new Error(`Expected the consent page, was redirected to ${consent.url}`);
  const landing = await browser.follow(
    await browser.submit(new URL(formActionFor(consent.html, 'Allow'), harness.origin), {}),
    harness.origin,
  );
  if (landing.kind !== 'redirect') throw new Error(`Expected the redirect back, got:\n${landing.html}`);
  const { tokens } = await client.getToken(landing.url.searchParams.get('code') ?? '');
  client.setCredentials(tokens);
  return client;
}
