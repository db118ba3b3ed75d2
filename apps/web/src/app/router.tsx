import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorView } from './route-error-view';
import { RedirectIfSignedIn, RequireSession } from './route-guards';
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

/** The route table of spec section 2. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [{ path: '/login', element: <LoginPage /> }],
      },
      { path: '/invite', element: <InvitePage /> },
      { path: '/.well-known/*', element: <WellKnownPage /> },
      // Open without a session: a full-screen view without the navigation bar.
      { path: '/meetings/:id', element: <MeetingPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Navigate to="/meetings" replace /> },
              { path: '/meetings', element: <MeetingsPage /> },
              { path: '/assistant', element: <AssistantPage /> },
              { path: '/settings', element: <SettingsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(APP_ROUTES);
