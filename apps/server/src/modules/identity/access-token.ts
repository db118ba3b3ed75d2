import { createHash } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';

/** Who a request acts for: the user and the organization every query is scoped to. */
export type Principal = { userId: string; organizationId: string };

const AUDIENCE = 'ting-api';

export type AccessTokens = {
  /** `expiresInSeconds` shortens the configured lifetime (tests of expiry). */
  sign(principal: Principal, options?: { expiresInSeconds?: number }): Promise<string>;
  /** Throws `AppError('UNAUTHENTICATED')` for anything but a valid, unexpired token of ours. */
  verify(token: string): Promise<Principal>;
  /** When a token (already verified) stops being valid; for connections that outlive a request. */
  expiresAt(token: string): Date;
};

/** Short-lived HS256 JWTs that the web app sends as `Authorization: Bearer` and the WebSocket as `?token=`. */
export function createAccessTokens(options: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}): AccessTokens {
  // A key of its own, derived from the auth secret, so these tokens can never pass for Auth.js cookies.
  const key = createHash('sha256').update(`ting-access-token:${options.secret}`).digest();
  return {
    async sign(principal, signOptions = {}) {
      return new SignJWT({ org: principal.organizationId })
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: options.issuer,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') {
          throw new AppError('UNAUTHENTICATED', 'Access token is missing its subject or organization');
        }
        return { userId: payload.sub, organizationId: payload.org };
      } catch (error) {
        if (error instanceof AppError) throw error;
        const reason = error instanceof errors.JWTExpired ? 'has expired' : 'is not valid';
        throw new AppError('UNAUTHENTICATED', `Access token ${reason}. Sign in again.`);
      }
    },
  };
}
