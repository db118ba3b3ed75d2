import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../ui/full-screen-loader';
import { lazyPage, type TLazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorView } from './route-error-view';
import { RedirectIfSignedIn, RequireSession } from './route-guards';
import { prefetchIdentity, prefetchSession, prefetchUpcomingMeetings } from './route-prefetch';
import { WellKnownPage } from './routes/well-known-page';

// Each page is its own chunk, so /login does not download the signed-in app (DESIGN.md: /login ~140 kB gz).
const LoginPage = lazyPage(() => import('./routes/login-page'), 'LoginPage');
const InvitePage = lazyPage(() => import('./routes/invite-page'), 'InvitePage');
const MeetingPage = lazyPage(() => import('./routes/meeting-page'), 'MeetingPage');
const AppLayout = lazyPage(() => import('./shell/app-layout'), 'AppLayout');
const MeetingsPage = lazyPage(() => import('./routes/meetings-page'), 'MeetingsPage');
const AssistantPage = lazyPage(() => import('./routes/assistant-page'), 'AssistantPage');
const SettingsPage = lazyPage(() => import('./routes/settings-page'), 'SettingsPage');
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage');

/**
 * A loader that only starts downloads. The router runs the loaders of every matched route at once, so the
 * shell's and the page's chunks download side by side instead of the page's waiting for the shell to render.
 * It resolves at once: rendering never waits for it.
 */
const preloading =
  (...pages: TLazyPage[]) =>
  () => {
    for (const page of pages) void page.preload();
    return null;
  };

export type TAppRoutesOptions = {
  /** The app's query cache, which routes fill early with the session and the identity. */
  queryClient: QueryClient;
};

/** The route table of spec section 2. */
export const createAppRoutes = ({ queryClient }: TAppRoutesOptions): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <FullScreenLoader />,
    loader: () => {
      void prefetchSession(queryClient);
      return null;
    },
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [{ path: '/login', element: <LoginPage />, loader: preloading(LoginPage) }],
      },
      { path: '/invite', element: <InvitePage />, loader: preloading(InvitePage) },
      { path: '/.well-known/*', element: <WellKnownPage /> },
      // Open without a session: a full-screen view without the navigation bar.
      { path: '/meetings/:id', element: <MeetingPage />, loader: preloading(MeetingPage) },
      {
        element: <RequireSession />,
        loader: () => {
          void prefetchIdentity(queryClient);
          return null;
        },
        children: [
          {
            element: <AppLayout />,
            loader: preloading(AppLayout),
            children: [
              { index: true, element: <Navigate to="/meetings" replace /> },
              {
                path: '/meetings',
                element: <MeetingsPage />,
                loader: () => {
                  void MeetingsPage.preload();
                  void prefetchUpcomingMeetings(queryClient);
                  return null;
                },
              },
              { path: '/assistant', element: <AssistantPage />, loader: preloading(AssistantPage) },
              { path: '/settings', element: <SettingsPage />, loader: preloading(SettingsPage) },
              { path: '*', element: <NotFoundPage />, loader: preloading(NotFoundPage) },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = (options: TAppRoutesOptions) => createBrowserRouter(createAppRoutes(options));
