import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMeetingDetail } from '@ting/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingPage } from '../../../app/routes/meeting-page';
import { browser } from '../../../lib/browser';
import { buildCrmUpdate, buildMeetingCrmUpdates } from '../../../test/crm-update-fixtures';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, SIGNED_IN_SESSION, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { buildMeeting } from '../../../test/meeting-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { installFakeWebSocket } from '../../meeting-chat/testing/fake-web-socket';
import { CRM_NOT_CONNECTED_TEXT } from './meeting-crm-tab';
import { MEETING_CHAT_STARTER } from './meeting-view';

const MEETING_PATH = '/api/meetings/m-1';
const MEDIA_PATH = '/api/meetings/m-1/media-url';

const setup = (routes: Record<string, TStubRoute>, { route = '/meetings/m-1' }: { route?: string } = {}) => {
  const fetchStub = stubFetch({
    'GET /api/auth/session': { body: SIGNED_IN_SESSION },
    [`GET ${MEDIA_PATH}`]: { body: { data: { url: null, content_type: null } } },
    [`GET ${MEETING_PATH}/chat`]: { body: { data: { messages: [] } } },
    ...routes,
  });
  const rendered = renderWithProviders(null, {
    route,
    routes: [{ path: '/meetings/:id', element: <MeetingPage /> }],
    identity: buildIdentity({ user: { has_onboarded: true } }),
  });
  return { ...fetchStub, ...rendered, user: userEvent.setup() };
};

const withMedia = (contentType: string): Record<string, TStubRoute> => ({
  [`GET ${MEDIA_PATH}`]: {
    body: { data: { url: 'https://media.example/m-1.webm?sig=abc', content_type: contentType } },
  },
});

