import { ZErrorBodySchema } from '@ting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/http/rate-limits';
import { createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

/*
 * Every route of the OpenAPI document, fed what an attacker (or a broken client) sends: NUL characters,
 * unpaired surrogates, megabyte strings, dates outside any sane range, ids made of dashes, negative and
 * huge numbers — one field at a time, with a valid Bearer token so each request gets past
 * authentication to the code that handles the field. No answer may be a 5xx, and every 4xx must be
 * the `{message, code}` body the web app's error catalogue reads.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  nullable?: boolean;
};
type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Routes the fuzzer leaves alone, and why. */
const SKIPPED_ROUTES: Record<string, string> = {
  // Refused before its body is read unless the Svix signature over the raw body matches; signed
  // hostile webhook bodies are covered by the recorder's own tests.
  'POST /api/webhooks/recall': 'signed webhook',
};
/** Prefixes that are not JSON API routes: the chat WebSocket, tus uploads, the sandbox's stand-ins. */
const SKIPPED_PREFIXES = ['/chat', '/api/uploads', '/sandbox'];
/**
 * OAuth callbacks are browser redirects: their refusals are HTML pages, by design, and `?error=` is the
 * provider saying the connection failed upstream, which the page reports as 502.
 */
const BROWSER_PAGES = new Set(['/api/auth/google-calendar', '/api/auth/hubspot/callback']);
const isProviderErrorPage = (
  route: string,
  label: string,
  response: { statusCode: number; headers: Record<string, unknown> },
) =>
  BROWSER_PAGES.has(route) &&
  label.startsWith('query error:') &&
  response.statusCode === 502 &&
  String(response.headers['content-type']).startsWith('text/html');

const HUGE = 'x'.repeat(1024 * 1024);
/** Hostile text for every string slot: path, query and body. */
const HOSTILE_STRINGS: Record<string, string> = {
  NUL: '\u0000',
  'lone high surrogate': '\ud800',
  'lone low surrogate': 'a\udc00b',
  '1 MB string': HUGE,
  'date 9999-12-31': '9999-12-31',
  'date 0000-01-01': '0000-01-01',
  'date-time past 9999 in UTC': '9999-12-31T23:59:59-12:00',
  'date-time 9999': '9999-12-31T23:59:59Z',
  'date-time 0000': '0000-01-01T00:00:00Z',
  '36 dashes': '-'.repeat(36),
};
/**
 * What no declared field may accept: text that cannot be stored. An unpaired surrogate reaches the
 * server only in JSON (`\ud800`); in a URL its bytes are not UTF-8 and decode to U+FFFD or are refused.
 */
const UNSTORABLE_IN_URLS = new Set(['NUL']);
const UNSTORABLE_IN_JSON = new Set([...UNSTORABLE_IN_URLS, 'lone high surrogate', 'lone low surrogate']);
/** What no date or date-time field may accept: dates outside 1970..2099. */
const OUT_OF_RANGE_DATES = new Set([
  'date 9999-12-31',
  'date 0000-01-01',
  'date-time past 9999 in UTC',
  'date-time 9999',
  'date-time 0000',
]);

/** Hostile numbers for integer and number slots (as JSON numbers in bodies, as text in queries). */
const HOSTILE_NUMBERS: Record<string, number | string> = {
  negative: -1,
  'most negative 64-bit': '-9223372036854775808',
  'beyond 64 bits': '99999999999999999999999',
  '1e308': 1e308,
  'not a number': 'NaN',
  fraction: 1.5,
};

/** Percent-encodes for a URL; an unpaired surrogate goes as its 3-byte (WTF-8) form, which no encoder emits. */
function encodeHostile(value: string): string {
  let encoded = '';
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(value[index] as string);
    }
  }
  return encoded;
}

/** The first schema of a union that is not `null`. */
function concrete(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!options) return schema;
  return concrete(options.find((option) => option.type !== 'null') ?? options[0] ?? {});
}
const typeOf = (schema: JsonSchema): string | undefined => {
  const { type } = concrete(schema);
  return Array.isArray(type) ? type.find((entry) => entry !== 'null') : type;
};

