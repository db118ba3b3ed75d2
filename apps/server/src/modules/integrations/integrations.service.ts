import {
  INTEGRATION_ADMIN_ACTIONS,
  INTEGRATION_LABELS,
  isPersonalIntegration,
  type TIntegrationName,
  type TIntegrationSummary,
} from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { OAuthProvider, OAuthTokens } from '../../providers/oauth/oauth-provider';
import { ProviderGrantRevokedError, ProviderUnauthorizedError } from '../../providers/provider-errors';
import type { Principal } from '../identity/access-token';
import { findMembershipByUserId, lockMembershipByUserId } from '../organizations/organizations.repository';
import { isAdmin, requireAdmin, requireCurrentMembership } from '../organizations/require-admin';
import {
  deleteIntegration,
  findIntegration,
  type IntegrationKey,
  type IntegrationRow,
  listConnectedIntegrationNames,
  listConnectedMembers,
  listConnectedOrganizationIds,
  listIntegrations,
  listMemberIntegrations,
  markIntegrationNeedsReconnect,
  updateIntegrationTokens,
  upsertIntegration,
} from './integrations.repository';
import { OAuthCallbackError } from './oauth-callback-failure';
import type { OAuthStates } from './oauth-state';

/** Where each provider sends the browser back after consent (registered with the provider: fixed). */
export const OAUTH_CALLBACK_PATHS: Record<TIntegrationName, string> = {
  google_calendar: '/api/auth/google-calendar',
  hubspot: '/api/auth/hubspot/callback',
};
export const GOOGLE_CALENDAR_CALLBACK_PATH = OAUTH_CALLBACK_PATHS.google_calendar;
export const HUBSPOT_CALLBACK_PATH = OAUTH_CALLBACK_PATHS.hubspot;

/** Refresh a little before expiry, so a token never dies mid-request. */
const REFRESH_MARGIN_MS = 60_000;

type IntegrationsServiceDeps = {
  db: Database;
  cipher: TokenCipher;
  states: OAuthStates;
  /** One OAuth provider per integration: the service has no code of its own for any of them. */
  oauth: Record<TIntegrationName, OAuthProvider>;
  queue: JobQueue;
  log: FastifyBaseLogger;
};

/** A removed connection: `userId` names the member whose own it was (null: the organization's). */
type IntegrationEvent = { organizationId: string; provider: TIntegrationName; userId: string | null };
type Listener = (event: IntegrationEvent) => Promise<void>;

/**
 * Which connection: for a personal integration (`INTEGRATION_OWNERS`) the member's own, so `userId` is
 * required; for the organization's, `userId` is ignored. Background work for the organization (HubSpot
 * upkeep) passes none.
 */
export type IntegrationTarget = { organizationId: string; provider: TIntegrationName; userId?: string };

/** The row key of a target, by the contracts' one rule of whose each integration is. */
export function integrationKeyOf(target: IntegrationTarget): IntegrationKey {
  if (!isPersonalIntegration(target.provider))
    return { organizationId: target.organizationId, provider: target.provider, userId: null };
  if (!target.userId) {
    throw new Error(`${INTEGRATION_LABELS[target.provider]} is connected per member: a user id is needed`);
  }
  return { organizationId: target.organizationId, provider: target.provider, userId: target.userId };
}

