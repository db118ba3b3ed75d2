import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { AnalyticsTracker } from './analytics-tracker';
import { ANALYTICS_LIMITS } from './posthog-options';

const posthog = vi.hoisted(() => ({
  __loaded: false,
  init: vi.fn(),
  identify: vi.fn(),
  capture: vi.fn(),
  reset: vi.fn(),
}));
vi.mock('posthog-js', () => ({ default: posthog }));

const ANALYTICS = { key: 'phc_test_key', host: 'https://eu.i.posthog.example' };
const SESSION = {
  user: { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', image: null },
  expires: '2099-01-01T00:00:00.000Z',
};

describe('analytics with a key', () => {
  beforeEach(() => {
    posthog.__loaded = false;
    posthog.init.mockImplementation(() => {
      posthog.__loaded = true;
    });
  });

  it('starts posthog-js with the spec limits, identifies the session user, then sends a page view per route', async () => {
    let session: typeof SESSION | null = SESSION;
    stubFetch({
      'GET /api/app-config': { body: { data: { sandbox: false, analytics: ANALYTICS } } },
      'GET /api/auth/session': () => ({ body: session }),
    });
    const { router, queryClient } = renderWithProviders(<AnalyticsTracker />, { route: '/meetings' });

    await waitFor(() => expect(posthog.capture).toHaveBeenCalledTimes(1));
    expect(posthog.init).toHaveBeenCalledTimes(1);
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test_key',
      expect.objectContaining({
        api_host: ANALYTICS.host,
        person_profiles: 'identified_only',
        capture_pageview: false,
        autocapture: false,
        rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
        session_idle_timeout_seconds: 1800,
        request_queue_config: { flush_interval_ms: 3000 },
      }),
    );
    expect(ANALYTICS_LIMITS).toEqual({
      eventsPerSecond: 10,
      eventsBurstLimit: 100,
      sessionIdleTimeoutSeconds: 1800,
      flushIntervalMs: 3000,
    });
    expect(posthog.identify).toHaveBeenCalledWith(
      'user-1',
      { email: 'ada@example.com' },
      { name: 'Ada Lovelace' },
    );
    expect(posthog.capture).toHaveBeenCalledWith('$pageview');
    // The first page view already belongs to the identified person.
    expect(posthog.identify.mock.invocationCallOrder[0]).toBeLessThan(
      posthog.capture.mock.invocationCallOrder[0] as number,
    );

    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(posthog.capture).toHaveBeenCalledTimes(2));
    await act(() => router.navigate('/settings?checkout=success'));
    await waitFor(() => expect(posthog.capture).toHaveBeenCalledTimes(3));
    expect(posthog.init).toHaveBeenCalledTimes(1);
    expect(posthog.identify).toHaveBeenCalledTimes(1);

    // Signing out forgets the person on this browser.
    session = null;
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(posthog.reset).toHaveBeenCalledTimes(1));
  });
});
