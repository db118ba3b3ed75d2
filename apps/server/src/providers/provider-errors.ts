/**
 * Errors every provider translates its SDK's failures into, so services can react without knowing
 * any vendor's error types.
 */

/** The access token was refused (HTTP 401): refresh it and try once more. */
export class ProviderUnauthorizedError extends Error {
  override readonly name = 'ProviderUnauthorizedError';
}

/** The refresh token (the grant itself) is revoked or expired: only the user can reconnect. */
export class ProviderGrantRevokedError extends Error {
  override readonly name = 'ProviderGrantRevokedError';
}

/** Incremental sync state is too old: start over with a full sync. */
export class ProviderSyncTokenExpiredError extends Error {
  override readonly name = 'ProviderSyncTokenExpiredError';
}
