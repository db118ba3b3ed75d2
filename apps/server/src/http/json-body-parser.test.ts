import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJsonBodyParser } from './json-body-parser';

describe('the JSON body parser', () => {
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 });
  beforeAll(async () => {
    registerJsonBodyParser(app);
    app.post('/echo', async (request) => ({ body: request.body }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
  const large = (inner: string) => `{"padding":"${'x'.repeat(1024 * 1024)}",${inner}}`;

  it('parses small and large bodies alike (large ones on a worker thread)', { timeout: 30_000 }, async () => {
    const small = await post('{"title":"Call","n":[1,2]}');
    expect(small.json()).toEqual({ body: { title: 'Call', n: [1, 2] } });
    const body = large('"title":"Ünïcode ✓","n":[1,{"a":null}]');
    const parsed = await post(body);
    expect(parsed.statusCode).toBe(200);
    expect(parsed.json()).toEqual({ body: JSON.parse(body) });
  });

  it.each([
    ['invalid JSON', '{"title": '],
    ['a __proto__ key', '{"a":{"__proto__":{"admin":true}}}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}'],
  ])('answers 400 for %s, small or large', { timeout: 30_000 }, async (_label, inner) => {
    const bodies = [inner, inner.startsWith('{"') ? large(inner.slice(1, -1)) : `${large('"a":1')}${inner}`];
    for (const payload of bodies) {
      const response = await post(payload);
      expect(response.statusCode, payload.slice(-60)).toBe(400);
      expect(response.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
    }
  });

  it('answers 400 for an empty body', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
  });
});
