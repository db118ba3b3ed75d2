import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMeetingListItem } from '@ting/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { formatMeetingDate } from '../utils/meeting-format';
import { PastMeetings } from './past-meetings';

const FIRST_PAGE = '/api/meetings?page=1&page_size=25';

const buildMeeting = (
  overrides: Partial<TMeetingListItem> & { id: string; title: string },
): TMeetingListItem => ({
  source: 'transcript_upload',
  status: 'ready',
  status_reason: null,
  started_at: '2026-11-24T10:00:00.000Z',
  duration_ms: 1_847_000,
  owner: { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
  visibility: 'team',
  participants: [],
  created_at: '2026-11-24T10:00:00.000Z',
  notetaker: null,
  ...overrides,
});

const listOf = (
  items: TMeetingListItem[],
  { total = items.length, page = 1, totalAtLeast = undefined as boolean | undefined } = {},
) => ({
  body: { data: { items, total, total_at_least: totalAtLeast, page, page_size: 25 } },
});

const MEETINGS = [
  buildMeeting({
    id: 'm-ready',
    title: 'Discovery call with Acme',
    duration_ms: 3_907_000,
    participants: [
      { name: 'Wile E. Coyote', email: 'wile@acme.example' },
      { name: null, email: 'roadrunner@acme.example' },
    ],
  }),
  buildMeeting({ id: 'm-queued', title: 'Pricing follow-up', status: 'queued', duration_ms: null }),
  buildMeeting({
    id: 'm-failed',
    title: 'Board update',
    status: 'failed',
    status_reason: 'The recording has no audio track.',
  }),
  buildMeeting({
    id: 'm-limit',
    title: 'Quarterly review',
    status: 'limit_reached',
    status_reason:
      "Your Free plan includes 5 processed meetings a month, and this month's are used. Upgrade your plan in Settings → Billing to process this meeting now, or press Retry next month.",
  }),
];

const setup = (routes: Record<string, TStubRoute>) => {
  const fetchStub = stubFetch(routes);
  const rendered = renderWithProviders(<PastMeetings />, {
    identity: buildIdentity({ user: { has_onboarded: true } }),
  });
  return { ...fetchStub, ...rendered, user: userEvent.setup() };
};

describe('PastMeetings', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the meetings with status, date, duration and participants, each linking to its page', async () => {
    const { callsTo } = setup({ [`GET ${FIRST_PAGE}`]: listOf(MEETINGS) });
    const discovery = await screen.findByRole('listitem', { name: 'Discovery call with Acme' });

    expect(within(discovery).getByRole('link', { name: 'Discovery call with Acme' })).toHaveAttribute(
      'href',
      '/meetings/m-ready',
    );
    expect(within(discovery).getByText('Ready')).toBeInTheDocument();
    expect(within(discovery).getByText(formatMeetingDate('2026-11-24T10:00:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-24T10:00:00.000Z',
    );
    expect(within(discovery).getByLabelText('Duration 1 h 5 min')).toHaveTextContent('1:05:07');
    expect(within(discovery).getByText(/Wile E\. Coyote, roadrunner@acme\.example/)).toBeInTheDocument();
    expect(within(discovery).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    const queued = screen.getByRole('listitem', { name: 'Pricing follow-up' });
    expect(within(queued).getByText('Queued')).toBeInTheDocument();
    expect(within(queued).queryByLabelText(/^Duration/)).not.toBeInTheDocument();

    expect(callsTo('GET', FIRST_PAGE)[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it.each([
    ['joining', 'Joining', 'Notetaker is joining the call'],
    ['waiting_room', 'Waiting to be admitted', 'Notetaker is waiting to be admitted'],
    ['in_call', 'In the call', 'Notetaker is in the call'],
    ['call_ended', 'Processing', 'The call has ended: Ting is fetching the recording to process it'],
  ] as const)(
    'shows a meeting whose notetaker is %s as %s, not as queued',
    async (status, label, sentence) => {
      setup({
        [`GET ${FIRST_PAGE}`]: listOf([
          buildMeeting({
            id: 'm',
            title: 'Call',
            source: 'bot',
            status: 'queued',
            notetaker: { status, joins_at: '2026-11-24T09:59:00.000Z' },
          }),
        ]),
      });
      const item = await screen.findByRole('listitem', { name: 'Call' });
      expect(within(item).getByText(label).closest('[data-notetaker]')).toHaveAttribute('title', sentence);
      expect(within(item).queryByText('Queued')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['queued', 'Queued'],
    ['transcribing', 'Transcribing'],
    ['summarising', 'Summarising'],
    ['syncing', 'Syncing'],
    ['ready', 'Ready'],
    ['failed', 'Failed'],
    ['limit_reached', 'Limit reached'],
  ] as const)('labels the %s status %s', async (status, label) => {
    setup({ [`GET ${FIRST_PAGE}`]: listOf([buildMeeting({ id: 'm', title: 'Call', status })]) });
    const item = await screen.findByRole('listitem', { name: 'Call' });
    expect(within(item).getByText(label)).toBeInTheDocument();
  });

  it('shows why a meeting failed or hit the limit, and Retry sends it back to the pipeline', async () => {
    let hasRetried = false;
    const { user, callsTo } = setup({
      [`GET ${FIRST_PAGE}`]: () =>
        listOf(
          MEETINGS.map((meeting) =>
            meeting.id === 'm-failed' && hasRetried
              ? { ...meeting, status: 'ready', status_reason: null }
              : meeting,
          ),
        ),
      'POST /api/meetings/m-failed/retry': () => {
        hasRetried = true;
        return { status: 202, body: { data: { id: 'm-failed', status: 'queued' } } };
      },
    });
    const failed = await screen.findByRole('listitem', { name: 'Board update' });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('The recording has no audio track.')).toBeInTheDocument();
    const limited = screen.getByRole('listitem', { name: 'Quarterly review' });
    expect(within(limited).getByText('Limit reached')).toBeInTheDocument();
    expect(limited).toHaveTextContent(/this month's are used\. Upgrade your plan in Settings → Billing/);
    // The upgrade hint leads to the billing screen.
    expect(within(limited).getByRole('link', { name: 'Settings → Billing' })).toHaveAttribute(
      'href',
      '/settings#billing',
    );
    expect(within(limited).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(failed).getByText('Ready')).toBeInTheDocument());
    expect(callsTo('POST', '/api/meetings/m-failed/retry')).toHaveLength(1);
    expect(callsTo('GET', FIRST_PAGE)).toHaveLength(2);
    expect(within(failed).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('searches by name or participant email once typing pauses for 300 ms, from the first page', async () => {
    const { user, callsTo } = setup({
      [`GET ${FIRST_PAGE}`]: listOf(MEETINGS),
      'GET /api/meetings?q=acme&page=1&page_size=25': listOf(MEETINGS.slice(0, 1)),
    });
    await screen.findByRole('listitem', { name: 'Board update' });

    await user.type(screen.getByRole('searchbox', { name: 'Search for Meetings' }), 'acme');
    expect(screen.getByPlaceholderText('Search for Meetings')).toHaveValue('acme');

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Board update' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'Discovery call with Acme' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/meetings?q=acme&page=1&page_size=25')).toHaveLength(1);
    // Nothing was asked for the letters typed on the way.
    for (const partial of ['a', 'ac', 'acm']) {
      expect(callsTo('GET', `/api/meetings?q=${partial}&page=1&page_size=25`)).toHaveLength(0);
    }
  });

  it('shows under each result where it matched: the line said, with its time linking to that moment, or the summary', async () => {
    const said = buildMeeting({
      id: 'm-said',
      title: 'Weekly sync',
      match: { source: 'transcript', snippet: 'Our kumquat harvest drives the forecast', start_ms: 67_000 },
    });
    const summarised = buildMeeting({
      id: 'm-summary',
      title: 'Quarterly business review',
      match: { source: 'summary', snippet: 'The customer wants a kumquat launch event', start_ms: null },
    });
    const { user } = setup({
      [`GET ${FIRST_PAGE}`]: listOf(MEETINGS),
      'GET /api/meetings?q=kumquat&page=1&page_size=25': listOf([said, summarised]),
    });
    await screen.findByRole('listitem', { name: 'Board update' });
    await user.type(screen.getByRole('searchbox', { name: 'Search for Meetings' }), 'kumquat');

    const saidItem = await screen.findByRole('listitem', { name: 'Weekly sync' });
    expect(within(saidItem).getByTestId('search-match')).toHaveTextContent(
      '1:07 “Our kumquat harvest drives the forecast”',
    );
    expect(within(saidItem).getByRole('link', { name: 'Said at 1:07' })).toHaveAttribute(
      'href',
      '/meetings/m-said?t=67',
    );
    expect(within(saidItem).getByText('kumquat').tagName).toBe('MARK');
    const summaryItem = screen.getByRole('listitem', { name: 'Quarterly business review' });
    expect(within(summaryItem).getByTestId('search-match')).toHaveTextContent(
      'Summary: “The customer wants a kumquat launch event”',
    );
    // Only the results found by their words carry the line.
    expect(screen.queryAllByTestId('search-match')).toHaveLength(2);
  });

  it('says when a search matches nothing', async () => {
    setup({
      [`GET ${FIRST_PAGE}`]: listOf(MEETINGS),
      'GET /api/meetings?q=nobody%40example.com&page=1&page_size=25': listOf([]),
    });
    await screen.findByRole('listitem', { name: 'Board update' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search for Meetings' }),
      'nobody@example.com',
    );
    expect(await screen.findByText('No meetings match “nobody@example.com”.')).toBeInTheDocument();
  });

  it('pages through 25 meetings at a time', async () => {
    const { user, callsTo } = setup({
      [`GET ${FIRST_PAGE}`]: listOf(MEETINGS, { total: 60 }),
      'GET /api/meetings?page=3&page_size=25': listOf([buildMeeting({ id: 'old', title: 'Kick-off' })], {
        total: 60,
        page: 3,
      }),
    });
    await screen.findByRole('listitem', { name: 'Board update' });
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('listitem', { name: 'Kick-off' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/meetings?page=3&page_size=25')).toHaveLength(1);
  });

  it('says when a search matches more meetings than it counts, with pages as far as it counted', async () => {
    const { user } = setup({
      [`GET ${FIRST_PAGE}`]: listOf(MEETINGS),
      'GET /api/meetings?q=pricing&page=1&page_size=25': listOf(MEETINGS, {
        total: 1000,
        totalAtLeast: true,
      }),
      'GET /api/meetings?q=board&page=1&page_size=25': listOf(MEETINGS.slice(2, 3), { total: 1 }),
    });
    await screen.findByRole('listitem', { name: 'Board update' });
    expect(screen.queryByText(/meetings match\./)).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search for Meetings' });
    await user.type(search, 'pricing');
    expect(
      await screen.findByText('More than 1,000 meetings match. Add words to narrow the search.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 40' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'board');
    await waitFor(() => expect(screen.queryByText(/meetings match\./)).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Board update' })).toBeInTheDocument();
  });

  it('polls every 3 s while a meeting is being processed, and stops once all are final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: TMeetingListItem['status'] = 'transcribing';
    const { callsTo } = setup({
      [`GET ${FIRST_PAGE}`]: () => listOf([buildMeeting({ id: 'm', title: 'Live call', status })]),
    });
    const item = await screen.findByRole('listitem', { name: 'Live call' });
    expect(within(item).getByText('Transcribing')).toBeInTheDocument();
    expect(callsTo('GET', FIRST_PAGE)).toHaveLength(1);

    status = 'summarising';
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(within(item).getByText('Summarising')).toBeInTheDocument());
    expect(callsTo('GET', FIRST_PAGE)).toHaveLength(2);

    status = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(within(item).getByText('Ready')).toBeInTheDocument());
    expect(callsTo('GET', FIRST_PAGE)).toHaveLength(3);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(callsTo('GET', FIRST_PAGE)).toHaveLength(3);
  });

  it('does not poll when every meeting is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = setup({
      [`GET ${FIRST_PAGE}`]: listOf(MEETINGS.filter((meeting) => meeting.status !== 'queued')),
    });
    await screen.findByRole('listitem', { name: 'Board update' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo('GET', FIRST_PAGE)).toHaveLength(1);
  });

  it('says what to do when there are no meetings yet', async () => {
    setup({ [`GET ${FIRST_PAGE}`]: listOf([]) });
    expect(await screen.findByText('No meetings yet')).toBeInTheDocument();
    expect(
      screen.getByText(/Press Upload to add a recording or a transcript file, or Record/),
    ).toBeInTheDocument();
  });

  it('shows why the list could not be loaded and tries again on request', async () => {
    let isDown = true;
    const { user } = setup({
      [`GET ${FIRST_PAGE}`]: () =>
        isDown
          ? { status: 500, body: { message: 'Database unavailable', code: 'INTERNAL_ERROR' } }
          : listOf(MEETINGS),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Board update' })).toBeInTheDocument();
  });
});
