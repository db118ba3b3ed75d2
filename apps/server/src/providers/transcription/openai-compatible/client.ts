import { stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parseRetryAfter } from '../../provider-errors';
import { type HttpFailureContext, httpFailureToError, TranscriptionError } from './errors';
import { type ChunkTranscript, mapTranscriptionResponse, ZTranscriptionResponseSchema } from './mappers';
import { buildMultipartBody } from './multipart-body';

export type OpenAiCompatibleClientOptions = {
  /** Up to and including the version, e.g. `https://api.openai.com/v1` or `http://localhost:8000/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; self-hosted servers often need none. */
  apiKey?: string;
  model: string;
  /** One request's limit; a slow CPU server can take minutes for a 10-minute chunk. */
  requestTimeoutMs?: number;
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
};

export type TranscribeFileOptions = {
  filePath: string;
  /** The file's duration: clamps segment times and spans the one segment of a text-only answer. */
  durationMs: number;
  /** ISO-639-1 hint. */
  language?: string;
  signal?: AbortSignal;
};

export type OpenAiCompatibleClient = {
  /** Uploads one (small) audio file and returns its segments, relative to the file's start. */
  transcribeFile(options: TranscribeFileOptions): Promise<ChunkTranscript>;
};

const DEFAULT_REQUEST_TIMEOUT_MS = 15 * 60_000;
const DETAIL_MAX_CHARS = 300;
const MIME_TYPES: Record<string, string> = {
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.mp4': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.webm': 'audio/webm',
};

/** A client for `POST {baseUrl}/audio/transcriptions` as OpenAI defines it (multipart, `verbose_json`). */
export function createOpenAiCompatibleClient(options: OpenAiCompatibleClientOptions): OpenAiCompatibleClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const url = `${baseUrl}/audio/transcriptions`;
  const doFetch = options.fetch ?? fetch;
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  return {
    async transcribeFile({ filePath, durationMs, language, signal }) {
      signal?.throwIfAborted();
      const { size: uploadBytes } = await stat(filePath);
      const fields: Array<[string, string]> = [
        ['model', options.model],
        ['response_format', 'verbose_json'],
        ['timestamp_granularities[]', 'segment'],
      ];
      if (language) fields.push(['language', language]);
      const multipart = buildMultipartBody({
        fields,
        file: {
          fieldName: 'file',
          fileName: basename(filePath),
          contentType: MIME_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream',
          path: filePath,
          size: uploadBytes,
        },
      });

      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': multipart.contentType,
        'content-length': String(multipart.contentLength),
      };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

      const timeout = AbortSignal.timeout(requestTimeoutMs);
      let response: Response;
      let body: string;
      try {
        const init: RequestInit & { duplex: 'half' } = {
          method: 'POST',
          headers,
          body: multipart.body,
          // Node's fetch requires it for a stream body; the RequestInit type does not know it.
          duplex: 'half',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        };
        response = await doFetch(url, init);
        body = await response.text();
      } catch (error) {
        throw requestFailureToError({ error, signal, timeout, url, requestTimeoutMs });
      }

      if (!response.ok) {
        const context: HttpFailureContext = {
          status: response.status,
          baseUrl,
          model: options.model,
          hasApiKey: Boolean(options.apiKey),
          detail: errorDetail(body),
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
          uploadBytes,
        };
        throw httpFailureToError(context);
      }

      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch (error) {
        throw new TranscriptionError({
          code: 'BAD_RESPONSE',
          status: response.status,
          message: `The speech-to-text server at ${baseUrl} did not answer with JSON (is TRANSCRIBE_BASE_URL an OpenAI-compatible server?): ${shorten(body)}`,
          cause: error,
        });
      }
      const parsed = ZTranscriptionResponseSchema.safeParse(json);
      if (!parsed.success) {
        throw new TranscriptionError({
          code: 'BAD_RESPONSE',
          status: response.status,
          message: `The speech-to-text server at ${baseUrl} answered in an unexpected shape: ${parsed.error.issues
            .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
            .join('; ')}`,
        });
      }
      return mapTranscriptionResponse({ response: parsed.data, chunkDurationMs: durationMs });
    },
  };
}

/** A fetch that threw: our own abort passes through untouched; timeouts and network errors can be retried. */
function requestFailureToError(options: {
  error: unknown;
  signal: AbortSignal | undefined;
  timeout: AbortSignal;
  url: string;
  requestTimeoutMs: number;
}): unknown {
  const { error, signal, timeout, url } = options;
  if (signal?.aborted) return signal.reason ?? error;
  if (timeout.aborted) {
    return new TranscriptionError({
      code: 'TIMEOUT',
      message: `The speech-to-text server at ${url} did not answer within ${Math.round(options.requestTimeoutMs / 1000)} s`,
      cause: error,
    });
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error).message;
  return new TranscriptionError({
    code: 'NETWORK',
    message: `Could not reach the speech-to-text server at ${url} (${reason})`,
    cause: error,
  });
}

/** The server's own error text: OpenAI's `{error: {message}}`, FastAPI's `{detail}`, or the body. */
function errorDetail(body: string): string | null {
  if (!body.trim()) return null;
  try {
    const json = JSON.parse(body) as {
      error?: { message?: unknown } | string;
      detail?: unknown;
      message?: unknown;
    };
    const candidate =
      (typeof json.error === 'object' ? json.error?.message : json.error) ?? json.detail ?? json.message;
    if (candidate !== undefined)
      return shorten(typeof candidate === 'string' ? candidate : JSON.stringify(candidate));
  } catch {
    // Not JSON: the text itself.
  }
  return shorten(body);
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DETAIL_MAX_CHARS ? `${flat.slice(0, DETAIL_MAX_CHARS)}…` : flat;
}
