import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations, memberships } from '../src/db/schema';
import { type Browser, createBrowser, signInThroughSandbox } from './browser-session';
import { createTestApp, type TestApp } from './test-app';

type LogLine = { msg?: string; reference?: string; reason?: string; detail?: string } & Record<
  string,
  unknown
>;

describe('OAuth callbacks: single-use states, and error pages that show a reason and a reference only', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  }, 60_000);
  afterAll(() => t?.close());

  async function signedIn(email: string) {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email, name: email.split('@')[0] ?? email });
    const identity = JSON.parse((await browser.get('/api/data/organization/id')).body).data as {
      accessToken: string;
      organization: { id: string };
    };
    return { browser, identity };
  }

  async function hubspotAuthorizeUrl(accessToken: string, query = ''): Promise<string> {
    const response = await fetch(`${t.baseUrl}/api/integrations/hubspot/authorize${query}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await response.json()) as { data: { url: string } }).data.url;
  }

  /** Allows on the sandbox's HubSpot page and stops at the callback address it sends the browser to. */
  async function callbackUrlAfterAllow(browser: Browser, authorizeUrl: string): Promise<string> {
    const page = await browser.goto(authorizeUrl);
    const action = page.body.match(/<form method="post" action="([^"]+)" id="allow-form">/)?.[1];
    if (!action) throw new Error(`No Allow form on ${page.url}`);
    let response = await browser.postForm(new URL(action.replaceAll('&amp;', '&'), page.url).toString(), {
      portal: '24681357',
    });
    while (response.location && !response.location.includes('/api/auth/hubspot/callback'))
      response = await browser.get(response.location);
    if (!response.location) throw new Error(`The authorise page did not redirect: ${response.status}`);
    return response.location;
  }

  const logged = (reference: string): LogLine[] =>
    logLines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reference === reference);

  it('connects once per state: the same callback again is refused with a clear page', async () => {
    const { browser, identity } = await signedIn('once@acme.test');
    const callback = await callbackUrlAfterAllow(browser, await hubspotAuthorizeUrl(identity.accessToken));

    const first = await browser.get(callback);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`${t.baseUrl}/`);

    const again = await browser.get(callback);
    expect(again.status).toBe(400);
    expect(again.body).toContain('HubSpot could not be connected');
    expect(again.body).toContain(
      'This link has expired or was already used. Start the connection again from Settings → Integrations.',
    );
  });

  it('refuses a consent finished after its user joined another organization, or lost the admin role', async () => {
    const { browser, identity } = await signedIn('mover@acme.test');
    const team = await signedIn('team.admin@globex.test');
    const callback = await callbackUrlAfterAllow(browser, await hubspotAuthorizeUrl(identity.accessToken));
    // Between consent and callback, the user joins another organization as a member.
    await t.database.db
      .update(memberships)
      .set({ organizationId: team.identity.organization.id, role: 'member', isPayer: false })
      .where(eq(memberships.organizationId, identity.organization.id));

    const moved = await browser.get(callback);
    expect(moved.status).toBe(403);
    expect(moved.body).toContain('HubSpot could not be connected');
    expect(moved.body).toContain(
      'This connection was started for an organization you no longer belong to. Start the connection again from Settings → Integrations.',
    );
    const connectedIn = async (organizationId: string) =>
      t.database.db.select().from(integrations).where(eq(integrations.organizationId, organizationId));
    expect(await connectedIn(identity.organization.id)).toEqual([]);
    expect(await connectedIn(team.identity.organization.id)).toEqual([]);

    // Started as the admin, finished as a member of the same organization: refused too.
    const demoted = await signedIn('demoted@initech.test');
    const demotedCallback = await callbackUrlAfterAllow(
      demoted.browser,
      await hubspotAuthorizeUrl(demoted.identity.accessToken),
    );
    await t.database.db
      .update(memberships)
      .set({ role: 'member' })
      .where(eq(memberships.organizationId, demoted.identity.organization.id));
    const refused = await demoted.browser.get(demotedCallback);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Only your organization&#39;s admin can connect or remove HubSpot.');
    expect(await connectedIn(demoted.identity.organization.id)).toEqual([]);
  });

  it('lands back on the page the connection started from, and only ever on a page of Ting', async () => {
    const { browser, identity } = await signedIn('returns@acme.test');
    const authorizeUrl = await hubspotAuthorizeUrl(
      identity.accessToken,
      `?return_to=${encodeURIComponent('/settings#personalisation')}`,
    );
    const landed = await browser.get(await callbackUrlAfterAllow(browser, authorizeUrl));
    expect(landed.status).toBe(302);
    expect(landed.location).toBe(`${t.baseUrl}/settings#personalisation`);

    for (const away of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'settings', '/a b']) {
      const refused = await fetch(
        `${t.baseUrl}/api/integrations/hubspot/authorize?return_to=${encodeURIComponent(away)}`,
        { headers: { authorization: `Bearer ${identity.accessToken}` } },
      );
      expect(refused.status, away).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    }
  });

  it("shows a known reason and a logged reference, never the organization id or the provider's answer", async () => {
    const { browser, identity } = await signedIn('refused@acme.test');
    const state = new URL(await hubspotAuthorizeUrl(identity.accessToken)).searchParams.get('state') ?? '';
    const refused = await browser.get(
      `/api/auth/hubspot/callback?code=not-a-real-code&state=${encodeURIComponent(state)}`,
    );
    expect(refused.status).toBe(502);
    expect(refused.body).toContain(
      'HubSpot refused the connection. Try again in a minute from Settings → Integrations.',
    );
    expect(refused.body).not.toContain(identity.organization.id);
    expect(refused.body).not.toMatch(/BAD_AUTH_CODE|invalid_grant|not-a-real-code|HTTP-Code/i);

    const reference = refused.body.match(/Reference: <code>([^<]+)<\/code>/)?.[1] ?? '';
    expect(reference).not.toBe('');
    const [line, ...more] = logged(reference).filter((entry) => entry.reason);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ reason: 'provider_refused', integration: 'hubspot' });
    // The provider's answer is in the log, once, cut to a readable length; the organization is not.
    expect(line?.detail).toMatch(/BAD_AUTH_CODE|invalid_grant|400/);
    expect((line?.detail ?? '').length).toBeLessThanOrEqual(2100);
    expect(JSON.stringify(line)).not.toContain(identity.organization.id);
    expect(JSON.stringify(line)).not.toContain('not-a-real-code');

    // An error the provider reports in the redirect is not echoed either.
    const reported = await browser.get(
      '/api/auth/hubspot/callback?error=server_error&error_description=Trace+id+7f3a+in+shard+eu-1',
    );
    expect(reported.status).toBe(502);
    expect(reported.body).toContain('HubSpot could not complete the authorisation.');
    expect(reported.body).not.toMatch(/server_error|7f3a|shard/);
    const reportedReference = reported.body.match(/Reference: <code>([^<]+)<\/code>/)?.[1] ?? '';
    expect(logged(reportedReference).find((entry) => entry.reason)?.detail).toContain('server_error');
  });
});
