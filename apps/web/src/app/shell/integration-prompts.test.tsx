import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCrm, TIdentity, TIntegrationName } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { identityKeys } from '../../features/identity/api/identity-keys';
import { useCurrentIdentity } from '../../features/identity/hooks/use-current-identity';
import { CALENDAR_MODAL_DISMISS_KEY } from '../../features/integrations/components/calendar-required-modal';
import { CRM_NUDGE_SNOOZE_KEY } from '../../features/integrations/crm-nudge-snooze';
import { browser } from '../../lib/browser';
import { stubFetch } from '../../test/fetch-stub';
import { buildIdentity } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { IntegrationPrompts } from './integration-prompts';

const CALENDAR_AUTHORIZE_URL = 'https://accounts.google.example/o/oauth2/auth?scope=calendar.readonly';
const HUBSPOT_AUTHORIZE_URL = 'https://app.hubspot.example/oauth/authorize?client_id=ting';

type TIdentityOptions = {
  crm?: TCrm;
  isOnboarded?: boolean;
  orgIntegrations?: TIntegrationName[];
  isAdmin?: boolean;
};

const identityWith = ({
  crm,
  isOnboarded = true,
  orgIntegrations = ['google_calendar'],
  isAdmin = true,
}: TIdentityOptions = {}): TIdentity =>
  buildIdentity({
    user: { has_onboarded: isOnboarded, meta: crm ? { crm } : {}, is_admin: isAdmin },
    orgIntegrations,
  });

const setup = ({ identity, route = '/meetings' }: { identity: TIdentity; route?: string }) => {
  const fetchStub = stubFetch({
    'GET /api/integrations/google-calendar/authorize?return_to=%2F': {
      body: { data: { url: CALENDAR_AUTHORIZE_URL } },
    },
    'GET /api/integrations/hubspot/authorize': { body: { data: { url: HUBSPOT_AUTHORIZE_URL } } },
  });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const rendered = renderWithProviders(null, {
    route,
    identity,
    routes: [{ path: '*', element: <IntegrationPrompts identity={identity} /> }],
  });
  return { ...fetchStub, ...rendered, assign, user: userEvent.setup() };
};

const NUDGE_TITLE = "You're missing out!";

const findNudge = async () => {
  const title = await screen.findByText(NUDGE_TITLE);
  const toast = title.closest<HTMLElement>('.mantine-Notification-root');
  if (!toast) throw new Error('The nudge is not a notification');
  return toast;
};

/** Effects have run once the calendar modal (shown or not) has settled; wait a tick for the toast store. */
const settle = () => act(async () => {});

