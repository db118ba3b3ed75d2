import type { FastifyRequest } from 'fastify';
import type { AccessTokens, SessionPrincipal } from '../modules/identity/access-token';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on routes that require a signed-in caller. */
    principal?: SessionPrincipal;
  }
}

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * An `onRequest` hook that admits only requests with a valid access token of a live session and records
 * who they act for. At `onRequest`, so an unauthenticated request never has its body read or parsed.
 */
export function createAuthenticate(accessTokens: AccessTokens) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = readBearerToken(request);
    if (!token)
      throw new AppError('UNAUTHENTICATED', 'Missing access token: send Authorization: Bearer <token>.');
    request.principal = await accessTokens.verify(token);
  };
}

/** The principal of an authenticated route; a route without `authenticate` is a programming error. */
export function requirePrincipal(request: FastifyRequest): SessionPrincipal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', 'This endpoint requires an access token.');
  return request.principal;
}
