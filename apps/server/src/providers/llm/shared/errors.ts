import {
  APICallError,
  LoadAPIKeyError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
} from 'ai';
import { ProviderError, type ProviderErrorKind } from '../../provider-errors';

export type IntelligenceErrorKind =
  /** The engine is set up wrongly (missing key or base URL, context too small): fix the config. */
  | 'configuration'
  /** 401/403: the key is wrong or may not use the model. */
  | 'authentication'
  /** Other 4xx: unknown model, a request the server will never accept. */
  | 'invalid-request'
  /** 429: try later. */
  | 'rate-limited'
  /** 5xx, network failure, timeout: try later. */
  | 'unavailable'
  /** The model kept answering with something that is not the requested JSON. */
  | 'invalid-output'
  | 'unknown';

/** The provider error kind of a model failure: retryable ones wait or back off, others stop. */
function providerKindOf(reason: IntelligenceErrorKind, isRetryable: boolean): ProviderErrorKind {
  if (isRetryable) return reason === 'rate-limited' ? 'rate_limited' : 'unavailable';
  if (reason === 'configuration') return 'configuration';
  if (reason === 'authentication') return 'auth';
  return 'invalid';
}

/**
 * A model call (meeting intelligence or chat) that failed, with what to do about it: `retryable`
 * tells the job whether another attempt can succeed (rate limits, outages) or only a config change
 * can help (the message then names the variable to check: AI_API_KEY, AI_MODEL, AI_BASE_URL,
 * AI_CONTEXT_TOKENS). Its message is for whoever runs Ting: it may quote the provider's answer.
 */
export class IntelligenceError extends ProviderError {
  override readonly name = 'IntelligenceError';
  /** What went wrong, in the model's terms (finer than the provider error kind). */
  readonly reason: IntelligenceErrorKind;

  constructor(options: {
    kind: IntelligenceErrorKind;
    message: string;
    isRetryable: boolean;
    statusCode?: number;
    retryAfterMs?: number | null;
    cause?: unknown;
  }) {
    super({
      provider: 'llm',
      kind: providerKindOf(options.kind, options.isRetryable),
      message: options.message,
      status: options.statusCode,
      retryAfterMs: options.retryAfterMs,
      isUserFacing: true,
      cause: options.cause,
    });
    this.reason = options.kind;
  }
}

/** Whether the model answered, but not with JSON that matches the schema: worth asking again. */
export function isOutputError(error: unknown): boolean {
  return NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error);
}

const MAX_DETAIL_LENGTH = 300;

/** The provider's own error message from an OpenAI- or Anthropic-style error body. */
function providerMessage(error: APICallError): string | null {
  const body = error.responseBody;
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string'
        ? parsed.error
        : typeof parsed.error?.message === 'string'
          ? parsed.error.message
          : typeof parsed.message === 'string'
            ? parsed.message
            : null;
    return message ? message.slice(0, MAX_DETAIL_LENGTH) : null;
  } catch {
    return body.slice(0, MAX_DETAIL_LENGTH);
  }
}

function fromApiCallError(options: {
  error: APICallError;
  prefix: string;
  model: string;
}): IntelligenceError {
  const { error, prefix, model } = options;
  const status = error.statusCode;
  const detail = providerMessage(error);
  const said = detail ? `: ${detail}` : '';
  const make = (kind: IntelligenceErrorKind, isRetryable: boolean, text: string) =>
    new IntelligenceError({
      kind,
      isRetryable,
      statusCode: status,
      cause: error,
      message: `${prefix}: ${text}`,
    });

  if (status === undefined) {
    return make(
      'unavailable',
      true,
      `cannot reach ${error.url} (${error.message}). Check AI_BASE_URL and that the server is running.`,
    );
  }
  if (status === 401) {
    return make(
      'authentication',
      false,
      `the provider refused the API key (HTTP 401${said}). Check AI_API_KEY.`,
    );
  }
  if (status === 403) {
    return make(
      'authentication',
      false,
      `the API key may not use model "${model}" (HTTP 403${said}). Check AI_API_KEY and AI_MODEL.`,
    );
  }
  if (status === 404) {
    return make(
      'invalid-request',
      false,
      `the provider knows no model "${model}" at ${error.url} (HTTP 404${said}). Check AI_MODEL and AI_BASE_URL.`,
    );
  }
  if (status === 429) {
    return make('rate-limited', true, `the provider is rate limiting requests (HTTP 429${said}).`);
  }
  if (status === 408 || status === 409 || status >= 500) {
    return make('unavailable', true, `the provider failed (HTTP ${status}${said}).`);
  }
  return make(
    'invalid-request',
    false,
    `the provider rejected the request (HTTP ${status}${said}). Check AI_MODEL (a chat model with ` +
      `structured output) and AI_BASE_URL.`,
  );
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Any failure of an AI SDK call → `IntelligenceError`. `RetryError` (the SDK gave up after
 * retrying) is unwrapped to its last error, which says what actually went wrong.
 */
export function toIntelligenceError(options: {
  error: unknown;
  /** What was being done, e.g. `Cannot summarise "Acme demo" with openai:gpt-4.1-mini`. */
  prefix: string;
  model: string;
}): IntelligenceError {
  const { prefix, model } = options;
  let error = options.error;
  if (error instanceof IntelligenceError) return error;
  if (RetryError.isInstance(error)) error = error.lastError;

  if (APICallError.isInstance(error)) return fromApiCallError({ error, prefix, model });
  if (isOutputError(error)) {
    return new IntelligenceError({
      kind: 'invalid-output',
      isRetryable: false,
      cause: error,
      message:
        `${prefix}: the model did not answer with the requested JSON (${(error as Error).message}). ` +
        'Check AI_MODEL: it needs a model that follows JSON schemas (structured output).',
    });
  }
  if (LoadAPIKeyError.isInstance(error)) {
    return new IntelligenceError({
      kind: 'configuration',
      isRetryable: false,
      cause: error,
      message: `${prefix}: no API key. Set AI_API_KEY.`,
    });
  }
  if (isTimeout(error)) {
    return new IntelligenceError({
      kind: 'unavailable',
      isRetryable: true,
      cause: error,
      message: `${prefix}: the model did not answer in time (${(error as Error).message}).`,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new IntelligenceError({
    kind: 'unknown',
    isRetryable: false,
    cause: error,
    message: `${prefix}: ${message}`,
  });
}
