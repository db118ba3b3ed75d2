import type { TErrorBody, TErrorCode } from '@ting/contracts';
import { ZErrorBodySchema } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, HTTP_STATUS_BY_CODE } from '../../http/app-error';
import { internalErrorMessage, newReference } from '../../http/error-handler';
import { StorageFullError } from '../usage/storage-full-error';
import { NotARecordingError } from './media-type';

/** What tus answers with when a hook throws it: a status and a body. */
export type TusError = { status_code: number; body: string };

export const tusError = (status: number, body: TErrorBody): TusError => ({
  status_code: status,
  body: JSON.stringify(body),
});

/** A refusal of ours in tus's terms; a file that is not a recording is 415, as at creation, one past the storage 413. */
export function tusErrorOf(error: unknown): unknown {
  if (error instanceof NotARecordingError) {
    return tusError(415, { code: error.code, message: error.message });
  }
  // Too large for the room the plan leaves: 413, as for a file over the 4 GB limit.
  if (error instanceof StorageFullError) {
    return tusError(413, { code: error.code, message: error.message });
  }
  if (error instanceof AppError) {
    return tusError(HTTP_STATUS_BY_CODE[error.code], { code: error.code, message: error.message });
  }
  return error;
}

const isTusError = (error: unknown): error is TusError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as TusError).status_code === 'number' &&
  typeof (error as TusError).body === 'string';

/** tus's statuses in our codes (tus answers 403 for malformed requests, 410 for removed uploads). */
function codeOf(status: number): TErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 409 || status === 423) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_ERROR';
}

/** A body of ours already, or null. */
function errorBodyOf(body: string): TErrorBody | null {
  try {
    const parsed = ZErrorBodySchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** tus's own fixed refusals ("Upload-Offset conflict\n") as a short sentence; they carry no detail. */
function messageOfTusText(status: number, body: string): string {
  if (status === 413) return 'This file is larger than 4 GB, the limit for recordings.';
  const line = body.split('\n')[0]?.trim().slice(0, 300) ?? '';
  return line ? `${line.replace(/\.$/, '')}.` : 'The upload request was refused.';
}

/**
 * Every tus error as our `{message, code}` body (tus's `onResponseError`): our refusals as they are,
 * tus's protocol refusals in a short sentence, and anything else — a database error with its SQL, a
 * file system error with its path — as a 500 whose detail goes to the log once, under a reference the
 * caller sees.
 */
export function tusErrorResponse(options: { error: unknown; log: FastifyBaseLogger }): TusError {
  const { error, log } = options;
  if (isTusError(error) && error.status_code < 500) {
    const ours = errorBodyOf(error.body);
    if (ours) return error;
    return tusError(error.status_code, {
      code: codeOf(error.status_code),
      message: messageOfTusText(error.status_code, error.body),
    });
  }
  const reference = newReference();
  // The logger's error serializer cuts messages and stacks and drops failed queries' parameters.
  if (error instanceof Error) log.error({ err: error, reference }, 'Recording upload failed');
  else
    log.error(
      { reference, detail: String(isTusError(error) ? error.body : error).slice(0, 2000) },
      'Recording upload failed',
    );
  return tusError(500, { code: 'INTERNAL_ERROR', message: internalErrorMessage(reference) });
}

/**
 * For the few answers tus writes without passing through `onResponseError` (a missing Tus-Resumable,
 * malformed headers, an unknown method): the same shape.
 */
export function asJsonErrorBody(status: number, body: string): string {
  if (errorBodyOf(body)) return body;
  const code: TErrorCode = status >= 500 ? 'INTERNAL_ERROR' : codeOf(status);
  const message = status >= 500 ? internalErrorMessage(newReference()) : messageOfTusText(status, body);
  return JSON.stringify({ code, message } satisfies TErrorBody);
}
