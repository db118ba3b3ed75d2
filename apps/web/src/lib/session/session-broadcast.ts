/** localStorage key whose `storage` events tell other tabs to refetch the session. */
export const SESSION_BROADCAST_KEY = 'ting.session-event';

/** sessionStorage flag: this tab started a sign-in or sign-out and must tell the others once it is back. */
const PENDING_BROADCAST_KEY = 'ting.session-event-pending';

/** Tells every other tab of this origin that the session changed. */
export const broadcastSessionChange = (): void => {
  try {
    window.localStorage.setItem(SESSION_BROADCAST_KEY, JSON.stringify({ event: 'session', at: Date.now() }));
  } catch (error) {
    console.warn('Could not tell other tabs about the session change', error);
  }
};

/**
 * Sign-in and sign-out are whole-page form posts: the cookie changes only after the browser has left the
 * page. So the tab remembers the change and broadcasts it when it is back with the new session.
 */
export const markSessionChangePending = (): void => {
  try {
    window.sessionStorage.setItem(PENDING_BROADCAST_KEY, '1');
  } catch {
    // Storage can be unavailable (private mode); other tabs then catch up on their next focus.
  }
};

/** Broadcasts a change this tab started before its last navigation. */
export const flushPendingSessionBroadcast = (): void => {
  try {
    if (window.sessionStorage.getItem(PENDING_BROADCAST_KEY) === null) return;
    window.sessionStorage.removeItem(PENDING_BROADCAST_KEY);
  } catch {
    return;
  }
  broadcastSessionChange();
};
