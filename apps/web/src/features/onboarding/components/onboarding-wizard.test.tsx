import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIdentity, TIntegrationName } from '@ting/contracts';
import { Navigate, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useIdentityQuery } from '../../identity/api/use-identity-query';
import { OnboardingWizard } from './onboarding-wizard';

const CALENDAR_AUTHORIZE_URL = 'https://accounts.google.example/o/oauth2/auth?scope=calendar.readonly';
const HUBSPOT_AUTHORIZE_URL = 'https://app.hubspot.example/oauth/authorize?client_id=ting';

type TSetupOptions = {
  integrations?: TIntegrationName[] | 'failing';
  identity?: TIdentity;
  routes?: Record<string, TStubRoute>;
};

/** Renders the wizard on `/` with a stubbed API; `/settings` is where finishing steps lead. */
const setup = ({ integrations = [], identity = buildIdentity(), routes = {} }: TSetupOptions = {}) => {
  const fetchStub = stubFetch({
    'GET /integrations':
      integrations === 'failing'
        ? { status: 500, body: { message: 'Integrations are down', code: 'INTERNAL_ERROR' } }
        : { body: { data: integrations } },
    'GET /api/data/organization/id': { body: { data: identity } },
    'PATCH /auth/user/meta': ({ body }) => ({
      body: { data: { ...identity.user, meta: (body as { metadata: object }).metadata } },
    }),
    'PATCH /auth/user/onboarding': { body: { data: { ...identity.user, has_onboarded: true } } },
    'GET /api/integrations/google-calendar/authorize': { body: { data: { url: CALENDAR_AUTHORIZE_URL } } },
    'GET /api/integrations/hubspot/authorize': { body: { data: { url: HUBSPOT_AUTHORIZE_URL } } },
    ...routes,
  });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const rendered = renderWithProviders(null, {
    identity,
    routes: [
      { path: '/', element: <OnboardingWizard /> },
      { path: '/settings', element: <p>Settings page</p> },
    ],
  });
  return { ...fetchStub, ...rendered, assign, user: userEvent.setup() };
};

const findStepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

const chooseCrm = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(screen.getByLabelText('I use'));
  await user.click(await screen.findByRole('option', { name: label }));
};

