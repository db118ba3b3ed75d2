import type { ServerResponse } from 'node:http';
import { sendJson } from '../../shared/http.js';

export type GoogleErrorOptions = {
  code: number;
  message: string;
  reason: string;
  /** The message of the single entry in `errors` when it differs from the top-level one. */
  detail?: string;
  domain?: string;
  location?: string;
  locationType?: 'parameter' | 'header';
  /** gRPC-style status Google adds on some errors, e.g. UNAUTHENTICATED. */
  status?: string;
  headers?: Record<string, string>;
};

/** Google's JSON API error body: `{error: {code, message, errors: [{domain, reason, message, ...}]}}`. */
export function sendGoogleError(res: ServerResponse, options: GoogleErrorOptions): void {
  const {
    code,
    message,
    reason,
    detail,
    domain = 'global',
    location,
    locationType,
    status,
    headers,
  } = options;
  const entry = {
    message: detail ?? message,
    domain,
    reason,
    ...(location ? { location } : {}),
    ...(locationType ? { locationType } : {}),
  };
  sendJson(res, {
    status: code,
    headers,
    body: { error: { code, message, errors: [entry], ...(status ? { status } : {}) } },
  });
}

const CREDENTIALS_HINT =
  'Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

export function sendMissingCredentials(res: ServerResponse): void {
  sendGoogleError(res, {
    code: 401,
    message: `Request is missing required authentication credential. ${CREDENTIALS_HINT}`,
    detail: 'Login Required.',
    reason: 'required',
    location: 'Authorization',
    locationType: 'header',
    status: 'UNAUTHENTICATED',
    headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' },
  });
}

export function sendInvalidCredentials(res: ServerResponse): void {
  sendGoogleError(res, {
    code: 401,
    message: `Request had invalid authentication credentials. ${CREDENTIALS_HINT}`,
    detail: 'Invalid Credentials',
    reason: 'authError',
    location: 'Authorization',
    locationType: 'header',
    status: 'UNAUTHENTICATED',
    headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  });
}

export function sendInsufficientScope(res: ServerResponse): void {
  sendGoogleError(res, {
    code: 403,
    message: 'Request had insufficient authentication scopes.',
    detail: 'Insufficient Permission',
    reason: 'insufficientPermissions',
    status: 'PERMISSION_DENIED',
    headers: {
      'www-authenticate':
        'Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="https://www.googleapis.com/auth/calendar.readonly"',
    },
  });
}

export function sendNotFound(res: ServerResponse): void {
  sendGoogleError(res, { code: 404, message: 'Not Found', reason: 'notFound' });
}

export function sendFullSyncRequired(res: ServerResponse): void {
  sendGoogleError(res, {
    code: 410,
    message: 'Sync token is no longer valid, a full sync is required.',
    reason: 'fullSyncRequired',
    domain: 'calendar',
  });
}

type InvalidParameterOptions = { parameter: string; message: string };

export function sendInvalidParameter(
  res: ServerResponse,
  { parameter, message }: InvalidParameterOptions,
): void {
  sendGoogleError(res, {
    code: 400,
    message,
    reason: 'invalid',
    location: parameter,
    locationType: 'parameter',
  });
}
