import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAssistantConversation, TAssistantMessage } from '@ting/contracts';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AssistantPage } from '../../../app/routes/assistant-page';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, SIGNED_IN_SESSION } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FakeWebSocket, installFakeWebSocket } from '../../meeting-chat/testing/fake-web-socket';

/** What the chat sends as the asker's zone: this test browser's own. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

// The microphone is the voice-input feature's to test; here it only hands over words.
vi.mock('../../voice-input/components/voice-input-button', () => ({
  VoiceInputButton: ({ onText, disabled }: { onText: (text: string) => void; disabled?: boolean }) => (
    <button type="button" disabled={disabled} onClick={() => onText('from the microphone')}>
      Voice input
    </button>
  ),
}));

const LIST_PATH = '/api/assistant/conversations';
const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const C3 = '33333333-3333-4333-8333-333333333333';

const conversation = (
  id: string,
  title: string,
  updatedAt = '2026-11-24T10:00:00.000Z',
): TAssistantConversation => ({
  id,
  title,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: updatedAt,
});

const message = (
  overrides: Partial<TAssistantMessage> & Pick<TAssistantMessage, 'role' | 'content'>,
): TAssistantMessage => ({
  id: `msg-${overrides.content.length}`,
  citations: [],
  tools: [],
  created_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const detail = (item: TAssistantConversation, messages: TAssistantMessage[] = []): TStubRoute => ({
  body: { data: { ...item, messages } },
});

/** Shows where the in-app links lead. */
const MeetingStandIn = () => {
  const location = useLocation();
  return <p>Meeting page at {`${location.pathname}${location.search}`}</p>;
};

const setup = (routes: Record<string, TStubRoute>) => {
  const fetchStub = stubFetch({ 'GET /api/auth/session': { body: SIGNED_IN_SESSION }, ...routes });
  const rendered = renderWithProviders(null, {
    route: '/assistant',
    routes: [
      { path: '/assistant', element: <AssistantPage /> },
      { path: '/meetings/:id', element: <MeetingStandIn /> },
    ],
    identity: buildIdentity({ user: { has_onboarded: true } }),
  });
  return { ...fetchStub, ...rendered, user: userEvent.setup() };
};

/** The socket opens on mount; the test plays the server. */
const acceptSocket = () => act(() => FakeWebSocket.latest.acceptConnection());
const answer = (...frames: string[]) => act(() => FakeWebSocket.latest.receive(...frames));
const input = () => screen.getByRole('textbox', { name: 'Message' });
const bubbles = (role: 'user' | 'assistant' | 'error') =>
  Array.from(document.querySelectorAll<HTMLElement>(`#assistant-chat [data-role="${role}"]`));
const conversationList = () => screen.getByRole('list', { name: 'Conversations' });

