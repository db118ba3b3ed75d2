import {
  ProviderError,
  ProviderGrantRevokedError,
  ProviderUnauthorizedError,
  parseRetryAfter,
  providerErrorKindOfStatus,
} from '../../provider-errors';

type ApiExceptionLike = { code?: number; body?: unknown; message?: string; headers?: Record<string, string> };

/** The fields of HubSpot's error body worth keeping (the SDK parses it into its `Error` model). */
type HubspotErrorBody = { message?: unknown; category?: unknown };

/**
 * HubSpot sends no `Retry-After` with a 429 (and the SDK drops the body's `policyName`): its limits
 * are a rolling ten-second window, and one second for search ("secondly limit").
 */
function rateLimitWaitMs(message: string): number {
  return /secondly limit/i.test(message) && !/ten_secondly/i.test(message) ? 1_000 : 10_000;
}

/** HubSpot API failures → provider errors; a failure without an answer (network) is `unavailable`. */
export function mapHubspotApiError(error: unknown): never {
  const candidate = error as ApiExceptionLike;
  const status = typeof candidate?.code === 'number' ? candidate.code : undefined;
  const message = describeFailure(candidate);
  if (status === 401)
    throw new ProviderUnauthorizedError(`HubSpot refused the access token: ${message}`, {
      provider: 'hubspot',
      cause: error,
    });
  throw new ProviderError({
    provider: 'hubspot',
    kind: status === undefined ? 'unavailable' : providerErrorKindOfStatus(status),
    message: `HubSpot failed${status ? ` (HTTP ${status})` : ''}: ${message}`,
    status,
    retryAfterMs:
      parseRetryAfter(candidate?.headers?.['retry-after']) ??
      (status === 429 ? rateLimitWaitMs(message) : null),
    cause: error,
  });
}

/** HubSpot answered, but not in the shape its API documents: retrying the same call will not help. */
export function hubspotUnexpectedAnswer(options: { what: string; issue: string }): ProviderError {
  return new ProviderError({
    provider: 'hubspot',
    kind: 'invalid',
    message: `HubSpot answered ${options.what} in an unexpected shape: ${options.issue.slice(0, 300)}`,
  });
}

function bodyOf(candidate: ApiExceptionLike | undefined): HubspotErrorBody | undefined {
  const body = typeof candidate?.body === 'string' ? safeParse(candidate.body) : candidate?.body;
  return body && typeof body === 'object' ? (body as HubspotErrorBody) : undefined;
}

/** HubSpot's own message and category when it sent them; the SDK's message repeats headers and body. */
function describeFailure(candidate: ApiExceptionLike | undefined): string {
  const body = bodyOf(candidate);
  if (typeof body?.message === 'string') {
    const category = typeof body.category === 'string' ? `${body.category}: ` : '';
    return `${category}${body.message}`.slice(0, 300);
  }
  return (candidate?.message ?? String(candidate)).split('\n')[0]?.slice(0, 300) ?? 'no answer';
}

/** Token endpoint failures: a 400 on the refresh grant means the refresh token is no longer valid. */
export function mapHubspotTokenError(error: unknown): never {
  const candidate = error as ApiExceptionLike;
  const body = (typeof candidate?.body === 'string' ? safeParse(candidate.body) : candidate?.body) as
    | { status?: string; error?: string }
    | undefined;
  if (candidate?.code === 400 && (body?.status === 'BAD_REFRESH_TOKEN' || body?.error === 'invalid_grant')) {
    throw new ProviderGrantRevokedError(
      `HubSpot refresh token revoked or expired (${body.status ?? body.error})`,
    );
  }
  throw error;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
