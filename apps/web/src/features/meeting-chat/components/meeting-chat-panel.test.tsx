import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FakeWebSocket, installFakeWebSocket } from '../testing/fake-web-socket';
import { MeetingChatPanel } from './meeting-chat-panel';

/** What the chat sends as the asker's zone: this test browser's own. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const STARTER = 'Ask me anything about this meeting: decisions, objections, next steps.';

const setup = ({ accessToken = 'tok+en/1' }: { accessToken?: string } = {}) => {
  const user = userEvent.setup();
  const rendered = renderWithProviders(
    <div style={{ height: 600 }}>
      <MeetingChatPanel meetingIds={['m-1', 'm-2']} accessToken={accessToken} starterText={STARTER} />
    </div>,
  );
  const socket = FakeWebSocket.latest;
  act(() => socket.acceptConnection());
  const input = screen.getByRole('textbox', { name: 'Message' });
  return { ...rendered, user, socket, input };
};

/** Plays the server's answer on the latest socket. */
const answer = (...frames: string[]) => act(() => FakeWebSocket.latest.receive(...frames));

const bubbles = (role: 'user' | 'assistant' | 'error') =>
  Array.from(document.querySelectorAll<HTMLElement>(`#meeting-chat [data-role="${role}"]`));

describe('MeetingChatPanel', () => {
  beforeEach(() => {
    installFakeWebSocket();
  });

  it('connects to /chat on the same origin with the encoded access token', () => {
    setup({ accessToken: 'tok+en/1' });
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest.url).toBe(`ws://${window.location.host}/chat?token=tok%2Ben%2F1`);
    expect(document.getElementById('meeting-chat')).toBeInTheDocument();
  });

  it('sends on Enter the meeting ids and the whole history, without error messages, and clears the input', async () => {
    const { user, socket, input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Message...');

    await user.type(input, 'What did Acme decide?{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(1));
    expect(socket.requests[0]).toEqual({
      meetingIds: ['m-1', 'm-2'],
      timeZone: BROWSER_TIME_ZONE,
      messages: [{ role: 'user', content: 'What did Acme decide?' }],
    });
    expect(input).toHaveValue('');
    expect(bubbles('user').map((bubble) => bubble.textContent)).toEqual(['What did Acme decide?']);

    answer('[START MSG]', 'They sign ', 'on Friday.', '[END MSG]');
    await user.type(input, 'Who objected?{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(2));
    answer('[ERR] The model is busy');
    await user.type(input, 'Who objected, again?{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(3));

    expect(socket.requests[2]).toEqual({
      meetingIds: ['m-1', 'm-2'],
      timeZone: BROWSER_TIME_ZONE,
      messages: [
        { role: 'user', content: 'What did Acme decide?' },
        { role: 'assistant', content: 'They sign on Friday.' },
        { role: 'user', content: 'Who objected?' },
        { role: 'user', content: 'Who objected, again?' },
      ],
    });
  });

  it("offers 'Clear chat' once there is a conversation, and clears it after the user confirms", async () => {
    const { user, socket, input } = setup();
    expect(screen.queryByRole('button', { name: 'Clear chat' })).not.toBeInTheDocument();
    await user.type(input, 'What did Acme decide?{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(1));
    // Not while the answer is coming.
    expect(screen.getByRole('button', { name: 'Clear chat' })).toBeDisabled();
    answer('[START MSG]', 'They sign on Friday.', '[END MSG]');

    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bubbles('assistant').map((bubble) => bubble.textContent)).toEqual(['They sign on Friday.']);

    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear this conversation?' })).getByRole('button', {
        name: 'Clear',
      }),
    );
    await waitFor(() => expect(bubbles('user')).toEqual([]));
    // The starter bubble is back, and the button is gone with the conversation.
    expect(bubbles('assistant').map((bubble) => bubble.textContent)).toEqual([STARTER]);
    expect(screen.queryByRole('button', { name: 'Clear chat' })).not.toBeInTheDocument();
  });

  it('does not send on Shift+Enter', async () => {
    const { user, socket, input } = setup();
    await user.type(input, 'Not yet{Shift>}{Enter}{/Shift}, still typing');
    expect(socket.sent).toEqual([]);
    // The single-line input keeps everything typed.
    expect(input).toHaveValue('Not yet, still typing');
  });

  it('does not send a whitespace-only message, and keeps the send button disabled', async () => {
    const { user, socket, input } = setup();
    const sendButton = screen.getByRole('button', { name: 'Send message' });
    expect(sendButton).toBeDisabled();
    await user.type(input, '   {Enter}');
    await user.click(sendButton);
    expect(socket.sent).toEqual([]);
    expect(sendButton).toBeDisabled();
    expect(bubbles('user')).toEqual([]);

    await user.type(input, 'Real question');
    expect(sendButton).toBeEnabled();
    await user.click(sendButton);
    await waitFor(() => expect(socket.requests).toHaveLength(1));
  });

  it('streams the answer into a green assistant bubble rendered as Markdown, after a typing indicator', async () => {
    const { user, socket, input } = setup();
    await user.type(input, 'Summarise{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Ting is typing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    answer('[START MSG]');
    expect(screen.getByRole('status', { name: 'Ting is typing' })).toBeInTheDocument();
    answer('Acme ', 'signs on **Friday**.');
    expect(screen.queryByRole('status', { name: 'Ting is typing' })).not.toBeInTheDocument();

    const [bubble] = bubbles('assistant');
    expect(bubble).toHaveTextContent('Acme signs on Friday.');
    expect(bubble?.style.background).toContain('green');
    expect(within(bubble as HTMLElement).getByText('Friday').tagName).toBe('STRONG');
    expect(bubbles('user')[0]?.style.background).toContain('blue');

    answer('[END MSG]');
    await user.type(input, 'Next');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("links answers only to this app's meetings: any other address shows as its words", async () => {
    const { user, socket, input } = setup();
    await user.type(input, 'Links?{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(1));
    answer(
      '[START MSG]',
      '[Deck](https://acme.example/deck) [Bad](javascript:alert(1)) <b>raw</b> ',
      '[Join](/invite?token=abc) [Elsewhere](//evil.example/x) [Back](/\\evil.example/x) ',
      'https://evil.example/bare www.evil.example dana@evil.example ',
      '[Moment](/meetings/m-1?t=83) ',
      '![the summary](https://evil.example/leak?d=secret)',
      '[END MSG]',
    );
    // A moment of a meeting opens in the app, in the same tab.
    const moment = screen.getByRole('link', { name: 'Moment' });
    expect(moment).toHaveAttribute('href', '/meetings/m-1?t=83');
    expect(moment).not.toHaveAttribute('target');
    // Without a tool that returned it, no outside page is a link; nor an in-app page but a meeting.
    expect(screen.getAllByRole('link')).toEqual([moment]);
    const [bubble] = bubbles('assistant') as [HTMLElement];
    for (const words of ['Deck', 'Bad', 'Join', 'Elsewhere', 'Back']) {
      expect(within(bubble).getByText(words).tagName).toBe('SPAN');
    }
    expect(bubble).toHaveTextContent('https://evil.example/bare www.evil.example dana@evil.example');
    expect(document.querySelector('#meeting-chat b')).toBeNull();
    // Images are never loaded: their words stay.
    expect(document.querySelector('#meeting-chat img')).toBeNull();
    expect(screen.getByText('the summary')).toBeInTheDocument();
  });

  it('shows an [ERR] frame as a red error bubble with the text after the marker', async () => {
    const { user, socket, input } = setup();
    await user.type(input, 'Hello{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(1));
    answer('[ERR] boom');
    const [bubble] = bubbles('error');
    expect(bubble?.textContent).toBe('boom');
    expect(bubble?.style.background).toContain('red');
    expect(within(bubble as HTMLElement).queryByRole('button', { name: 'Copy message' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Ting is typing' })).not.toBeInTheDocument();
  });

  it('reconnects before sending when the socket has closed', async () => {
    const { user, socket, input } = setup();
    act(() => socket.dropConnection());

    await user.type(input, 'Still there?{Enter}');
    expect(FakeWebSocket.instances).toHaveLength(2);
    const retry = FakeWebSocket.latest;
    expect(retry.url).toBe(socket.url);
    expect(FakeWebSocket.allRequests()).toEqual([]);
    expect(input).toHaveValue('Still there?');

    act(() => retry.acceptConnection());
    await waitFor(() =>
      expect(retry.requests).toEqual([
        {
          meetingIds: ['m-1', 'm-2'],
          timeZone: BROWSER_TIME_ZONE,
          messages: [{ role: 'user', content: 'Still there?' }],
        },
      ]),
    );
    expect(socket.sent).toEqual([]);
    expect(input).toHaveValue('');
  });

  it('sends nothing and only logs when the reconnect fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, socket, input } = setup();
    act(() => socket.dropConnection());

    await user.type(input, 'Still there?{Enter}');
    act(() => FakeWebSocket.latest.refuseConnection());

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Could not connect to the meeting chat', expect.any(Error)),
    );
    expect(FakeWebSocket.allRequests()).toEqual([]);
    expect(bubbles('user')).toEqual([]);
    expect(input).toHaveValue('Still there?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(STARTER)).toBeInTheDocument();
  });

  it('copies an answer to the clipboard and confirms for 2 s', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, socket, input } = setup();
    await user.type(input, 'Next steps?{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(1));
    answer('[START MSG]', '- Send the **deck**', '[END MSG]');

    const [bubble] = bubbles('assistant');
    const row = bubble?.parentElement as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Copy message' }));

    await expect(navigator.clipboard.readText()).resolves.toBe('- Send the **deck**');
    expect(await screen.findByText('Message copied to clipboard')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Message copied to clipboard', autoClose: 2000 }),
    );
  });

  it('shows the starter text as an assistant bubble with a copy button until the first message', async () => {
    const { user, socket, input } = setup();
    const [starter] = bubbles('assistant');
    expect(starter).toHaveTextContent(STARTER);
    expect(starter?.style.background).toContain('green');

    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(STARTER);

    await user.type(input, 'Hi{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(1));
    expect(screen.queryByText(STARTER)).not.toBeInTheDocument();
  });

  it('follows new content only while the reader is within 80px of the bottom', async () => {
    const { user, socket, input } = setup();
    const viewport = screen.getByRole('log', { name: 'Chat messages' });
    let scrollTop = 600;
    Object.defineProperties(viewport, {
      scrollHeight: { configurable: true, get: () => 1000 },
      clientHeight: { configurable: true, get: () => 400 },
      scrollTop: { configurable: true, get: () => scrollTop },
    });
    const scrollTo = vi.spyOn(viewport, 'scrollTo');

    await user.type(input, 'Long answer please{Enter}');
    await waitFor(() => expect(socket.requests).toHaveLength(1));
    answer('[START MSG]', 'Part one. ');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000 });

    scrollTop = 519; // 81px up
    fireEvent.scroll(viewport);
    scrollTo.mockClear();
    answer('Part two. ');
    expect(scrollTo).not.toHaveBeenCalled();

    scrollTop = 520; // 80px up
    fireEvent.scroll(viewport);
    answer('Part three.');
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 });
  });

  it('closes the socket when it unmounts', () => {
    const { unmount, socket } = setup();
    unmount();
    expect(socket.isClosedByClient).toBe(true);
  });
});
