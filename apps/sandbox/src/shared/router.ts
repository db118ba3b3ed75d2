import type { IncomingMessage, ServerResponse } from 'node:http';

export type RouteContext = {
  req: IncomingMessage;
  res: ServerResponse;
  /** Path parameters, already percent-decoded. */
  params: Record<string, string>;
  url: URL;
};

export type Route = {
  method: string;
  /** A path like `/crm/v3/objects/:objectType/:objectId`; each `:name` matches one segment. */
  pattern: string;
  handle(context: RouteContext): void | Promise<void>;
};

type CompiledRoute = Route & { regex: RegExp; names: string[] };

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

export type Router = { match(options: { method: string; pathname: string }): RouteMatch };

/** A small path router: first matching pattern wins, so list literal paths before parameterised ones. */
export function createRouter(routes: readonly Route[]): Router {
  const compiled = routes.map(compileRoute);
  return {
    match({ method, pathname }) {
      const allowed: string[] = [];
      for (const route of compiled) {
        const found = route.regex.exec(pathname);
        if (!found) continue;
        const params = decodeParams({ names: route.names, values: found.slice(1) });
        if (!params) return { kind: 'not-found' };
        if (route.method !== method) {
          allowed.push(route.method);
          continue;
        }
        return { kind: 'found', route, params };
      }
      return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
    },
  };
}

function compileRoute(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // A trailing slash is tolerated: HubSpot's SDK calls `/crm/v3/owners/`.
  return { ...route, regex: new RegExp(`^${source}/?$`), names };
}

type DecodeParamsOptions = { names: string[]; values: string[] };

function decodeParams({ names, values }: DecodeParamsOptions): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    try {
      params[name] = decodeURIComponent(values[index] ?? '');
    } catch {
      return undefined;
    }
  }
  return params;
}
