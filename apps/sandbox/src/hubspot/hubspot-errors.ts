import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../shared/http.js';

export type HubspotErrorOptions = {
  httpStatus: number;
  category: string;
  message: string;
  subCategory?: string;
  context?: Record<string, string[]>;
  errors?: Array<{ message: string; code?: string; context?: Record<string, string[]> }>;
  links?: Record<string, string>;
};

/** HubSpot's API error body: `{status: 'error', message, correlationId, category, ...}`. */
export function sendHubspotError(res: ServerResponse, options: HubspotErrorOptions): void {
  const { httpStatus, category, message, subCategory, context, errors, links } = options;
  sendJson(res, {
    status: httpStatus,
    body: {
      status: 'error',
      message,
      correlationId: randomUUID(),
      category,
      ...(subCategory ? { subCategory } : {}),
      ...(context ? { context } : {}),
      ...(errors ? { errors } : {}),
      ...(links ? { links } : {}),
    },
  });
}

export type OauthErrorOptions = {
  /** HubSpot's legacy code, e.g. BAD_AUTH_CODE. */
  status: string;
  message: string;
  /** The RFC 6749 code, e.g. invalid_grant. */
  error: string;
  httpStatus?: number;
};

/** HubSpot's OAuth error body: legacy `status`/`message` plus RFC 6749 `error`/`error_description`. */
export function sendOauthError(res: ServerResponse, options: OauthErrorOptions): void {
  const { status, message, error, httpStatus = 400 } = options;
  sendJson(res, {
    status: httpStatus,
    body: { status, message, correlationId: randomUUID(), error, error_description: message },
  });
}

export function sendObjectNotFound(res: ServerResponse, message: string): void {
  sendHubspotError(res, { httpStatus: 404, category: 'OBJECT_NOT_FOUND', message });
}

export function sendValidationError(res: ServerResponse, message: string): void {
  sendHubspotError(res, { httpStatus: 400, category: 'VALIDATION_ERROR', message });
}