describe('AssistantView', () => {
  beforeEach(() => {
    installFakeWebSocket();
  });

  it('reopens the most recently used conversation with its history, tools and sources', async () => {
    const { callsTo } = setup({
      [`GET ${LIST_PATH}`]: {
        body: { data: [conversation(C1, 'Acme pricing'), conversation(C2, 'Older one')] },
      },
      [`GET ${LIST_PATH}/${C1}`]: detail(conversation(C1, 'Acme pricing'), [
        message({ role: 'user', content: 'What did Acme say about pricing?' }),
        message({
          role: 'assistant',
          content: 'Acme found it **too high**.',
          tools: [{ name: 'search_meetings', label: 'Searched 3 meetings' }],
          citations: [{ kind: 'meeting', title: 'Discovery call · 01:23', url: '/meetings/m-1?t=83' }],
        }),
      ]),
    });

    expect(await screen.findByText('too high')).toBeInTheDocument();
    expect(bubbles('assistant')[0]).toHaveTextContent('Acme found it too high.');
    expect(callsTo('GET', `${LIST_PATH}/${C2}`)).toHaveLength(0);
    expect(within(conversationList()).getByRole('button', { name: /^Acme pricing/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(bubbles('user').map((bubble) => bubble.textContent)).toEqual(['What did Acme say about pricing?']);
    expect(screen.getByRole('list', { name: 'What the assistant did' })).toHaveTextContent(
      'Searched 3 meetings',
    );
    expect(screen.getByRole('link', { name: 'Discovery call · 01:23' })).toHaveAttribute(
      'href',
      '/meetings/m-1?t=83',
    );
    // The tour's first two steps have their elements.
    expect(document.querySelector('[data-tour="assistant-intro"]')).toHaveTextContent(
      'Your personal assistant',
    );
    const voiceSpot = document.querySelector<HTMLElement>('[data-tour="voice-input"]') as HTMLElement;
    expect(within(voiceSpot).getByRole('button', { name: 'Voice input' })).toBeEnabled();
  });

  it('starts a fresh conversation for a user who has none, with the starter message', async () => {
    const fresh = conversation(C1, 'New conversation');
    const { callsTo } = setup({
      [`GET ${LIST_PATH}`]: { body: { data: [] } },
      [`POST ${LIST_PATH}`]: { status: 201, body: { data: fresh } },
      [`GET ${LIST_PATH}/${C1}`]: detail(fresh),
    });

    expect(await screen.findByText(/Ask me anything across your meetings/)).toBeInTheDocument();
    expect(callsTo('POST', LIST_PATH)).toHaveLength(1);
    expect(callsTo('POST', LIST_PATH)[0]?.body).toEqual({});
    expect(within(conversationList()).getByRole('button', { name: /^New conversation/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(input()).toHaveAttribute('placeholder', 'Message...');
  });

  it('creates, switches, renames and deletes (after confirming) conversations', async () => {
    const first = conversation(C1, 'Acme pricing');
    const second = conversation(C2, 'Globex renewal');
    const created = conversation(C3, 'New conversation');
    const { user, callsTo } = setup({
      [`GET ${LIST_PATH}`]: { body: { data: [first, second] } },
      [`GET ${LIST_PATH}/${C1}`]: detail(first, [message({ role: 'user', content: 'About Acme?' })]),
      [`GET ${LIST_PATH}/${C2}`]: detail(second, [message({ role: 'user', content: 'About Globex?' })]),
      [`GET ${LIST_PATH}/${C3}`]: detail(created),
      [`POST ${LIST_PATH}`]: { status: 201, body: { data: created } },
      [`PATCH ${LIST_PATH}/${C2}`]: ({ body }) => ({
        body: { data: { ...second, title: (body as { title: string }).title } },
      }),
      [`DELETE ${LIST_PATH}/${C2}`]: { status: 204 },
    });
    expect(await screen.findByText('About Acme?')).toBeInTheDocument();

    // Select another conversation: its history replaces the chat.
    await user.click(within(conversationList()).getByRole('button', { name: /^Globex renewal/ }));
    expect(await screen.findByText('About Globex?')).toBeInTheDocument();
    expect(screen.queryByText('About Acme?')).not.toBeInTheDocument();

    // New: created on the server, first in the list and open.
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(await screen.findByText(/Ask me anything across your meetings/)).toBeInTheDocument();
    expect(callsTo('POST', LIST_PATH)).toHaveLength(1);
    const titles = () =>
      within(conversationList())
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('button')[0]?.textContent);
    expect(titles()[0]).toMatch(/^New conversation/);

    // Rename.
    await user.click(screen.getByRole('button', { name: 'Actions for Globex renewal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, 'Globex: renewal risks{Enter}');
    await waitFor(() => expect(callsTo('PATCH', `${LIST_PATH}/${C2}`)).toHaveLength(1));
    expect(callsTo('PATCH', `${LIST_PATH}/${C2}`)[0]?.body).toEqual({ title: 'Globex: renewal risks' });
    expect(await within(conversationList()).findByText('Globex: renewal risks')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Delete asks first; cancelling keeps it.
    await user.click(within(conversationList()).getByRole('button', { name: /^Globex: renewal risks/ }));
    expect(await screen.findByText('About Globex?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Globex: renewal risks' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', `${LIST_PATH}/${C2}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Actions for Globex: renewal risks' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete conversation?' });
    expect(confirm).toHaveTextContent('"Globex: renewal risks" and all its messages will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('DELETE', `${LIST_PATH}/${C2}`)).toHaveLength(1));
    await waitFor(() => expect(within(conversationList()).queryByText(/Globex/)).not.toBeInTheDocument());
    // The open conversation was deleted: the most recent one left opens.
    await waitFor(() =>
      expect(within(conversationList()).getByRole('button', { name: /^New conversation/ })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('streams an answer with the tools that ran and its cited sources, in the open conversation', async () => {
    const open = conversation(C1, 'New conversation');
    const { user, callsTo } = setup({
      [`GET ${LIST_PATH}`]: { body: { data: [open] } },
      [`GET ${LIST_PATH}/${C1}`]: detail(open),
    });
    acceptSocket();
    await screen.findByText(/Ask me anything across your meetings/);

    await user.type(input(), 'Which meeting mentioned the pilot?{Shift>}{Enter}{/Shift}');
    expect(FakeWebSocket.latest.sent).toEqual([]);
    await user.type(input(), '{Enter}');
    await waitFor(() => expect(FakeWebSocket.latest.sent).toHaveLength(1));
    expect(JSON.parse(FakeWebSocket.latest.sent[0] as string)).toEqual({
      conversationId: C1,
      meetingIds: [],
      timeZone: BROWSER_TIME_ZONE,
      messages: [{ role: 'user', content: 'Which meeting mentioned the pilot?' }],
    });
    expect(input()).toHaveValue('');

    // Tools run before the model writes: they show with the typing indicator.
    answer('[TOOL] {"name":"search_meetings","label":"Searched 3 meetings"}');
    expect(screen.getByRole('status', { name: 'Ting is typing' })).toBeInTheDocument();
    expect(screen.getByText('Searched 3 meetings')).toBeInTheDocument();
    answer(
      '[START MSG]',
      '[TOOL] {"name":"read_crm_record","label":"Read deal Acme — Renewal"}',
      'The pilot came up ',
    );
    expect(screen.queryByRole('status', { name: 'Ting is typing' })).not.toBeInTheDocument();
    const tools = screen.getByRole('list', { name: 'What the assistant did' });
    expect(
      within(tools)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Searched 3 meetings', 'Read deal Acme — Renewal']);

    answer(
      'in the **Acme discovery call**.',
      '[CITE] {"kind":"meeting","title":"Acme discovery call · 01:23","url":"/meetings/m-1?t=83"}',
      '[CITE] {"kind":"crm","title":"Deal: Acme — Renewal","url":"https://app.hubspot.com/contacts/42/record/0-3/7"}',
      '[CITE] {"kind":"web","title":"Acme pilot announcement","url":"https://acme.example/pilot"}',
      '[CITE] {"kind":"web","title":"Planted","url":"javascript:alert(1)"}',
      '[CITE] {"kind":"meeting","title":"Elsewhere","url":"//evil.example/meetings/x"}',
      '[CITE] not json',
      '[END MSG]',
    );
    const [bubble] = bubbles('assistant');
    expect(bubble).toHaveTextContent('The pilot came up in the Acme discovery call.');
    expect(bubble).not.toHaveTextContent('[CITE]');

    const sources = screen.getByRole('region', { name: 'Sources' });
    const links = within(sources).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Acme discovery call · 01:23',
      'Deal: Acme — Renewal',
      'Acme pilot announcement',
    ]);
    const [meetingLink, crmLink, webLink] = links as [HTMLElement, HTMLElement, HTMLElement];
    expect(meetingLink).toHaveAttribute('href', '/meetings/m-1?t=83');
    expect(meetingLink).not.toHaveAttribute('target');
    for (const link of [crmLink, webLink]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(crmLink).toHaveAttribute('href', 'https://app.hubspot.com/contacts/42/record/0-3/7');

    // The finished answer renamed and reordered the list on the server: it is read again.
    await waitFor(() => expect(callsTo('GET', LIST_PATH).length).toBeGreaterThan(1));

    // A meeting moment opens in the app at that point.
    await user.click(meetingLink);
    expect(await screen.findByText('Meeting page at /meetings/m-1?t=83')).toBeInTheDocument();
  });

  it('puts dictated words into the input to edit and send, sending nothing by itself', async () => {
    const open = conversation(C1, 'Dictated');
    const { user } = setup({
      [`GET ${LIST_PATH}`]: { body: { data: [open] } },
      [`GET ${LIST_PATH}/${C1}`]: detail(open),
    });
    acceptSocket();
    await screen.findByText(/Ask me anything across your meetings/);
    await user.type(input(), 'Summarise');
    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    expect(input()).toHaveValue('Summarise from the microphone');
    expect(FakeWebSocket.latest.sent).toEqual([]);
    await user.type(input(), '{Enter}');
    await waitFor(() => expect(FakeWebSocket.latest.sent).toHaveLength(1));
  });

  it('renders answers as Markdown, links only meetings and returned sources, and never loads images', async () => {
    const open = conversation(C1, 'Links');
    const { user } = setup({
      [`GET ${LIST_PATH}`]: { body: { data: [open] } },
      [`GET ${LIST_PATH}/${C1}`]: detail(open),
    });
    acceptSocket();
    await screen.findByText(/Ask me anything across your meetings/);
    await user.type(input(), 'Links?{Enter}');
    await waitFor(() => expect(FakeWebSocket.latest.sent).toHaveLength(1));
    answer(
      '[START MSG]',
      '[Deck](https://acme.example/deck) [Bad](javascript:alert(1)) [Moment](/meetings/m-2?t=5) <b>raw</b> ',
      '[Join](/invite?token=abc) [Elsewhere](//evil.example/x) https://evil.example/bare ',
      'See [the announcement](https://acme.example/pilot). ',
      '![the chart](https://evil.example/leak?d=secret)',
      '[CITE] {"kind":"web","title":"Acme pilot announcement","url":"https://acme.example/pilot"}',
      '[END MSG]',
    );
    const [bubble] = bubbles('assistant') as [HTMLElement];
    // A meeting moment in the text opens in the app.
    const moment = within(bubble).getByRole('link', { name: 'Moment' });
    expect(moment).toHaveAttribute('href', '/meetings/m-2?t=5');
    expect(moment).not.toHaveAttribute('target');
    // A page a tool returned for this answer is a link, its host shown, opened safely in a new tab.
    const source = within(bubble).getByRole('link', { name: 'the announcement (acme.example)' });
    expect(source).toHaveAttribute('href', 'https://acme.example/pilot');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(bubble).getAllByRole('link')).toEqual([moment, source]);
    // Any other address, whatever its scheme, is its words only.
    for (const words of ['Deck', 'Bad', 'Join', 'Elsewhere']) {
      expect(within(bubble).getByText(words).tagName).toBe('SPAN');
    }
    expect(bubble).toHaveTextContent('https://evil.example/bare');
    expect(bubble.querySelector('b')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(within(bubble).getByText('the chart')).toBeInTheDocument();
  });

  it("keeps the offline assistant's meeting link when a hostile title read as a link", async () => {
    const open = conversation(C1, 'Hostile');
    setup({
      [`GET ${LIST_PATH}`]: { body: { data: [open] } },
      [`GET ${LIST_PATH}/${C1}`]: detail(open, [
        message({ role: 'user', content: 'Zephyr?' }),
        message({
          role: 'assistant',
          // What the server writes for a meeting titled `[Open the meeting](https://evil.example/x)`.
          content: 'From **[\\[Open the meeting\\](https\\://evil.example/x)](/meetings/m-1)** (2026-11-17):',
        }),
      ]),
    });
    const link = await screen.findByRole('link', { name: '[Open the meeting](https://evil.example/x)' });
    expect(link).toHaveAttribute('href', '/meetings/m-1');
    const [bubble] = bubbles('assistant') as [HTMLElement];
    expect(within(bubble).getAllByRole('link')).toEqual([link]);
  });

  it('asks about the chosen meetings only when some are picked', async () => {
    const open = conversation(C1, 'Scoped');
    const { user, callsTo } = setup({
      [`GET ${LIST_PATH}`]: { body: { data: [open] } },
      [`GET ${LIST_PATH}/${C1}`]: detail(open),
      'GET /api/meetings?page=1&page_size=100': {
        body: {
          data: {
            items: [
              { id: 'm-1', title: 'Acme discovery', started_at: '2026-11-24T10:00:00.000Z' },
              { id: 'm-2', title: 'Globex renewal', started_at: '2026-11-25T10:00:00.000Z' },
            ],
            total: 2,
            page: 1,
            page_size: 100,
          },
        },
      },
    });
    acceptSocket();
    await screen.findByText(/Ask me anything across your meetings/);
    expect(callsTo('GET', '/api/meetings?page=1&page_size=100')).toHaveLength(0);

    await user.click(screen.getByPlaceholderText('All meetings'));
    await user.click(await screen.findByRole('option', { name: /^Globex renewal/ }));
    await user.type(input(), 'What are the risks?{Enter}');
    await waitFor(() => expect(FakeWebSocket.latest.sent).toHaveLength(1));
    expect(JSON.parse(FakeWebSocket.latest.sent[0] as string)).toMatchObject({
      conversationId: C1,
      meetingIds: ['m-2'],
    });
  });

  it('says so when the open conversation cannot be read (another user’s or a deleted one)', async () => {
    const open = conversation(C1, 'Gone');
    setup({
      [`GET ${LIST_PATH}`]: { body: { data: [open] } },
      [`GET ${LIST_PATH}/${C1}`]: {
        status: 404,
        body: { message: 'Conversation not found', code: 'NOT_FOUND' },
      },
    });
    expect(await screen.findByText('This conversation could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
