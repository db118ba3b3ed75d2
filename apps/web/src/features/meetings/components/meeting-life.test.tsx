import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMeetingDetail } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { MeetingPage } from '../../../app/routes/meeting-page';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, SIGNED_IN_SESSION } from '../../../test/fixtures';
import { buildMeeting } from '../../../test/meeting-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';

const MEETING_PATH = '/api/meetings/m-1';
const JOINS_AT = new Date(2026, 10, 24, 15, 59).toISOString();

const setup = (options: {
  meeting: TMeetingDetail;
  routes?: Record<string, TStubRoute>;
  /** The viewer: the owner (`user-1`, the fixture's user) unless told otherwise. */
  viewer?: { id: string; isAdmin: boolean };
}) => {
  const viewer = options.viewer ?? { id: 'user-1', isAdmin: false };
  const fetchStub = stubFetch({
    'GET /api/auth/session': { body: { ...SIGNED_IN_SESSION } },
    [`GET ${MEETING_PATH}`]: { body: { data: options.meeting } },
    [`GET ${MEETING_PATH}/media-url`]: { body: { data: { url: null, content_type: null } } },
    [`GET ${MEETING_PATH}/chat`]: { body: { data: { messages: [] } } },
    'GET /api/meetings?page=1&page_size=25': {
      body: { data: { items: [], total: 0, page: 1, page_size: 25 } },
    },
    ...options.routes,
  });
  renderWithProviders(null, {
    route: '/meetings/m-1',
    routes: [
      { path: '/meetings/:id', element: <MeetingPage /> },
      { path: '/meetings', element: <h1>Meetings list</h1> },
    ],
    identity: buildIdentity({ user: { id: viewer.id, has_onboarded: true, is_admin: viewer.isAdmin } }),
  });
  return { ...fetchStub, user: userEvent.setup() };
};

/** A meeting the notetaker is booked for: nothing has happened yet. */
const bookedMeeting = (status: NonNullable<TMeetingDetail['notetaker']>['status'] = 'scheduled') =>
  buildMeeting({
    source: 'bot',
    status: 'queued',
    status_reason: `The notetaker joins at ${JOINS_AT} and records the meeting.`,
    duration_ms: null,
    segments: [],
    outputs: null,
    notetaker: { status, joins_at: JOINS_AT },
  });

describe("a meeting's life on its page", () => {
  it('says the notetaker is booked and when it joins, not that Ting is processing the meeting', async () => {
    setup({ meeting: bookedMeeting() });
    const panel = await screen.findByRole('status', { name: 'Notetaker status' });
    const joinTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(
      new Date(JOINS_AT),
    );
    expect(within(panel).getByRole('heading', { name: 'The notetaker is booked' })).toBeInTheDocument();
    expect(within(panel).getByText(`Notetaker joins at ${joinTime}`)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Upcoming meetings' })).toHaveAttribute(
      'href',
      '/meetings',
    );
    expect(screen.queryByText('Ting is processing this meeting')).not.toBeInTheDocument();
    expect(screen.getByText('Notetaker booked')).toBeInTheDocument();
    expect(screen.queryByText('Queued')).not.toBeInTheDocument();
  });

  it.each([
    ['joining', 'Notetaker is joining the call', 'Joining'],
    ['waiting_room', 'Notetaker is waiting to be admitted', 'Waiting to be admitted'],
    ['in_call', 'Notetaker is in the call', 'In the call'],
  ] as const)('says plainly when the notetaker is %s', async (status, sentence, badge) => {
    setup({ meeting: bookedMeeting(status) });
    const panel = await screen.findByRole('status', { name: 'Notetaker status' });
    expect(within(panel).getByText(sentence)).toBeInTheDocument();
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.queryByText('Ting is processing this meeting')).not.toBeInTheDocument();
  });

  it('shows the pipeline once the notetaker has handed the recording over', async () => {
    setup({
      meeting: buildMeeting({
        source: 'bot',
        status: 'transcribing',
        outputs: null,
        notetaker: { status: 'done', joins_at: JOINS_AT },
      }),
    });
    expect(await screen.findByText('Ting is processing this meeting')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Notetaker status' })).not.toBeInTheDocument();
  });
});

describe('renaming and deleting a meeting from its page', () => {
  it('renames after the dialog, checking the name as the server does', async () => {
    const { user, callsTo } = setup({
      meeting: buildMeeting(),
      routes: {
        [`PATCH ${MEETING_PATH}`]: (call) => ({
          body: { data: { ...buildMeeting(), title: (call.body as { title: string }).title } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename meeting' });
    const field = within(dialog).getByRole('textbox', { name: 'Meeting name' });
    expect(field).toHaveValue('Discovery call with Acme');

    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name for the meeting.')).toBeInTheDocument();
    expect(callsTo('PATCH', MEETING_PATH)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '  Kick-off with Acme  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', MEETING_PATH)).toHaveLength(1));
    expect(callsTo('PATCH', MEETING_PATH)[0]?.body).toEqual({ title: 'Kick-off with Acme' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kick-off with Acme' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rename meeting' })).not.toBeInTheDocument(),
    );
  });

  it('deletes only after a confirmation naming the meeting, then opens the meetings page', async () => {
    const { user, callsTo } = setup({
      meeting: buildMeeting(),
      routes: { [`DELETE ${MEETING_PATH}`]: { body: { data: { id: 'm-1' } } } },
    });
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete meeting?' });
    expect(dialog).toHaveTextContent('Delete “Discovery call with Acme”?');

    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete meeting?' })).not.toBeInTheDocument(),
    );
    expect(callsTo('DELETE', MEETING_PATH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete meeting?' })).getByRole('button', {
        name: 'Delete meeting',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Meetings list' })).toBeInTheDocument();
    expect(callsTo('DELETE', MEETING_PATH)).toHaveLength(1);
  });

  it("offers rename and delete to the organization's admin, and not to another member", async () => {
    setup({ meeting: buildMeeting(), viewer: { id: 'user-2', isAdmin: true } });
    expect(await screen.findByRole('button', { name: 'More actions' })).toBeInTheDocument();
  });

  it('offers neither to a member who does not own the meeting', async () => {
    setup({ meeting: buildMeeting(), viewer: { id: 'user-2', isAdmin: false } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discovery call with Acme' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});
