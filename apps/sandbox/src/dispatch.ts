import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxService } from './service.js';
import { sendError } from './shared/http.js';

/**
 * Routes on the first path segment (`/google/...` → the Google service, with `/google` stripped).
 * Anything else gets a 404 in the product's `{message, code}` error shape.
 */
export function createDispatcher(services: ReadonlyMap<string, SandboxService>) {
  return function dispatch(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    const match = /^\/([^/?#]+)(.*)$/s.exec(url);
    const service = match?.[1] ? services.get(match[1]) : undefined;
    if (!match || !service) {
      const known = [...services.keys()].map((name) => `/${name}`).join(', ');
      sendError(res, {
        status: 404,
        code: 'not_found',
        message: `No sandbox service at ${url.split('?')[0]}; the sandbox serves ${known}`,
      });
      return;
    }

    const rest = match[2] ?? '';
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    Promise.resolve()
      .then(() => service.handle(req, res))
      .catch((error: unknown) => {
        console.error(`Sandbox /${match[1]} failed on ${req.method} ${url}:`, error);
        if (res.headersSent) return res.destroy();
        sendError(res, {
          status: 500,
          code: 'sandbox_error',
          message: `Sandbox /${match[1]} failed: ${String(error)}`,
        });
      });
  };
}
