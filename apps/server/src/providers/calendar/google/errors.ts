import {
  ProviderError,
  ProviderGrantRevokedError,
  ProviderSyncTokenExpiredError,
  ProviderUnauthorizedError,
  parseRetryAfter,
  providerErrorKindOfStatus,
} from '../../provider-errors';

type GaxiosLike = {
  status?: number;
  response?: { status?: number; data?: unknown; headers?: { get?(name: string): string | null } };
  message?: string;
};

function statusOf(error: unknown): number | undefined {
  const candidate = error as GaxiosLike;
  return candidate?.status ?? candidate?.response?.status;
}

/** Google API failures → provider errors; a failure without an answer (network) is `unavailable`. */
export function mapGoogleApiError(error: unknown): never {
  const status = statusOf(error);
  const message = (error as Error)?.message ?? String(error);
  if (status === 401) throw new ProviderUnauthorizedError(`Google refused the access token: ${message}`);
  if (status === 410) throw new ProviderSyncTokenExpiredError('Google says the calendar sync token expired');
  // Google answers quota errors with 403 `rateLimitExceeded` as well as 429.
  const reason = JSON.stringify((error as GaxiosLike)?.response?.data ?? '');
  const kind =
    status === undefined
      ? 'unavailable'
      : /rateLimitExceeded|userRateLimitExceeded/.test(reason)
        ? 'rate_limited'
        : providerErrorKindOfStatus(status);
  throw new ProviderError({
    provider: 'google_calendar',
    kind,
    message: `Google Calendar failed${status ? ` (HTTP ${status})` : ''}: ${message.slice(0, 300)}`,
    status,
    retryAfterMs: parseRetryAfter((error as GaxiosLike)?.response?.headers?.get?.('retry-after')),
    cause: error,
  });
}

/** Token endpoint failures: `invalid_grant` means the user revoked access or the grant expired. */
export function mapGoogleTokenError(error: unknown): never {
  const data = (error as GaxiosLike)?.response?.data as { error?: string } | undefined;
  if (data?.error === 'invalid_grant') {
    throw new ProviderGrantRevokedError('Google refresh token revoked or expired (invalid_grant)');
  }
  throw error;
}
