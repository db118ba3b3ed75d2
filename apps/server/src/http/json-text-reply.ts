import type { FastifyReply } from 'fastify';

/**
 * Sends a body that is already the route's response as JSON text (as PostgreSQL wrote it): Fastify
 * sends a string as it is, without the response schema's serializer, so tests hold it to the schema.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
