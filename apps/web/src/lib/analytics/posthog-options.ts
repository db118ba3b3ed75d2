import type { CaptureResult, PostHogConfig } from 'posthog-js';

/**
 * Spec section 9's analytics client limits, and what posthog-js does with each:
 * - rate limit 10 events/s, burst 100 → `rate_limiting` (its token bucket drops events past it);
 * - session idle timeout 1800 s → `session_idle_timeout_seconds`;
 * - flush interval 3 s → `request_queue_config.flush_interval_ms`;
 * - retries: posthog-js has no option for them. Its retry queue already retries a response that is neither 200
 *   nor 4xx up to 10 times with backoff, but a request that got no response at all (status 0) only 3 times;
 * - quota-limited answers pause sending for 60 s: built in (its rate limiter holds a `quota_limited` batch key
 *   for one minute), not configurable.
 */
export const ANALYTICS_LIMITS = {
  eventsPerSecond: 10,
  eventsBurstLimit: 100,
  sessionIdleTimeoutSeconds: 1800,
  flushIntervalMs: 3000,
} as const;

/** Event properties that hold an address; their query and fragment may carry share or invitation tokens. */
const URL_PROPERTY = /(url|referrer)$/i;

const withoutQuery = (value: string): string => {
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    return value.split(/[?#]/)[0] ?? value;
  }
};

const redactUrls = (properties: Record<string, unknown> | undefined): void => {
  if (!properties) return;
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === 'string' && URL_PROPERTY.test(key)) properties[key] = withoutQuery(value);
  }
};

/** Addresses leave the browser without their query or fragment: `?share=`, `/invite?token=` are secrets. */
export const redactEventUrls = (event: CaptureResult | null): CaptureResult | null => {
  if (!event) return event;
  redactUrls(event.properties);
  redactUrls(event.$set);
  redactUrls(event.$set_once);
  return event;
};

/**
 * Only what the spec asks for leaves the page: identified users' profiles, the identify call and page views.
 * No autocapture (it would read meeting text off the page), no session recording, surveys, feature flags, or
 * scripts fetched from PostHog at run time.
 */
export const buildPostHogOptions = (host: string): Partial<PostHogConfig> => ({
  api_host: host,
  person_profiles: 'identified_only',
  // Page views are sent by the router tracker, once per route change.
  capture_pageview: false,
  capture_pageleave: false,
  autocapture: false,
  disable_session_recording: true,
  disable_surveys: true,
  advanced_disable_flags: true,
  disable_external_dependency_loading: true,
  rate_limiting: {
    events_per_second: ANALYTICS_LIMITS.eventsPerSecond,
    events_burst_limit: ANALYTICS_LIMITS.eventsBurstLimit,
  },
  session_idle_timeout_seconds: ANALYTICS_LIMITS.sessionIdleTimeoutSeconds,
  request_queue_config: { flush_interval_ms: ANALYTICS_LIMITS.flushIntervalMs },
  before_send: redactEventUrls,
});
