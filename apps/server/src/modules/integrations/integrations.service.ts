import {
  GOOGLE_CALENDAR_SCOPES,
  HUBSPOT_SCOPES,
  type TIntegrationName,
  type TIntegrationSummary,
} from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { HubspotConfig } from '../../config';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { GoogleOAuth } from '../../providers/calendar/google/oauth-client';
import type { HubspotOAuth } from '../../providers/crm/hubspot/oauth-client';
import type { OAuthTokens } from '../../providers/oauth-tokens';
import { ProviderGrantRevokedError, ProviderUnauthorizedError } from '../../providers/provider-errors';
import type { Principal } from '../identity/access-token';
import {
  deleteIntegration,
  findIntegration,
  type IntegrationRow,
  listConnectedIntegrationNames,
  listConnectedOrganizationIds,
  listIntegrations,
  markIntegrationNeedsReconnect,
  updateIntegrationTokens,
  upsertIntegration,
} from './integrations.repository';
import { OAuthCallbackError } from './oauth-callback-failure';
import type { OAuthStates } from './oauth-state';

export const GOOGLE_CALENDAR_CALLBACK_PATH = '/api/auth/google-calendar';
export const HUBSPOT_CALLBACK_PATH = '/api/auth/hubspot/callback';

/** Refresh a little before expiry, so a token never dies mid-request. */
const REFRESH_MARGIN_MS = 60_000;

const LABELS: Record<TIntegrationName, string> = { google_calendar: 'Google Calendar', hubspot: 'HubSpot' };

type IntegrationsServiceDeps = {
  db: Database;
  appUrl: string;
  cipher: TokenCipher;
  states: OAuthStates;
  googleOAuth: GoogleOAuth;
  hubspotOAuth: HubspotOAuth;
  hubspot: HubspotConfig;
  log: FastifyBaseLogger;
};

type IntegrationEvent = { organizationId: string; provider: TIntegrationName };
type Listener = (event: IntegrationEvent) => Promise<void>;

