import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInvitationPreview } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { InvitePage } from '../../../app/routes/invite-page';
import { browser } from '../../../lib/browser';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, SIGNED_IN_SESSION, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';

const TOKEN = 'k'.repeat(43);
const PREVIEW_PATH = `/api/invitations/${TOKEN}`;
const ACCEPT_PATH = `${PREVIEW_PATH}/accept`;
const PENDING: TInvitationPreview = {
  state: 'pending',
  organization_name: 'Globex',
  invited_by: 'Hank Scorpio',
  email: 'ada@example.com',
};
const LEAVE_QUESTION = 'Your current organization has 3 meetings. Joining Globex leaves them behind.';

type TSetupOptions = {
  route?: string;
  isSignedIn?: boolean;
  preview?: TStubRoute;
  accept?: TStubRoute;
};

const setup = ({
  route = `/invite?token=${TOKEN}`,
  isSignedIn = false,
  preview = { body: { data: PENDING } },
  accept = { body: { data: { organization_id: 'org-2', organization_name: 'Globex' } } },
}: TSetupOptions = {}) => {
  const fetchStub = stubFetch({
    'GET /api/auth/session': { body: isSignedIn ? SIGNED_IN_SESSION : null },
    'GET /api/auth/csrf': { body: { csrfToken: 'csrf-123' } },
    'GET /api/app-config': { body: { data: { sandbox: false } } },
    'GET /api/data/organization/id': isSignedIn
      ? { body: { data: buildIdentity() } }
      : { status: 401, body: { message: 'You are not signed in.', code: 'UNAUTHENTICATED' } },
    [`GET ${PREVIEW_PATH}`]: preview,
    [`POST ${ACCEPT_PATH}`]: accept,
  });
  const submitForm = vi.spyOn(browser, 'submitForm').mockImplementation(() => {});
  const rendered = renderWithProviders(null, {
    route,
    routes: [
      { path: '/invite', element: <InvitePage /> },
      { path: '/meetings', element: <p>Meetings page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
  });
  return { ...fetchStub, ...rendered, submitForm, user: userEvent.setup() };
};

describe('InviteView', () => {
  it('explains how invitations work when the page has no token', async () => {
    const { callsTo } = setup({ route: '/invite' });
    expect(await screen.findByText(/Your team.s admin sends you an invitation link/)).toBeVisible();
    expect(callsTo('GET', PREVIEW_PATH)).toHaveLength(0);
  });

  it('shows who invites to which organization, and signs in as the invitee, coming back to the same link', async () => {
    const { user, submitForm, callsTo } = setup();
    expect(await screen.findByRole('heading', { name: 'Join Globex on Ting' })).toBeVisible();
    expect(screen.getByText('Hank Scorpio invited you to join Globex.')).toBeVisible();
    expect(screen.getByText('The invitation was sent to ada@example.com.')).toBeVisible();
    // Read without a session: no Bearer token.
    expect(callsTo('GET', PREVIEW_PATH)[0]?.headers.get('authorization')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(submitForm).toHaveBeenCalledWith({
        // Google's sign-in opens filled with the invited address.
        action: '/api/auth/signin/google?login_hint=ada%40example.com',
        fields: { csrfToken: 'csrf-123', callbackUrl: `${window.location.origin}/invite?token=${TOKEN}` },
      }),
    );
  });

  it('joins when signed in, fetches identity again and goes to /meetings', async () => {
    const { user, callsTo, router } = setup({ isSignedIn: true });
    const join = await screen.findByRole('button', { name: 'Join Globex' });
    await waitFor(() => expect(join).toBeEnabled());
    await waitFor(() => expect(callsTo('GET', '/api/data/organization/id')).toHaveLength(1));
    await user.click(join);

    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings'));
    const [accepted] = callsTo('POST', ACCEPT_PATH);
    expect(accepted?.body).toEqual({ leave_current: false });
    expect(accepted?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(callsTo('GET', '/api/data/organization/id')).toHaveLength(2);
    expect(await screen.findByText('You joined Globex.')).toBeInTheDocument();
  });

  it('asks before leaving meetings behind, and joins anyway with leave_current', async () => {
    const accept: TStubRoute = (call) =>
      (call.body as { leave_current: boolean }).leave_current
        ? { body: { data: { organization_id: 'org-2', organization_name: 'Globex' } } }
        : { status: 409, body: { message: LEAVE_QUESTION, code: 'CONFIRMATION_REQUIRED' } };
    const { user, callsTo, router } = setup({ isSignedIn: true, accept });
    const join = await screen.findByRole('button', { name: 'Join Globex' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);

    const dialog = await screen.findByRole('dialog', { name: 'Leave your current organization?' });
    expect(within(dialog).getByText(LEAVE_QUESTION)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Join anyway' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings'));
    expect(callsTo('POST', ACCEPT_PATH).map((call) => call.body)).toEqual([
      { leave_current: false },
      { leave_current: true },
    ]);
  });

  it('stays when the user cancels leaving their organization', async () => {
    const { user, callsTo, router } = setup({
      isSignedIn: true,
      accept: { status: 409, body: { message: LEAVE_QUESTION, code: 'CONFIRMATION_REQUIRED' } },
    });
    const join = await screen.findByRole('button', { name: 'Join Globex' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    const dialog = await screen.findByRole('dialog', { name: 'Leave your current organization?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', ACCEPT_PATH)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/invite');
  });

  it("shows the server's reason when joining is refused for another cause", async () => {
    const { user } = setup({
      isSignedIn: true,
      accept: { status: 409, body: { message: 'You are already a member of Globex.', code: 'CONFLICT' } },
    });
    const join = await screen.findByRole('button', { name: 'Join Globex' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    expect(await screen.findByText('You are already a member of Globex.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'This invitation has expired. Ask for a new one.'],
    ['revoked', 'This invitation was revoked.'],
    ['used', 'This invitation was already used.'],
  ] as const)('explains a link that was %s, with a way back to Ting', async (state, message) => {
    setup({ preview: { body: { data: { ...PENDING, state } } } });
    expect(await screen.findByRole('heading', { name: 'Invitation not available' })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Ting' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Join|Sign in/ })).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown link", async () => {
    setup({
      preview: { status: 404, body: { message: 'This invitation link is not valid.', code: 'NOT_FOUND' } },
    });
    expect(await screen.findByText('This invitation link is not valid.')).toBeVisible();
    // The page says it; no toast repeats it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask the server about a token that cannot be one', async () => {
    const { callsTo } = setup({ route: '/invite?token=abc' });
    expect(await screen.findByText('This invitation link is not valid.')).toBeVisible();
    expect(callsTo('GET', '/api/invitations/abc')).toHaveLength(0);
  });
});
