import { randomBytes } from 'node:crypto';
import type { TErrorBody, TErrorCode } from '@ting/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ProviderError } from '../providers/provider-errors';
import { AppError, HTTP_STATUS_BY_CODE } from './app-error';

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'VALIDATION_ERROR',
  415: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};

/** What a caller sees of a failure on our side: no detail, a reference that finds it in the logs. */
export const internalErrorMessage = (reference: string): string =>
  `Something went wrong on our side. Please try again. (Reference: ${reference})`;

const REFERENCE_BYTES = 6;
/** Random bytes for 1,024 references, drawn at once: one draw per request was ~3 % of a small read. */
const POOL_BYTES = REFERENCE_BYTES * 1024;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** Request ids double as the reference users quote to support: short, random, unique across processes. */
export function newReference(): string {
  if (poolOffset + REFERENCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  poolOffset += REFERENCE_BYTES;
  return pool.toString('base64url', poolOffset - REFERENCE_BYTES, poolOffset);
}

/** One place where every thrown error becomes a `{message, code}` body with a fitting status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: TErrorBody = { message: error.message, code: error.code };
      return reply.status(HTTP_STATUS_BY_CODE[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return where ? `${where}: ${issue.message}` : issue.message;
        })
        .join('; ');
      const body: TErrorBody = {
        message: `Invalid ${error.validationContext ?? 'request'}: ${details}`,
        code: 'VALIDATION_ERROR',
      };
      return reply.status(400).send(body);
    }
    if (error instanceof ProviderError) {
      // An outside system failed while serving the request: ours to log, theirs to blame, the
      // caller's to retry. Vendor answers stay in the log unless the message was written for people.
      request.log.warn({ err: error, reference: request.id }, 'Outside service failed');
      const body: TErrorBody = {
        message: error.isUserFacing
          ? error.message
          : `An outside service (${error.provider}) did not answer as expected. Please try again shortly. (Reference: ${request.id})`,
        code: 'INTEGRATION_ERROR',
      };
      return reply.status(HTTP_STATUS_BY_CODE.INTEGRATION_ERROR).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: TErrorBody = { message: error.message, code: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR' };
      return reply.status(status).send(body);
    }
    // The detail goes to the log once, under the request's id; the caller sees only that id.
    request.log.error({ err: error, reference: request.id }, 'Unhandled error');
    const body: TErrorBody = { message: internalErrorMessage(request.id), code: 'INTERNAL_ERROR' };
    return reply.status(500).send(body);
  });
}
