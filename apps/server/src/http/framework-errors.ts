import type { TErrorBody } from '@ting/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route (and so before the error
 * handler) runs, answered with the same `{message, code}` body as every other error. A path parameter
 * longer than the router allows cannot be one of our ids, so it names nothing (404), like any other
 * malformed id; a path whose percent-encoding does not decode (e.g. an unpaired surrogate, `%ED%A0%80`)
 * is not a valid address (400). Neither message repeats the path, which may be a megabyte long.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const body: TErrorBody = { message: 'Nothing was found at this address.', code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    const body: TErrorBody = {
      message: 'The address is not valid: it could not be decoded.',
      code: 'VALIDATION_ERROR',
    };
    return reply.status(400).send(body);
  }
  const body: TErrorBody = {
    message: 'Something went wrong on our side. Please try again.',
    code: 'INTERNAL_ERROR',
  };
  return reply.status(500).send(body);
}
