import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@ting/contracts';
import type { ReactNode } from 'react';
import { APP_THEME } from '../ui/theme';

export type TProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

export const Providers = ({ queryClient, children }: TProvidersProps) => (
  <MantineProvider theme={APP_THEME} defaultColorScheme="light">
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <Notifications position="top-center" autoClose={TOAST_DURATION_MS.http} />
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  </MantineProvider>
);
