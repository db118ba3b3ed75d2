import { GOOGLE_CALENDAR_SCOPES, HUBSPOT_SCOPES, type TIntegrationName } from '@ting/contracts';
import type { HubspotConfig } from '../../config';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { GoogleOAuth } from '../../providers/google/google-oauth.client';
import type { Principal } from '../identity/access-token';
import { listConnectedIntegrationNames, upsertIntegration } from './integrations.repository';
import type { OAuthStates } from './oauth-state';

export const GOOGLE_CALENDAR_CALLBACK_PATH = '/api/auth/google-calendar';
export const HUBSPOT_CALLBACK_PATH = '/api/auth/hubspot/callback';

type IntegrationsServiceDeps = {
  db: Database;
  appUrl: string;
  cipher: TokenCipher;
  states: OAuthStates;
  googleCalendarOAuth: GoogleOAuth;
  hubspot: HubspotConfig;
};

/** Connections to outside systems: OAuth round trips and the encrypted tokens they leave behind. */
export function createIntegrationsService(deps: IntegrationsServiceDeps) {
  const { db, cipher, states } = deps;

  return {
    listNames(organizationId: string): Promise<TIntegrationName[]> {
      return listConnectedIntegrationNames(db, organizationId);
    },

    async googleCalendarAuthorizationUrl(principal: Principal): Promise<string> {
      const state = await states.sign({ principal, integration: 'google_calendar' });
      try {
        return await deps.googleCalendarOAuth.authorizationUrl({ scopes: GOOGLE_CALENDAR_SCOPES, state });
      } catch (error) {
        throw new AppError(
          'INTEGRATION_ERROR',
          `Cannot reach Google to start the calendar connection: ${(error as Error).message}`,
        );
      }
    },

    /**
     * Finishes the calendar connection. The state must have been issued to the user whose browser
     * session comes back with it, so a code cannot be planted into someone else's organization.
     */
    async completeGoogleCalendarConnection(options: {
      sessionPrincipal: Principal | undefined;
      code: string | undefined;
      state: string | undefined;
    }): Promise<void> {
      const principal = await states.verify({ state: options.state, integration: 'google_calendar' });
      if (!options.sessionPrincipal || options.sessionPrincipal.userId !== principal.userId) {
        throw new AppError('FORBIDDEN', 'This calendar authorisation was started by another signed-in user.');
      }
      if (!options.code) throw new AppError('VALIDATION_ERROR', 'The authorisation response has no code.');
      let tokens: Awaited<ReturnType<GoogleOAuth['exchangeCode']>>;
      try {
        tokens = await deps.googleCalendarOAuth.exchangeCode(options.code);
      } catch (error) {
        throw new AppError(
          'INTEGRATION_ERROR',
          `Google did not accept the calendar authorisation for organization ${principal.organizationId}: ${(error as Error).message}`,
        );
      }
      await upsertIntegration(db, {
        organizationId: principal.organizationId,
        provider: 'google_calendar',
        connectedByUserId: principal.userId,
        externalAccountId: null,
        accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
        refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
        accessTokenExpiresAt: tokens.expiresAt,
        scopes: tokens.scopes.length > 0 ? tokens.scopes : [...GOOGLE_CALENDAR_SCOPES],
      });
    },

    /** HubSpot's authorisation address, built from config (the SDK's helper ignores custom hosts). */
    async hubspotAuthorizationUrl(principal: Principal): Promise<string> {
      const url = new URL(deps.hubspot.authUrl);
      url.searchParams.set('client_id', deps.hubspot.clientId);
      url.searchParams.set('redirect_uri', `${deps.appUrl}${HUBSPOT_CALLBACK_PATH}`);
      url.searchParams.set('scope', HUBSPOT_SCOPES.join(' '));
      url.searchParams.set('state', await states.sign({ principal, integration: 'hubspot' }));
      return url.toString();
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
