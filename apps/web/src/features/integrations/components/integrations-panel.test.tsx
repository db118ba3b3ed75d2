import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIntegrationName, TIntegrationSummary } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { IntegrationsPanel } from './integrations-panel';

const CALENDAR_AUTHORIZE_URL = 'https://accounts.google.example/o/oauth2/auth?scope=calendar.readonly';
const HUBSPOT_AUTHORIZE_URL = 'https://app.hubspot.example/oauth/authorize?client_id=ting';

const summary = (
  name: TIntegrationName,
  overrides: Partial<TIntegrationSummary> = {},
): TIntegrationSummary => ({
  name,
  status: 'connected',
  connected_at: '2026-11-02T09:30:00.000Z',
  external_account_id: name === 'hubspot' ? '4711' : null,
  ...overrides,
});

type TSetupOptions = {
  summaries?: TIntegrationSummary[];
  orgIntegrations?: TIntegrationName[];
  routes?: Record<string, TStubRoute>;
  /** The identity's `is_admin`: only the admin connects and removes the organization's integrations. */
  isAdmin?: boolean;
};

const setup = ({ summaries = [], orgIntegrations = [], routes = {}, isAdmin = true }: TSetupOptions = {}) => {
  const fetchStub = stubFetch({
    'GET /api/integrations': { body: { data: summaries } },
    'GET /api/integrations/google-calendar/authorize?return_to=%2F': {
      body: { data: { url: CALENDAR_AUTHORIZE_URL } },
    },
    'GET /api/integrations/hubspot/authorize?return_to=%2F': {
      body: { data: { url: HUBSPOT_AUTHORIZE_URL } },
    },
    'DELETE /integrations/google-calendar': { body: { data: { name: 'google_calendar' } } },
    'DELETE /integrations/hubspot': { body: { data: { name: 'hubspot' } } },
    ...routes,
  });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  renderWithProviders(<IntegrationsPanel orgIntegrations={orgIntegrations} />, {
    identity: buildIdentity({ user: { has_onboarded: true, is_admin: isAdmin }, orgIntegrations }),
  });
  return { ...fetchStub, assign, reload, user: userEvent.setup() };
};

/** Cards are titled by whose connection they are. */
const CARD_TITLES: Record<string, string> = {
  'Google Calendar': 'Your Google Calendar',
  HubSpot: "Your organization's HubSpot",
};
const findCard = (label: string) => screen.findByRole('listitem', { name: CARD_TITLES[label] ?? label });

