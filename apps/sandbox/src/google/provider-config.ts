import { type AdapterFactory, type Configuration, errors } from 'oidc-provider';
import { type AccountStore, toOidcAccount } from './accounts.js';
import { createInteractionPolicy } from './interaction-policy.js';
import type { OfflineAccess } from './offline-access.js';
import { renderMessagePage } from './pages/message-page.js';
import { INTERACTION_PATH, PROVIDER_ROUTES, REVOKE_PATH } from './routes.js';
import { SUPPORTED_SCOPES } from './scopes.js';
import type { SigningKeys } from './signing-keys.js';

/** The one OAuth client the product uses for both Google sign-in and Google Calendar. */
export type GoogleClientOptions = { clientId: string; clientSecret: string; redirectUris: string[] };

export type ProviderConfigOptions = {
  issuer: string;
  client: GoogleClientOptions;
  signingKeys: SigningKeys;
  cookieKeys: string[];
  adapter: AdapterFactory;
  accounts: AccountStore;
  offlineAccess: OfflineAccess;
};

const DAY = 24 * 60 * 60;

/** oidc-provider configured to behave like Google's OAuth 2.0 / OpenID Connect endpoints. */
export function createProviderConfig(options: ProviderConfigOptions): Configuration {
  const { issuer, client, signingKeys, cookieKeys, adapter, accounts, offlineAccess } = options;
  return {
    adapter,
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: 'Ting',
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // oidc-provider also accepts client_secret_basic from a client registered with _post.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    clientAuthMethods: ['client_secret_post', 'client_secret_basic'],
    responseTypes: ['code'],
    scopes: SUPPORTED_SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Google puts email and profile claims in the id_token of the code flow too; Auth.js reads them there.
    conformIdTokenClaims: false,
    extraParams: {
      access_type(_ctx, value) {
        if (value !== undefined && value !== 'online' && value !== 'offline') {
          throw new errors.InvalidRequest("access_type must be 'online' or 'offline'");
        }
      },
      include_granted_scopes: null,
    },
    issueRefreshToken: offlineAccess.issueRefreshToken,
    // Google keeps one refresh token until it is revoked, and it does not die with the browser session.
    rotateRefreshToken: false,
    expiresWithSession: () => false,
    // Allowed (S256) but not required: google-auth-library sends no PKCE unless asked to.
    pkce: { required: () => false },
    findAccount(_ctx, id) {
      const account = accounts.find(id);
      return account ? toOidcAccount(account) : undefined;
    },
    jwks: signingKeys,
    cookies: {
      keys: cookieKeys,
      // Prefixed so they never clash with the product's cookies on the same localhost origin.
      names: {
        session: 'sandbox_google_session',
        interaction: 'sandbox_google_interaction',
        resume: 'sandbox_google_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: new URL(issuer).pathname },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    features: {
      devInteractions: { enabled: false },
      // Replaced by the Google-style endpoint at REVOKE_PATH, which needs no client authentication.
      revocation: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: true },
    },
    interactions: {
      policy: createInteractionPolicy(),
      url: (_ctx, interaction) => `${issuer}${INTERACTION_PATH}/${interaction.uid}`,
    },
    routes: PROVIDER_ROUTES,
    discovery: { revocation_endpoint: `${issuer}${REVOKE_PATH}` },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 365 * DAY,
      RefreshToken: 365 * DAY,
    },
    clientBasedCORS: () => false,
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        title: 'Something went wrong',
        message: 'The sandbox Google could not handle this request.',
        details: [out.error, out.error_description ?? ''].filter(Boolean),
      });
    },
  };
}
