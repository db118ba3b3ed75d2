import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** The sources a response's content security policy lets the page connect to. */
const connectSources = (headers: Record<string, unknown>): string | undefined =>
  String(headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('connect-src '))
    ?.slice('connect-src '.length);

describe('transport security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends no HSTS when the app is served over plain HTTP', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when APP_URL is https', async () => {
    t = await createTestApp({ env: { APP_URL: 'https://ting.example.com' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
  it('lets the page send product analytics to the configured PostHog host, and only when a key is set', async () => {
    t = await createTestApp({
      env: { POSTHOG_KEY: 'phc_test', POSTHOG_HOST: 'https://eu.i.posthog.com/' },
    });
    const withKey = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(connectSources(withKey.headers)).toBe("'self' ws: wss: https://eu.i.posthog.com");
    await t.close();

    // A host given with a path (a reverse proxy) is allowed by its origin; nothing else is added.
    t = await createTestApp({
      env: { POSTHOG_KEY: 'phc_test', POSTHOG_HOST: 'https://metrics.example.com/ingest' },
    });
    const proxied = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(connectSources(proxied.headers)).toBe("'self' ws: wss: https://metrics.example.com");
    await t.close();

    t = await createTestApp({ env: { POSTHOG_HOST: 'https://eu.i.posthog.com' } });
    const withoutKey = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(connectSources(withoutKey.headers)).toBe("'self' ws: wss:");
  });

  it('sends the content security policy and the other security headers on every answer, errors too', async () => {
    t = await createTestApp();
    const app = t.app;
    const answers = await Promise.all(
      ['/api/health', '/api/meetings', '/api/no-such-route'].map((url) => app.inject({ method: 'GET', url })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("img-src 'self' data: https:");
      // Sign-in forms post to the identity provider: no form-action; plain HTTP: no upgrade.
      expect(csp).not.toContain('form-action');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(answer.headers['x-request-id'] ?? answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});
