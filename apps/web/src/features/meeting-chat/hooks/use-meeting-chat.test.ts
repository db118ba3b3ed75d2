import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../testing/fake-web-socket';
import { ANSWER_INTERRUPTED_TEXT } from '../utils/chat-reducer';
import {
  CHAT_ANSWER_SILENCE_MS,
  CHAT_CONNECT_TIMEOUT_MS,
  type TUseMeetingChatOptions,
  useMeetingChat,
} from './use-meeting-chat';

const renderChat = (initial: TUseMeetingChatOptions = { meetingIds: ['m-1'], accessToken: 'token-1' }) =>
  renderHook((options: TUseMeetingChatOptions) => useMeetingChat(options), { initialProps: initial });

describe('useMeetingChat', () => {
  beforeEach(() => {
    installFakeWebSocket();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one socket on mount and reports it open', () => {
    const { result } = renderChat();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(result.current.connectionState).toBe('connecting');
    act(() => FakeWebSocket.latest.acceptConnection());
    expect(result.current.connectionState).toBe('open');
  });

  it('closes the socket on unmount', () => {
    const { unmount } = renderChat();
    const socket = FakeWebSocket.latest;
    act(() => socket.acceptConnection());
    unmount();
    expect(socket.isClosedByClient).toBe(true);
  });

  it('keeps an open connection when the token is refreshed, and uses the new token to reconnect', async () => {
    const { result, rerender } = renderChat();
    const first = FakeWebSocket.latest;
    act(() => first.acceptConnection());
    rerender({ meetingIds: ['m-1'], accessToken: 'token-2' });
    expect(first.isClosedByClient).toBe(false);
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => first.receive('[START MSG]', 'still streaming'));
    expect(result.current.messages).toEqual([{ role: 'assistant', content: 'still streaming' }]);

    act(() => first.dropConnection());
    let sending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sending = result.current.send('Next question');
    });
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.latest.url).toContain('token=token-2');
    act(() => FakeWebSocket.latest.acceptConnection());
    await act(async () => {
      await expect(sending).resolves.toBe(true);
    });
  });

  it('refuses empty and whitespace-only questions without touching the socket', async () => {
    const { result } = renderChat();
    act(() => FakeWebSocket.latest.acceptConnection());
    let isSent = true;
    await act(async () => {
      isSent = await result.current.send(' \n\t ');
    });
    expect(isSent).toBe(false);
    expect(FakeWebSocket.allRequests()).toEqual([]);
    expect(result.current.messages).toEqual([]);
  });

  it('sends the trimmed question and refuses a second one while the answer streams', async () => {
    const { result } = renderChat();
    act(() => FakeWebSocket.latest.acceptConnection());
    await act(async () => {
      expect(await result.current.send('  What was decided?  ')).toBe(true);
    });
    expect(FakeWebSocket.latest.requests).toEqual([
      { meetingIds: ['m-1'], messages: [{ role: 'user', content: 'What was decided?' }] },
    ]);
    await act(async () => {
      expect(await result.current.send('And then?')).toBe(false);
    });
    expect(FakeWebSocket.latest.requests).toHaveLength(1);
    act(() => FakeWebSocket.latest.receive('[START MSG]', 'Done', '[END MSG]'));
    await act(async () => {
      expect(await result.current.send('And then?')).toBe(true);
    });
    expect(FakeWebSocket.latest.requests).toHaveLength(2);
  });

  it('gives up a reconnect after the timeout: nothing is sent and the failure is only logged', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderChat();
    act(() => FakeWebSocket.latest.dropConnection());
    expect(result.current.connectionState).toBe('closed');

    let sending: Promise<boolean> = Promise.resolve(true);
    act(() => {
      sending = result.current.send('Anyone there?');
    });
    const retry = FakeWebSocket.latest;
    expect(FakeWebSocket.instances).toHaveLength(2);
    await act(async () => {
      vi.advanceTimersByTime(CHAT_CONNECT_TIMEOUT_MS - 1);
    });
    expect(retry.isClosedByClient).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await expect(sending).resolves.toBe(false);
    expect(retry.isClosedByClient).toBe(true);
    expect(FakeWebSocket.allRequests()).toEqual([]);
    expect(result.current.messages).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('Could not connect to the meeting chat', expect.any(Error));
  });

  it('says an answer was cut off when the connection drops, and gives up on a silent one', async () => {
    vi.useFakeTimers();
    const { result } = renderChat();
    act(() => FakeWebSocket.latest.acceptConnection());
    await act(async () => {
      await result.current.send('First?');
    });
    act(() => FakeWebSocket.latest.receive('[START MSG]', 'Half'));
    act(() => FakeWebSocket.latest.dropConnection());
    expect(result.current.isAnswering).toBe(false);
    expect(result.current.messages.at(-1)).toEqual({ role: 'error', content: ANSWER_INTERRUPTED_TEXT });

    // Reconnects for the next question; this time the server never answers.
    let sending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sending = result.current.send('Second?');
    });
    act(() => FakeWebSocket.latest.acceptConnection());
    await act(async () => {
      await sending;
    });
    expect(result.current.isAnswering).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(CHAT_ANSWER_SILENCE_MS);
    });
    expect(FakeWebSocket.latest.isClosedByClient).toBe(true);
    expect(result.current.isAnswering).toBe(false);
    expect(result.current.messages.at(-1)).toEqual({ role: 'error', content: ANSWER_INTERRUPTED_TEXT });
  });

  it('starts a new conversation for other meetings', async () => {
    const { result, rerender } = renderChat();
    act(() => FakeWebSocket.latest.acceptConnection());
    await act(async () => {
      await result.current.send('About meeting one?');
    });
    act(() => FakeWebSocket.latest.receive('[START MSG]', 'Yes', '[END MSG]'));
    rerender({ meetingIds: ['m-1'], accessToken: 'token-1' });
    expect(result.current.messages).toHaveLength(2);
    rerender({ meetingIds: ['m-2'], accessToken: 'token-1' });
    expect(result.current.messages).toEqual([]);
  });
});
