import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rememberSignedInBrowser } from './returning-browser';
import { flushPendingSessionBroadcast, SESSION_BROADCAST_KEY } from './session-broadcast';
import { useSession } from './use-session';

export type TSessionSyncProps = {
  refetchIntervalSeconds?: number;
};

/**
 * Keeps tabs in step: another tab's sign-in or sign-out refetches everything here, and this tab announces
 * its own change once it is back from the Auth.js redirect. It also marks the browser as one that has signed in,
 * for the returning visitor's 'Welcome!' on /login.
 */
export const SessionSync = ({ refetchIntervalSeconds = 0 }: TSessionSyncProps) => {
  const queryClient = useQueryClient();
  const { status } = useSession({ refetchIntervalSeconds });

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_BROADCAST_KEY) return;
      void queryClient.invalidateQueries();
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [queryClient]);

  useEffect(() => {
    if (status !== 'loading') flushPendingSessionBroadcast();
    // Every route passes here, so this is the one place that sees each authenticated session.
    if (status === 'authenticated') rememberSignedInBrowser();
  }, [status]);

  return null;
};
