import { PostHog } from 'posthog-node';
import type { AnalyticsProvider, TAnalyticsEvent } from '../analytics-provider';
import { toPostHogMessage } from './mappers';

/** Sent at most this long after being captured (the analytics client's flush interval, spec section 9). */
export const ANALYTICS_FLUSH_INTERVAL_MS = 3000;

export type TPostHogAnalyticsOptions = {
  key: string;
  /** PostHog's ingestion host, e.g. `https://eu.i.posthog.com`; events go to `{host}/batch/`. */
  host: string;
  /** Where delivery failures go (the app's logger); analytics never fails the work that reports it. */
  onError: (error: unknown) => void;
};

/** `AnalyticsProvider` on posthog-node: events are queued and sent in batches in the background. */
export class PostHogAnalytics implements AnalyticsProvider {
  readonly isEnabled = true;
  private readonly client: PostHog;
  private readonly onError: (error: unknown) => void;

  constructor({ key, host, onError }: TPostHogAnalyticsOptions) {
    this.onError = onError;
    this.client = new PostHog(key, {
      host,
      flushAt: 20,
      flushInterval: ANALYTICS_FLUSH_INTERVAL_MS,
      // The server's address says nothing about where the user is.
      disableGeoip: true,
    });
    this.client.on('error', onError);
  }

  capture(event: TAnalyticsEvent): void {
    try {
      this.client.capture(toPostHogMessage(event));
    } catch (error) {
      this.onError(error);
    }
  }

  async flush(): Promise<void> {
    try {
      await this.client.flush();
    } catch (error) {
      this.onError(error);
    }
  }

  async shutdown(): Promise<void> {
    try {
      await this.client.shutdown();
    } catch (error) {
      this.onError(error);
    }
  }
}
