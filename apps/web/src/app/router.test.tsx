import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIdentity } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { SIGNED_IN_BEFORE_KEY } from '../lib/session/returning-browser';
import { SESSION_BROADCAST_KEY } from '../lib/session/session-broadcast';
import { stubFetch, type TStubRoute } from '../test/fetch-stub';
import { buildIdentity, SIGNED_IN_SESSION } from '../test/fixtures';
import { createTestQueryClient, renderWithProviders } from '../test/render-with-providers';
import { createAppRoutes } from './router';

const ONBOARDED = buildIdentity({ user: { has_onboarded: true, image: null } });

type TSetupOptions = {
  route: string;
  isSignedIn?: boolean;
  identity?: TIdentity | 'unauthorized';
  isSandbox?: boolean;
  routes?: Record<string, TStubRoute>;
};

const setup = ({
  route,
  isSignedIn = false,
  identity = ONBOARDED,
  isSandbox = false,
  routes = {},
}: TSetupOptions) => {
  const fetchStub = stubFetch({
    'GET /api/auth/session': { body: isSignedIn ? SIGNED_IN_SESSION : null },
    'GET /api/auth/csrf': { body: { csrfToken: 'csrf-123' } },
    'GET /api/app-config': { body: { data: { sandbox: isSandbox } } },
    'GET /api/data/organization/id':
      identity === 'unauthorized'
        ? { status: 401, body: { message: 'No organization for this session', code: 'UNAUTHENTICATED' } }
        : { body: { data: identity } },
    'GET /integrations': { body: { data: [] } },
    'GET /api/integrations': { body: { data: [] } },
    'GET /api/calendar/events?limit=50': { body: { data: [] } },
    'GET /api/meetings?page=1&page_size=25': {
      body: { data: { items: [], total: 0, page: 1, page_size: 25 } },
    },
    ...routes,
  });
  const submitForm = vi.spyOn(browser, 'submitForm').mockImplementation(() => {});
  const queryClient = createTestQueryClient();
  const rendered = renderWithProviders(null, {
    route,
    routes: createAppRoutes({ queryClient }),
    queryClient,
  });
  return { ...fetchStub, ...rendered, submitForm, user: userEvent.setup() };
};

