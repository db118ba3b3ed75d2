import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TMeetingChatHistory } from '@ting/contracts';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { createTestQueryClient } from '../../../test/render-with-providers';
import { meetingChatKeys } from '../api/meeting-chat-keys';
import { FakeWebSocket, installFakeWebSocket } from '../testing/fake-web-socket';
import { ANSWER_INTERRUPTED_TEXT } from '../utils/chat-reducer';
import { CHAT_HISTORY_WAIT_MS } from './use-kept-conversation';
import {
  CHAT_ANSWER_SILENCE_MS,
  CHAT_CONNECT_TIMEOUT_MS,
  type TUseMeetingChatOptions,
  useMeetingChat,
} from './use-meeting-chat';

/** What the chat sends as the asker's zone: this test browser's own. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const EMPTY_HISTORY: TMeetingChatHistory = { messages: [] };

type TRenderChatOptions = {
  /** History already read (the tests of the socket start from an empty one). */
  seeded?: Record<string, TMeetingChatHistory>;
  routes?: Record<string, TStubRoute>;
};

const renderChat = (
  initial: TUseMeetingChatOptions = { meetingIds: ['m-1'], accessToken: 'token-1' },
  { seeded = { 'm-1': EMPTY_HISTORY, 'm-2': EMPTY_HISTORY }, routes }: TRenderChatOptions = {},
) => {
  const fetchStub = stubFetch(
    routes ?? {
      'GET /api/meetings/m-1/chat': { body: { data: EMPTY_HISTORY } },
      'GET /api/meetings/m-2/chat': { body: { data: EMPTY_HISTORY } },
    },
  );
  const queryClient = createTestQueryClient();
  for (const [meetingId, history] of Object.entries(seeded)) {
    queryClient.setQueryData(meetingChatKeys.history(meetingId), history);
  }
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const rendered = renderHook((options: TUseMeetingChatOptions) => useMeetingChat(options), {
    initialProps: initial,
    wrapper,
  });
  return { ...rendered, ...fetchStub };
};

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
      {
        meetingIds: ['m-1'],
        timeZone: BROWSER_TIME_ZONE,
        messages: [{ role: 'user', content: 'What was decided?' }],
      },
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

  it("opens with the user's kept conversation about the meeting, and asks with it as the history", async () => {
    const kept: TMeetingChatHistory = {
      messages: [
        { role: 'user', content: 'What is their budget?', created_at: '2026-11-24T10:00:00.000Z' },
        { role: 'assistant', content: 'About $40k.', created_at: '2026-11-24T10:00:01.000Z' },
        { role: 'error', content: 'The model is busy', created_at: '2026-11-24T10:01:00.000Z' },
      ],
    };
    const { result, callsTo } = renderChat(undefined, {
      seeded: {},
      routes: { 'GET /api/meetings/m-1/chat': { body: { data: kept } } },
    });
    act(() => FakeWebSocket.latest.acceptConnection());
    // Asked before the conversation is on screen: the question waits for it, so it goes with its history
    // (and the history, arriving after, does not wipe it).
    expect(result.current.isReady).toBe(false);
    let sending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sending = result.current.send('Who decides?');
    });
    await act(async () => {
      await expect(sending).resolves.toBe(true);
    });
    expect(result.current.isReady).toBe(true);
    expect(callsTo('GET', '/api/meetings/m-1/chat')).toHaveLength(1);
    expect(result.current.messages).toEqual([
      { role: 'user', content: 'What is their budget?' },
      { role: 'assistant', content: 'About $40k.' },
      { role: 'error', content: 'The model is busy' },
      { role: 'user', content: 'Who decides?' },
    ]);
    expect(FakeWebSocket.latest.requests).toEqual([
      {
        meetingIds: ['m-1'],
        timeZone: BROWSER_TIME_ZONE,
        messages: [
          { role: 'user', content: 'What is their budget?' },
          { role: 'assistant', content: 'About $40k.' },
          { role: 'user', content: 'Who decides?' },
        ],
      },
    ]);
  });

  it('clears the kept conversation on the server and on screen, and asks afresh after', async () => {
    const kept: TMeetingChatHistory = {
      messages: [
        { role: 'user', content: 'What is their budget?', created_at: '2026-11-24T10:00:00.000Z' },
        { role: 'assistant', content: 'About $40k.', created_at: '2026-11-24T10:00:01.000Z' },
      ],
    };
    const { result, callsTo } = renderChat(undefined, {
      seeded: { 'm-1': kept },
      routes: { 'DELETE /api/meetings/m-1/chat': { body: { data: null } } },
    });
    act(() => FakeWebSocket.latest.acceptConnection());
    await waitFor(() => expect(result.current.messages).toHaveLength(2));

    // Not while an answer is coming: it would be kept as it completes.
    await act(async () => {
      await result.current.send('Who decides?');
    });
    await act(async () => {
      await expect(result.current.clear()).resolves.toBe(false);
    });
    expect(callsTo('DELETE', '/api/meetings/m-1/chat')).toHaveLength(0);
    act(() => FakeWebSocket.latest.receive('[START MSG]', 'Dana.', '[END MSG]'));

    await act(async () => {
      await expect(result.current.clear()).resolves.toBe(true);
    });
    expect(callsTo('DELETE', '/api/meetings/m-1/chat')).toHaveLength(1);
    expect(result.current.messages).toEqual([]);
    await act(async () => {
      await result.current.send('Next steps?');
    });
    expect(FakeWebSocket.latest.requests.at(-1)).toEqual({
      meetingIds: ['m-1'],
      timeZone: BROWSER_TIME_ZONE,
      messages: [{ role: 'user', content: 'Next steps?' }],
    });
  });

  it('keeps the conversation on screen when the server refuses to clear it', async () => {
    const kept: TMeetingChatHistory = {
      messages: [{ role: 'user', content: 'Any risks?', created_at: '2026-11-24T10:00:00.000Z' }],
    };
    const { result } = renderChat(undefined, {
      seeded: { 'm-1': kept },
      routes: {
        'DELETE /api/meetings/m-1/chat': { status: 503, body: { message: 'Down', code: 'UNAVAILABLE' } },
      },
    });
    act(() => FakeWebSocket.latest.acceptConnection());
    await waitFor(() => expect(result.current.messages).toHaveLength(1));
    await act(async () => {
      await expect(result.current.clear()).resolves.toBe(false);
    });
    expect(result.current.messages).toEqual([{ role: 'user', content: 'Any risks?' }]);
  });

  it('starts empty, and only logs, when the kept conversation cannot be read', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderChat(undefined, {
      seeded: {},
      routes: { 'GET /api/meetings/m-1/chat': { status: 500, body: { message: 'boom', code: 'INTERNAL' } } },
    });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.messages).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('Could not load the meeting chat history', expect.anything());
    act(() => FakeWebSocket.latest.acceptConnection());
    await act(async () => {
      expect(await result.current.send('Still works?')).toBe(true);
    });
  });

  it('goes on without the kept conversation when it takes too long, and ignores it when it comes', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answerHistory: (response: Response) => void = () => {};
    const { result, fetchMock } = renderChat(undefined, { seeded: {} });
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answerHistory = resolve)));
    act(() => FakeWebSocket.latest.acceptConnection());
    let sending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sending = result.current.send('Anyone?');
    });
    await act(async () => {
      vi.advanceTimersByTime(CHAT_HISTORY_WAIT_MS);
    });
    await act(async () => {
      await expect(sending).resolves.toBe(true);
    });
    expect(consoleError).toHaveBeenCalled();
    expect(FakeWebSocket.latest.requests).toEqual([
      { meetingIds: ['m-1'], timeZone: BROWSER_TIME_ZONE, messages: [{ role: 'user', content: 'Anyone?' }] },
    ]);
    const late: TMeetingChatHistory = {
      messages: [{ role: 'user', content: 'Old question', created_at: '2026-11-24T10:00:00.000Z' }],
    };
    await act(async () => {
      answerHistory(new Response(JSON.stringify({ data: late }), { status: 200 }));
    });
    expect(result.current.messages).toEqual([{ role: 'user', content: 'Anyone?' }]);
  });

  it('reads no history for a chat over several meetings, which none of them keeps', async () => {
    const { result, calls } = renderChat(
      { meetingIds: ['m-1', 'm-2'], accessToken: 'token-1' },
      { seeded: {} },
    );
    expect(result.current.isReady).toBe(true);
    expect(calls).toEqual([]);
  });
});
