import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

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
});
