import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TErrorBody } from '@ting/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPageNavigation } from './page-navigation';

/**
 * The spec's own API paths outside `/api/` (spec section 7). They answer JSON to programs only: a person
 * who types one into the address bar gets the web app, whose router shows its not-found page.
 */
const SPEC_API_PREFIXES = ['/auth', '/integrations', '/fields', '/billing', '/chat'];

/** Paths that belong to the API (the spec's own paths, everything under /api and the sandbox); never the SPA. */
const API_PREFIXES = ['/api', ...SPEC_API_PREFIXES, '/sandbox'];

const pathnameOf = (url: string): string => url.split('?')[0] ?? url;

const isUnder = (pathname: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export function isApiPath(url: string): boolean {
  return isUnder(pathnameOf(url), API_PREFIXES);
}

/** Hashed build output: a new build writes new names, so a browser may keep these for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA — Brotli or gzip files written beside each asset at build time when the browser
 * accepts them — and answers page navigations to any unknown path, and to the spec's API paths, with its
 * index.html, so client routes load on refresh. Programs calling unknown API paths get a JSON 404.
 *
 * Not encapsulated: the navigation hook must see the routes other plugins registered.
 */
export async function webAppPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      // The same URL is JSON for the API's callers.
      .header('vary', 'accept, sec-fetch-mode')
      .sendFile('index.html');

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // index.html must always be revalidated, or a browser would keep asking for assets of an old build.
        reply.header(
          'cache-control',
          path.relative(options.distDir, filePath).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (isPageNavigation(request) && isUnder(pathnameOf(request.url), SPEC_API_PREFIXES)) {
        return sendIndex(reply);
      }
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' && !isApiPath(request.url)) || isPageNavigation(request);
    if (wantsPage && hasWebApp) return sendIndex(reply);
    const body: TErrorBody = {
      message: wantsPage
        ? `The web app is not built (no ${indexFile}). Run \`npm run build\` or \`npm start\`.`
        : `No route for ${request.method} ${pathnameOf(request.url)}`,
      code: 'NOT_FOUND',
    };
    return reply.status(404).send(body);
  });
}

// Registered on the caller's instance itself (Fastify's documented alternative to fastify-plugin).
Object.assign(webAppPlugin, { [Symbol.for('skip-override')]: true });
