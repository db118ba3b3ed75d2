/**
 * The one error every provider translates its SDK's or server's failures into, so services and the
 * job queue can react without knowing any vendor's error types. The message is written by the
 * provider, in our words, for logs and operators; vendor response bodies are cut short.
 */

/**
 * What kind of failure, which decides what happens next:
 * - `auth`: credentials refused (a token, an API key): fix them or reconnect, do not retry.
 * - `not_found`: what was asked for does not exist (a deleted bot, a wrong URL or model).
 * - `invalid`: the request or its content was refused as it is (a bad file, a bad parameter).
 * - `configuration`: the server is not set up for this (a missing binary or setting).
 * - `rate_limited`: too many requests: retry, after `retryAfterMs` when the provider said.
 * - `unavailable`: the provider or the network failed for now: retry with backoff.
 */
export type ProviderErrorKind =
  | 'auth'
  | 'not_found'
  | 'invalid'
  | 'configuration'
  | 'rate_limited'
  | 'unavailable';

export class ProviderError extends Error {
  override readonly name: string = 'ProviderError';
  /** Which outside system failed, e.g. `recall`, `google_calendar`, `transcription`. */
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  /** How long the provider asked us to wait, when it said (`Retry-After`). */
  readonly retryAfterMs: number | null;
  /** The HTTP status the provider answered, when it answered. */
  readonly status: number | null;
  /** The message is written for the person whose work failed (what to check or set), not only for logs. */
  readonly isUserFacing: boolean;

  constructor(options: {
    provider: string;
    kind: ProviderErrorKind;
    message: string;
    status?: number | null;
    retryAfterMs?: number | null;
    isUserFacing?: boolean;
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.provider = options.provider;
    this.kind = options.kind;
    this.status = options.status ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.isUserFacing = options.isUserFacing ?? false;
  }

  /** Whether the same call may succeed later without anyone changing anything. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable';
  }
}

/** The kind an HTTP error status stands for; providers with finer knowledge refine it. */
export function providerErrorKindOfStatus(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status === 408 || status >= 500) return 'unavailable';
  return 'invalid';
}

/** `Retry-After` in milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds * 1000));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The access token was refused (HTTP 401): refresh it and try once more. */
export class ProviderUnauthorizedError extends ProviderError {
  override readonly name = 'ProviderUnauthorizedError';
  constructor(message: string, options: { provider?: string; cause?: unknown } = {}) {
    super({
      provider: options.provider ?? 'oauth',
      kind: 'auth',
      message,
      status: 401,
      cause: options.cause,
    });
  }
}

/** The refresh token (the grant itself) is revoked or expired: only the user can reconnect. */
export class ProviderGrantRevokedError extends ProviderError {
  override readonly name = 'ProviderGrantRevokedError';
  constructor(message: string, options: { provider?: string; cause?: unknown } = {}) {
    super({ provider: options.provider ?? 'oauth', kind: 'auth', message, cause: options.cause });
  }
}

/** Incremental sync state is too old: start over with a full sync. */
export class ProviderSyncTokenExpiredError extends ProviderError {
  override readonly name = 'ProviderSyncTokenExpiredError';
  constructor(message: string, options: { provider?: string; cause?: unknown } = {}) {
    super({
      provider: options.provider ?? 'calendar',
      kind: 'invalid',
      message,
      status: 410,
      cause: options.cause,
    });
  }
}
