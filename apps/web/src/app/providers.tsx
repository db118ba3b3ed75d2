import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { APP_THEME } from '../ui/theme';
import { AppNotifications } from './app-notifications';

export type TProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

export const Providers = ({ queryClient, children }: TProvidersProps) => (
  <MantineProvider theme={APP_THEME} defaultColorScheme="light">
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <AppNotifications />
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  </MantineProvider>
);
