import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

// A build as `vite build` writes it: index.html and hashed assets, each with its .br and .gz beside it.
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd34.js"></script></body></html>';
const ENTRY_JS = `console.log(${JSON.stringify('Ting '.repeat(400))});`;

async function writeBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = { 'index.html': INDEX_HTML, 'assets/index-Ab12Cd34.js': ENTRY_JS };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
}

// What browsers send: a typed URL, and the web app's own API call (lib/http-client.ts).
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const WEB_APP_FETCH = { accept: 'application/json', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe('the built web app', () => {
  let t: TestApp;
  let distDir: string;
  let ada: SignedUpUser;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'ting-dist-'));
    await writeBuild(distDir);
    t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    ada = await t.signUp('ada@acme.test', 'Ada');
  });

  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('assets', () => {
    it('sends the Brotli file to a browser that accepts it, cached for a year as immutable', async () => {
      const response = await get('/assets/index-Ab12Cd34.js', {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_JS);
      expect(response.rawPayload.length).toBeLessThan(ENTRY_JS.length / 10);
    });

    it('sends the gzip file to a browser without Brotli', async () => {
      const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(response.rawPayload).toString()).toBe(ENTRY_JS);
    });

    it('sends the plain file to a client that accepts no compression', async () => {
      const response = await get('/assets/index-Ab12Cd34.js');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(ENTRY_JS);
    });

    it('has index.html revalidated every time, compressed too', async () => {
      const response = await get('/index.html', { 'accept-encoding': 'br' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    });
  });

  describe('page routes', () => {
    it.each([
      '/',
      '/login',
      '/meetings',
      '/meetings/0b6a9d1e-3d8c-4c8e-9d1a-2f0e6b1c7a55',
      '/settings',
      '/no/such/page',
    ])('answers %s with index.html, never cached, for the web app to route', async (url) => {
      const response = await get(url, NAVIGATION);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    });
  });

  describe('API paths typed into the address bar', () => {
    it.each([
      '/billing',
      '/billing/plans',
      '/integrations',
      '/fields',
      '/auth/user',
      '/chat',
      '/api/no-such-thing',
    ])('open the web app at %s (its router shows the not-found page) rather than raw JSON', async (url) => {
      const response = await get(url, { ...NAVIGATION, 'accept-encoding': 'identity' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept/);
      expect(response.body).toBe(INDEX_HTML);
    });

    it('open the web app for an older browser that sends no Sec-Fetch headers but asks for HTML', async () => {
      const response = await get('/billing', { accept: NAVIGATION.accept });
      expect(response.body).toBe(INDEX_HTML);
    });

    it('leave /api routes that browsers open on purpose (Auth.js, OAuth returns, media) to the API', async () => {
      const response = await get('/api/auth/session', NAVIGATION);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('API callers', () => {
    it("keep the JSON answers of the spec's API paths", async () => {
      const bearer = { authorization: `Bearer ${ada.accessToken}` };
      const plans = await get('/billing/plans', { ...WEB_APP_FETCH, ...bearer });
      expect(plans.statusCode).toBe(200);
      expect(plans.json()).toHaveProperty('data');

      const integrations = await get('/integrations', { ...WEB_APP_FETCH, ...bearer });
      expect(integrations.json()).toEqual({ data: [] });

      // A program with no Accept header at all, as curl sends.
      const unauthenticated = await get('/billing/plans', { accept: '*/*' });
      expect(unauthenticated.statusCode).toBe(401);
      expect(unauthenticated.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });

    it('get a JSON 404 for an unknown API path', async () => {
      for (const url of ['/billing', '/api/no-such-thing', '/fields/x/y']) {
        const response = await get(url, WEB_APP_FETCH);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: `No route for GET ${url}`, code: 'NOT_FOUND' });
      }
    });

    it('still reach a page route that only shares its first letters with an API path', async () => {
      const response = await get('/billingsupport', NAVIGATION);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    });
  });
});

describe('without a web build', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('says how to build it when a page is asked for, and keeps the API answering', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/meetings', headers: NAVIGATION });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toMatch(/The web app is not built .*Run `npm run build` or `npm start`\./);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ data: { status: 'ok' } });
  });
});
