import type { FastifyRequest } from 'fastify';

/**
 * Query parameters kept out of logs: credentials (the chat's access token, signed media links, OAuth
 * codes and states, share links) and search terms (`q`: the meetings list, transcript and CRM
 * searches, the assistant's meeting picker), which hold names, emails and whatever else a person looks
 * for. The logged URL still shows that a search happened.
 */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'share', 'q']);
/** Path segments that are credentials: JWTs, and long random tokens (ids such as UUIDs are shorter or dotted). */
const SECRET_SEGMENT = /^(?:eyJ[\w-]*\.[\w-]+\.[\w-]*|[\w-]{40,})$/;
const REDACTED = '[redacted]';
/** Log lines stay readable: a message or stack longer than this is cut. */
export const MAX_LOGGED_TEXT = 2000;

/** The URL with secret path segments and query values replaced, for logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = pathname
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (queryStart === -1) return redactedPath;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key)) params.set(key, REDACTED);
  }
  return `${redactedPath}?${params.toString()}`;
}

export const cut = (text: string, max = MAX_LOGGED_TEXT): string =>
  text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;

export type SerializedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: { type: string; message: string; code?: unknown };
};

/**
 * Errors as the logs see them: only name, message, stack and code — never a failed query's parameters
 * (they hold prompts, names, emails and transcripts) or other properties an error carries; a failed
 * query shows its SQL and the database's reason. Messages and stacks are cut to a sane length.
 */
export function serializeError(error: Error): SerializedError {
  // pino hands over whatever was logged under `err`.
  if (!(error instanceof Error)) return { type: typeof error, message: cut(String(error)), stack: '' };
  const failedQuery = error as Error & { query?: unknown; params?: unknown };
  const isFailedQuery = typeof failedQuery.query === 'string' && 'params' in failedQuery;
  const message = isFailedQuery ? `Failed query: ${cut(String(failedQuery.query), 500)}` : cut(error.message);
  const stackFrames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type: error.name,
    message,
    stack: cut([`${error.name}: ${message}`, ...stackFrames].join('\n')),
  };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code !== undefined) serialized.code = code;
  if (statusCode !== undefined) serialized.statusCode = statusCode;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    serialized.cause = {
      type: cause.name,
      message: cut(cause.message, 500),
      code: (cause as { code?: unknown }).code,
    };
  }
  return serialized;
}

/** Fastify's default request serializer, with secrets kept out of the logged URL; errors as above. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err: serializeError,
};
