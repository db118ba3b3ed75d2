import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AnalyticsTracker } from '../lib/analytics/analytics-tracker';
import { SessionSync } from '../lib/session/session-sync';
import { FullScreenLoader } from '../ui/full-screen-loader';

export const RootLayout = () => (
  <>
    <SessionSync />
    <AnalyticsTracker />
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  </>
);
