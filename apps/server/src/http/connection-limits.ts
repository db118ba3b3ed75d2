import type { ServerOptions } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { clientAddressKey } from './rate-limits';
import { type TrustProxy, trustProxyFunction } from './trust-proxy';

/**
 * How long a connection may hold the server without doing its part. Nobody legitimate takes seconds
 * to send headers or a JSON body of a few KB; a script holding thousands of connections open by
 * trickling them does. Uploads are the exception: a recording of up to 4 GiB takes as long as the
 * network needs, so an upload is cut only when it goes silent, never for being long.
 */
export type ConnectionLimits = {
  /** From a request's first byte to the end of its headers (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /**
   * From a request's headers to the end of its body, for every route but uploads: this, plus the time
   * the route's largest body takes at `minBodyBytesPerSecond` (a 40 MB transcript gets minutes, a
   * webhook's JSON seconds).
   */
  bodyTimeoutMs: number;
  /** The slowest upstream a body is given time for (a poor mobile link). */
  minBodyBytesPerSecond: number;
  /** Once a request is answered (a 401 before its body was read, say), how long the rest of its body may take. */
  bodyAfterAnswerMs: number;
  /** An upload's connection with no byte in either direction for this long is closed. */
  uploadIdleTimeoutMs: number;
  /** Connections of one client address open at once, when it connects directly (not through a trusted proxy). */
  maxConnectionsPerAddress: number;
};

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 15_000,
  bodyTimeoutMs: 30_000,
  minBodyBytesPerSecond: 64 * 1024,
  bodyAfterAnswerMs: 5_000,
  uploadIdleTimeoutMs: 60_000,
  // Browsers open up to 6 connections per site (plus the chat's socket): an office of 40 behind one
  // address fits; 1,500 connections from one script do not.
  maxConnectionsPerAddress: 256,
};

/**
 * Node's server options (Fastify's `http`, applied to every address it binds): the headers timeout,
 * checked every second rather than Node's 30 s, so a slow sender is cut close to its deadline. Node's
 * `requestTimeout` (the whole request, body included) stays off: it cannot spare uploads, so bodies
 * have their own timeouts (`registerConnectionLimits`).
 */
export const httpServerOptions = (limits: Pick<ConnectionLimits, 'headersTimeoutMs'>): ServerOptions => ({
  headersTimeout: limits.headersTimeoutMs,
  connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
});

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Body timeouts per route, and the cap on a client's open connections. Register before the routes.
 * `uploadsPath`: where tus takes recordings (idle timeout instead of a deadline).
 */
export function registerConnectionLimits(
  app: FastifyInstance,
  options: { uploadsPath: string; trustProxy: TrustProxy; limits?: Partial<ConnectionLimits> },
): void {
  const limits = { ...CONNECTION_LIMITS, ...options.limits };
  const isTrustedProxy = trustProxyFunction(options.trustProxy);
  /** Open connections per client address, counted from their first request until they close. */
  const openConnections = new Map<string, number>();
  const counted = new WeakSet<Socket>();

  app.addHook('onRequest', async (request, reply) => {
    // Only a network connection is counted (not `inject`'s stand-in, which never closes).
    const socket = request.raw.socket instanceof Socket ? request.raw.socket : undefined;
    const peer = socket?.remoteAddress;
    // Behind a trusted proxy every connection is the proxy's: the proxy caps its clients' connections.
    const isProxy = peer !== undefined && isTrustedProxy !== false && isTrustedProxy(peer, 0);
    if (socket && peer !== undefined && !isProxy && !counted.has(socket)) {
      const key = clientAddressKey(peer);
      const open = openConnections.get(key) ?? 0;
      if (open >= limits.maxConnectionsPerAddress) {
        reply.header('connection', 'close');
        throw new AppError(
          'RATE_LIMITED',
          'Too many open connections from your address. Close some and try again.',
        );
      }
      counted.add(socket);
      openConnections.set(key, open + 1);
      socket.once('close', () => {
        const left = (openConnections.get(key) ?? 1) - 1;
        if (left > 0) openConnections.set(key, left);
        else openConnections.delete(key);
      });
    }

    if (!socket || !hasBody(request) || request.raw.complete) return;
    if ((request.routeOptions.url ?? '').startsWith(options.uploadsPath)) {
      // Silent for too long: Node's server destroys the socket (nobody else listens for its timeout).
      socket.setTimeout(limits.uploadIdleTimeoutMs);
      request.raw.once('end', () => socket.setTimeout(0));
      return;
    }
    const cutAfter = (timeoutMs: number) => {
      const timer = setTimeout(() => {
        if (request.raw.complete) return;
        request.log.info({ timeoutMs }, 'Request body too slow: connection closed');
        socket.destroy();
      }, timeoutMs);
      timer.unref();
      return timer;
    };
    const largestBody = request.routeOptions.bodyLimit ?? 0;
    let deadline = cutAfter(
      limits.bodyTimeoutMs + Math.ceil((largestBody / limits.minBodyBytesPerSecond) * 1000),
    );
    const stop = () => clearTimeout(deadline);
    request.raw.once('end', stop);
    request.raw.once('close', stop);
    // Answered before its body arrived (refused at onRequest): the rest is not worth waiting long for.
    reply.raw.once('finish', () => {
      if (request.raw.complete) return;
      stop();
      deadline = cutAfter(limits.bodyAfterAnswerMs);
    });
  });
}