/** A valid value for a schema: what a well-behaved client would send; arrays get one item so their fields are reached. */
function exampleOf(schema: JsonSchema, name = ''): unknown {
  const resolved = concrete(schema);
  if (resolved.enum?.length) return resolved.enum[0];
  switch (typeOf(resolved)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, exampleOf(value, key)]),
      );
    case 'array':
      return resolved.items ? [exampleOf(resolved.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(resolved.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (resolved.format === 'email') return 'dana@example.com';
      if (resolved.format === 'date') return '2026-11-17';
      if (resolved.format === 'date-time') return '2026-11-17T15:00:00Z';
      return name === 'filename' ? 'call.txt' : 'Pricing call';
    default:
      return null;
  }
}

type Slot = { path: Array<string | number>; kind: 'string' | 'number'; format?: string };
/** Every string and number field of a body schema, nested objects and array items included. */
function slotsOf(schema: JsonSchema, path: Array<string | number> = []): Slot[] {
  const resolved = concrete(schema);
  switch (typeOf(resolved)) {
    case 'object':
      return Object.entries(resolved.properties ?? {}).flatMap(([key, value]) =>
        slotsOf(value, [...path, key]),
      );
    case 'array':
      return resolved.items ? slotsOf(resolved.items, [...path, 0]) : [];
    case 'integer':
    case 'number':
      return [{ path, kind: 'number' }];
    case 'string':
      return [{ path, kind: 'string', format: resolved.format }];
    default:
      return [];
  }
}

function withValue(base: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1) as string | number] = value;
  return copy;
}

type FuzzCase = {
  label: string;
  method: string;
  url: string;
  body?: string;
  /** Set when a success would mean the value was taken in: it must be refused with a 4xx. */
  mustRefuse?: boolean;
};

/** Whether a declared field must refuse a hostile value (any field: unstorable text; date fields: far dates). */
const mustRefuse = (label: string, format: string | undefined, where: 'query' | 'body') =>
  (where === 'body' ? UNSTORABLE_IN_JSON : UNSTORABLE_IN_URLS).has(label) ||
  (OUT_OF_RANGE_DATES.has(label) && (format === 'date' || format === 'date-time'));

