import type { TAnalyticsClientConfig } from '@ting/contracts';
import type { PostHog } from 'posthog-js';
import { buildPostHogOptions } from './posthog-options';

/**
 * Imports posthog-js (the largest chunk of the app, so its own, fetched only when a key is configured) and
 * starts it once; later calls get the same instance.
 */
export const loadPostHog = async (config: TAnalyticsClientConfig): Promise<PostHog> => {
  const { default: posthog } = await import('posthog-js');
  if (!posthog.__loaded) posthog.init(config.key, buildPostHogOptions(config.host));
  return posthog;
};

/** Runs `task` when the browser is idle (or soon, where it cannot tell), so analytics never delays the page. */
export const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
};
