/** One result of a web search. */
export type WebSearchResult = { title: string; url: string; snippet: string };

/**
 * The assistant's web search capability. Failures are `ProviderError`s (provider `web_search`):
 * `auth` for a refused key, `rate_limited`, `unavailable` for an outage or timeout.
 */
export interface WebSearch {
  /** E.g. `tavily` or `searxng`. */
  readonly name: string;
  search(options: { query: string; limit: number; signal?: AbortSignal }): Promise<WebSearchResult[]>;
}
