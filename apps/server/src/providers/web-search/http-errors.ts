import { ProviderError, parseRetryAfter, providerErrorKindOfStatus } from '../provider-errors';

/** How long a web search may take before it counts as unavailable. */
export const WEB_SEARCH_TIMEOUT_MS = 15_000;

/** A failed answer of a web search API as a `ProviderError`; the body goes to the log only (as `cause`). */
export async function webSearchErrorOf(options: {
  name: string;
  response: Response;
}): Promise<ProviderError> {
  const { name, response } = options;
  const body = await response.text().catch(() => '');
  return new ProviderError({
    provider: 'web_search',
    kind: providerErrorKindOfStatus(response.status),
    status: response.status,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    message: `Web search (${name}) answered HTTP ${response.status}.`,
    cause: body.slice(0, 2_000),
  });
}

/** A network failure or timeout as an `unavailable` `ProviderError`. */
export function webSearchUnreachable(options: { name: string; error: unknown }): ProviderError {
  return new ProviderError({
    provider: 'web_search',
    kind: 'unavailable',
    message: `Web search (${options.name}) could not be reached.`,
    cause: options.error,
  });
}
