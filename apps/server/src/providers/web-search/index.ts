import type { WebSearchConfig } from '../../config';
import { createSearxngSearch } from './searxng/client';
import { createTavilySearch } from './tavily/client';
import type { WebSearch } from './web-search';

export type { WebSearch, WebSearchResult } from './web-search';
export { createSearxngSearch, createTavilySearch };

/** The configured web search, or undefined when none is (the assistant then says so). */
export function createWebSearch(
  config: WebSearchConfig,
  options: { fetch?: typeof fetch } = {},
): WebSearch | undefined {
  if (!config) return undefined;
  return config.provider === 'tavily'
    ? createTavilySearch({ apiKey: config.apiKey, apiUrl: config.apiUrl, fetch: options.fetch })
    : createSearxngSearch({ url: config.url, fetch: options.fetch });
}
