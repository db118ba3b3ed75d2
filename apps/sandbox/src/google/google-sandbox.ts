import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import Provider from 'oidc-provider';
import type { SandboxService } from '../service.js';
import { defaultNameForEmail, openAccountStore } from './accounts.js';
import { createCalendarApi } from './calendar/calendar-api.js';
import { createCalendarAuth } from './calendar/calendar-auth.js';
import { openCalendarStore } from './calendar/calendar-store.js';
import { createEventPage, EVENT_PAGE_PATH } from './calendar/event-page.js';
import { loadOrCreateCookieKeys } from './cookie-keys.js';
import { createFileAdapterStore } from './file-adapter.js';
import { createInteractionRoutes } from './interactions.js';
import { createOfflineAccess } from './offline-access.js';
import { createPemCertsRoute } from './pem-certs.js';
import { createProviderConfig, type GoogleClientOptions } from './provider-config.js';
import { mountProvider } from './provider-mount.js';
import { createRevokeRoute } from './revoke.js';
import { CALENDAR_API_PATH, INTERACTION_PATH, PEM_CERTS_PATH, REVOKE_PATH } from './routes.js';
import { createSandboxControls, SANDBOX_CONTROLS_PATH } from './sandbox-controls.js';
import { loadOrCreateSigningKeys } from './signing-keys.js';

export type GoogleSandboxOptions = {
  /** `${publicUrl}/google` */
  issuer: string;
  dataDir: string;
  client: GoogleClientOptions;
};

export type GoogleSandbox = SandboxService & { issuer: string };

/**
 * Google as an OpenID Connect provider and OAuth 2.0 authorization server, plus Calendar API v3
 * for the accounts signed in to it; state kept in `dataDir`.
 */
export async function createGoogleSandbox({
  issuer,
  dataDir,
  client,
}: GoogleSandboxOptions): Promise<GoogleSandbox> {
  await mkdir(dataDir, { recursive: true });
  const [signingKeys, cookieKeys, accounts] = await Promise.all([
    loadOrCreateSigningKeys(dataDir),
    loadOrCreateCookieKeys(dataDir),
    openAccountStore(dataDir),
  ]);
  const store = createFileAdapterStore(join(dataDir, 'google-store'));
  const offlineAccess = createOfflineAccess(store.factory);

  const provider = new Provider(
    issuer,
    createProviderConfig({
      issuer,
      client,
      signingKeys,
      cookieKeys,
      adapter: store.factory,
      accounts,
      offlineAccess,
    }),
  );
  offlineAccess.watch(provider);
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('Sandbox Google failed:', error);
  });

  const forwardToProvider = mountProvider({ provider, issuer });
  const handleInteraction = createInteractionRoutes({ provider, accounts, issuer });
  const handleRevoke = createRevokeRoute(provider);
  const handlePemCerts = createPemCertsRoute(signingKeys);

  const calendars = await openCalendarStore({
    dataDir,
    issuer,
    nameForEmail: (email) => accounts.findByEmail(email)?.name ?? defaultNameForEmail(email),
  });
  const handleCalendarApi = createCalendarApi({
    store: calendars,
    authenticate: createCalendarAuth({ provider, accounts }),
  });
  const handleEventPage = createEventPage(calendars);
  const handleControls = createSandboxControls({ provider, store: calendars });

  return {
    issuer,
    handle(req: IncomingMessage, res: ServerResponse) {
      const { pathname } = new URL(req.url ?? '/', 'http://sandbox.invalid');
      if (pathname === REVOKE_PATH) return handleRevoke(req, res);
      if (pathname === PEM_CERTS_PATH) return handlePemCerts(req, res);
      if (pathname.startsWith(`${INTERACTION_PATH}/`)) return handleInteraction(req, res);
      if (pathname.startsWith(`${CALENDAR_API_PATH}/`)) return handleCalendarApi(req, res);
      if (pathname === EVENT_PAGE_PATH) return handleEventPage(req, res);
      if (pathname.startsWith(`${SANDBOX_CONTROLS_PATH}/`)) return handleControls(req, res);
      return forwardToProvider(req, res);
    },
    async close() {
      await Promise.all([store.flush(), accounts.flush(), calendars.flush()]);
    },
  };
}
