import { z } from 'zod';
import { ProviderError } from '../../provider-errors';
import { WEB_SEARCH_TIMEOUT_MS, webSearchErrorOf, webSearchUnreachable } from '../http-errors';
import type { WebSearch, WebSearchResult } from '../web-search';

const ZTavilyAnswerSchema = z.object({
  results: z.array(z.object({ title: z.string().nullish(), url: z.string(), content: z.string().nullish() })),
});

/** Tavily's search API (`POST {apiUrl}/search`, Bearer key), with `fetch`. */
export function createTavilySearch(options: {
  apiKey: string;
  apiUrl: string;
  fetch?: typeof fetch;
}): WebSearch {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'tavily',
    async search({ query, limit, signal }): Promise<WebSearchResult[]> {
      let response: Response;
      try {
        response = await doFetch(`${options.apiUrl}/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ query, max_results: limit, search_depth: 'basic' }),
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(WEB_SEARCH_TIMEOUT_MS)])
            : AbortSignal.timeout(WEB_SEARCH_TIMEOUT_MS),
        });
      } catch (error) {
        throw webSearchUnreachable({ name: 'tavily', error });
      }
      if (!response.ok) throw await webSearchErrorOf({ name: 'tavily', response });
      const parsed = ZTavilyAnswerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        throw new ProviderError({
          provider: 'web_search',
          kind: 'unavailable',
          message: 'Web search (tavily) sent an answer Ting could not read.',
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
