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

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Reads the whole request body (which must still be unread), refusing more than 1 MiB. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new Error(`Request body is larger than ${BODY_LIMIT_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads an application/x-www-form-urlencoded body (the request body must still be unread). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req)).toString('utf8'));
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; message: string };

/** Reads a JSON body; an empty body reads as `undefined`, malformed JSON as a message saying why. */
export async function readJson(req: IncomingMessage): Promise<JsonBody> {
  const text = (await readBody(req)).toString('utf8');
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** Sends a redirect (302) to an absolute URL. */
export function sendRedirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store', 'content-length': 0 });
  res.end();
}

/** The bearer token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}
