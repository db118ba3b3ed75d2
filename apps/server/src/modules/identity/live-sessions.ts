import { LRUCache, type Perf } from 'lru-cache';

/** What the database says of a session id: whose it is and until when; undefined once it is gone. */
export type SessionLookup = (sessionId: string) => Promise<{ userId: string; expires: Date } | undefined>;

export type LiveSessions = {
  /** Whether the session is still signed in, for this user. Asks the database at most once per TTL. */
  isLive(options: { sessionId: string; userId: string }): Promise<boolean>;
};

/** How long a process trusts what it last read of a session: the bound on how late a sign-out bites. */
export const SESSION_CHECK_TTL_MS = 30_000;

/** A gone session is remembered as such, so a stolen token of it costs no query per request either. */
type Entry = { userId: string | null; expiresAt: number };

/**
 * Which sessions are still signed in, cached per process for `ttlMs`: every access token is checked
 * against its session without a database round trip per request, and a sign-out (Auth.js deletes the
 * row) reaches every API process within `ttlMs`.
 */
export function createLiveSessions(options: {
  lookup: SessionLookup;
  ttlMs?: number;
  /** Sessions remembered at once; the least recently used are forgotten first. */
  max?: number;
  /** The cache's clock, for tests. */
  perf?: Perf;
}): LiveSessions {
  const cache = new LRUCache<string, Entry>({
    max: options.max ?? 10_000,
    ttl: options.ttlMs ?? SESSION_CHECK_TTL_MS,
    perf: options.perf,
    // Concurrent requests of one session share one query.
    fetchMethod: async (sessionId) => {
      const row = await options.lookup(sessionId);
      return row ? { userId: row.userId, expiresAt: row.expires.getTime() } : { userId: null, expiresAt: 0 };
    },
  });
  return {
    async isLive({ sessionId, userId }) {
      const entry = await cache.fetch(sessionId);
      // An expiry Auth.js has since slid forward is read again when the entry's TTL runs out.
      return entry?.userId === userId && entry.expiresAt > Date.now();
    },
  };
}
