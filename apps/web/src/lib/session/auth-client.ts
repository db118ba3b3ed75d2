import { browser } from '../browser';
import { markSessionChangePending } from './session-broadcast';

/** Auth.js is mounted here on the server (DESIGN.md, "Stack"). */
export const AUTH_BASE_PATH = '/api/auth';

/** The session user as Auth.js returns it. */
export type TSessionUser = {
  id?: string;
  name?: string | null;
  email?: string | null;
  image?: string | null;
};

/** `GET /api/auth/session` when signed in. */
export type TAuthSession = {
  user: TSessionUser;
  expires: string;
};

export type TAuthProvider = 'google';

const fetchAuthJson = async (path: string): Promise<unknown> => {
  const response = await fetch(`${AUTH_BASE_PATH}/${path}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Auth.js ${path} answered ${response.status}`);
  return response.json();
};

const isAuthSession = (value: unknown): value is TAuthSession =>
  typeof value === 'object' &&
  value !== null &&
  'user' in value &&
  typeof value.user === 'object' &&
  !!value.user;

/** The current session, or null when signed out (Auth.js answers `null` or `{}`). Errors are thrown. */
export const fetchSession = async (): Promise<TAuthSession | null> => {
  const body = await fetchAuthJson('session');
  return isAuthSession(body) ? body : null;
};

export const fetchCsrfToken = async (): Promise<string> => {
  const body = (await fetchAuthJson('csrf')) as { csrfToken?: unknown };
  if (typeof body?.csrfToken !== 'string') throw new Error('Auth.js csrf answered without a csrfToken');
  return body.csrfToken;
};

export type TSignInOptions = {
  provider?: TAuthProvider;
  /** Where the browser comes back to after sign-in: a path of this app (default `/`), e.g. an invitation. */
  returnTo?: string;
  /**
   * The address the provider's sign-in is filled with (OpenID Connect's `login_hint`), e.g. the invitee's.
   * Auth.js passes the sign-in request's query on to the authorization request.
   */
  loginHint?: string;
};

/** A path on this origin; anything else (`//evil.test`, `https://…`) falls back to `/`. */
const sameOriginPath = (path: string | undefined): string =>
  path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';

/**
 * Starts the provider's sign-in with a real form POST, so the browser follows Auth.js's redirect to the
 * provider and comes back to `returnTo` (default `/`).
 */
export const signIn = async ({
  provider = 'google',
  returnTo,
  loginHint,
}: TSignInOptions = {}): Promise<void> => {
  const csrfToken = await fetchCsrfToken();
  markSessionChangePending();
  const query = loginHint ? `?${new URLSearchParams({ login_hint: loginHint }).toString()}` : '';
  browser.submitForm({
    action: `${AUTH_BASE_PATH}/signin/${provider}${query}`,
    fields: { csrfToken, callbackUrl: `${browser.origin()}${sameOriginPath(returnTo)}` },
  });
};

/** Signs out with a real form POST; Auth.js clears the cookie and sends the browser to /login. */
export const signOut = async (): Promise<void> => {
  const csrfToken = await fetchCsrfToken();
  markSessionChangePending();
  browser.submitForm({
    action: `${AUTH_BASE_PATH}/signout`,
    fields: { csrfToken, callbackUrl: `${browser.origin()}/login` },
  });
};
