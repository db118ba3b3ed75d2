import type { AnalyticsProvider, TAnalyticsEvent } from '../analytics-provider';

/** Without `POSTHOG_KEY`: events are dropped where they are made, and nothing is loaded or sent. */
export class NoopAnalytics implements AnalyticsProvider {
  readonly isEnabled = false;
  capture(_event: TAnalyticsEvent): void {}
  async flush(): Promise<void> {}
  async shutdown(): Promise<void> {}
}
