import { createHash, randomUUID } from 'node:crypto';
import type { TIntegrationName } from '@ting/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';
import type { Principal } from '../identity/access-token';

const STATE_TTL = '10m';

export type OAuthStates = {
  sign(options: { principal: Principal; integration: TIntegrationName }): Promise<string>;
  /** The principal the state was issued to; throws when it is missing, forged, expired or for another integration. */
  verify(options: { state: string | undefined; integration: TIntegrationName }): Promise<Principal>;
};

/** Signed OAuth `state` values that bind an authorisation round trip to the user who started it. */
export function createOAuthStates(options: { secret: string; issuer: string }): OAuthStates {
  const key = createHash('sha256').update(`ting-oauth-state:${options.secret}`).digest();
  return {
    sign({ principal, integration }) {
      return new SignJWT({ org: principal.organizationId, integration })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.userId)
        .setIssuer(options.issuer)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(STATE_TTL)
        .sign(key);
    },
    async verify({ state, integration }) {
      if (!state)
        throw new AppError('VALIDATION_ERROR', 'The authorisation response has no state parameter.');
      try {
        const { payload } = await jwtVerify(state, key, { issuer: options.issuer, algorithms: ['HS256'] });
        if (
          payload.integration !== integration ||
          typeof payload.sub !== 'string' ||
          typeof payload.org !== 'string'
        ) {
          throw new Error('state is for another flow');
        }
        return { userId: payload.sub, organizationId: payload.org };
      } catch {
        throw new AppError('VALIDATION_ERROR', 'The authorisation state is invalid or has expired.');
      }
    },
  };
}
