import { useQuery } from '@tanstack/react-query';
import { fetchSession, type TAuthSession } from './auth-client';
import { sessionKeys } from './session-keys';

export type TSessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type TSessionState = {
  status: TSessionStatus;
  session: TAuthSession | null;
};

const loadSession = async (): Promise<TAuthSession | null> => {
  try {
    return await fetchSession();
  } catch (error) {
    // Auth library errors are logged only (spec section 8).
    console.error('Could not load the session', error);
    throw error;
  }
};

export type TUseSessionOptions = {
  /** Optional polling (spec section 4); 0 turns it off. */
  refetchIntervalSeconds?: number;
};

/** The Auth.js session: loading, authenticated or unauthenticated; refetched whenever the window gets focus. */
export const useSession = ({ refetchIntervalSeconds = 0 }: TUseSessionOptions = {}): TSessionState => {
  const query = useQuery({
    queryKey: sessionKeys.all,
    queryFn: loadSession,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: refetchIntervalSeconds > 0 ? refetchIntervalSeconds * 1000 : false,
  });
  if (query.isPending) return { status: 'loading', session: null };
  // A failed refetch keeps the last answer; a failed first load counts as signed out.
  const session = query.data ?? null;
  return { status: session ? 'authenticated' : 'unauthenticated', session };
};
