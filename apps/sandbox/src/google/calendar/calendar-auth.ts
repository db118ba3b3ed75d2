import type { IncomingMessage } from 'node:http';
import type { Provider } from 'oidc-provider';
import { bearerToken } from '../../shared/http.js';
import type { AccountStore } from '../accounts.js';
import { CALENDAR_READONLY_SCOPE } from '../scopes.js';

/** Scopes that allow reading events at Google; the sandbox only issues the first. */
const CALENDAR_READ_SCOPES = [
  CALENDAR_READONLY_SCOPE,
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/calendar.events.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];

export type CalendarCaller =
  | { kind: 'ok'; email: string }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'insufficient-scope' };

export type CalendarAuthOptions = { provider: Provider; accounts: AccountStore };

/**
 * Checks the Bearer access token the way Google's APIs do: it must be one the sandbox Google
 * issued, unexpired and unrevoked (oidc-provider's `find` refuses expired ones), and carry a
 * calendar scope.
 */
export function createCalendarAuth({ provider, accounts }: CalendarAuthOptions) {
  return async function authenticate(req: IncomingMessage): Promise<CalendarCaller> {
    const token = bearerToken(req);
    if (!token) return { kind: 'missing' };
    const accessToken = await provider.AccessToken.find(token);
    const account = accessToken?.accountId ? accounts.find(accessToken.accountId) : undefined;
    if (!accessToken || !account) return { kind: 'invalid' };
    const scopes = accessToken.scopes;
    if (!CALENDAR_READ_SCOPES.some((scope) => scopes.has(scope))) return { kind: 'insufficient-scope' };
    return { kind: 'ok', email: account.email };
  };
}
