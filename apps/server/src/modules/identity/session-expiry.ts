/** How long an Auth.js database session lives after it was last extended. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * How long after an extension a session is extended again on use (Auth.js's `updateAge`): an active
 * session never expires, yet costs at most one write a day.
 */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

/** The session's new expiry if its use is due to extend it, computed as Auth.js does; else undefined. */
export function extendedExpiry(options: { expires: Date; now?: number }): Date | undefined {
  const now = options.now ?? Date.now();
  const dueAt = options.expires.getTime() - (SESSION_MAX_AGE_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
  return dueAt <= now ? new Date(now + SESSION_MAX_AGE_SECONDS * 1000) : undefined;
}
