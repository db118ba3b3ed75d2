import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TErrorBody } from '@ting/contracts';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the API (the spec's own paths and everything under /api); never the SPA. */
const API_PREFIXES = ['/api/', '/auth/', '/integrations', '/fields', '/billing', '/chat', '/sandbox/'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}

/**
 * Serves the built SPA and answers every other unknown GET with its index.html, so client routes
 * load on refresh. Unknown API paths get a JSON 404.
 */
export async function webAppPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url);
    if (wantsPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: TErrorBody = {
      message: wantsPage
        ? `The web app is not built (no ${indexFile}). Run \`npm run build\` or \`npm start\`.`
        : `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    };
    return reply.status(404).send(body);
  });
}
