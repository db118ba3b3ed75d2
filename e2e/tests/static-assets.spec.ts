import { expect, test } from '@playwright/test';
import { signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'static-assets';

test('the first page arrives compressed, hashed files are cached for good and index.html never is', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string; cacheControl?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cacheControl: headers['cache-control'],
    });
  });
  const document = await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();

  expect(document?.headers()['cache-control']).toBe('no-cache');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.url).toContain('/assets/');
    expect(script.encoding).toBe('br');
    expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
  }
});

test("a path the API owns, typed into the address bar, opens the app's not-found page; the app's calls still get JSON", async ({
  page,
}) => {
  await signInOnboarded(page, `noor.${Date.now()}@acme.test`);

  for (const path of ['/billing', '/billing/plans', '/integrations']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  await snap(page, { spec: SPEC, step: '01-api-path-typed-in' });

  // The same path, asked for as the web app asks (fetch, JSON, Bearer token), answers JSON.
  const plans = await page.evaluate(async () => {
    const identity = await (
      await fetch('/api/data/organization/id', { headers: { Accept: 'application/json' } })
    ).json();
    const response = await fetch('/billing/plans', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${identity.data.accessToken}` },
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.json(),
    };
  });
  expect(plans.status).toBe(200);
  expect(plans.contentType).toMatch(/^application\/json/);
  expect(Array.isArray(plans.body.data)).toBe(true);

  await page.getByRole('link', { name: 'Go to meetings' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
});
