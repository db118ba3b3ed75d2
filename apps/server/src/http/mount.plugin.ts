import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Hands every request under `prefix` to a plain Node handler, with the prefix stripped and the body
 * unread (the handler parses its own forms).
 */
export async function mountPlugin(
  app: FastifyInstance,
  options: { mountPath: string; handler: NodeHandler },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${options.mountPath}/*`,
    schema: { hide: true },
    handler(request, reply) {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(options.mountPath.length) || '/';
      options.handler(raw, reply.raw);
    },
  });
}
