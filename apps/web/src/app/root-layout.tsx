import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionSync } from '../lib/session/session-sync';
import { FullScreenLoader } from '../ui/full-screen-loader';

export const RootLayout = () => (
  <>
    <SessionSync />
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  </>
);