describe('routes for a visitor without a session', () => {
  it.each(['/', '/meetings', '/assistant', '/settings', '/some/other/page'])(
    'redirects %s to /login and shows a new browser the sign-in card',
    async (route) => {
      const { router } = setup({ route });
      // The first case also loads the lazy /login page, which can take over a second on a busy machine.
      const card = await screen.findByRole('region', { name: 'Sign in to Ting' }, { timeout: 5_000 });
      expect(router.state.location.pathname).toBe('/login');
      expect(within(card).getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Welcome!' })).not.toBeInTheDocument();
    },
  );

  it('greets a browser that was signed in before with the Welcome! modal on /login, once', async () => {
    const signedIn = setup({ route: '/', isSignedIn: true });
    await screen.findByRole('heading', { name: 'No meetings yet' });
    await waitFor(() => expect(window.localStorage.getItem(SIGNED_IN_BEFORE_KEY)).not.toBeNull());
    signedIn.unmount();

    const returning = setup({ route: '/meetings' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome!' });
    expect(dialog).toHaveTextContent(/restore your previous meetings/);
    expect(within(dialog).getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    returning.unmount();

    setup({ route: '/login' });
    expect(await screen.findByRole('region', { name: 'Sign in to Ting' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome!' })).not.toBeInTheDocument();
  });

  it("shows the 'Sandbox' badge on /login when the server runs on the sandbox", async () => {
    setup({ route: '/login', isSandbox: true });
    expect(await screen.findByText('Sandbox')).toBeVisible();
  });

  it('shows no Sandbox badge otherwise', async () => {
    const { callsTo } = setup({ route: '/login' });
    await screen.findByRole('region', { name: 'Sign in to Ting' });
    await waitFor(() => expect(callsTo('GET', '/api/app-config')).toHaveLength(1));
    expect(screen.queryByText('Sandbox')).not.toBeInTheDocument();
  });

  it('signs in by posting the csrf token and the callback URL to the Google sign-in route', async () => {
    const { user, submitForm } = setup({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() =>
      expect(submitForm).toHaveBeenCalledWith({
        action: '/api/auth/signin/google',
        fields: { csrfToken: 'csrf-123', callbackUrl: `${window.location.origin}/` },
      }),
    );
  });

  it('opens /meetings/{id} without a session, full screen and without the navigation bar', async () => {
    setup({ route: '/meetings/abc123' });
    expect(await screen.findByRole('heading', { name: 'Meeting not available' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome!' })).not.toBeInTheDocument();
  });

  it('keeps /invite public and explains where invitations are opened', async () => {
    const { router } = setup({ route: '/invite' });
    expect(await screen.findByText(/Your team.s admin sends you an invitation link/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invite');
  });

  it('answers /.well-known paths with a plain not-found text', async () => {
    const { router } = setup({ route: '/.well-known/openid-configuration' });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/.well-known/openid-configuration');
  });
});

describe('routes for a signed-in user', () => {
  it('sends / to /meetings inside the app shell', async () => {
    const { router } = setup({ route: '/', isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'No meetings yet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meetings');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Assistant' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Ting' })).toHaveAttribute('href', '/');
  });

  it('sends /login to / and on to /meetings', async () => {
    const { router } = setup({ route: '/login', isSignedIn: true });
    await screen.findByRole('heading', { name: 'No meetings yet' });
    expect(router.state.location.pathname).toBe('/meetings');
  });

  it('loads identity with the cookie session, without a Bearer token', async () => {
    const { callsTo } = setup({ route: '/meetings', isSignedIn: true });
    await screen.findByRole('heading', { name: 'No meetings yet' });
    const [identityCall] = callsTo('GET', '/api/data/organization/id');
    expect(identityCall?.headers.get('Authorization')).toBeNull();
  });

  it("selects the Assistant link on /assistant and shows the nav bar's Sandbox badge", async () => {
    setup({ route: '/assistant', isSignedIn: true, isSandbox: true });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Assistant' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Sandbox')).toBeVisible();
  });

  it('shows the onboarding wizard instead of the page until the user has onboarded', async () => {
    setup({ route: '/settings', isSignedIn: true, identity: buildIdentity() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Progression' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('opens Settings from the profile menu', async () => {
    const { user, router } = setup({ route: '/meetings', isSignedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('signs out from the profile menu with a form post that lands on /login', async () => {
    const { user, submitForm } = setup({ route: '/meetings', isSignedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() =>
      expect(submitForm).toHaveBeenCalledWith({
        action: '/api/auth/signout',
        fields: { csrfToken: 'csrf-123', callbackUrl: `${window.location.origin}/login` },
      }),
    );
  });

  it('logs, and does not toast, when the session has no organization data', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ route: '/meetings', isSignedIn: true, identity: 'unauthorized' });

    expect(
      await screen.findByRole('heading', { name: 'We could not load your workspace' }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Signed in, but no organization data came back for this session',
      expect.anything(),
    );
    expect(screen.queryByText('No organization for this session')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('integration prompts in the app shell', () => {
  const withHubspotChoice = (overrides: Parameters<typeof buildIdentity>[0] = {}) =>
    buildIdentity({
      orgIntegrations: ['google_calendar'],
      ...overrides,
      user: { has_onboarded: true, meta: { crm: 'hubspot' }, ...overrides.user },
    });

  it("shows the 'You're missing out!' toast to an onboarded HubSpot user without HubSpot", async () => {
    setup({ route: '/meetings', isSignedIn: true, identity: withHubspotChoice() });
    const title = await screen.findByText("You're missing out!");
    expect(title.closest('[data-position]')).toHaveAttribute('data-position', 'top-left');
    expect(screen.getByRole('button', { name: 'Connect Now' })).toBeInTheDocument();
  });

  it('does not show the toast over the onboarding wizard', async () => {
    setup({
      route: '/meetings',
      isSignedIn: true,
      identity: withHubspotChoice({ user: { has_onboarded: false } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Progression' })).toBeInTheDocument();
    expect(screen.queryByText("You're missing out!")).not.toBeInTheDocument();
  });

  it("asks for the calendar with 'Almost there!' on /meetings, but not on /settings", async () => {
    const { user } = setup({ route: '/meetings', isSignedIn: true });
    expect(await screen.findByRole('dialog', { name: 'Almost there!' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Almost there!' })).not.toBeInTheDocument(),
    );
  });

  it('lists the upcoming meetings on /meetings when the calendar is connected', async () => {
    setup({
      route: '/meetings',
      isSignedIn: true,
      identity: buildIdentity({ user: { has_onboarded: true }, orgIntegrations: ['google_calendar'] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'No upcoming meetings in the next 30 days' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Almost there!' })).not.toBeInTheDocument();
  });
});

describe('the meetings page', () => {
  it('offers Upload and Record above the upcoming meetings, and lists past meetings below them', async () => {
    const { callsTo } = setup({
      route: '/meetings',
      isSignedIn: true,
      identity: buildIdentity({ user: { has_onboarded: true }, orgIntegrations: ['google_calendar'] }),
    });
    await screen.findByRole('heading', { name: 'No upcoming meetings in the next 30 days' });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Past meetings' })).toBeInTheDocument();
    expect(await screen.findByText('No meetings yet')).toBeInTheDocument();
    expect(callsTo('GET', '/api/meetings?page=1&page_size=25')).toHaveLength(1);
  });
});

describe('session across tabs', () => {
  it("refetches the session when another tab announces a change, and redirects once it's gone", async () => {
    let isSignedIn = true;
    const { callsTo, router } = setup({
      route: '/meetings',
      routes: { 'GET /api/auth/session': () => ({ body: isSignedIn ? SIGNED_IN_SESSION : {} }) },
    });
    await screen.findByRole('heading', { name: 'No meetings yet' });
    const sessionCallsBefore = callsTo('GET', '/api/auth/session').length;

    isSignedIn = false;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_BROADCAST_KEY, newValue: '{}' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo('GET', '/api/auth/session').length).toBeGreaterThan(sessionCallsBefore);
  });

  it('tells other tabs once it is back from a sign-in or sign-out it started', async () => {
    window.sessionStorage.setItem('ting.session-event-pending', '1');
    setup({ route: '/login' });
    await screen.findByRole('region', { name: 'Sign in to Ting' });

    await waitFor(() => expect(window.localStorage.getItem(SESSION_BROADCAST_KEY)).not.toBeNull());
    expect(window.sessionStorage.getItem('ting.session-event-pending')).toBeNull();
  });
});

describe('opening a signed-in page', () => {
  it('asks for the identity and the upcoming meetings while the session check is still out', async () => {
    const event = {
      id: 'standup',
      title: 'Sales standup',
      description: null,
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 5_400_000).toISOString(),
      is_all_day: false,
      conference_url: null,
      conference_provider: null,
      organizer_email: 'ada@analytical.example',
      attendees: [],
      html_link: null,
      recording: null,
    };
    const { callsTo, fetchMock } = stubFetch({
      'GET /api/auth/session': { body: SIGNED_IN_SESSION },
      'GET /api/app-config': { body: { data: { sandbox: false } } },
      'GET /api/data/organization/id': {
        body: {
          data: buildIdentity({ user: { has_onboarded: true }, orgIntegrations: ['google_calendar'] }),
        },
      },
      'GET /integrations': { body: { data: ['google_calendar'] } },
      'GET /api/integrations': { body: { data: [] } },
      'GET /api/calendar/events?limit=50': { body: { data: [event] } },
      'GET /api/meetings?page=1&page_size=25': {
        body: { data: { items: [], total: 0, page: 1, page_size: 25 } },
      },
    });
    // The session check answers only when the test says so.
    let answerSession = () => {};
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const stubbedFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/auth/session')) await sessionAnswered;
      return stubbedFetch ? stubbedFetch(input, init) : Response.error();
    });
    const queryClient = createTestQueryClient();
    renderWithProviders(null, { route: '/meetings', routes: createAppRoutes({ queryClient }), queryClient });

    await waitFor(() => expect(callsTo('GET', '/api/calendar/events?limit=50')).toHaveLength(1));
    expect(callsTo('GET', '/api/data/organization/id')).toHaveLength(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming meetings' })).not.toBeInTheDocument();

    await act(async () => answerSession());
    const upcoming = await screen.findByRole('region', { name: 'Upcoming meetings' });
    expect(within(upcoming).getByText('Sales standup')).toBeInTheDocument();
    // The page used what was fetched early rather than asking again.
    expect(callsTo('GET', '/api/calendar/events?limit=50')).toHaveLength(1);
    expect(callsTo('GET', '/api/data/organization/id')).toHaveLength(1);
  });
});
