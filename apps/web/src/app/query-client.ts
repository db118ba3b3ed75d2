import { QueryClient } from '@tanstack/react-query';

/** Client data cache settings of spec section 9: fresh for 5 minutes, refetched on focus, never retried. */
export const QUERY_DEFAULTS = {
  staleTime: 300_000,
  refetchOnWindowFocus: true,
  retry: false,
} as const;

export const createAppQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: QUERY_DEFAULTS,
      mutations: { retry: false },
    },
  });
