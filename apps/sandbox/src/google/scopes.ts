export const CALENDAR_READONLY_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';

/** The scopes the sandbox Google knows, with the wording Google's consent screen uses. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: "See your personal info, including any personal info you've made publicly available",
  [CALENDAR_READONLY_SCOPE]: 'See and download any calendar you can access using your Google Calendar',
};

export const SUPPORTED_SCOPES = Object.keys(SCOPE_DESCRIPTIONS);

// Google grants plain sign-in without a consent screen; only these scopes count as plain sign-in.
const SIGN_IN_SCOPES = new Set(['openid', 'email', 'profile']);

export function splitScope(scope: unknown): string[] {
  return typeof scope === 'string' ? scope.split(' ').filter(Boolean) : [];
}

/** True when the requested scopes go beyond plain sign-in, so the user must see a consent page. */
export function needsConsentPage(scopes: readonly string[]): boolean {
  return scopes.some((scope) => !SIGN_IN_SCOPES.has(scope));
}

export function describeScope(scope: string): string {
  return SCOPE_DESCRIPTIONS[scope] ?? scope;
}
