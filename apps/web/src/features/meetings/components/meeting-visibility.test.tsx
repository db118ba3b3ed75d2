import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMeetingListItem } from '@ting/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingPage } from '../../../app/routes/meeting-page';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, SIGNED_IN_SESSION } from '../../../test/fixtures';
import { buildMeeting } from '../../../test/meeting-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PastMeetings } from './past-meetings';

const item = (overrides: Partial<TMeetingListItem> & { id: string; title: string }): TMeetingListItem => {
  const { segments: _segments, outputs: _outputs, transcript_format: _format, ...listed } = buildMeeting();
  return { ...listed, ...overrides };
};

const RITAS = item({
  id: 'm-rita',
  title: 'Nebula rollout',
  owner: { id: 'user-2', name: 'Rita Rep', email: 'rita@example.com' },
});
const MINE = item({ id: 'm-mine', title: 'My pricing call', visibility: 'private' });
const page = (items: TMeetingListItem[]) => ({
  body: { data: { items, total: items.length, page: 1, page_size: 25 } },
});
const identity = buildIdentity({ user: { has_onboarded: true } });

describe('who sees which meeting, in the web app', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });

  it("offers My meetings and Team: Team names each meeting's owner, My meetings asks for the caller's own", async () => {
    const { callsTo } = stubFetch({
      'GET /api/meetings?page=1&page_size=25': page([RITAS, MINE]),
      'GET /api/meetings?scope=mine&page=1&page_size=25': page([MINE]),
    });
    renderWithProviders(<PastMeetings />, { identity });
    const user = userEvent.setup();

    const ritas = await screen.findByRole('listitem', { name: 'Nebula rollout' });
    expect(within(ritas).getByText('Rita Rep')).toBeInTheDocument();
    const mine = screen.getByRole('listitem', { name: 'My pricing call' });
    expect(within(mine).getByText(/Ada Lovelace \(you\)/)).toBeInTheDocument();
    expect(within(mine).getByText('Private')).toBeInTheDocument();

    await user.click(screen.getByText('My meetings'));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Nebula rollout' })).not.toBeInTheDocument(),
    );
    expect(callsTo('GET', '/api/meetings?scope=mine&page=1&page_size=25')).toHaveLength(1);
    const own = screen.getByRole('listitem', { name: 'My pricing call' });
    // One's own list does not repeat one's name; a private meeting still says so.
    expect(within(own).queryByText(/\(you\)/)).not.toBeInTheDocument();
    expect(within(own).getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('Team')).toBeInTheDocument();
  });

  const openMeeting = (routes: Record<string, TStubRoute>) => {
    const stub = stubFetch({
      'GET /api/auth/session': { body: SIGNED_IN_SESSION },
      'GET /api/meetings/m-1/media-url': { body: { data: { url: null, content_type: null } } },
      'GET /api/meetings/m-1/chat': { body: { data: { messages: [] } } },
      'GET /api/meetings/m-1/crm': {
        body: { data: { connected: false, matched_at: null, links: [], unknown_attendees: [] } },
      },
      ...routes,
    });
    renderWithProviders(null, {
      route: '/meetings/m-1',
      routes: [{ path: '/meetings/:id', element: <MeetingPage /> }],
      identity,
    });
    return { ...stub, user: userEvent.setup() };
  };

  it('shows the owner a switch between visible to the team and private, which the server is asked to change', async () => {
    const { user, callsTo } = openMeeting({
      'GET /api/meetings/m-1': { body: { data: buildMeeting() } },
      'PATCH /api/meetings/m-1/visibility': {
        body: { data: { ...item({ id: 'm-1', title: 'Discovery call with Acme' }), visibility: 'private' } },
      },
    });
    const ownership = await screen.findByTestId('meeting-ownership');
    expect(ownership).toHaveTextContent('Owner: Ada Lovelace (you)');
    expect(ownership).toHaveTextContent('Visible to your team');
    await user.click(within(ownership).getByRole('button', { name: 'Make private' }));
    await waitFor(() =>
      expect(within(ownership).getByRole('button', { name: 'Make visible to the team' })).toBeInTheDocument(),
    );
    expect(within(ownership).getByText('Private')).toBeInTheDocument();
    const [patch] = callsTo('PATCH', '/api/meetings/m-1/visibility');
    expect(patch?.body).toEqual({ visibility: 'private' });
  });

  it('shows a teammate whose meeting it is, without a way to change who sees it', async () => {
    openMeeting({
      'GET /api/meetings/m-1': {
        body: {
          data: buildMeeting({ owner: { id: 'user-2', name: 'Rita Rep', email: 'rita@example.com' } }),
        },
      },
    });
    const ownership = await screen.findByTestId('meeting-ownership');
    expect(ownership).toHaveTextContent('Owner: Rita Rep');
    expect(within(ownership).queryByRole('button')).not.toBeInTheDocument();
  });
});
