import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../providers/provider-errors';
import { newReference, registerErrorHandler } from './error-handler';
import { logSerializers } from './log-serializers';

describe('the error handler on a failure of ours', () => {
  it('answers a short message with a reference, and logs the detail once without query parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream, serializers: logSerializers },
      genReqId: newReference,
    });
    registerErrorHandler(app);
    const secret = 'ada@example.com';
    app.get('/boom', async () => {
      throw new DrizzleQueryError(
        'insert into users (email) values ($1)',
        [secret],
        new Error('unique violation'),
      );
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();

    expect(response.statusCode).toBe(500);
    const body = response.json() as { message: string; code: string };
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).not.toMatch(/insert|users|\$1/);
    const reference = body.message.match(/Reference: ([\w-]+)/)?.[1];
    expect(reference).toBeTruthy();

    const errorLines = lines.filter((line) => line.includes('Unhandled error'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain(reference);
    expect(errorLines[0]).toContain('insert into users');
    expect(lines.join('\n')).not.toContain(secret);
  });
});

describe('the error handler on a failure of an outside service', () => {
  it('answers 502 INTEGRATION_ERROR: a message written for people as it is, a vendor answer never', async () => {
    const app = Fastify({ logger: false, genReqId: newReference });
    registerErrorHandler(app);
    app.get('/vendor', async () => {
      throw new ProviderError({
        provider: 'hubspot',
        kind: 'unavailable',
        message: 'HubSpot failed (HTTP 503): {"internal":"shard-7 overloaded"}',
      });
    });
    app.get('/setting', async () => {
      throw new ProviderError({
        provider: 'llm',
        kind: 'auth',
        message: 'The AI provider refused the API key: check AI_API_KEY.',
        isUserFacing: true,
      });
    });
    const vendor = await app.inject({ method: 'GET', url: '/vendor' });
    const setting = await app.inject({ method: 'GET', url: '/setting' });
    await app.close();

    expect(vendor.statusCode).toBe(502);
    expect(vendor.json()).toMatchObject({ code: 'INTEGRATION_ERROR' });
    expect(vendor.json().message).toMatch(/hubspot.*try again.*Reference: /);
    expect(vendor.json().message).not.toContain('shard-7');
    expect(setting.statusCode).toBe(502);
    expect(setting.json()).toEqual({
      code: 'INTEGRATION_ERROR',
      message: 'The AI provider refused the API key: check AI_API_KEY.',
    });
  });
});

describe('request references', () => {
  it('are 8 URL-safe characters, all different, across more than one draw of random bytes', () => {
    const references = Array.from({ length: 5_000 }, newReference);
    for (const reference of references) expect(reference).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(new Set(references).size).toBe(references.length);
  });
});
