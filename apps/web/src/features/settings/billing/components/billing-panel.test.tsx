import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_PRICE_ID,
  buildBillingState,
  CHECKOUT_SESSION_URL,
  PORTAL_SESSION_URL,
  PRO_PRICE_ID,
} from '../../../../test/billing-fixtures';
import { stubFetch } from '../../../../test/fetch-stub';
import { TEST_ACCESS_TOKEN } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { identityOnPlan, notificationsOf, renderBilling, teammate } from '../testing/render-billing';
import { formatBillingDate } from '../utils/billing-format';
import { BillingPanel } from './billing-panel';

const findCard = (name: string) => screen.findByRole('listitem', { name });

const TRIAL_ENDS_AT = '2026-12-01T12:00:00.000Z';
const PERIOD_END = '2027-01-15T12:00:00.000Z';

describe('BillingPanel on the free plan', () => {
  it("titles the screen 'Upgrade your plan' and shows the three plan cards with the free one disabled", async () => {
    const { callsTo } = renderBilling();
    expect(screen.getByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();

    const free = await findCard('Free');
    expect(within(free).getByText('€0 / month')).toBeInTheDocument();
    expect(within(free).getByText('Try Ting on your own calls.')).toBeInTheDocument();
    expect(within(free).getByText('5 processed meetings per month')).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(free).queryByText('POPULAR')).not.toBeInTheDocument();

    const business = await findCard('Business');
    expect(within(business).getByText('POPULAR')).toBeInTheDocument();
    expect(within(business).getByText('€29 / seat / month')).toBeInTheDocument();
    expect(within(business).getByRole('button', { name: 'Upgrade to Business' })).toBeEnabled();
    expect(within(await findCard('Pro')).getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();

    expect(screen.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
    // The subscription is read only for the storage its recordings use.
    expect(await screen.findByText('0 MB of 5 GB used')).toBeInTheDocument();
    expect(callsTo('GET', '/billing/subscription')).toHaveLength(1);
  });

  it("lists the four reasons under 'Why Choose Ting?'", async () => {
    renderBilling();
    const why = await screen.findByRole('region', { name: 'Why Choose Ting?' });
    for (const reason of [
      'Multilingual transcription',
      'AI insights across meetings',
      'Dedicated support',
      'Built for teams',
    ]) {
      expect(within(why).getByText(reason)).toBeInTheDocument();
    }
  });

  it("counts the organization's processed meetings against the Free plan's 5", () => {
    renderBilling({ identity: identityOnPlan({ plan: 'free', meetingsThisPeriod: 2 }) });
    expect(screen.getByText('2 of 5 meetings processed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Free meetings this month' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('sends Pro straight to the checkout with one seat, then the browser to Stripe', async () => {
    const checkoutPath = `/billing/checkout?price_id=${PRO_PRICE_ID}&quantity=1`;
    const { user, assign, callsTo } = renderBilling({
      routes: { [`GET ${checkoutPath}`]: { body: { data: { session_url: CHECKOUT_SESSION_URL } } } },
    });
    await user.click(within(await findCard('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_SESSION_URL));
    expect(callsTo('GET', checkoutPath)[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks Business for a seat count first, then checks out that many seats', async () => {
    const checkoutPath = `/billing/checkout?price_id=${BUSINESS_PRICE_ID}&quantity=3`;
    const { user, assign } = renderBilling({
      identity: identityOnPlan({
        plan: 'free',
        teammates: [
          teammate({ id: 'user-2', name: 'Grace Hopper', email: 'grace@example.com' }),
          teammate({ id: 'user-3', email: 'alan@example.com' }),
        ],
      }),
      routes: { [`GET ${checkoutPath}`]: { body: { data: { session_url: CHECKOUT_SESSION_URL } } } },
    });
    await user.click(within(await findCard('Business')).getByRole('button', { name: 'Upgrade to Business' }));

    const dialog = await screen.findByRole('dialog', { name: 'How many seats?' });
    // One seat per member to start with: 3 × €29.
    expect(within(dialog).getByLabelText('Number of seats')).toHaveValue('3');
    expect(within(dialog).getByText('€87.00 / month')).toBeInTheDocument();
    expect(within(dialog).getByText('Grace Hopper (grace@example.com)')).toBeInTheDocument();
    expect(within(dialog).getByText('alan@example.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_SESSION_URL));
  });

  it("shows only 'Checkout failed' when the checkout cannot start, and lets the user try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const show = vi.spyOn(notifications, 'show');
    const { user, assign } = renderBilling({
      routes: {
        [`GET /billing/checkout?price_id=${PRO_PRICE_ID}&quantity=1`]: {
          status: 502,
          body: { message: 'Stripe did not answer', code: 'BILLING_UNAVAILABLE' },
        },
      },
    });
    const pro = await findCard('Pro');
    await user.click(within(pro).getByRole('button', { name: 'Upgrade to Pro' }));

    const toast = (
      await screen.findByText('There was an error processing your request.')
    ).closest<HTMLElement>('.mantine-Notification-root');
    expect(within(toast as HTMLElement).getByText('Checkout failed')).toBeInTheDocument();
    expect((toast as HTMLElement).style.getPropertyValue('--notification-color')).toContain('red');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 5000, withCloseButton: true }));
    expect(notificationsOf()).toHaveLength(1);
    expect(screen.queryByText('Stripe did not answer')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(within(pro).getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled());
  });
});

describe('BillingPanel for a trial', () => {
  const trialIdentity = identityOnPlan({ plan: 'pro', user: { is_trial: true, is_pro: true } });

  it("manages the trial: no free card, the Pro card marked 'You're on trial', no free meetings counter", async () => {
    renderBilling({
      identity: trialIdentity,
      routes: {
        'GET /billing/subscription': {
          body: {
            data: buildBillingState({ plan: 'pro', status: 'trialing', trial_ends_at: TRIAL_ENDS_AT }),
          },
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Manage your plan' })).toBeInTheDocument();
    expect(within(await findCard('Pro')).getByText("You're on trial")).toBeInTheDocument();
    expect(within(await findCard('Business')).queryByText("You're on trial")).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Free meetings this month' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(`Your trial ends on ${formatBillingDate(TRIAL_ENDS_AT)}.`),
    ).toBeInTheDocument();
  });
});

describe('BillingPanel storage', () => {
  it("shows the recordings the organization keeps against its plan's storage", async () => {
    renderBilling({
      identity: identityOnPlan({ plan: 'pro', user: { is_pro: true } }),
      routes: {
        'GET /billing/subscription': {
          body: {
            data: buildBillingState({
              plan: 'pro',
              status: 'active',
              media_storage: { used_bytes: 4.5 * 1024 ** 3, quota_bytes: 250 * 1024 ** 3 },
            }),
          },
        },
      },
    });
    expect(await screen.findByText('4.5 GB of 250 GB used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Recordings kept' })).toBeInTheDocument();
  });
});

describe('BillingPanel on the pro plan', () => {
  const proIdentity = identityOnPlan({
    plan: 'pro',
    user: { is_pro: true, meetings_processed_this_month: 7 },
  });

  it("titles it 'Manage your plan' with the renewal date and the user's own meetings against 20", async () => {
    renderBilling({
      identity: proIdentity,
      routes: {
        'GET /billing/subscription': {
          body: {
            data: buildBillingState({ plan: 'pro', status: 'active', current_period_end: PERIOD_END }),
          },
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Manage your plan' })).toBeInTheDocument();
    expect(await screen.findByText(`Renews on ${formatBillingDate(PERIOD_END)}.`)).toBeInTheDocument();
    expect(screen.getByText('7 of 20 meetings processed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your meetings this month' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    expect(screen.queryByRole('listitem', { name: 'Pro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the portal unprorated to manage, and prorated to upgrade to Business', async () => {
    const { user, assign, callsTo } = renderBilling({
      identity: proIdentity,
      routes: {
        'GET /billing/portal?prorated=true': { body: { data: { session_url: PORTAL_SESSION_URL } } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade to Business' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_SESSION_URL));
    expect(callsTo('GET', '/billing/portal?prorated=false')).toHaveLength(0);
  });

  it("shows only 'Portal access failed' when the portal cannot open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, assign } = renderBilling({
      identity: proIdentity,
      routes: {
        'GET /billing/portal?prorated=false': {
          status: 404,
          body: { message: 'Organization org-1 has no Stripe customer', code: 'NOT_FOUND' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Manage subscription' }));

    const toast = (await screen.findByText('No billing data linked to this account.')).closest<HTMLElement>(
      '.mantine-Notification-root',
    );
    expect(within(toast as HTMLElement).getByText('Portal access failed')).toBeInTheDocument();
    expect(notificationsOf()).toHaveLength(1);
    expect(screen.queryByText('Warning')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeEnabled());
  });

  it('warns when the last payment failed, and says when a cancelled subscription ends', async () => {
    renderBilling({
      identity: proIdentity,
      routes: {
        'GET /billing/subscription': {
          body: {
            data: buildBillingState({
              plan: 'pro',
              status: 'past_due',
              current_period_end: PERIOD_END,
              cancel_at_period_end: true,
            }),
          },
        },
      },
    });
    expect(await screen.findByText(/last payment failed/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Cancels on ${formatBillingDate(PERIOD_END)}`))).toBeInTheDocument();
  });
});

describe('BillingPanel on the business plan', () => {
  it('shows the seat table and no plan cards, meeting counters or upgrade button', async () => {
    renderBilling({ identity: identityOnPlan({ plan: 'business', seats: 2 }) });
    expect(screen.getByRole('heading', { name: 'Manage your plan' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seat for Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 seats used')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Business' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Manage subscription' })).toBeEnabled();
  });

  it('has no seat table while the organization has no seats', () => {
    renderBilling({ identity: identityOnPlan({ plan: 'business', seats: 0 }) });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('BillingPanel without an identity', () => {
  it('renders nothing', async () => {
    const { callsTo } = stubFetch({
      'GET /api/data/organization/id': {
        status: 401,
        body: { message: 'No session', code: 'UNAUTHENTICATED' },
      },
    });
    renderWithProviders(<BillingPanel />);
    await waitFor(() => expect(callsTo('GET', '/api/data/organization/id')).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
