import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session/use-session';
import { FullScreenLoader } from '../ui/full-screen-loader';

export const LOGIN_PATH = '/login';

/** Signed-in routes: wait for the session, then send anyone without one to /login. */
export const RequireSession = () => {
  const { status } = useSession();
  if (status === 'loading') return <FullScreenLoader label="Checking your session" />;
  if (status === 'unauthenticated') return <Navigate to={LOGIN_PATH} replace />;
  return <Outlet />;
};

/** /login: a signed-in user has nothing to do there and goes to `/`. */
export const RedirectIfSignedIn = () => {
  const { status } = useSession();
  if (status === 'loading') return <FullScreenLoader label="Checking your session" />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
};
