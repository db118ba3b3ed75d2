import { vi } from 'vitest';

export type TRecordedCall = {
  method: string;
  /** Path plus query string, as the app requested it. */
  path: string;
  body: unknown;
  headers: Headers;
};

export type TStubResponse = { status?: number; body?: unknown } | 'network-error';
export type TStubRoute = TStubResponse | ((call: TRecordedCall) => TStubResponse);

const parseBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Replaces `globalThis.fetch` for one test with routes keyed 'METHOD /path?query'. Unknown routes answer 404,
 * so a missing stub shows up as a failing assertion instead of a hang.
 */
export const stubFetch = (routes: Record<string, TStubRoute>) => {
  const calls: TRecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call: TRecordedCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: `${url.pathname}${url.search}`,
      body: parseBody(init?.body),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const result: TStubResponse = route
      ? typeof route === 'function'
        ? route(call)
        : route
      : { status: 404, body: { message: `No stub for ${call.method} ${call.path}`, code: 'NOT_FOUND' } };
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
};