describe('OnboardingWizard', () => {
  it('shows a spinner until the integration checks answer, then the calendar step', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Checking your integrations' })).toBeInTheDocument();

    expect(await findStepHeading("Let's connect your calendar")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up Progression' })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Setup progress' });
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeCloseTo(100 / 6);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('checks the integrations with the Bearer token', async () => {
    const { callsTo } = setup();
    await findStepHeading("Let's connect your calendar");
    expect(callsTo('GET', '/integrations')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${TEST_ACCESS_TOKEN}`,
    );
  });

  it('Connect sends the browser to the calendar authorisation address', async () => {
    const { user, assign, callsTo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALENDAR_AUTHORIZE_URL));
    expect(callsTo('GET', '/api/integrations/google-calendar/authorize')).toHaveLength(1);
    // The page is leaving: the button stays busy.
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it("shows an 'Error' toast and stays on the step when the authorisation call fails", async () => {
    const { user, assign } = setup({
      routes: {
        'GET /api/integrations/google-calendar/authorize': {
          status: 502,
          body: { message: 'Google did not answer', code: 'INTEGRATION_ERROR' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect' }));

    const toastTitle = await screen.findByText('Error');
    const toast = toastTitle.closest<HTMLElement>('.mantine-Notification-root');
    expect(toast).toHaveTextContent('Google did not answer');
    // Only the wizard's toast: the HTTP client was told not to add its own.
    expect(screen.getAllByText('Google did not answer')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', { level: 2, name: "Let's connect your calendar" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('logs a failed integration check and treats both as not connected', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ integrations: 'failing' });

    expect(await findStepHeading("Let's connect your calendar")).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error checking calendar integration', expect.anything());
    expect(screen.queryByText('Integrations are down')).not.toBeInTheDocument();
  });

  it("starts on 'Calendar connected!' with HubSpot preselected when only the calendar is connected", async () => {
    setup({ integrations: ['google_calendar'] });

    expect(await findStepHeading('Calendar connected!')).toBeInTheDocument();
    expect(screen.getByLabelText('I use')).toHaveValue('HubSpot');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I don't use a CRM" })).toBeInTheDocument();
  });

  it("preselects the user's saved CRM choice", async () => {
    setup({
      integrations: ['google_calendar'],
      identity: buildIdentity({ user: { meta: { crm: 'pipedrive' } } }),
    });
    await findStepHeading('Calendar connected!');
    expect(screen.getByLabelText('I use')).toHaveValue('Pipedrive');
  });

  it("starts on 'CRM connected!' when calendar and CRM are connected", async () => {
    setup({ integrations: ['google_calendar', 'hubspot'] });
    expect(await findStepHeading('CRM connected!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Personalize' })).toBeInTheDocument();
  });

  it("says whose connections are there once both are: the member's own calendar, the organization's HubSpot", async () => {
    setup({ integrations: ['google_calendar', 'hubspot'] });
    await findStepHeading('CRM connected!');
    expect(
      screen.getByText("Your Google Calendar and your organization's HubSpot are connected."),
    ).toBeInTheDocument();
    const connections = screen.getByRole('list', { name: 'Your connections' });
    expect(connections).toHaveTextContent('Your Google Calendar: connected');
    expect(connections).toHaveTextContent("Your organization's HubSpot: connected");
  });

  it("asks a rep who connected nothing for his own calendar, even when the organization's HubSpot is there", async () => {
    const { user, assign } = setup({
      integrations: ['hubspot'],
      identity: buildIdentity({ user: { is_admin: false } }),
    });
    expect(await findStepHeading("Let's connect your calendar")).toBeInTheDocument();
    expect(screen.queryByText(/are connected/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALENDAR_AUTHORIZE_URL));
  });

  it('choosing Salesforce saves it in the user metadata and shows "CRM not yet implemented"', async () => {
    const { user, callsTo } = setup({ integrations: ['google_calendar'] });
    await findStepHeading('Calendar connected!');

    await chooseCrm(user, 'Salesforce');
    expect(screen.getByLabelText('I use')).toHaveValue('Salesforce');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await findStepHeading('CRM not yet implemented')).toBeInTheDocument();
    expect(callsTo('PATCH', '/auth/user/meta').map((call) => call.body)).toEqual([
      { metadata: { crm: 'salesforce' } },
    ]);
    expect(screen.getByRole('button', { name: 'Configure' })).toBeInTheDocument();
  });

  it('keeping HubSpot saves it and shows "Integration available!"', async () => {
    const { user, callsTo } = setup({ integrations: ['google_calendar'] });
    await findStepHeading('Calendar connected!');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await findStepHeading('Integration available!')).toBeInTheDocument();
    expect(callsTo('PATCH', '/auth/user/meta').map((call) => call.body)).toEqual([
      { metadata: { crm: 'hubspot' } },
    ]);
  });

  it('Integrate sends the browser to the HubSpot authorisation address', async () => {
    const { user, assign } = setup({ integrations: ['google_calendar'] });
    await findStepHeading('Calendar connected!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Integrate' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(HUBSPOT_AUTHORIZE_URL));
  });

  it("'Maybe Later' advances past the steps that do not apply to 'All set!'", async () => {
    const { user } = setup({ integrations: ['google_calendar'] });
    await findStepHeading('Calendar connected!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Maybe Later' }));

    expect(await findStepHeading('All set!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it("'I don't use a CRM' finishes onboarding and goes to /settings#personalisation", async () => {
    const { user, callsTo, router } = setup({ integrations: ['google_calendar'] });
    await findStepHeading('Calendar connected!');

    await user.click(screen.getByRole('button', { name: "I don't use a CRM" }));

    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/settings', hash: '#personalisation' });
    expect(callsTo('PATCH', '/auth/user/onboarding').map((call) => call.body)).toEqual([
      { has_onboarded: true },
    ]);
    expect(callsTo('PATCH', '/auth/user/meta')).toHaveLength(0);
    await waitFor(() => expect(callsTo('GET', '/api/data/organization/id')).toHaveLength(1));
  });

  it.each([
    ['Configure', 'salesforce', ['google_calendar']],
    ['Personalize', 'hubspot', ['google_calendar', 'hubspot']],
  ] as const)(
    '%s finishes onboarding, refetches identity and goes to settings',
    async (button, crm, integrations) => {
      const { user, callsTo, router } = setup({
        integrations: [...integrations],
        identity: buildIdentity({ user: { meta: { crm } } }),
      });
      if (button === 'Configure') {
        await findStepHeading('Calendar connected!');
        await user.click(screen.getByRole('button', { name: 'Continue' }));
      }

      await user.click(await screen.findByRole('button', { name: button }));

      expect(await screen.findByText('Settings page')).toBeInTheDocument();
      expect(router.state.location).toMatchObject({ pathname: '/settings', hash: '#personalisation' });
      expect(callsTo('PATCH', '/auth/user/onboarding').map((call) => call.body)).toEqual([
        { has_onboarded: true },
      ]);
      await waitFor(() => expect(callsTo('GET', '/api/data/organization/id').length).toBeGreaterThan(0));
    },
  );

  it('stays on the step when marking onboarding as done fails, and only logs it (no toast)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = setup({
      integrations: ['google_calendar', 'hubspot'],
      routes: {
        'PATCH /auth/user/onboarding': {
          status: 500,
          body: { message: 'Could not save', code: 'INTERNAL_ERROR' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Personalize' }));

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Could not mark onboarding as done', expect.anything()),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Personalize' })).toBeEnabled();
    // Spec section 8: onboarding patch failures are only logged.
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });

  it('moves on when saving the CRM choice fails, and only logs it (no toast)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({
      integrations: ['google_calendar'],
      routes: {
        'PATCH /auth/user/meta': { status: 500, body: { message: 'meta failed', code: 'INTERNAL_ERROR' } },
      },
    });
    await findStepHeading('Calendar connected!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await findStepHeading('Integration available!')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not save the CRM choice', expect.anything());
    // Spec section 8: metadata patch failures are only logged.
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(screen.queryByText('meta failed')).not.toBeInTheDocument();
  });

  it("shows 'Processing...' on the pressed button and disables both while busy", async () => {
    let releaseSave: () => void = () => {};
    const saved = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    const identity = buildIdentity();
    const { user } = setup({
      integrations: ['google_calendar'],
      identity,
      routes: {
        'PATCH /auth/user/meta': { body: { data: identity.user } },
      },
    });
    // Hold the PATCH until the test has looked at the busy state.
    const { fetchMock } = { fetchMock: vi.mocked(globalThis.fetch) };
    const realFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await saved;
      return realFetch ? realFetch(input, init) : new Response(null, { status: 500 });
    });
    await findStepHeading('Calendar connected!');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: "I don't use a CRM" })).toBeDisabled();
    expect(screen.getByLabelText('I use')).toBeDisabled();
    releaseSave();
    expect(await findStepHeading('Integration available!')).toBeInTheDocument();
  });

  it("lands on the page it finishes at, not on the shell's /meetings redirect, once the identity says onboarded", async () => {
    // As AppLayout: the wizard until the identity says onboarded, then the page; `/` redirects to /meetings.
    const ShellLike = () => {
      const identityQuery = useIdentityQuery();
      if (!identityQuery.data) return null;
      return identityQuery.data.user.has_onboarded ? <Outlet /> : <OnboardingWizard />;
    };
    const identity = buildIdentity();
    stubFetch({
      'GET /integrations': { body: { data: ['google_calendar'] } },
      // The refetch after finishing answers at once: the race the redirect could win.
      'GET /api/data/organization/id': {
        body: { data: { ...identity, user: { ...identity.user, has_onboarded: true } } },
      },
      'PATCH /auth/user/onboarding': { body: { data: { ...identity.user, has_onboarded: true } } },
    });
    const { router } = renderWithProviders(null, {
      identity,
      routes: [
        {
          element: <ShellLike />,
          children: [
            { index: true, element: <Navigate to="/meetings" replace /> },
            { path: '/meetings', element: <p>Meetings page</p> },
            { path: '/settings', element: <p>Settings page</p> },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    await findStepHeading('Calendar connected!');

    await user.click(screen.getByRole('button', { name: "I don't use a CRM" }));

    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    // A redirect would come a moment after the page first shows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location).toMatchObject({ pathname: '/settings', hash: '#personalisation' });
    expect(screen.queryByText('Meetings page')).not.toBeInTheDocument();
  });
});
