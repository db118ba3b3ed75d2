import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-errors';
import { createSearxngSearch, createTavilySearch, createWebSearch } from './index';

type Seen = { method: string; url: string; authorization: string | undefined; body: string };

describe('web search providers', () => {
  const seen: Seen[] = [];
  let status = 200;
  let baseUrl = '';
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      if (status !== 200) return res.end(JSON.stringify({ detail: 'quota exceeded' }));
      res.end(
        JSON.stringify({
          results: [
            { title: 'Zephyr firmware 10', url: 'https://example.test/zephyr', content: 'Release notes' },
            { url: 'https://example.test/untitled', content: null },
          ],
        }),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("asks Tavily's search API with the key as a Bearer token and maps its results", async () => {
    status = 200;
    const search = createTavilySearch({ apiKey: 'tvly-test', apiUrl: baseUrl });
    const results = await search.search({ query: 'Zephyr scanner firmware', limit: 5 });
    expect(results).toEqual([
      { title: 'Zephyr firmware 10', url: 'https://example.test/zephyr', snippet: 'Release notes' },
      { title: 'https://example.test/untitled', url: 'https://example.test/untitled', snippet: '' },
    ]);
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/search', authorization: 'Bearer tvly-test' });
    expect(JSON.parse(request.body)).toMatchObject({ query: 'Zephyr scanner firmware', max_results: 5 });
  });

  it("asks SearXNG's JSON API and keeps at most `limit` results", async () => {
    status = 200;
    const results = await createSearxngSearch({ url: baseUrl }).search({ query: 'Zephyr & co', limit: 1 });
    expect(results).toHaveLength(1);
    expect(seen.at(-1)!.url).toBe('/search?q=Zephyr+%26+co&format=json');
  });

  it('turns a refusal into a ProviderError of its kind, without the body in the message', async () => {
    status = 429;
    const error = await createTavilySearch({ apiKey: 'k', apiUrl: baseUrl })
      .search({ query: 'x', limit: 3 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'rate_limited', provider: 'web_search', status: 429 });
    expect((error as Error).message).not.toContain('quota');
  });

  it('is off without configuration', () => {
    expect(createWebSearch(undefined)).toBeUndefined();
    expect(createWebSearch({ provider: 'searxng', url: baseUrl })?.name).toBe('searxng');
  });
});
