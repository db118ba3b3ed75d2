import type { IncomingMessage, ServerResponse } from 'node:http';

// Sandbox pages only need inline styles; nothing may frame them.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

type ExtraHeaders = { headers?: Record<string, string> };

export type SendJsonOptions = ExtraHeaders & { status: number; body: unknown };

export function sendJson(res: ServerResponse, { status, body, headers = {} }: SendJsonOptions): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export type SendHtmlOptions = ExtraHeaders & { status: number; html: string };

export function sendHtml(res: ServerResponse, { status, html, headers = {} }: SendHtmlOptions): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': PAGE_CSP,
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(html);
}

export type SendErrorOptions = { status: number; code: string; message: string };

/** Sends the `{message, code}` error shape the product uses everywhere. */
export function sendError(res: ServerResponse, { status, code, message }: SendErrorOptions): void {
  sendJson(res, { status, body: { message, code } });
}

const FORM_LIMIT_BYTES = 64 * 1024;

/** Reads an application/x-www-form-urlencoded body (the request body must still be unread). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT_BYTES) throw new Error(`Form body is larger than ${FORM_LIMIT_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
