import type { ServerResponse } from 'node:http';
import { sendJson } from '../shared/http.js';

/**
 * Recall is a Django REST Framework API: field errors are `{field: [messages]}`, everything else
 * `{detail}` (with a machine-readable `code` on the 400s Recall documents).
 */
export function sendFieldErrors(res: ServerResponse, errors: Record<string, string[]>): void {
  sendJson(res, { status: 400, body: errors });
}

export type RecallErrorOptions = {
  status: number;
  detail: string;
  code?: string;
  headers?: Record<string, string>;
};

export function sendRecallError(
  res: ServerResponse,
  { status, detail, code, headers }: RecallErrorOptions,
): void {
  sendJson(res, { status, body: code ? { code, detail } : { detail }, ...(headers ? { headers } : {}) });
}

export function sendNotFound(res: ServerResponse): void {
  sendRecallError(res, { status: 404, detail: 'Not found.' });
}