describe('MeetingView', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the meeting with the user’s token and shows header, transcript, summary and action items', async () => {
    const { user, callsTo } = setup({
      [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
      [`GET ${MEETING_PATH}/crm`]: {
        body: { data: { connected: false, matched_at: null, links: [], unknown_attendees: [] } },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Discovery call with Acme' })).toBeVisible();
    expect(callsTo('GET', MEETING_PATH)[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.getByLabelText('Duration 2 min 5 s')).toHaveTextContent('2:05');
    expect(screen.getByText(/Wile E\. Coyote/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Assistant' })).toHaveAttribute('href', '/assistant');
    expect(screen.getByRole('link', { name: 'Back to meetings' })).toHaveAttribute('href', '/meetings');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getByText('Pricing is our biggest worry, honestly.')).toBeInTheDocument();
    expect(within(transcript).getAllByText('Ada')).toHaveLength(2);
    // A transcript upload has no recording: timestamps are shown, but there is nothing to seek.
    expect(within(transcript).getByText('[01:02]')).toBeInTheDocument();
    expect(within(transcript).queryByRole('button', { name: /^Play from/ })).not.toBeInTheDocument();

    const summary = screen.getByRole('tabpanel', { name: 'Summary' });
    expect(within(summary).getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(within(summary).getByText('pricing').tagName).toBe('STRONG');
    // The built-in engine wrote it: the summary says plainly that it followed no custom prompt.
    expect(
      within(summary).getByText(
        'Written by the built-in engine, which does not follow custom prompts; configure a model to use yours',
      ),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings#personalisation',
    );

    await user.click(screen.getByRole('tab', { name: /Action items/ }));
    const actionItems = screen.getByRole('list', { name: 'Action items' });
    const items = within(actionItems).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Send the pricing sheet');
    expect(items[0]).toHaveTextContent('Owner: Ada');
    expect(within(items[0] as HTMLElement).getByText(/27/)).toHaveAttribute('datetime', '2026-11-27');
    expect(items[1]).toHaveTextContent('No owner · No due date');
    expect(
      within(screen.getByRole('tabpanel', { name: /Action items/ })).getByText(
        'Written by the built-in engine, which does not follow custom prompts; configure a model to use yours',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('checkbox', { name: /^Done: / })).toHaveLength(2);

    // The CRM tab asks the server only once it is opened.
    expect(callsTo('GET', `${MEETING_PATH}/crm`)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'CRM' }));
    expect(await screen.findByText(CRM_NOT_CONNECTED_TEXT)).toBeVisible();
    expect(callsTo('GET', `${MEETING_PATH}/crm`)).toHaveLength(1);
    // The HubSpot tab (what Ting wrote after the meeting) likewise asks only once opened.
    expect(callsTo('GET', `${MEETING_PATH}/crm/updates`)).toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'HubSpot' })).toHaveAttribute('data-tour', 'hubspot-tab');
  });

  it('plays the recording from the moment a HubSpot update’s quote was said, from the HubSpot tab', async () => {
    const { user, callsTo } = setup({
      [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
      [`GET ${MEETING_PATH}/crm/updates`]: {
        body: {
          data: buildMeetingCrmUpdates([
            buildCrmUpdate({
              id: 'u-1',
              evidence: { quote: 'Then I will send the pricing sheet.', start_ms: 62_000 },
            }),
          ]),
        },
      },
      ...withMedia('audio/mpeg'),
    });
    const player = (await screen.findByLabelText('Meeting recording')) as HTMLMediaElement;
    await user.click(screen.getByRole('tab', { name: 'HubSpot' }));
    const updates = await screen.findByRole('list', { name: 'Property updates' });
    expect(callsTo('GET', `${MEETING_PATH}/crm/updates`)).toHaveLength(1);

    await user.click(within(updates).getByRole('button', { name: 'Play from 01:02' }));
    expect(player.currentTime).toBe(62);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getByText('Then I will send the pricing sheet.').closest('li')).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens at the moment a ?t= link names: the player is set there and its segment is highlighted', async () => {
    setup(
      { [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } }, ...withMedia('audio/mpeg') },
      { route: '/meetings/m-1?t=63' },
    );
    const player = (await screen.findByLabelText('Meeting recording')) as HTMLMediaElement;
    await waitFor(() => expect(player.currentTime).toBe(63));
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getByText('Then I will send the pricing sheet.').closest('li')).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      within(transcript).getByText('Pricing is our biggest worry, honestly.').closest('li'),
    ).not.toHaveAttribute('aria-current');
    // Set, not started: playing is the user's (and the browser's autoplay rules') call.
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();

    // A browser that starts the media over once its metadata is in is set back to the moment.
    player.currentTime = 0;
    fireEvent(player, new Event('loadedmetadata'));
    expect(player.currentTime).toBe(63);
  });

  it('highlights the moment of a ?t= link in the transcript of a meeting without a recording', async () => {
    setup({ [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } } }, { route: '/meetings/m-1?t=5' });
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect(
      within(transcript).getByText('Pricing is our biggest worry, honestly.').closest('li'),
    ).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByLabelText('Meeting recording')).not.toBeInTheDocument();
  });

  it('ignores a ?t= that is not a number of seconds', async () => {
    setup(
      { [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } }, ...withMedia('audio/mpeg') },
      { route: '/meetings/m-1?t=javascript:1' },
    );
    const player = (await screen.findByLabelText('Meeting recording')) as HTMLMediaElement;
    expect(player.currentTime).toBe(0);
    // The player stays at the start, and so does the highlight.
    expect(screen.getByText('Welcome, let us talk about pricing.').closest('li')).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows in the header the length the player reads from the recording, as the player writes it', async () => {
    // The stored length is the transcript's last line (5:11); the recording runs 5:15.8.
    setup({
      [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting({ duration_ms: 311_000 }) } },
      ...withMedia('audio/mpeg'),
    });
    expect(await screen.findByLabelText('Duration 5 min 11 s')).toHaveTextContent('5:11');
    const player = (await screen.findByLabelText('Meeting recording')) as HTMLMediaElement;

    Object.defineProperty(player, 'duration', { configurable: true, value: 315.8 });
    fireEvent.durationChange(player);
    expect(await screen.findByLabelText('Duration 5 min 15 s')).toHaveTextContent('5:15');
    expect(screen.queryByLabelText('Duration 5 min 11 s')).not.toBeInTheDocument();

    // A recording whose length the browser cannot tell (a live webm) leaves the stored one.
    Object.defineProperty(player, 'duration', { configurable: true, value: Number.POSITIVE_INFINITY });
    fireEvent.durationChange(player);
    expect(screen.getByLabelText('Duration 5 min 15 s')).toBeInTheDocument();
  });

  it('plays video in a <video> and audio in an <audio> element', async () => {
    setup({ [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } }, ...withMedia('video/webm') });
    const player = await screen.findByLabelText('Meeting recording');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', 'https://media.example/m-1.webm?sig=abc');
    expect(player).toHaveAttribute('controls');
  });

  it('seeks and plays the recording from a timestamp, and highlights the segment being played', async () => {
    const { user } = setup({
      [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
      ...withMedia('audio/mpeg'),
    });
    const player = (await screen.findByLabelText('Meeting recording')) as HTMLMediaElement;
    expect(player.tagName).toBe('AUDIO');

    await user.click(screen.getByRole('button', { name: 'Play from 01:02' }));
    expect(player.currentTime).toBe(62);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    const segment = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    expect(segment('Then I will send the pricing sheet.')).toHaveAttribute('aria-current', 'true');

    player.currentTime = 5;
    fireEvent.timeUpdate(player);
    expect(segment('Pricing is our biggest worry, honestly.')).toHaveAttribute('aria-current', 'true');
    expect(segment('Then I will send the pricing sheet.')).not.toHaveAttribute('aria-current');
  });

  it('highlights transcript matches and cycles through them', async () => {
    const { user } = setup({ [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } } });
    const search = await screen.findByRole('searchbox', { name: 'Search transcript' });
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    const count = screen.getByTestId('transcript-search-count');

    await user.type(search, 'pricing');
    const marks = transcript.querySelectorAll('mark');
    expect(marks).toHaveLength(3);
    expect([...marks].map((mark) => mark.textContent)).toEqual(['pricing', 'Pricing', 'pricing']);
    expect(count).toHaveTextContent('1 of 3');
    expect(marks[0]).toHaveAttribute('data-active');

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(count).toHaveTextContent('2 of 3');
    expect(transcript.querySelectorAll('mark')[1]).toHaveAttribute('data-active');
    expect(transcript.querySelectorAll('mark')[0]).not.toHaveAttribute('data-active');

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(count).toHaveTextContent('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(count).toHaveTextContent('3 of 3');
    await user.type(search, '{Enter}');
    expect(count).toHaveTextContent('1 of 3');

    await user.clear(search);
    await user.type(search, 'invoice');
    expect(count).toHaveTextContent('No matches');
    expect(transcript.querySelectorAll('mark')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
  });

  it('shows why a meeting failed, and Retry sends it back to the pipeline', async () => {
    let hasRetried = false;
    const { user, callsTo } = setup({
      [`GET ${MEETING_PATH}`]: () => ({
        body: {
          data: hasRetried
            ? buildMeeting({ status: 'queued', outputs: null, segments: [] })
            : buildMeeting({
                status: 'failed',
                status_reason: 'The recording has no audio track.',
                outputs: null,
              }),
        },
      }),
      'POST /api/meetings/m-1/retry': () => {
        hasRetried = true;
        return { status: 202, body: { data: { id: 'm-1', status: 'queued' } } };
      },
    });

    expect(await screen.findByText('The recording has no audio track.')).toBeVisible();
    expect(screen.getByText('Processing failed')).toBeInTheDocument();
    expect(screen.getByText('No summary: processing did not finish.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo('POST', '/api/meetings/m-1/retry')).toHaveLength(1));
    const status = await screen.findByRole('status', { name: 'Processing status' });
    expect(status).toHaveTextContent('Step 1 of 4');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download transcript' })).toBeDisabled();
  });

  it('keeps the uploaded transcript of a meeting stopped by the plan, and its upgrade hint opens Billing', async () => {
    const reason =
      "Your Free plan includes 5 processed meetings a month, and this month's are used. Upgrade your plan in Settings → Billing to process this meeting now, or press Retry next month.";
    setup({
      [`GET ${MEETING_PATH}`]: {
        body: {
          data: buildMeeting({
            source: 'transcript_upload',
            status: 'limit_reached',
            status_reason: reason,
            outputs: null,
          }),
        },
      },
    });

    expect(await screen.findByText('Meeting limit reached')).toBeVisible();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getByText('Pricing is our biggest worry, honestly.')).toBeInTheDocument();
    expect(screen.queryByText('No transcript yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();

    const billing = screen.getByRole('link', { name: 'Settings → Billing' });
    expect(billing).toHaveAttribute('href', '/settings#billing');
    expect(billing.closest('p')).toHaveTextContent(reason);
  });

  it("opens the chat with the user's own conversation about the meeting, kept from before the reload", async () => {
    installFakeWebSocket();
    const { user } = setup({
      [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
      [`GET ${MEETING_PATH}/chat`]: {
        body: {
          data: {
            messages: [
              { role: 'user', content: 'What worries them?', created_at: '2026-11-24T10:00:00.000Z' },
              { role: 'assistant', content: 'Mostly **pricing**.', created_at: '2026-11-24T10:00:02.000Z' },
            ],
          },
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Ask Questions' }));

    const chat = await screen.findByRole('log', { name: 'Chat messages' });
    expect(await within(chat).findByText('What worries them?')).toBeInTheDocument();
    expect(within(chat).getByText('pricing').tagName).toBe('STRONG');
    expect(within(chat).queryByText(MEETING_CHAT_STARTER)).not.toBeInTheDocument();
  });

  it('shows the processing step and polls every 3 s until the meeting is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: TMeetingDetail['status'] = 'transcribing';
    const { callsTo } = setup({
      [`GET ${MEETING_PATH}`]: () => ({
        body: { data: buildMeeting(status === 'ready' ? {} : { status, outputs: null }) },
      }),
    });

    const panel = await screen.findByRole('status', { name: 'Processing status' });
    expect(panel).toHaveTextContent('Step 2 of 4: Ting is turning the recording into a transcript.');
    expect(
      screen.getByText('The summary appears here once Ting has finished processing this meeting.'),
    ).toBeInTheDocument();

    status = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(callsTo('GET', MEETING_PATH)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Processing status' })).not.toBeInTheDocument(),
    );
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(callsTo('GET', MEETING_PATH)).toHaveLength(2);
  });

  it('shows the meeting without a player when the media URL endpoint answers 404', async () => {
    setup({
      [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
      [`GET ${MEDIA_PATH}`]: { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
    });
    expect(await screen.findByText('[01:02]')).toBeInTheDocument();
    expect(screen.queryByLabelText('Meeting recording')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the not-available view for an unknown meeting', async () => {
    setup({
      [`GET ${MEETING_PATH}`]: { status: 404, body: { message: 'Meeting not found', code: 'NOT_FOUND' } },
    });
    expect(await screen.findByRole('heading', { name: 'Meeting not available' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search transcript' })).not.toBeInTheDocument();
  });

  it('downloads a transcript with the token and the filename the server gives', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const { user, fetchMock } = setup({ [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } } });
    await screen.findByRole('heading', { level: 1, name: 'Discovery call with Acme' });
    const stubbed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/meetings/m-1/transcript?format=srt') {
        expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
        return new Response('1\n00:00:00,000 --> 00:00:04,000\nWelcome', {
          headers: { 'Content-Disposition': 'attachment; filename="discovery-call.srt"' },
        });
      }
      return (stubbed as typeof fetch)(input, init);
    });

    await user.click(screen.getByRole('button', { name: 'Download transcript' }));
    await user.click(await screen.findByRole('menuitem', { name: 'SubRip (.srt)' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [{ blob, filename }] = saveFile.mock.calls[0] as [{ blob: Blob; filename: string }];
    expect(filename).toBe('discovery-call.srt');
    expect(await blob.text()).toContain('Welcome');
  });
});
