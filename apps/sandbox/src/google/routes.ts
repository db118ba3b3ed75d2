/**
 * Paths under the issuer. Each mirrors the path of the real Google endpoint, so
 * `https://oauth2.googleapis.com/token` becomes `${issuer}/token`,
 * `https://accounts.google.com/o/oauth2/v2/auth` becomes `${issuer}/o/oauth2/v2/auth`, and so on.
 */
export const PROVIDER_ROUTES = {
  authorization: '/o/oauth2/v2/auth',
  token: '/token',
  userinfo: '/v1/userinfo',
  jwks: '/oauth2/v3/certs',
} as const;

/** Google's id_token signing keys as `{kid: PEM}` (what google-auth-library's `verifyIdToken` fetches). */
export const PEM_CERTS_PATH = '/oauth2/v1/certs';

/** Google-style revocation (`https://oauth2.googleapis.com/revoke`), served by the sandbox itself. */
export const REVOKE_PATH = '/revoke';

/** The sandbox's own sign-in and consent pages. */
export const INTERACTION_PATH = '/interaction';

/** Calendar API v3 (`https://www.googleapis.com/calendar/v3/...`), served under the issuer too. */
export const CALENDAR_API_PATH = '/calendar/v3';
