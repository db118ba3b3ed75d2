import { Auth, type AuthConfig } from '@auth/core';
import type { FastifyInstance } from 'fastify';
import { AUTH_BASE_PATH } from './auth-config';

/**
 * Bridges Fastify to Auth.js: the request becomes a web `Request`, Auth.js answers with a `Response`.
 * Inside this plugin only, bodies stay raw: Auth.js parses its own form posts.
 */
export async function authPlugin(app: FastifyInstance, options: { authConfig: AuthConfig; appUrl: string }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
      const webRequest = new Request(new URL(request.url, options.appUrl), {
        method: request.method,
        headers,
        body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
      });
      const response = await Auth(webRequest, options.authConfig);

      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
