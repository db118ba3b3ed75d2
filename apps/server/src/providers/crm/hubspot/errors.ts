import { ProviderGrantRevokedError, ProviderUnauthorizedError } from '../../provider-errors';

type ApiExceptionLike = { code?: number; body?: unknown; message?: string };

/** HubSpot API failures → provider errors; anything else is rethrown as it is. */
export function mapHubspotApiError(error: unknown): never {
  if ((error as ApiExceptionLike)?.code === 401) {
    throw new ProviderUnauthorizedError(`HubSpot refused the access token: ${(error as Error).message}`);
  }
  throw error;
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
