import { createHash } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';
import type { LiveSessions } from './live-sessions';

/** Who a request acts for: the user and the organization every query is scoped to. */
export type Principal = { userId: string; organizationId: string };

/** A principal acting through a signed-in session: access tokens are issued for, and die with, one. */
export type SessionPrincipal = Principal & { sessionId: string };

const AUDIENCE = 'ting-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccessTokens = {
  /** `expiresInSeconds` shortens the configured lifetime (tests of expiry). */
  sign(principal: SessionPrincipal, options?: { expiresInSeconds?: number }): Promise<string>;
  /**
   * Throws `AppError('UNAUTHENTICATED')` for anything but a valid, unexpired token of ours whose
   * session is still signed in (as of at most the live-sessions cache's TTL ago).
   */
  verify(token: string): Promise<SessionPrincipal>;
  /** When a token (already verified) stops being valid; for connections that outlive a request. */
  expiresAt(token: string): Date;
};

/**
 * Short-lived HS256 JWTs that the web app sends as `Authorization: Bearer` and the WebSocket as `?token=`.
 * Each names its session by id (`sid`; never the session token, the cookie's secret), so signing out ends it.
 */
export function createAccessTokens(options: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
  sessions: LiveSessions;
}): AccessTokens {
  // A key of its own, derived from the auth secret, so these tokens can never pass for Auth.js cookies.
  const key = createHash('sha256').update(`ting-access-token:${options.secret}`).digest();

  async function verifySignature(token: string): Promise<SessionPrincipal> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: options.issuer,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') {
        throw new AppError('UNAUTHENTICATED', 'Access token is missing its subject or organization');
      }
      // Tokens from before sessions were named are refused: they could not be revoked.
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) {
        throw new AppError('UNAUTHENTICATED', 'Access token names no session. Sign in again.');
      }
      return { userId: payload.sub, organizationId: payload.org, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason = error instanceof errors.JWTExpired ? 'has expired' : 'is not valid';
      throw new AppError('UNAUTHENTICATED', `Access token ${reason}. Sign in again.`);
    }
  }

  return {
    async sign(principal, signOptions = {}) {
      return new SignJWT({ org: principal.organizationId, sid: principal.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.userId)
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(
          `${Math.min(options.ttlSeconds, signOptions.expiresInSeconds ?? options.ttlSeconds)}s`,
        )
        .sign(key);
    },
    expiresAt(token) {
      const { exp } = decodeJwt(token);
      if (typeof exp !== 'number') throw new AppError('UNAUTHENTICATED', 'Access token has no expiry.');
      return new Date(exp * 1000);
    },
    async verify(token) {
      const principal = await verifySignature(token);
      // Outside the signature's try: a database failure here is a 500, not a sign-in prompt.
      if (!(await options.sessions.isLive(principal))) {
        throw new AppError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');
      }
      return principal;
    },
  };
}
