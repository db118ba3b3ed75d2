import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { dropUntrustedForwarding, parseTrustProxy, type TrustProxy, trustProxyFunction } from './trust-proxy';

const settingOf = (value: string): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.trustProxy;
};

describe('trust-proxy', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  /** What Fastify makes of a request: its client address, host and protocol, and what tus would read. */
  async function seen(value: string, remoteAddress: string, headers: Record<string, string>) {
    const trustProxy = settingOf(value);
    const drop = dropUntrustedForwarding(trustProxy);
    app = Fastify({ trustProxy: trustProxyFunction(trustProxy) });
    app.get('/', async (request) => {
      const { ip, host, protocol } = request;
      drop(request.raw);
      return { ip, host, protocol, forwardedHost: request.raw.headers['x-forwarded-host'] ?? null };
    });
    return (await app.inject({ method: 'GET', url: '/', remoteAddress, headers })).json();
  }

  it('with one hop, takes the address the proxy appended, whatever the client wrote before it', async () => {
    const headers = {
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      'x-forwarded-host': 'ting.example.com',
      'x-forwarded-proto': 'https',
    };
    expect(await seen('1', '10.0.0.2', headers)).toEqual({
      ip: '203.0.113.9',
      host: 'ting.example.com',
      protocol: 'https',
      forwardedHost: 'ting.example.com',
    });
    // Two hops (a load balancer, then a proxy): one more address from the right.
    expect((await seen('2', '10.0.0.2', headers)).ip).toBe('198.51.100.1');
  });

  it('with a list, takes the right-most address that is not a listed proxy', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.1.0.7' };
    expect((await seen('10.0.0.0/8', '10.0.0.2', headers)).ip).toBe('203.0.113.9');
    expect((await seen('loopback,uniquelocal', '127.0.0.1', headers)).ip).toBe('203.0.113.9');
    expect((await seen('10.0.0.0/8', '::ffff:10.0.0.2', headers)).ip).toBe('203.0.113.9');
  });

  it('believes nothing a client sends straight to Ting, past a listed proxy', async () => {
    const headers = {
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'host=evil.example;proto=https',
    };
    expect(await seen('10.0.0.0/8', '203.0.113.9', { ...headers, host: 'ting.test' })).toEqual({
      ip: '203.0.113.9',
      host: 'ting.test',
      protocol: 'http',
      forwardedHost: null,
    });
    expect(await seen('false', '203.0.113.9', { ...headers, host: 'ting.test' })).toEqual({
      ip: '203.0.113.9',
      host: 'ting.test',
      protocol: 'http',
      forwardedHost: null,
    });
  });

  it('drops forwarded host headers from the raw header list too, which tus also reads', async () => {
    const drop = dropUntrustedForwarding(settingOf('10.0.0.0/8'));
    const request = {
      socket: { remoteAddress: '203.0.113.9' },
      headers: { host: 'ting.test', 'x-forwarded-host': 'evil.example' },
      rawHeaders: ['Host', 'ting.test', 'X-Forwarded-Host', 'evil.example', 'Forwarded', 'host=evil'],
    };
    drop(request as never);
    expect(request.headers).toEqual({ host: 'ting.test' });
    expect(request.rawHeaders).toEqual(['Host', 'ting.test']);
  });
});
