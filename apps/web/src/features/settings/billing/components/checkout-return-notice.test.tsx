import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_POLL_INTERVAL_MS, CHECKOUT_POLL_MAX_ATTEMPTS } from '../hooks/use-checkout-return';
import { identityOnPlan, renderBilling } from '../testing/render-billing';

const IDENTITY_PATH = '/api/data/organization/id';
const FREE = identityOnPlan({ plan: 'free' });
const BUSINESS = identityOnPlan({ plan: 'business', seats: 1 });

const waitOnePoll = () => act(() => vi.advanceTimersByTime(CHECKOUT_POLL_INTERVAL_MS));

describe('Billing after returning from the checkout', () => {
  // Only the polling interval is faked: Testing Library's waits keep their real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('thanks the user and refetches until the plan has changed, then stops', async () => {
    let identity = FREE;
    const { callsTo } = renderBilling({
      route: '/settings?checkout=success#billing',
      routes: { [`GET ${IDENTITY_PATH}`]: () => ({ body: { data: identity } }) },
    });
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Checkout complete')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Your plan updates as soon as the payment is confirmed.');

    await waitOnePoll();
    await waitFor(() => expect(callsTo('GET', IDENTITY_PATH)).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();

    // The webhook has landed: the next answer carries the new plan.
    identity = BUSINESS;
    await waitOnePoll();
    expect(await screen.findByRole('heading', { name: 'Manage your plan' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your new plan is active.');
    expect(callsTo('GET', IDENTITY_PATH)).toHaveLength(2);

    await waitOnePoll();
    await waitOnePoll();
    expect(callsTo('GET', IDENTITY_PATH)).toHaveLength(2);
  });

  it('says the new plan is active at once when the webhook landed before the browser came back', async () => {
    const { callsTo } = renderBilling({ route: '/settings?checkout=success#billing', identity: BUSINESS });
    expect(screen.getByRole('status')).toHaveTextContent('Your new plan is active.');
    await waitOnePoll();
    expect(callsTo('GET', IDENTITY_PATH)).toHaveLength(0);
  });

  it(`gives up after ${CHECKOUT_POLL_MAX_ATTEMPTS} tries and says the payment is still being confirmed`, async () => {
    const { callsTo } = renderBilling({ route: '/settings?checkout=success#billing', identity: FREE });
    for (let attempt = 1; attempt <= CHECKOUT_POLL_MAX_ATTEMPTS + 2; attempt += 1) {
      await waitOnePoll();
    }
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/still being confirmed/));
    expect(callsTo('GET', IDENTITY_PATH)).toHaveLength(CHECKOUT_POLL_MAX_ATTEMPTS);
  });

  it('says a cancelled checkout took no payment, and does not poll', async () => {
    const { callsTo } = renderBilling({ route: '/settings?checkout=cancelled#billing' });
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Checkout cancelled')).toBeInTheDocument();
    expect(notice).toHaveTextContent('No payment was taken.');
    await waitOnePoll();
    expect(callsTo('GET', IDENTITY_PATH)).toHaveLength(0);
  });

  it('hides the notice when dismissed and drops ?checkout from the address, keeping #billing', async () => {
    const { router, user } = renderBilling({ route: '/settings?checkout=cancelled#billing' });
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('#billing');
  });

  it('shows no notice on a plain visit', () => {
    renderBilling();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