describe('CRM nudge toast', () => {
  it('offers HubSpot to an onboarded user who chose HubSpot but has not connected it', async () => {
    setup({ identity: identityWith({ crm: 'hubspot' }) });
    const toast = await findNudge();
    expect(toast).toHaveTextContent(
      'Connect HubSpot to Ting for automatic field updates, task syncing and streamlined contact management.',
    );
    expect(within(toast).getByRole('button', { name: 'Connect Now' })).toBeEnabled();
    expect(within(toast).getByRole('button', { name: 'Remind Later' })).toBeEnabled();
    // Closable, top-left.
    expect(toast.querySelector('.mantine-Notification-closeButton')).not.toBeNull();
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-left');
  });

  it.each([
    [
      'HubSpot is already connected',
      identityWith({ crm: 'hubspot', orgIntegrations: ['google_calendar', 'hubspot'] }),
    ],
    ['the CRM is Salesforce', identityWith({ crm: 'salesforce' })],
    ['no CRM was chosen', identityWith()],
    ['the user is still in the onboarding wizard', identityWith({ crm: 'hubspot', isOnboarded: false })],
    [
      "the user is a member, and only the organization's admin connects it",
      identityWith({ crm: 'hubspot', isAdmin: false }),
    ],
  ])('does not show when %s', async (_case, identity) => {
    setup({ identity });
    await settle();
    expect(screen.queryByText(NUDGE_TITLE)).not.toBeInTheDocument();
  });

  it("'Connect Now' starts the HubSpot authorisation", async () => {
    const { user, assign, callsTo } = setup({ identity: identityWith({ crm: 'hubspot' }) });
    await user.click(within(await findNudge()).getByRole('button', { name: 'Connect Now' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(HUBSPOT_AUTHORIZE_URL));
    expect(callsTo('GET', '/api/integrations/hubspot/authorize')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it("'Remind Later' hides it for a day, in every tab of the browser, and it comes back after that", async () => {
    const pressedAt = new Date('2026-11-24T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: pressedAt });
    try {
      const identity = identityWith({ crm: 'hubspot' });
      const { user, unmount } = setup({ identity });
      await user.click(within(await findNudge()).getByRole('button', { name: 'Remind Later' }));
      await waitFor(() => expect(screen.queryByText(NUDGE_TITLE)).not.toBeInTheDocument());
      // Kept in localStorage, so a new tab or a new browser session does not bring it back either.
      expect(window.localStorage.getItem(CRM_NUDGE_SNOOZE_KEY)).not.toBeNull();
      window.sessionStorage.clear();

      // Page loads within the day: no nudge.
      unmount();
      vi.setSystemTime(new Date('2026-11-25T08:59:00Z'));
      const later = setup({ identity });
      await settle();
      expect(screen.queryByText(NUDGE_TITLE)).not.toBeInTheDocument();

      // A day on, it offers HubSpot again.
      later.unmount();
      vi.setSystemTime(new Date('2026-11-25T09:00:01Z'));
      setup({ identity });
      expect(await findNudge()).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows once per page load: closing it and refetching the identity does not bring it back', async () => {
    const identity = identityWith({ crm: 'hubspot' });
    stubFetch({});
    const FromCache = () => <IntegrationPrompts identity={useCurrentIdentity()} />;
    const { queryClient } = renderWithProviders(null, {
      route: '/meetings',
      identity,
      routes: [{ path: '*', element: <FromCache /> }],
    });
    const toast = await findNudge();
    // Closed with its close button (not 'Remind Later'): a refetched identity must not bring it back.
    await userEvent.click(toast.querySelector('.mantine-Notification-closeButton') as HTMLElement);
    await waitFor(() => expect(screen.queryByText(NUDGE_TITLE)).not.toBeInTheDocument());

    act(() => {
      queryClient.setQueryData(identityKeys.current(), { ...identity, users: [...identity.users] });
    });
    await settle();
    expect(screen.queryByText(NUDGE_TITLE)).not.toBeInTheDocument();
  });
});

describe("'Almost there!' modal", () => {
  it.each(['/meetings', '/assistant'])(
    'asks an onboarded user without a calendar to integrate it on %s',
    async (route) => {
      setup({ identity: identityWith({ orgIntegrations: [] }), route });
      const dialog = await screen.findByRole('dialog', { name: 'Almost there!' });
      expect(dialog).toHaveTextContent('Integrate your calendar to start using Ting.');
      expect(within(dialog).getByRole('button', { name: 'Integrate Google Calendar' })).toBeEnabled();
    },
  );

  it('does not show when the calendar is connected', async () => {
    setup({ identity: identityWith({ orgIntegrations: ['google_calendar'] }) });
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Almost there!' })).not.toBeInTheDocument();
  });

  it('asks a member without a calendar too: each member connects their own', async () => {
    setup({ identity: identityWith({ orgIntegrations: ['hubspot'], isAdmin: false }) });
    const dialog = await screen.findByRole('dialog', { name: 'Almost there!' });
    expect(within(dialog).getByRole('button', { name: 'Integrate Google Calendar' })).toBeEnabled();
  });

  it('does not block /settings, where integrations are managed', async () => {
    setup({ identity: identityWith({ orgIntegrations: [] }), route: '/settings' });
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Almost there!' })).not.toBeInTheDocument();
  });

  it('does not show during the onboarding wizard', async () => {
    setup({ identity: identityWith({ orgIntegrations: [], isOnboarded: false }) });
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Almost there!' })).not.toBeInTheDocument();
  });

  it("'Integrate Google Calendar' starts the calendar authorisation", async () => {
    const { user, assign } = setup({ identity: identityWith({ orgIntegrations: [] }) });
    const dialog = await screen.findByRole('dialog', { name: 'Almost there!' });
    await user.click(within(dialog).getByRole('button', { name: 'Integrate Google Calendar' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALENDAR_AUTHORIZE_URL));
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('can be closed, and stays closed for the browser session', async () => {
    const identity = identityWith({ orgIntegrations: [] });
    const { user, unmount } = setup({ identity });
    const dialog = await screen.findByRole('dialog', { name: 'Almost there!' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Almost there!' })).not.toBeInTheDocument(),
    );
    expect(window.sessionStorage.getItem(CALENDAR_MODAL_DISMISS_KEY)).not.toBeNull();

    unmount();
    setup({ identity });
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Almost there!' })).not.toBeInTheDocument();
  });
});
