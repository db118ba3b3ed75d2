import { LRUCache, type Perf } from 'lru-cache';

/**
 * What the database says of a session id: whose it is, the organization that user belongs to now,
 * and until when; undefined once it is gone.
 */
export type SessionLookup = (
  sessionId: string,
) => Promise<{ userId: string; organizationId: string | null; expires: Date } | undefined>;

export type LiveSessions = {
  /**
   * Whether the session is still signed in, for this user, who still belongs to this organization (a
   * token of an organization they left stops working). Asks the database at most once per TTL.
   */
  isLive(options: { sessionId: string; userId: string; organizationId: string }): Promise<boolean>;
};

/** How long a process trusts what it last read of a session: the bound on how late a sign-out bites. */
export const SESSION_CHECK_TTL_MS = 30_000;

/** A gone session is remembered as such, so a stolen token of it costs no query per request either. */
type Entry = { userId: string | null; organizationId: string | null; expiresAt: number };

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
      return row
        ? { userId: row.userId, organizationId: row.organizationId, expiresAt: row.expires.getTime() }
        : { userId: null, organizationId: null, expiresAt: 0 };
    },
  });
  return {
    async isLive({ sessionId, userId, organizationId }) {
      let entry = await cache.fetch(sessionId);
      // A token of another organization than remembered: the user may have just joined it (the identity
      // call hands out its token at once), so the session is read again before refusing.
      if (entry?.userId === userId && entry.organizationId !== organizationId) {
        entry = await cache.fetch(sessionId, { forceRefresh: true });
      }
      // An expiry Auth.js has since slid forward is read again when the entry's TTL runs out.
      return (
        entry?.userId === userId && entry.organizationId === organizationId && entry.expiresAt > Date.now()
      );
    },
  };
}
