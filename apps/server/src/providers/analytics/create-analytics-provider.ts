import type { AnalyticsConfig } from '../../config';
import type { AnalyticsProvider } from './analytics-provider';
import { NoopAnalytics } from './noop/noop-analytics';
import { PostHogAnalytics } from './posthog/posthog-analytics';

export type TCreateAnalyticsProviderOptions = {
  config: AnalyticsConfig;
  onError: (error: unknown) => void;
};

/** PostHog when `POSTHOG_KEY` is set, else the no-op: without a key nothing is sent anywhere. */
export const createAnalyticsProvider = ({
  config,
  onError,
}: TCreateAnalyticsProviderOptions): AnalyticsProvider =>
  config ? new PostHogAnalytics({ key: config.key, host: config.host, onError }) : new NoopAnalytics();
