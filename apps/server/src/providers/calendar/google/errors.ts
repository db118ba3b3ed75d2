import {
  ProviderGrantRevokedError,
  ProviderSyncTokenExpiredError,
  ProviderUnauthorizedError,
} from '../../provider-errors';

type GaxiosLike = { status?: number; response?: { status?: number; data?: unknown }; message?: string };

function statusOf(error: unknown): number | undefined {
  const candidate = error as GaxiosLike;
  return candidate?.status ?? candidate?.response?.status;
}

/** Google API failures → provider errors; anything else is rethrown as it is (and retried by the job). */
export function mapGoogleApiError(error: unknown): never {
  const status = statusOf(error);
  if (status === 401)
    throw new ProviderUnauthorizedError(`Google refused the access token: ${(error as Error).message}`);
  if (status === 410) throw new ProviderSyncTokenExpiredError('Google says the calendar sync token expired');
  throw error;
}

/** Token endpoint failures: `invalid_grant` means the user revoked access or the grant expired. */
export function mapGoogleTokenError(error: unknown): never {
  const data = (error as GaxiosLike)?.response?.data as { error?: string } | undefined;
  if (data?.error === 'invalid_grant') {
    throw new ProviderGrantRevokedError('Google refresh token revoked or expired (invalid_grant)');
  }
  throw error;
}