/** Connections to outside systems: OAuth round trips, and care of the encrypted tokens they leave. */
export function createIntegrationsService(deps: IntegrationsServiceDeps) {
  const { db, cipher, states, log } = deps;
  const removedListeners: Listener[] = [];

  async function markNeedsReconnect(row: IntegrationRow, reason: string): Promise<AppError> {
    await markIntegrationNeedsReconnect(db, { id: row.id, reason });
    log.warn(
      { organizationId: row.organizationId, provider: row.provider, reason },
      'Integration needs reconnecting',
    );
    return new AppError(
      'INTEGRATION_ERROR',
      `Cannot use ${INTEGRATION_LABELS[row.provider]} for organization ${row.organizationId}: ${reason}. Reconnect it in Settings → Integrations.`,
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
      tokens = await deps.oauth[row.provider].refresh(cipher.decrypt(row.refreshTokenEncrypted));
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

  /** Stores the connection and tells subscribers (calendar sync, …) once it has committed. */
  async function storeConnection(options: {
    principal: Principal;
    provider: TIntegrationName;
    tokens: OAuthTokens;
    externalAccountId: string | null;
  }) {
    const { principal, provider, tokens } = options;
    await inTransaction(db, async (tx) => {
      await requireConnector({ db: tx, principal, integration: provider, lock: true });
      await upsertIntegration(tx, {
        ...integrationKeyOf({ ...principal, provider }),
        connectedByUserId: principal.userId,
        externalAccountId: options.externalAccountId,
        accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
        refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
        accessTokenExpiresAt: tokens.expiresAt,
        scopes: tokens.scopes.length > 0 ? tokens.scopes : [...deps.oauth[provider].scopes],
      });
      await deps.queue.publish(
        'integration.connected',
        { organizationId: principal.organizationId, userId: principal.userId, provider },
        { tx },
      );
    });
  }

  /**
   * Who may connect or remove the integration, the rule of `INTEGRATION_ADMIN_ACTIONS`: its
   * organization's admin, or (when the rule says none is needed) any member.
   */
  async function requireManager(options: { principal: Principal; integration: TIntegrationName }) {
    const action = INTEGRATION_ADMIN_ACTIONS[options.integration];
    if (action) await requireAdmin({ db, principal: options.principal, action });
    else await requireCurrentMembership({ db, principal: options.principal });
  }

  /**
   * The same rule when the browser comes back from consent, minutes later: the user may have joined
   * another organization (or lost the admin role) meanwhile, and the state's organization must still be
   * theirs. Locked (`lock`) inside the transaction that stores the connection, so a move waits for it.
   */
  async function requireConnector(options: {
    db: Database;
    principal: Principal;
    integration: TIntegrationName;
    lock: boolean;
  }) {
    const { principal, integration } = options;
    const found = options.lock
      ? await lockMembershipByUserId(options.db, principal.userId)
      : await findMembershipByUserId(options.db, principal.userId);
    if (!found || found.organization.id !== principal.organizationId) {
      throw new OAuthCallbackError(
        'other_organization',
        integration,
        `the user is no longer a member of organization ${principal.organizationId}`,
      );
    }
    if (INTEGRATION_ADMIN_ACTIONS[integration] && !isAdmin(found.membership)) {
      throw new OAuthCallbackError(
        'not_admin',
        integration,
        `the user is not the admin of organization ${principal.organizationId}`,
      );
    }
  }

  /**
   * Checks an OAuth callback: the state must have been issued to the user whose browser session
   * comes back with it, so a code cannot be planted into someone else's organization, and that user
   * must still be allowed to connect it for the state's organization; then it is used
   * up (only by that user, so nobody else can spend it), so a replayed callback connects nothing.
   */
  async function verifyCallback(options: {
    integration: TIntegrationName;
    sessionPrincipal: Principal | undefined;
    code: string | undefined;
    state: string | undefined;
  }): Promise<{ principal: Principal; code: string; returnTo: string | undefined }> {
    const { integration } = options;
    const state = await states.verify({ state: options.state, integration });
    if (!options.sessionPrincipal) throw new OAuthCallbackError('signed_out', integration);
    if (options.sessionPrincipal.userId !== state.principal.userId)
      throw new OAuthCallbackError('other_user', integration);
    if (!options.code)
      throw new OAuthCallbackError('provider_error', integration, 'the callback has no code parameter');
    await requireConnector({ db, principal: state.principal, integration, lock: false });
    await states.consume({ state, integration });
    return { principal: state.principal, code: options.code, returnTo: state.returnTo };
  }

  /** Forgets a connection: listeners first (what was synced from it), then the grant is revoked (best effort). */
  async function forget(row: IntegrationRow): Promise<void> {
    for (const listener of removedListeners)
      await listener({ organizationId: row.organizationId, provider: row.provider, userId: row.userId });
    try {
      await deps.oauth[row.provider].revoke({
        accessToken: cipher.decrypt(row.accessTokenEncrypted),
        refreshToken: row.refreshTokenEncrypted ? cipher.decrypt(row.refreshTokenEncrypted) : null,
      });
    } catch (error) {
      // The tokens are already gone from our side; a failed revoke only leaves a grant the user can revoke.
      log.warn(
        { err: error, provider: row.provider, organizationId: row.organizationId },
        'Revoking the grant failed',
      );
    }
  }

  /** The provider's answer goes to the log (via the error's detail); the user reads a short reason. */
  const exchangeFailed = (integration: TIntegrationName, error: unknown) =>
    new OAuthCallbackError(
      'provider_refused',
      integration,
      `code exchange failed: ${error instanceof Error ? error.message : String(error)}`,
    );

  return {
    /** Runs in the removal, before the grant is revoked (e.g. forgetting the synced calendar). */
    onRemoved(listener: Listener) {
      removedListeners.push(listener);
    },

    /**
     * The connected integrations the caller works with (`GET /integrations`, the identity's list): the
     * organization's, and a personal one only when they connected their own.
     */
    listNames(principal: Principal): Promise<TIntegrationName[]> {
      return listConnectedIntegrationNames(db, {
        organizationId: principal.organizationId,
        userId: principal.userId,
      });
    },

    /** Whether the target's connection is there and usable (no outside call). */
    async isConnected(target: IntegrationTarget): Promise<boolean> {
      return (await findIntegration(db, integrationKeyOf(target)))?.status === 'connected';
    },

    async listSummaries(principal: Principal): Promise<TIntegrationSummary[]> {
      const rows = await listIntegrations(db, {
        organizationId: principal.organizationId,
        userId: principal.userId,
      });
      return rows.map((row) => ({
        name: row.provider,
        status: row.status,
        connected_at: row.createdAt.toISOString(),
        external_account_id: row.externalAccountId,
      }));
    },

    /** The connected account's id (e.g. the HubSpot portal) when the connection is usable, else null; no outside call. */
    async connectedAccount(target: IntegrationTarget): Promise<{ accountId: string | null } | null> {
      const row = await findIntegration(db, integrationKeyOf(target));
      return row?.status === 'connected' ? { accountId: row.externalAccountId } : null;
    },

    /** Organizations whose own connection to `provider` works (an organization integration). */
    listConnectedOrganizationIds(provider: TIntegrationName): Promise<string[]> {
      return listConnectedOrganizationIds(db, provider);
    },

    /** Members whose own connection to `provider` works (a personal integration), while still members. */
    listConnectedMembers(
      provider: TIntegrationName,
    ): Promise<Array<{ organizationId: string; userId: string }>> {
      return listConnectedMembers(db, provider);
    },

    /**
     * Runs `call` with a valid access token (and the connected account's id): refreshed before expiry,
     * and after a 401 once more; a second refusal or a revoked grant marks the integration as needing
     * reconnection. Not connected (or needing reconnection) → NOT_CONNECTED.
     */
    async withAccessToken<T>(
      options: IntegrationTarget,
      call: (accessToken: string, account: { accountId: string | null }) => Promise<T>,
    ): Promise<T> {
      const row = await findIntegration(db, integrationKeyOf(options));
      if (row?.status !== 'connected') {
        throw new AppError(
          'NOT_CONNECTED',
          `${INTEGRATION_LABELS[options.provider]} is not connected. Connect it under Integrations.`,
        );
      }
      const account = { accountId: row.externalAccountId };
      try {
        return await call(await accessTokenOf(row, { force: false }), account);
      } catch (error) {
        if (!(error instanceof ProviderUnauthorizedError)) throw error;
      }
      const refreshed = await accessTokenOf(row, { force: true });
      try {
        return await call(refreshed, account);
      } catch (error) {
        if (error instanceof ProviderUnauthorizedError) {
          throw await markNeedsReconnect(row, 'the access token was refused even after a refresh');
        }
        throw error;
      }
    },

    /** The provider's consent page, with a state bound to the caller. */
    async authorizationUrl(options: {
      principal: Principal;
      integration: TIntegrationName;
      /** A path of Ting to come back to once connected (checked by the route's schema). */
      returnTo?: string;
    }): Promise<string> {
      const { principal, integration, returnTo } = options;
      await requireManager({ principal, integration });
      const state = await states.sign({ principal, integration, returnTo });
      try {
        return await deps.oauth[integration].authorizationUrl({ state });
      } catch (error) {
        throw new AppError(
          'INTEGRATION_ERROR',
          `Cannot reach ${INTEGRATION_LABELS[integration]} to start the connection: ${(error as Error).message}`,
        );
      }
    },

    /**
     * The browser came back from consent: checks the state, exchanges the code, stores the tokens.
     * Answers the page to land on (the one the user started from, when the state names one).
     */
    async completeConnection(options: {
      integration: TIntegrationName;
      sessionPrincipal: Principal | undefined;
      code: string | undefined;
      state: string | undefined;
    }): Promise<{ returnTo: string | undefined }> {
      const { integration } = options;
      const { principal, code, returnTo } = await verifyCallback(options);
      const provider = deps.oauth[integration];
      let tokens: OAuthTokens;
      let externalAccountId: string | null;
      try {
        tokens = await provider.exchangeCode(code);
        externalAccountId = await provider.accountIdOf(tokens.accessToken);
      } catch (error) {
        throw exchangeFailed(integration, error);
      }
      await storeConnection({ principal, provider: integration, tokens, externalAccountId });
      return { returnTo };
    },

    /**
     * Forgets the connection and its tokens, and revokes the grant at the provider (best effort). For a
     * personal integration that is the caller's own: another member's stays.
     */
    async remove(options: { principal: Principal; provider: TIntegrationName }): Promise<void> {
      const { principal, provider } = options;
      await requireManager({ principal, integration: provider });
      const row = await deleteIntegration(db, integrationKeyOf({ ...principal, provider }));
      if (!row) {
        const whose = isPersonalIntegration(provider) ? 'Your' : "Your organization's";
        throw new AppError('NOT_FOUND', `${whose} ${INTEGRATION_LABELS[provider]} is not connected.`);
      }
      await forget(row);
    },

    /**
     * A member left the organization: their own connections (their calendar) go with them, as if they
     * had removed them. Harmless to run twice.
     */
    async removeMemberConnections(options: { organizationId: string; userId: string }): Promise<void> {
      // Back in the organization before this ran (left and rejoined): what they connected stays theirs.
      const current = await findMembershipByUserId(db, options.userId);
      if (current?.organization.id === options.organizationId) return;
      for (const found of await listMemberIntegrations(db, options)) {
        const row = await deleteIntegration(db, {
          organizationId: found.organizationId,
          provider: found.provider,
          userId: found.userId,
        });
        if (row) await forget(row);
      }
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
