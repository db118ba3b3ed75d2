import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { TIdentity } from '@ting/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApiAccess } from '../app/configure-api-access';
import { QUERY_DEFAULTS } from '../app/query-client';
import { identityKeys } from '../features/identity/api/identity-keys';
import { APP_THEME } from '../ui/theme';

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS, mutations: { retry: false } } });

export type TRenderWithProvidersOptions = {
  /** The URL the memory router starts at. */
  route?: string;
  /** Full route table; by default `ui` is rendered on every path. */
  routes?: RouteObject[];
  /** Seeds the identity query, as the app shell would have loaded it. */
  identity?: TIdentity;
  queryClient?: QueryClient;
};

export const TestProviders = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <MantineProvider theme={APP_THEME} env="test">
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <Notifications position="top-center" />
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  </MantineProvider>
);

/** Renders with Mantine, notifications, a query client wired to the HTTP client, and a memory router. */
export const renderWithProviders = (
  ui: ReactNode,
  { route = '/', routes, identity, queryClient = createTestQueryClient() }: TRenderWithProvidersOptions = {},
) => {
  configureApiAccess(queryClient);
  if (identity) queryClient.setQueryData(identityKeys.current(), identity);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
};
