import { hasUnstorableCharacters } from '@ting/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Reads one cookie from the request's Cookie header. A value that decodes to a NUL or an unpaired
 * surrogate was never set by us and cannot be looked up in the database: it reads as no cookie.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        decoded = value;
      }
      return hasUnstorableCharacters(decoded) ? undefined : decoded;
    }
  }
  return undefined;
}
