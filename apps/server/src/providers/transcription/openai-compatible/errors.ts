/** What went wrong talking to the speech-to-text server. */
export type TranscriptionErrorCode =
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'TOO_LARGE'
  | 'BAD_REQUEST'
  | 'BAD_RESPONSE'
  | 'RATE_LIMITED'
  | 'SERVER_ERROR'
  | 'NETWORK'
  | 'TIMEOUT';

/**
 * A speech-to-text failure with a message fit for the meeting's error state. `isRetryable` says
 * whether trying again later can help (rate limits, server errors, network trouble) or not (a
 * refused key, a wrong URL or model, a rejected file), so the pipeline knows whether to retry.
 */
export class TranscriptionError extends Error {
  override readonly name = 'TranscriptionError';
  readonly code: TranscriptionErrorCode;
  readonly isRetryable: boolean;
  /** The HTTP status the server answered, when it answered. */
  readonly status: number | null;
  /** How long the server asked us to wait (`Retry-After`), when it said. */
  readonly retryAfterMs: number | null;

  constructor(options: {
    code: TranscriptionErrorCode;
    message: string;
    isRetryable: boolean;
    status?: number;
    retryAfterMs?: number | null;
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.isRetryable = options.isRetryable;
    this.status = options.status ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/** The context an HTTP failure is explained in. */
export type HttpFailureContext = {
  status: number;
  baseUrl: string;
  model: string;
  hasApiKey: boolean;
  /** The server's own explanation, already shortened. */
  detail: string | null;
  retryAfterMs: number | null;
  uploadBytes: number;
};

/** Maps an HTTP error status from `/audio/transcriptions` to a {@link TranscriptionError}. */
export function httpFailureToError(context: HttpFailureContext): TranscriptionError {
  const { status, baseUrl, model, detail } = context;
  const because = detail ? `: ${detail}` : '';
  const common = { status, retryAfterMs: context.retryAfterMs };

  if (status === 401 || status === 403) {
    return new TranscriptionError({
      ...common,
      code: 'UNAUTHORIZED',
      isRetryable: false,
      message: context.hasApiKey
        ? `The speech-to-text server refused the API key (TRANSCRIBE_API_KEY)${because}`
        : `The speech-to-text server at ${baseUrl} requires an API key: set TRANSCRIBE_API_KEY${because}`,
    });
  }
  if (status === 404) {
    return new TranscriptionError({
      ...common,
      code: 'NOT_FOUND',
      isRetryable: false,
      message: `The speech-to-text server at ${baseUrl} has no /audio/transcriptions endpoint or no model "${model}": check TRANSCRIBE_BASE_URL (it usually ends in /v1) and TRANSCRIBE_MODEL${because}`,
    });
  }
  if (status === 413) {
    const megabytes = (context.uploadBytes / 1_000_000).toFixed(1);
    return new TranscriptionError({
      ...common,
      code: 'TOO_LARGE',
      isRetryable: false,
      message: `The speech-to-text server refused a ${megabytes} MB audio chunk as too large: use shorter chunks (maxChunkSeconds)${because}`,
    });
  }
  if (status === 429) {
    return new TranscriptionError({
      ...common,
      code: 'RATE_LIMITED',
      isRetryable: true,
      message: `The speech-to-text server is rate limiting requests (HTTP 429)${because}`,
    });
  }
  if (status === 408 || status >= 500) {
    return new TranscriptionError({
      ...common,
      code: 'SERVER_ERROR',
      isRetryable: true,
      message: `The speech-to-text server at ${baseUrl} failed (HTTP ${status})${because}`,
    });
  }
  return new TranscriptionError({
    ...common,
    code: 'BAD_REQUEST',
    isRetryable: false,
    message: `The speech-to-text server at ${baseUrl} rejected the audio (HTTP ${status}) for model "${model}"${because}`,
  });
}

/** `Retry-After` as seconds or an HTTP date → milliseconds from now. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds * 1000));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
