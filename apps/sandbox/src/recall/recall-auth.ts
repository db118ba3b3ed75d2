import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type RecallAuthResult = { ok: true } | { ok: false; detail: string };

/**
 * `Authorization: Token <key>`; Recall's current docs make the `Token ` prefix optional, so a bare
 * key works too. Anything else (a wrong key, `Bearer …`) is refused like DRF's TokenAuthentication.
 */
export function authenticateRecall(req: IncomingMessage, apiKey: string): RecallAuthResult {
  const header = req.headers.authorization?.trim();
  if (!header) return { ok: false, detail: 'Authentication credentials were not provided.' };
  const parts = header.split(/\s+/);
  const key =
    parts.length === 2 && parts[0]?.toLowerCase() === 'token'
      ? parts[1]
      : parts.length === 1
        ? parts[0]
        : undefined;
  if (key === undefined)
    return { ok: false, detail: 'Invalid token header. Token string should not contain spaces.' };
  const given = Buffer.from(key);
  const expected = Buffer.from(apiKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, detail: 'Invalid token.' };
  }
  return { ok: true };
}
