import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { type OwnApp, ownAppUrl, startOwnApp } from './own-app';
import { openMeetingsWithoutCalendar, signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'analytics';

// A person's browser, as far as posthog-js can tell: it drops every event from one that says it is
// automated (navigator.webdriver) or headless (the user agent).
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
  },
});

/** What a page sends, as posthog-js writes an event. */
type CapturedEvent = {
  event: string;
  properties: Record<string, unknown>;
  $set?: Record<string, unknown>;
  $set_once?: Record<string, unknown>;
};

/** Every http(s) and WebSocket address the page asks for, from the moment this is called. */
function recordRequests(page: Page): URL[] {
  const requested: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol)) requested.push(url);
  });
  return requested;
}

/** Whether posthog-js's code reached the page: a script it fetched holds the library's log prefix. */
function watchForPostHogCode(page: Page): () => Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).some((text) => text.includes('[PostHog.js]'));
}

/** A signed-in user's walk: the meetings list, the assistant and settings, through the app's own links. */
async function walkThroughTheApp(page: Page, email: string): Promise<void> {
  // Every guided tour taken as seen, on whichever app this runs.
  await page.addInitScript(() => {
    for (const tour of ['meetings', 'meeting-detail', 'assistant', 'settings'])
      window.localStorage.setItem(`tutorial_completed_${tour}`, '1');
  });
  await signInOnboarded(page, email);
  await openMeetingsWithoutCalendar(page);
  await expect(page.getByRole('searchbox', { name: 'Search for Meetings' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assistant' }).click();
  // The calendar offer, closed on the meetings list, is not made again while the app stays open.
  await expect(page.getByPlaceholder('Message...')).toBeVisible();
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
}

test.describe('without an analytics key', () => {
  test('no request leaves the page for anywhere but the app', async ({ page, baseURL }) => {
    const requested = recordRequests(page);
    const loadedPostHog = watchForPostHogCode(page);
    await walkThroughTheApp(page, `private.${Date.now()}@acme.test`);
    // Longer than the idle wait after which analytics would load and the 3 s flush that would send.
    await page.waitForTimeout(4_000);
    await snap(page, { spec: SPEC, step: '01-settings-without-a-key' });

    expect(requested.length).toBeGreaterThan(10);
    const elsewhere = requested.filter((url) => url.host !== new URL(baseURL ?? '').host);
    expect(elsewhere.map(String)).toEqual([]);
    expect(await loadedPostHog()).toBe(false);
  });
});

/**
 * A stand-in for PostHog's capture endpoint: it takes any POST, as posthog-js sends it (gzip, base64
 * or plain JSON; one event or a batch), across origins, and keeps the events.
 */
async function startPostHog(): Promise<{
  url: string;
  events: CapturedEvent[];
  failures: string[];
  server: Server;
}> {
  const events: CapturedEvent[] = [];
  /** Requests it could not read: the test fails on any. */
  const failures: string[] = [];
  const readBody = async (request: IncomingMessage): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((request, response) => {
    void takeEvents(request, response).catch((error: unknown) => {
      failures.push(String(error));
      response.writeHead(400).end();
    });
  });
  const takeEvents = async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? '*',
    );
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.method !== 'POST') return response.writeHead(404).end();
    const body = await readBody(request);
    const isGzip = body[0] === 0x1f && body[1] === 0x8b;
    const isBase64 =
      new URL(request.url ?? '/', 'http://posthog.local').searchParams.get('compression') === 'base64';
    const text = isGzip
      ? gunzipSync(body).toString('utf8')
      : isBase64
        ? Buffer.from(new URLSearchParams(body.toString('utf8')).get('data') ?? '', 'base64').toString('utf8')
        : body.toString('utf8');
    const payload = JSON.parse(text) as CapturedEvent | CapturedEvent[] | { batch: CapturedEvent[] };
    events.push(...(Array.isArray(payload) ? payload : 'batch' in payload ? payload.batch : [payload]));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, events, failures, server };
}

test.describe('with an analytics key', () => {
  /** An app of its own with a PostHog key, so the other specs keep one without. */
  const APP_PORT_OFFSET = 2;
  test.use({ baseURL: ownAppUrl(APP_PORT_OFFSET) });

  let posthog: Awaited<ReturnType<typeof startPostHog>>;
  let app: OwnApp | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    posthog = await startPostHog();
    app = await startOwnApp({
      portOffset: APP_PORT_OFFSET,
      name: 'analytics',
      env: { POSTHOG_KEY: 'phc_e2e', POSTHOG_HOST: posthog.url },
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => posthog?.server.close(resolve));
  });

  test('the page identifies the signed-in user and sends a page view after each route change', async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) blocked.push(message.text());
    });
    const loadedPostHog = watchForPostHogCode(page);
    const email = `tracked.${Date.now()}@acme.test`;
    await walkThroughTheApp(page, email);
    const identity = await (await page.request.get('/api/data/organization/id')).json();
    const userId: string = identity.data.user.id;

    // posthog-js sends every 3 s.
    const pageViews = () =>
      posthog.events
        .filter((event) => event.event === '$pageview')
        .map((event) => new URL(String(event.properties.$current_url)).pathname);
    await expect
      .poll(pageViews, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['/meetings', '/assistant', '/settings']));
    await snap(page, { spec: SPEC, step: '02-settings-with-a-key' });

    const identify = posthog.events.find((event) => event.event === '$identify');
    expect(identify?.properties.distinct_id).toBe(userId);
    expect(identify?.$set ?? identify?.properties.$set).toMatchObject({ email });
    expect(identify?.$set_once ?? identify?.properties.$set_once).toMatchObject({ name: 'Morgan Lee' });
    // Every event after sign-in belongs to the user, sent with the project's key.
    const afterSignIn = posthog.events.filter((event) => event.event === '$pageview').slice(-3);
    for (const event of afterSignIn) {
      expect(event.properties.distinct_id).toBe(userId);
      expect(event.properties.token).toBe('phc_e2e');
    }
    // Only what the spec asks for: page views and the identify call (`$set` when a page load identifies
    // the person again); no autocapture, no session recording.
    const asked = ['$pageview', '$identify', '$set'];
    expect(posthog.events.map((event) => event.event).filter((name) => !asked.includes(name))).toEqual([]);
    expect(await loadedPostHog()).toBe(true);
    expect(blocked).toEqual([]);
    expect(posthog.failures).toEqual([]);
  });
});
