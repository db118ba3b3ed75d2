import { useQuery } from '@tanstack/react-query';
import type { TAppConfig } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';

export const appConfigKeys = {
  all: ['app-config'] as const,
};

/** Public facts needed before sign-in. A failure only hides the Sandbox badge, so it never toasts. */
export const fetchAppConfig = (signal?: AbortSignal): Promise<TAppConfig> =>
  apiRequest<TAppConfig>({
    path: '/api/app-config',
    isAuthenticated: false,
    shouldToast: NEVER_TOAST,
    signal,
  });

export const useAppConfigQuery = () =>
  useQuery({
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** True when the server runs against the sandbox stand-ins. */
export const useIsSandbox = (): boolean => useAppConfigQuery().data?.sandbox === true;

/**
 * Whether the configured engine follows custom prompts: true with a model, false with the built-in engine,
 * null while unknown (then the UI claims nothing).
 */
export const useEngineFollowsPrompts = (): boolean | null => {
  const engine = useAppConfigQuery().data?.ai_engine;
  return engine === undefined ? null : engine === 'model';
};
