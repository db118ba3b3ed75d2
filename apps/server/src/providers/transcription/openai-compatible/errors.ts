import { ProviderError, type ProviderErrorKind } from '../../provider-errors';

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

/** The provider error kind each speech-to-text failure is. */
const KIND_OF_CODE: Record<TranscriptionErrorCode, ProviderErrorKind> = {
  UNAUTHORIZED: 'auth',
  NOT_FOUND: 'not_found',
  TOO_LARGE: 'invalid',
  BAD_REQUEST: 'invalid',
  BAD_RESPONSE: 'invalid',
  RATE_LIMITED: 'rate_limited',
  SERVER_ERROR: 'unavailable',
  NETWORK: 'unavailable',
  TIMEOUT: 'unavailable',
};

/**
 * A speech-to-text failure with a message fit for the meeting's error state. Its kind (from `code`)
 * says whether trying again later can help (rate limits, server errors, network trouble) or not (a
 * refused key, a wrong URL or model, a rejected file), so the pipeline knows whether to retry.
 */
export class TranscriptionError extends ProviderError {
  override readonly name = 'TranscriptionError';
  readonly code: TranscriptionErrorCode;

  constructor(options: {
    code: TranscriptionErrorCode;
    message: string;
    status?: number;
    retryAfterMs?: number | null;
    cause?: unknown;
  }) {
    super({ ...options, provider: 'transcription', kind: KIND_OF_CODE[options.code], isUserFacing: true });
    this.code = options.code;
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
      message: context.hasApiKey
        ? `The speech-to-text server refused the API key (TRANSCRIBE_API_KEY)${because}`
        : `The speech-to-text server at ${baseUrl} requires an API key: set TRANSCRIBE_API_KEY${because}`,
    });
  }
  if (status === 404) {
    return new TranscriptionError({
      ...common,
      code: 'NOT_FOUND',
      message: `The speech-to-text server at ${baseUrl} has no /audio/transcriptions endpoint or no model "${model}": check TRANSCRIBE_BASE_URL (it usually ends in /v1) and TRANSCRIBE_MODEL${because}`,
    });
  }
  if (status === 413) {
    const megabytes = (context.uploadBytes / 1_000_000).toFixed(1);
    return new TranscriptionError({
      ...common,
      code: 'TOO_LARGE',
      message: `The speech-to-text server refused a ${megabytes} MB audio chunk as too large: use shorter chunks (maxChunkSeconds)${because}`,
    });
  }
  if (status === 429) {
    return new TranscriptionError({
      ...common,
      code: 'RATE_LIMITED',
      message: `The speech-to-text server is rate limiting requests (HTTP 429)${because}`,
    });
  }
  if (status === 408 || status >= 500) {
    return new TranscriptionError({
      ...common,
      code: 'SERVER_ERROR',
      message: `The speech-to-text server at ${baseUrl} failed (HTTP ${status})${because}`,
    });
  }
  return new TranscriptionError({
    ...common,
    code: 'BAD_REQUEST',
    message: `The speech-to-text server at ${baseUrl} rejected the audio (HTTP ${status}) for model "${model}"${because}`,
  });
}
