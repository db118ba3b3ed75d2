import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { AnalyticsTracker } from './analytics-tracker';

// Counts imports of posthog-js: its own test file, so no other test has loaded it before.
const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('posthog-js', () => {
  imports.count += 1;
  return { default: { __loaded: false, init: vi.fn(), identify: vi.fn(), capture: vi.fn(), reset: vi.fn() } };
});

const Page = () => (
  <>
    <AnalyticsTracker />
    <Link to="/settings">Settings</Link>
  </>
);

describe('analytics without a key', () => {
  it('never imports posthog-js and sends nothing, across route changes', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'GET /api/app-config': { body: { data: { sandbox: false } } } });
    renderWithProviders(<Page />, { route: '/meetings' });

    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/app-config'));
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    // Longer than the idle wait before loading.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));

    expect(imports.count).toBe(0);
    // The app's own config is the only request: no analytics host, not even the session.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/app-config']);
  });
});
