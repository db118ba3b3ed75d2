import { z } from 'zod';
import { ProviderError } from '../../provider-errors';
import { WEB_SEARCH_TIMEOUT_MS, webSearchErrorOf, webSearchUnreachable } from '../http-errors';
import type { WebSearch, WebSearchResult } from '../web-search';

const ZSearxngAnswerSchema = z.object({
  results: z.array(z.object({ title: z.string().nullish(), url: z.string(), content: z.string().nullish() })),
});

/** A SearXNG instance's JSON API (`GET {url}/search?q=…&format=json`; the instance must allow the json format). */
export function createSearxngSearch(options: { url: string; fetch?: typeof fetch }): WebSearch {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'searxng',
    async search({ query, limit, signal }): Promise<WebSearchResult[]> {
      const url = new URL(`${options.url}/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(WEB_SEARCH_TIMEOUT_MS)])
            : AbortSignal.timeout(WEB_SEARCH_TIMEOUT_MS),
        });
      } catch (error) {
        throw webSearchUnreachable({ name: 'searxng', error });
      }
      if (!response.ok) throw await webSearchErrorOf({ name: 'searxng', response });
      const parsed = ZSearxngAnswerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        throw new ProviderError({
          provider: 'web_search',
          kind: 'unavailable',
          message: 'Web search (searxng) sent an answer Ting could not read.',
          cause: parsed.error,
        });
      }
      return parsed.data.results.slice(0, limit).map((result) => ({
        title: result.title?.trim() || result.url,
        url: result.url,
        snippet: result.content?.trim() ?? '',
      }));
    },
  };
}
