import type { TErrorBody } from '@ting/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Refuses a request whose declared `Content-Length` exceeds its route's `bodyLimit` with 413 as soon
 * as its headers arrive: before authentication (route `onRequest` hooks run after this root one) and
 * without reading the body. Bodies sent without a length are still cut off at the limit while they
 * are read.
 */
export function registerBodyLimitCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit;
    if (!(Number.isFinite(declared) && limit !== undefined && declared > limit)) return;
    const body: TErrorBody = {
      message: `The request body is ${declared} bytes, over this endpoint's limit of ${limit} bytes.`,
      code: 'VALIDATION_ERROR',
    };
    // The client may still be sending the body: close the connection rather than read it.
    return reply.status(413).header('connection', 'close').send(body);
  });
}