const openRemoveDialog = async ({
  user,
  label,
}: {
  user: ReturnType<typeof userEvent.setup>;
  label: string;
}) => {
  await user.click(await screen.findByRole('button', { name: `${label} options` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Remove Integration' }));
  return screen.findByRole('dialog', { name: `Remove ${label}?` });
};

const notificationsOf = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.mantine-Notification-root'));

describe('IntegrationsPanel', () => {
  it('asks GET /api/integrations with the Bearer token', async () => {
    const { callsTo } = setup();
    await findCard('Google Calendar');
    expect(callsTo('GET', '/api/integrations')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${TEST_ACCESS_TOKEN}`,
    );
  });

  it('shows an Integrate button, and no menu, on an integration the organization does not have', async () => {
    setup();
    for (const label of ['Google Calendar', 'HubSpot']) {
      const card = await findCard(label);
      expect(within(card).getByRole('button', { name: 'Integrate' })).toBeEnabled();
      expect(within(card).queryByText('Connected')).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: `${label} options` })).not.toBeInTheDocument();
    }
  });

  it("shows a 'Connected' mark and an options menu with 'Remove Integration' on a connected integration", async () => {
    const { user } = setup({ summaries: [summary('google_calendar'), summary('hubspot')] });
    const calendar = await findCard('Google Calendar');
    expect(within(calendar).getByText('Connected')).toBeInTheDocument();
    expect(within(calendar).queryByRole('button', { name: 'Integrate' })).not.toBeInTheDocument();
    expect(within(await findCard('HubSpot')).getByText(/HubSpot account 4711/)).toBeInTheDocument();

    await user.click(within(calendar).getByRole('button', { name: 'Google Calendar options' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove Integration' })).toBeInTheDocument();
  });

  it("marks an integration whose access was revoked as 'Needs reconnection' and offers Reconnect", async () => {
    setup({ summaries: [summary('google_calendar'), summary('hubspot', { status: 'needs_reconnect' })] });
    const hubspot = await findCard('HubSpot');
    expect(within(hubspot).getByText('Needs reconnection')).toBeInTheDocument();
    expect(within(hubspot).getByText(/revoked or has expired/)).toHaveTextContent(
      "Ting can't sync with HubSpot until you reconnect it.",
    );
    expect(within(hubspot).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
    expect(within(hubspot).queryByText('Connected')).not.toBeInTheDocument();
    expect(within(hubspot).getByRole('button', { name: 'HubSpot options' })).toBeInTheDocument();
    expect(within(await findCard('Google Calendar')).getByText('Connected')).toBeInTheDocument();
  });

  it('Reconnect starts the same authorisation redirect and shows Processing... meanwhile', async () => {
    const { user, assign, callsTo } = setup({
      summaries: [summary('google_calendar', { status: 'needs_reconnect' })],
    });
    const calendar = await findCard('Google Calendar');
    await user.click(within(calendar).getByRole('button', { name: 'Reconnect' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALENDAR_AUTHORIZE_URL));
    expect(callsTo('GET', '/api/integrations/google-calendar/authorize?return_to=%2F')).toHaveLength(1);
    // The browser is leaving: the button stays busy, and the other card cannot start a second redirect.
    expect(within(calendar).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(await findCard('HubSpot')).getByRole('button', { name: 'Integrate' })).toBeDisabled();
  });

  it('Integrate on HubSpot sends the browser to the HubSpot authorisation address', async () => {
    const { user, assign } = setup({ summaries: [summary('google_calendar')] });
    await user.click(within(await findCard('HubSpot')).getByRole('button', { name: 'Integrate' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HUBSPOT_AUTHORIZE_URL));
  });

  it('re-enables Integrate when the authorisation call fails, after the generic toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, assign } = setup({
      routes: {
        'GET /api/integrations/hubspot/authorize?return_to=%2F': {
          status: 502,
          body: { message: 'HubSpot did not answer', code: 'INTEGRATION_ERROR' },
        },
      },
    });
    const hubspot = await findCard('HubSpot');
    await user.click(within(hubspot).getByRole('button', { name: 'Integrate' }));

    expect(await screen.findByText('HubSpot did not answer')).toBeInTheDocument();
    await waitFor(() => expect(within(hubspot).getByRole('button', { name: 'Integrate' })).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
  });

  it('confirms a removal with its consequence, then calls DELETE and reloads the page', async () => {
    const { user, callsTo, reload } = setup({ summaries: [summary('google_calendar')] });
    const dialog = await openRemoveDialog({ user, label: 'Google Calendar' });
    expect(dialog).toHaveTextContent(
      "Ting stops syncing your calendar; your upcoming meetings disappear from Ting and notetakers you booked are called off. Your teammates' calendars stay connected.",
    );
    expect(callsTo('DELETE', '/integrations/google-calendar')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const [deleteCall] = callsTo('DELETE', '/integrations/google-calendar');
    expect(deleteCall?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('removes HubSpot with DELETE /integrations/hubspot and reloads', async () => {
    const { user, callsTo, reload } = setup({ summaries: [summary('google_calendar'), summary('hubspot')] });
    const dialog = await openRemoveDialog({ user, label: 'HubSpot' });
    expect(dialog).toHaveTextContent(/Ting stops linking meetings to HubSpot/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo('DELETE', '/integrations/hubspot')).toHaveLength(1);
    expect(callsTo('DELETE', '/integrations/google-calendar')).toHaveLength(0);
  });

  it('Cancel closes the confirmation without removing anything', async () => {
    const { user, callsTo, reload } = setup({ summaries: [summary('hubspot')] });
    const dialog = await openRemoveDialog({ user, label: 'HubSpot' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/integrations/hubspot')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows only the catalogue toast when removing Google Calendar fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, reload } = setup({
      summaries: [summary('google_calendar')],
      routes: {
        'DELETE /integrations/google-calendar': {
          status: 500,
          body: { message: 'Google refused to revoke the token', code: 'INTEGRATION_ERROR' },
        },
      },
    });
    const dialog = await openRemoveDialog({ user, label: 'Google Calendar' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    const description = await screen.findByText(
      'Failed to remove your Google Calendar integration. Please contact support.',
    );
    const toast = description.closest<HTMLElement>('.mantine-Notification-root');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
    expect((toast as HTMLElement).style.getPropertyValue('--notification-color')).toContain('red');
    expect((toast as HTMLElement).querySelector('button')).not.toBeNull();
    // Exactly one toast: the HTTP client's generic one was switched off for this call.
    expect(notificationsOf()).toHaveLength(1);
    expect(screen.queryByText('Google refused to revoke the token')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the generic HTTP toast when removing HubSpot fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, reload } = setup({
      summaries: [summary('hubspot')],
      routes: {
        'DELETE /integrations/hubspot': {
          status: 500,
          body: { message: 'HubSpot is down', code: 'INTEGRATION_ERROR' },
        },
      },
    });
    const dialog = await openRemoveDialog({ user, label: 'HubSpot' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    const toast = (await screen.findByText('HubSpot is down')).closest<HTMLElement>(
      '.mantine-Notification-root',
    );
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
    expect(notificationsOf()).toHaveLength(1);
    expect(screen.queryByText(/Failed to remove your Google Calendar/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('falls back to the identity when the integration list cannot be loaded', async () => {
    setup({
      orgIntegrations: ['hubspot'],
      routes: {
        'GET /api/integrations': { status: 500, body: { message: 'Broken', code: 'INTERNAL_ERROR' } },
      },
    });
    expect(await screen.findByText('Broken')).toBeInTheDocument();
    expect(within(await findCard('HubSpot')).getByText('Connected')).toBeInTheDocument();
    expect(
      within(await findCard('Google Calendar')).getByRole('button', { name: 'Integrate' }),
    ).toBeEnabled();
  });

  it('titles each card by whose connection it is', async () => {
    setup({ summaries: [summary('hubspot')] });
    expect(await screen.findByRole('heading', { name: 'Your Google Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Your organization's HubSpot" })).toBeInTheDocument();
  });

  it("lets a member connect their own calendar, and shows the organization's HubSpot read-only", async () => {
    const { user, assign, callsTo } = setup({ summaries: [summary('hubspot')], isAdmin: false });
    const hubspot = await findCard('HubSpot');
    expect(within(hubspot).getByText('Connected')).toBeInTheDocument();
    expect(within(hubspot).queryByRole('button', { name: 'HubSpot options' })).not.toBeInTheDocument();
    expect(
      within(hubspot).getByText("Only your organization's admin can connect or remove HubSpot."),
    ).toBeInTheDocument();
    const calendar = await findCard('Google Calendar');
    expect(within(calendar).queryByText(/Only your organization's admin/)).not.toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Integrate' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALENDAR_AUTHORIZE_URL));
    expect(callsTo('GET', '/api/integrations/google-calendar/authorize?return_to=%2F')).toHaveLength(1);
  });
});