describe('OpenAPI fuzz: hostile text, dates, ids and numbers never get a 5xx', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let meetingId: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    // Listening, with the sandbox mounted: the authorize routes reach a (stand-in) Google and HubSpot.
    // Hundreds of requests from one user and address: the rate limits (tested on their own) must not
    // turn validation checks into 429s.
    const unlimited = Object.fromEntries(
      Object.keys(RATE_LIMITS).map((name) => [name, { points: 1_000_000, durationSeconds: 60 }]),
    );
    t = await createTestApp({ listen: true, rateLimits: { limits: unlimited } });
    ada = await t.signUp('ada@acme.test', 'Ada');
    // A real meeting, ready with outputs, so fuzzed bodies and queries reach the code behind the lookup.
    ({ id: meetingId } = await createReadyMeeting(t, { user: ada }));
    document = t.app.swagger() as unknown as OpenApiDocument;
  });
  afterAll(() => t?.close());

  function casesFor(method: string, route: string, operation: Operation): FuzzCase[] {
    const parameters = operation.parameters ?? [];
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;

    const basePath = Object.fromEntries(pathParameters.map((parameter) => [parameter.name, meetingId]));
    const baseQuery = Object.fromEntries(
      queryParameters
        .filter((parameter) => parameter.required)
        .map((parameter) => [parameter.name, String(exampleOf(parameter.schema ?? {}, parameter.name))]),
    );
    const baseBody = bodySchema ? exampleOf(bodySchema) : undefined;

    const urlOf = (path: Record<string, string>, query: Record<string, string>) => {
      const filled = route.replace(/\{(\w+)\}/g, (_, name: string) => path[name] as string);
      const search = Object.entries(query)
        .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
        .join('&');
      return search ? `${filled}?${search}` : filled;
    };
    const encodedBaseQuery = Object.fromEntries(
      Object.entries(baseQuery).map(([name, value]) => [name, encodeURIComponent(value)]),
    );
    const baseBodyText = baseBody === undefined ? undefined : JSON.stringify(baseBody);

    const cases: FuzzCase[] = [];
    for (const parameter of pathParameters) {
      for (const [label, value] of Object.entries(HOSTILE_STRINGS)) {
        cases.push({
          label: `path ${parameter.name}: ${label}`,
          method,
          url: urlOf({ ...basePath, [parameter.name]: encodeHostile(value) }, encodedBaseQuery),
          body: baseBodyText,
        });
      }
    }
    // Every route also gets a parameter it does not declare, which must be ignored or refused cleanly.
    const unexpected: Parameter = { in: 'query', name: 'unexpected', schema: { type: 'string' } };
    for (const parameter of [...queryParameters, unexpected]) {
      const isNumber = ['integer', 'number'].includes(typeOf(parameter.schema ?? {}) ?? '');
      const values: Record<string, string> = Object.fromEntries(
        Object.entries(HOSTILE_STRINGS)
          .filter(([label]) => parameter !== unexpected || label === 'NUL' || label === 'lone high surrogate')
          .map(([label, value]) => [label, encodeHostile(value)]),
      );
      if (isNumber) {
        for (const [label, value] of Object.entries(HOSTILE_NUMBERS))
          values[label] = encodeURIComponent(value);
      }
      for (const [label, value] of Object.entries(values)) {
        cases.push({
          label: `query ${parameter.name}: ${label}`,
          method,
          url: urlOf(basePath, { ...encodedBaseQuery, [parameter.name]: value }),
          body: baseBodyText,
          mustRefuse: parameter.name !== 'unexpected' && mustRefuse(label, parameter.schema?.format, 'query'),
        });
      }
    }
    if (bodySchema) {
      for (const slot of slotsOf(bodySchema)) {
        const values: Record<string, unknown> = slot.kind === 'number' ? HOSTILE_NUMBERS : HOSTILE_STRINGS;
        for (const [label, value] of Object.entries(values)) {
          // JSON.stringify writes an unpaired surrogate as a `\ud800` escape, so it reaches the server intact.
          const body = JSON.stringify(withValue(baseBody, slot.path, value));
          cases.push({
            label: `body ${slot.path.join('.')}: ${label}`,
            method,
            url: urlOf(basePath, encodedBaseQuery),
            body,
            mustRefuse: mustRefuse(label, slot.format, 'body'),
          });
        }
      }
    }
    return cases;
  }

  it('answers every hostile request with a 4xx {message, code} or a success, never a 5xx', async () => {
    // Deletions last, the shortest path (the meeting itself) very last: the sweep's requests that carry
    // the real meeting id must find it.
    const deletesLast = (entry: { route: string; method: string }) =>
      entry.method === 'DELETE' ? 1_000 - entry.route.length : 0;
    const routes = Object.entries(document.paths)
      .flatMap(([route, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          route,
          method: method.toUpperCase(),
          operation,
        })),
      )
      .sort((a, b) => deletesLast(a) - deletesLast(b));
    // Unpaired surrogates travel as `\ud800` escapes, which JSON.stringify writes (well-formed JSON.stringify).
    expect(JSON.stringify('\ud800')).toBe('"\\ud800"');
    // The document must be the real one: a fuzzer that sends nothing proves nothing.
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map(({ method, route }) => `${method} ${route}`)).toEqual(
      expect.arrayContaining([
        'POST /api/meetings',
        'PATCH /api/meetings/{id}/action-items',
        'PATCH /auth/user/meta',
        'PATCH /api/organization',
        'POST /api/organization/invitations',
      ]),
    );

    const failures: string[] = [];
    let sent = 0;
    for (const { route, method, operation } of routes) {
      if (
        SKIPPED_ROUTES[`${method} ${route}`] ||
        SKIPPED_PREFIXES.some((prefix) => route.startsWith(prefix))
      ) {
        continue;
      }
      for (const fuzz of casesFor(method, route, operation)) {
        sent += 1;
        const response = await t.app.inject({
          method: fuzz.method as 'GET',
          url: fuzz.url,
          headers: {
            authorization: `Bearer ${ada.accessToken}`,
            ...(fuzz.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(fuzz.body === undefined ? {} : { payload: fuzz.body }),
        });
        const where = `${method} ${route} — ${fuzz.label}`;
        if (response.statusCode >= 500 && !isProviderErrorPage(route, fuzz.label, response)) {
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        if (response.statusCode < 400) {
          if (fuzz.mustRefuse)
            failures.push(`${where}: accepted with ${response.statusCode}, must be refused`);
          continue;
        }
        if (
          BROWSER_PAGES.has(route) &&
          response.headers['content-type']?.toString().startsWith('text/html')
        ) {
          continue;
        }
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = response.body.slice(0, 200);
        }
        const parsed = ZErrorBodySchema.strict().safeParse(body);
        if (!parsed.success) {
          failures.push(
            `${where}: ${response.statusCode} not {message, code}: ${JSON.stringify(body).slice(0, 200)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 120_000);
});
