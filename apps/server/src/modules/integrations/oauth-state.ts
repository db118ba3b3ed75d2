import { createHash, randomUUID } from 'node:crypto';
import { isSafeReturnPath, type TIntegrationName } from '@ting/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import type { Principal } from '../identity/access-token';
import { OAuthCallbackError } from './oauth-callback-failure';
import { recordOAuthStateUse } from './oauth-state.repository';

const STATE_TTL = '10m';

/** A state whose signature, expiry and flow were checked; not used yet until `consume`. */
export type VerifiedOAuthState = {
  principal: Principal;
  stateId: string;
  expiresAt: Date;
  /** The page of Ting to land on once connected, as the user's browser asked when starting. */
  returnTo: string | undefined;
};

export type OAuthStates = {
  sign(options: { principal: Principal; integration: TIntegrationName; returnTo?: string }): Promise<string>;
  /** The state's claims; throws when it is missing, forged, expired or for another integration. */
  verify(options: { state: string | undefined; integration: TIntegrationName }): Promise<VerifiedOAuthState>;
  /** Uses the state up: each completes one round trip only. Throws when it was used before. */
  consume(options: { state: VerifiedOAuthState; integration: TIntegrationName }): Promise<void>;
};

/** Signed OAuth `state` values that bind an authorisation round trip to the user who started it. */
export function createOAuthStates(options: { db: Database; secret: string; issuer: string }): OAuthStates {
  const key = createHash('sha256').update(`ting-oauth-state:${options.secret}`).digest();
  return {
    sign({ principal, integration, returnTo }) {
      return new SignJWT({
        org: principal.organizationId,
        integration,
        ...(returnTo ? { ret: returnTo } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.userId)
        .setIssuer(options.issuer)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(STATE_TTL)
        .sign(key);
    },
    async verify({ state, integration }) {
      if (!state) throw new OAuthCallbackError('link_unusable', integration, 'no state parameter');
      try {
        const { payload } = await jwtVerify(state, key, { issuer: options.issuer, algorithms: ['HS256'] });
        if (
          payload.integration !== integration ||
          typeof payload.sub !== 'string' ||
          typeof payload.org !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          throw new Error('state is for another flow');
        }
        return {
          principal: { userId: payload.sub, organizationId: payload.org },
          stateId: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
          returnTo:
            typeof payload.ret === 'string' && isSafeReturnPath(payload.ret) ? payload.ret : undefined,
        };
      } catch (error) {
        throw new OAuthCallbackError(
          'link_unusable',
          integration,
          `state refused: ${(error as Error).message}`,
        );
      }
    },
    async consume({ state, integration }) {
      const isFirstUse = await recordOAuthStateUse(options.db, {
        stateId: state.stateId,
        expiresAt: state.expiresAt,
      });
      if (!isFirstUse) throw new OAuthCallbackError('link_unusable', integration, 'state already used');
    },
  };
}
