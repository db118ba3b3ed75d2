import {
  ProviderError,
  ProviderGrantRevokedError,
  ProviderUnauthorizedError,
  parseRetryAfter,
  providerErrorKindOfStatus,
} from '../../provider-errors';

type ApiExceptionLike = { code?: number; body?: unknown; message?: string; headers?: Record<string, string> };

/** HubSpot API failures → provider errors; a failure without an answer (network) is `unavailable`. */
export function mapHubspotApiError(error: unknown): never {
  const candidate = error as ApiExceptionLike;
  const message = (error as Error)?.message ?? String(error);
  if (candidate?.code === 401)
    throw new ProviderUnauthorizedError(`HubSpot refused the access token: ${message}`);
  const status = typeof candidate?.code === 'number' ? candidate.code : undefined;
  throw new ProviderError({
    provider: 'hubspot',
    kind: status === undefined ? 'unavailable' : providerErrorKindOfStatus(status),
    message: `HubSpot failed${status ? ` (HTTP ${status})` : ''}: ${message.slice(0, 300)}`,
    status,
    retryAfterMs: parseRetryAfter(candidate?.headers?.['retry-after']),
    cause: error,
  });
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
