import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '../../providers/llm/chat/meeting-chat';
import type { Principal } from '../identity/access-token';
import type { ChatService } from './chat.service';
import type { MeetingChatHistory } from './meeting-chat-history';
import { createRecordedMeetingChat } from './recorded-meeting-chat';

const ada: Principal = { userId: 'ada', organizationId: 'acme' };

async function* eventsOf(events: ChatEvent[]): AsyncGenerator<ChatEvent> {
  for (const event of events) yield event;
}

const setup = (events: ChatEvent[], { failToStore = false } = {}) => {
  const stored: Array<{ meetingId: string; role: string; content: string }> = [];
  const history = {
    read: vi.fn(),
    add: vi.fn(async ({ meetingId, role, content }) => {
      if (failToStore) throw new Error('database down');
      stored.push({ meetingId, role, content });
    }),
  } as unknown as MeetingChatHistory;
  const chat: ChatService = { engine: 'offline', answer: async () => eventsOf(events) };
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  const recorded = createRecordedMeetingChat({ chat, history, log });
  const ask = (meetingIds: string[], question = 'What is the budget?') =>
    recorded.answer({
      principal: ada,
      request: { meetingIds, messages: [{ role: 'user', content: question }] },
      signal: new AbortController().signal,
    });
  return { stored, ask, log };
};

const drain = async (events: AsyncIterable<ChatEvent>, stopAfter = Number.POSITIVE_INFINITY) => {
  const seen: ChatEvent[] = [];
  for await (const event of events) {
    seen.push(event);
    if (seen.length >= stopAfter) break;
  }
  return seen;
};

describe('createRecordedMeetingChat', () => {
  it('keeps the question and the whole answer of a one-meeting chat, passing every event on', async () => {
    const events: ChatEvent[] = [
      { type: 'text', text: 'Forty ' },
      { type: 'citation', meetingId: 'm-1', startMs: 0, endMs: 5, speaker: 'Dana', quote: 'forty' },
      { type: 'text', text: 'thousand.' },
    ];
    const { stored, ask } = setup(events);
    expect(await drain(await ask(['m-1', 'm-1']))).toEqual(events);
    expect(stored).toEqual([
      { meetingId: 'm-1', role: 'user', content: 'What is the budget?' },
      { meetingId: 'm-1', role: 'assistant', content: 'Forty thousand.' },
    ]);
  });

  it('keeps the text shown before an error, then the error, as the chat shows them', async () => {
    const { stored, ask } = setup([
      { type: 'text', text: 'Partly' },
      { type: 'error', message: 'The model is busy.', isRetryable: true },
    ]);
    // The wire stops reading at the error.
    await drain(await ask(['m-1']), 2);
    expect(stored.map(({ role, content }) => [role, content])).toEqual([
      ['user', 'What is the budget?'],
      ['assistant', 'Partly'],
      ['error', 'The model is busy.'],
    ]);
  });

  it('keeps the text so far when the socket closes mid-answer', async () => {
    const { stored, ask } = setup([
      { type: 'text', text: 'Half an ' },
      { type: 'text', text: 'answer' },
      { type: 'text', text: ' never read' },
    ]);
    await drain(await ask(['m-1']), 2);
    expect(stored.at(-1)).toEqual({ meetingId: 'm-1', role: 'assistant', content: 'Half an answer' });
  });

  it('keeps nothing of a chat over several meetings', async () => {
    const { stored, ask } = setup([{ type: 'text', text: 'Both calls agree.' }]);
    await drain(await ask(['m-1', 'm-2']));
    expect(stored).toEqual([]);
  });

  it('still answers when the history cannot be written, and logs it', async () => {
    const { ask, log } = setup([{ type: 'text', text: 'Forty thousand.' }], { failToStore: true });
    expect(await drain(await ask(['m-1']))).toEqual([{ type: 'text', text: 'Forty thousand.' }]);
    expect(log.error).toHaveBeenCalled();
  });
});
