import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { decodeJwt, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/app-error';
import type { LiveSessions } from './live-sessions';

/** Who a request acts for: the user and the organization every query is scoped to. */
export type Principal = { userId: string; organizationId: string };

/** A principal acting through a signed-in session: access tokens are issued for, and die with, one. */
export type SessionPrincipal = Principal & { sessionId: string };

const AUDIENCE = 'ting-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The JOSE header of every access token, encoded once. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * A compact HS256 JWS over `claims`, signed with node:crypto: jose signs through WebCrypto, whose every
 * call is a hop to the thread pool that cost more than the rest of the identity call's own work. jose
 * still verifies every token (tests check that what this signs, it accepts).
 */
function signHs256(options: { claims: Record<string, string | number>; key: KeyObject }): string {
  const input = `${HS256_HEADER}.${Buffer.from(JSON.stringify(options.claims)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', options.key).update(input).digest('base64url')}`;
}

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
  /** The sessions tokens are checked against, for other credentials that die with a session (media links). */
  sessions: LiveSessions;
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
  /** Verified tokens remembered at once; the least recently used are checked afresh. */
  verifiedCacheSize?: number;
}): AccessTokens {
  // A key of its own, derived from the auth secret, so these tokens can never pass for Auth.js cookies.
  const rawKey = createHash('sha256').update(`ting-access-token:${options.secret}`).digest();
  // Made once: given raw bytes, node:crypto and jose would make them again on every call.
  const signingKey = createSecretKey(rawKey);
  const key = crypto.subtle.importKey('raw', rawKey, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);

  // Tokens whose signature and claims checked out, by their exact text, until they expire: the web app
  // sends one token with every call for its whole life, and checking its HMAC through WebCrypto cost
  // more than the rest of a small read. Only tokens that verified enter; the same text verifies the same.
  const verified = new LRUCache<string, SessionPrincipal>({ max: options.verifiedCacheSize ?? 10_000 });

  async function verifySignature(token: string): Promise<SessionPrincipal> {
    const known = verified.get(token);
    if (known) return known;
    const { principal, expiresAtMs } = await verifyAfresh(token);
    const ttl = expiresAtMs - Date.now();
    if (ttl > 0) verified.set(token, principal, { ttl });
    return principal;
  }

  async function verifyAfresh(token: string): Promise<{ principal: SessionPrincipal; expiresAtMs: number }> {
    try {
      const { payload } = await jwtVerify(token, await key, {
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
      return {
        principal: { userId: payload.sub, organizationId: payload.org, sessionId: payload.sid },
        // Ours always expire; one without an expiry is checked afresh every time.
        expiresAtMs: typeof payload.exp === 'number' ? payload.exp * 1000 : 0,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason = error instanceof errors.JWTExpired ? 'has expired' : 'is not valid';
      throw new AppError('UNAUTHENTICATED', `Access token ${reason}. Sign in again.`);
    }
  }

  return {
    sessions: options.sessions,
    async sign(principal, signOptions = {}) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const lifetime = Math.min(options.ttlSeconds, signOptions.expiresInSeconds ?? options.ttlSeconds);
      const token = signHs256({
        claims: {
          org: principal.organizationId,
          sid: principal.sessionId,
          sub: principal.userId,
          iss: options.issuer,
          aud: AUDIENCE,
          iat: issuedAt,
          exp: issuedAt + lifetime,
        },
        key: signingKey,
      });
      // Signed here a moment ago: its first use needs no check of the signature either (as long as it
      // would pass one: a principal whose session id is no UUID is left to be refused there).
      const ttl = (issuedAt + lifetime) * 1000 - Date.now();
      if (ttl > 0 && UUID.test(principal.sessionId)) {
        const { userId, organizationId, sessionId } = principal;
        verified.set(token, { userId, organizationId, sessionId }, { ttl });
      }
      return token;
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
