import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConnectionLimits, httpServerOptions, registerConnectionLimits } from './connection-limits';
import { registerErrorHandler } from './error-handler';
import type { TrustProxy } from './trust-proxy';

const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 300,
  bodyTimeoutMs: 300,
  // The webhook's 100 bytes add 100 ms; the 1 MB of /api/meetings adds over 15 minutes.
  minBodyBytesPerSecond: 1000,
  bodyAfterAnswerMs: 300,
  uploadIdleTimeoutMs: 300,
  maxConnectionsPerAddress: 3,
};

/** A webhook-like JSON route and an upload route that reads its body slowly, as tus does. */
async function standIn(trustProxy: TrustProxy = false): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify({ http: httpServerOptions(LIMITS) });
  registerErrorHandler(app);
  registerConnectionLimits(app, { uploadsPath: '/api/uploads', trustProxy, limits: LIMITS });
  app.post('/api/webhooks/recall', { bodyLimit: 100 }, async () => ({ ok: true }));
  app.get('/api/health', async () => ({ ok: true }));
  // A route that refuses before reading its body, as an authenticated route does without a token.
  app.post(
    '/api/meetings',
    {
      onRequest: async (_request, reply) => reply.code(401).send({ code: 'UNAUTHENTICATED', message: 'No.' }),
    },
    async () => ({ ok: true }),
  );
  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));
    uploads.patch('/api/uploads/:id', (request, reply) => {
      reply.hijack();
      let bytes = 0;
      request.raw.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      request.raw.on('end', () => reply.raw.end(JSON.stringify({ bytes })));
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { app, port: address.port };
}

/** A raw connection, and what it has received once it closes (or `timeoutMs` passes). */
function open(port: number): { socket: Socket; closed: Promise<{ text: string; afterMs: number }> } {
  const startedAt = Date.now();
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<{ text: string; afterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ text, afterMs: Date.now() - startedAt })),
  );
  return { socket, closed };
}

/** Writes a byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, everyMs: number) {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('x');
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connection limits', () => {
  let app: FastifyInstance | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    sockets.length = 0;
    await app?.close();
    app = undefined;
  });

  it('closes a connection whose headers trickle past the headers timeout', async () => {
    const started = await standIn();
    app = started.app;
    const { socket, closed } = open(started.port);
    sockets.push(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: ting\r\n');
    trickle(socket, 50);
    const { text, afterMs } = await closed;
    expect(afterMs).toBeLessThan(3000);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a JSON request whose body trickles past the body timeout, while a prompt one is answered', async () => {
    const started = await standIn();
    app = started.app;
    const { socket, closed } = open(started.port);
    sockets.push(socket);
    socket.write(
      'POST /api/webhooks/recall HTTP/1.1\r\nHost: ting\r\nContent-Type: application/json\r\nContent-Length: 90\r\n\r\n{',
    );
    trickle(socket, 50);
    const { afterMs } = await closed;
    expect(afterMs).toBeLessThan(3000);

    const response = await fetch(`http://127.0.0.1:${started.port}/api/webhooks/recall`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"event":"bot.done"}',
    });
    expect(response.status).toBe(200);
  });

  it('drops the rest of a body soon after its request was answered without it (a 401)', async () => {
    const started = await standIn();
    app = started.app;
    const { socket, closed } = open(started.port);
    sockets.push(socket);
    socket.write(
      'POST /api/meetings HTTP/1.1\r\nHost: ting\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    trickle(socket, 50);
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 401/);
    expect(afterMs).toBeLessThan(3000);
  });

  it('lets an upload run past the body timeout while bytes keep coming, and closes it once it goes silent', async () => {
    const started = await standIn();
    app = started.app;
    const { socket, closed } = open(started.port);
    sockets.push(socket);
    socket.write('PATCH /api/uploads/u1 HTTP/1.1\r\nHost: ting\r\nContent-Length: 40\r\n\r\n');
    // 20 bytes over ~1 s: three times the body timeout, never silent for its idle timeout.
    for (let index = 0; index < 20; index += 1) {
      socket.write('x');
      await sleep(50);
    }
    expect(socket.destroyed).toBe(false);
    socket.write('y'.repeat(19));
    socket.write('z');
    await sleep(100);
    expect(socket.destroyed).toBe(false);

    const stalled = open(started.port);
    sockets.push(stalled.socket);
    stalled.socket.write('PATCH /api/uploads/u2 HTTP/1.1\r\nHost: ting\r\nContent-Length: 40\r\n\r\nxx');
    const { afterMs } = await stalled.closed;
    expect(afterMs).toBeLessThan(3000);
    socket.destroy();
    await closed;
  });

  it('refuses connections from one address past its cap, and counts them again once they close', async () => {
    const started = await standIn();
    app = started.app;
    const held = Array.from({ length: 3 }, () => open(started.port));
    for (const { socket } of held) {
      sockets.push(socket);
      socket.write('GET /api/health HTTP/1.1\r\nHost: ting\r\n\r\n');
    }
    await sleep(200);
    const refused = await fetch(`http://127.0.0.1:${started.port}/api/health`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many open connections from your address. Close some and try again.',
    });
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    await sleep(50);
    expect((await fetch(`http://127.0.0.1:${started.port}/api/health`)).status).toBe(200);
  });

  it('does not count the connections of a trusted proxy, which carry everyone', async () => {
    const started = await standIn({ hops: 1 });
    app = started.app;
    const held = Array.from({ length: 3 }, () => open(started.port));
    for (const { socket } of held) {
      sockets.push(socket);
      socket.write('GET /api/health HTTP/1.1\r\nHost: ting\r\n\r\n');
    }
    await sleep(200);
    expect((await fetch(`http://127.0.0.1:${started.port}/api/health`)).status).toBe(200);
  });
});