/** Connections to outside systems: OAuth round trips, and care of the encrypted tokens they leave. */
export function createIntegrationsService(deps: IntegrationsServiceDeps) {
  const { db, cipher, states, log } = deps;
  const connectedListeners: Listener[] = [];
  const removedListeners: Listener[] = [];

  const refreshers: Record<TIntegrationName, (refreshToken: string) => Promise<OAuthTokens>> = {
    google_calendar: (token) => deps.googleOAuth.refresh(token),
    hubspot: (token) => deps.hubspotOAuth.refresh(token),
  };

  async function markNeedsReconnect(row: IntegrationRow, reason: string): Promise<AppError> {
    await markIntegrationNeedsReconnect(db, { id: row.id, reason });
    log.warn(
      { organizationId: row.organizationId, provider: row.provider, reason },
      'Integration needs reconnecting',
    );
    return new AppError(
      'INTEGRATION_ERROR',
      `Cannot use ${LABELS[row.provider]} for organization ${row.organizationId}: ${reason}. Reconnect it in Settings → Integrations.`,
    );
  }

  /** The row's access token, refreshed first when it is about to expire or `force` says so. */
  async function accessTokenOf(row: IntegrationRow, options: { force: boolean }): Promise<string> {
    const expiresAt = row.accessTokenExpiresAt?.getTime();
    const isFresh = expiresAt === undefined || expiresAt - Date.now() > REFRESH_MARGIN_MS;
    if (isFresh && !options.force) return cipher.decrypt(row.accessTokenEncrypted);
    if (!row.refreshTokenEncrypted) throw await markNeedsReconnect(row, 'no refresh token was granted');

    let tokens: OAuthTokens;
    try {
      tokens = await refreshers[row.provider](cipher.decrypt(row.refreshTokenEncrypted));
    } catch (error) {
      if (error instanceof ProviderGrantRevokedError) throw await markNeedsReconnect(row, error.message);
      throw error;
    }
    const refreshTokenEncrypted = tokens.refreshToken
      ? cipher.encrypt(tokens.refreshToken)
      : row.refreshTokenEncrypted;
    const accessTokenEncrypted = cipher.encrypt(tokens.accessToken);
    await updateIntegrationTokens(db, {
      id: row.id,
      accessTokenEncrypted,
      refreshTokenEncrypted,
      accessTokenExpiresAt: tokens.expiresAt,
    });
    Object.assign(row, {
      accessTokenEncrypted,
      refreshTokenEncrypted,
      accessTokenExpiresAt: tokens.expiresAt,
    });
    return tokens.accessToken;
  }

  async function storeConnection(options: {
    principal: Principal;
    provider: TIntegrationName;
    tokens: OAuthTokens;
    externalAccountId: string | null;
    defaultScopes: readonly string[];
  }) {
    const { principal, provider, tokens } = options;
    await upsertIntegration(db, {
      organizationId: principal.organizationId,
      provider,
      connectedByUserId: principal.userId,
      externalAccountId: options.externalAccountId,
      accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
      accessTokenExpiresAt: tokens.expiresAt,
      scopes: tokens.scopes.length > 0 ? tokens.scopes : [...options.defaultScopes],
    });
    for (const listener of connectedListeners)
      await listener({ organizationId: principal.organizationId, provider });
  }

  /**
   * Checks an OAuth callback: the state must have been issued to the user whose browser session
   * comes back with it, so a code cannot be planted into someone else's organization; then it is used
   * up (only by that user, so nobody else can spend it), so a replayed callback connects nothing.
   */
  async function verifyCallback(options: {
    integration: TIntegrationName;
    sessionPrincipal: Principal | undefined;
    code: string | undefined;
    state: string | undefined;
  }): Promise<{ principal: Principal; code: string }> {
    const { integration } = options;
    const state = await states.verify({ state: options.state, integration });
    if (!options.sessionPrincipal) throw new OAuthCallbackError('signed_out', integration);
    if (options.sessionPrincipal.userId !== state.principal.userId)
      throw new OAuthCallbackError('other_user', integration);
    if (!options.code)
      throw new OAuthCallbackError('provider_error', integration, 'the callback has no code parameter');
    await states.consume({ state, integration });
    return { principal: state.principal, code: options.code };
  }

  /** The provider's answer goes to the log (via the error's detail); the user reads a short reason. */
  const exchangeFailed = (integration: TIntegrationName, error: unknown) =>
    new OAuthCallbackError(
      'provider_refused',
      integration,
      `code exchange failed: ${error instanceof Error ? error.message : String(error)}`,
    );

  return {
    onConnected(listener: Listener) {
      connectedListeners.push(listener);
    },
    onRemoved(listener: Listener) {
      removedListeners.push(listener);
    },

    listNames(organizationId: string): Promise<TIntegrationName[]> {
      return listConnectedIntegrationNames(db, organizationId);
    },

    async listSummaries(organizationId: string): Promise<TIntegrationSummary[]> {
      const rows = await listIntegrations(db, organizationId);
      return rows.map((row) => ({
        name: row.provider,
        status: row.status,
        connected_at: row.createdAt.toISOString(),
        external_account_id: row.externalAccountId,
      }));
    },

    /** Who connected the organization's integration (acts for the organization in background work). */
    async connectedBy(options: {
      organizationId: string;
      provider: TIntegrationName;
    }): Promise<string | null> {
      const row = await findIntegration(db, options);
      return row?.status === 'connected' ? row.connectedByUserId : null;
    },

    listConnectedOrganizationIds(provider: TIntegrationName): Promise<string[]> {
      return listConnectedOrganizationIds(db, provider);
    },

    /**
     * Runs `call` with a valid access token: refreshed before expiry, and after a 401 once more;
     * a second refusal or a revoked grant marks the integration as needing reconnection.
     */
    async withAccessToken<T>(
      options: { organizationId: string; provider: TIntegrationName },
      call: (accessToken: string) => Promise<T>,
    ): Promise<T> {
      const row = await findIntegration(db, options);
      if (row?.status !== 'connected') {
        throw new AppError(
          'INTEGRATION_ERROR',
          `${LABELS[options.provider]} is not connected for organization ${options.organizationId}.`,
        );
      }
      try {
        return await call(await accessTokenOf(row, { force: false }));
      } catch (error) {
        if (!(error instanceof ProviderUnauthorizedError)) throw error;
      }
      const refreshed = await accessTokenOf(row, { force: true });
      try {
        return await call(refreshed);
      } catch (error) {
        if (error instanceof ProviderUnauthorizedError) {
          throw await markNeedsReconnect(row, 'the access token was refused even after a refresh');
        }
        throw error;
      }
    },

    async googleCalendarAuthorizationUrl(principal: Principal): Promise<string> {
      const state = await states.sign({ principal, integration: 'google_calendar' });
      try {
        return await deps.googleOAuth.authorizationUrl({ scopes: GOOGLE_CALENDAR_SCOPES, state });
      } catch (error) {
        throw new AppError(
          'INTEGRATION_ERROR',
          `Cannot reach Google to start the calendar connection: ${(error as Error).message}`,
        );
      }
    },

    async completeGoogleCalendarConnection(options: {
      sessionPrincipal: Principal | undefined;
      code: string | undefined;
      state: string | undefined;
    }): Promise<void> {
      const { principal, code } = await verifyCallback({ ...options, integration: 'google_calendar' });
      let tokens: OAuthTokens;
      try {
        tokens = await deps.googleOAuth.exchangeCode(code);
      } catch (error) {
        throw exchangeFailed('google_calendar', error);
      }
      await storeConnection({
        principal,
        provider: 'google_calendar',
        tokens,
        externalAccountId: null,
        defaultScopes: GOOGLE_CALENDAR_SCOPES,
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

    async completeHubspotConnection(options: {
      sessionPrincipal: Principal | undefined;
      code: string | undefined;
      state: string | undefined;
    }): Promise<void> {
      const { principal, code } = await verifyCallback({ ...options, integration: 'hubspot' });
      let tokens: OAuthTokens;
      let portalId: string;
      try {
        tokens = await deps.hubspotOAuth.exchangeCode({
          code,
          redirectUri: `${deps.appUrl}${HUBSPOT_CALLBACK_PATH}`,
        });
        portalId = await deps.hubspotOAuth.portalIdOf(tokens.accessToken);
      } catch (error) {
        throw exchangeFailed('hubspot', error);
      }
      await storeConnection({
        principal,
        provider: 'hubspot',
        tokens,
        externalAccountId: portalId,
        defaultScopes: HUBSPOT_SCOPES,
      });
    },

    /** Forgets the connection and its tokens, and revokes the grant at the provider (best effort). */
    async remove(options: { principal: Principal; provider: TIntegrationName }): Promise<void> {
      const { principal, provider } = options;
      const row = await deleteIntegration(db, { organizationId: principal.organizationId, provider });
      if (!row) throw new AppError('NOT_FOUND', `${LABELS[provider]} is not connected.`);
      for (const listener of removedListeners)
        await listener({ organizationId: principal.organizationId, provider });
      try {
        const token = cipher.decrypt(row.refreshTokenEncrypted ?? row.accessTokenEncrypted);
        if (provider === 'google_calendar') await deps.googleOAuth.revoke(token);
        else if (row.refreshTokenEncrypted) await deps.hubspotOAuth.revoke(token);
      } catch (error) {
        // The tokens are already gone from our side; a failed revoke only leaves a grant the user can revoke.
        log.warn(
          { err: error, provider, organizationId: principal.organizationId },
          'Revoking the grant failed',
        );
      }
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
