import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Hands every request under `mountPath` to a plain Node handler with the body unread (the handler
 * reads its own bodies). The path is stripped unless `keepPath` is set.
 */
export async function mountPlugin(
  app: FastifyInstance,
  options: {
    mountPath: string;
    handler: NodeHandler;
    keepPath?: boolean;
    /** The largest body the handler accepts: a longer declared Content-Length is refused early (413). */
    bodyLimit: number;
  },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: options.keepPath ? options.mountPath : `${options.mountPath}/*`,
    bodyLimit: options.bodyLimit,
    schema: { hide: true },
    handler(request, reply) {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      if (!options.keepPath) raw.url = (raw.url ?? '/').slice(options.mountPath.length) || '/';
      options.handler(raw, reply.raw);
    },
  });
  if (options.keepPath) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: `${options.mountPath}/*`,
      bodyLimit: options.bodyLimit,
      schema: { hide: true },
      handler(request, reply) {
        reply.hijack();
        options.handler(request.raw, reply.raw);
      },
    });
  }
}
