import type { FastifyBaseLogger } from 'fastify';
import type { ChatEvent } from '../../providers/llm/chat/meeting-chat';
import type { Principal } from '../identity/access-token';
import type { ChatQuestionRequest, ChatService } from './chat.service';
import type { MeetingChatHistory } from './meeting-chat-history';

type TRecord = (role: 'assistant' | 'error', content: string) => Promise<void>;

/**
 * Passes the answer's events on and keeps what the chat showed: the answer's text, and the error in its
 * red bubble (after any text that came first, as the client shows them). When the reader stops early (the
 * socket closed mid-answer) the text so far is kept.
 */
async function* recordedAnswer(options: {
  events: AsyncIterable<ChatEvent>;
  record: TRecord;
}): AsyncGenerator<ChatEvent> {
  let text = '';
  let isStored = false;
  const storeText = async () => {
    isStored = true;
    if (text.trim() !== '') await options.record('assistant', text);
  };
  try {
    for await (const event of options.events) {
      if (event.type === 'text') text += event.text;
      if (event.type === 'error') {
        await storeText();
        await options.record('error', event.message);
      }
      yield event;
    }
    if (!isStored) await storeText();
  } finally {
    if (!isStored) await storeText();
  }
}

/**
 * The meeting chat with its conversation kept (`meeting-chat-history.ts`): a question about one meeting is
 * stored once the chat has checked the meeting is the caller's, and its answer as it ends. A question over
 * several meetings (or none named) belongs to no meeting's page and is answered without being kept. A
 * failure to keep it is logged, never in the way of the answer.
 */
export function createRecordedMeetingChat(deps: {
  chat: ChatService;
  history: MeetingChatHistory;
  log: FastifyBaseLogger;
}): ChatService {
  const { chat, history, log } = deps;
  return {
    engine: chat.engine,
    async answer(options: {
      principal: Principal;
      request: ChatQuestionRequest;
      signal: AbortSignal;
    }): Promise<AsyncIterable<ChatEvent>> {
      const events = await chat.answer(options);
      const meetingIds = [...new Set(options.request.meetingIds)];
      const question = options.request.messages.at(-1);
      if (meetingIds.length !== 1 || question?.role !== 'user') return events;
      const { principal } = options;
      const meetingId = meetingIds[0] as string;
      const add = async (role: 'user' | 'assistant' | 'error', content: string) => {
        try {
          await history.add({ principal, meetingId, role, content });
        } catch (error) {
          log.error({ err: error, meetingId }, 'Could not keep a meeting chat message');
        }
      };
      await add('user', question.content);
      return recordedAnswer({ events, record: add });
    },
  };
}
