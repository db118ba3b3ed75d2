import {
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  type TAssistantChatRequest,
  type TChatRequest,
  ZAssistantChatRequestSchema,
  ZChatRequestSchema,
} from '@ting/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RateLimits } from '../../http/rate-limits';
import type { AssistantAnswers } from '../assistant/assistant-answers';
import type { AccessTokens } from '../identity/access-token';
import type { ChatService } from './chat.service';
import { mountChatSocket } from './chat-socket';
import { assistantWireFramesOf, wireFramesOf } from './chat-wire';

export const CHAT_PATH = '/chat';
/** A whole conversation at its limits, with room for multi-byte characters. */
export const MAX_CHAT_FRAME_BYTES = MAX_CHAT_MESSAGES * MAX_CHAT_MESSAGE_CHARS * 4 + 64 * 1024;

/** A question for the meeting chat, or (with a `conversationId`) for the personal assistant. */
export type ChatSocketRequest =
  | { kind: 'meeting'; request: TChatRequest }
  | { kind: 'assistant'; request: TAssistantChatRequest };

function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return `${issue?.message ?? 'Invalid chat request'}${where}.`;
}

/**
 * The request, or its first problem in words (the client shows it in a red bubble). A request that
 * names a `conversationId` is the assistant's, read by its own contract (`meetingIds` may be empty).
 */
export function readChatRequest(raw: string): { request: ChatSocketRequest } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { problem: 'The message could not be read: send JSON {"meetingIds": [...], "messages": [...]}.' };
  }
  if (typeof json === 'object' && json !== null && 'conversationId' in json) {
    const parsed = ZAssistantChatRequestSchema.safeParse(json);
    return parsed.success
      ? { request: { kind: 'assistant', request: parsed.data } }
      : { problem: problemOf(parsed.error) };
  }
  const parsed = ZChatRequestSchema.safeParse(json);
  return parsed.success
    ? { request: { kind: 'meeting', request: parsed.data } }
    : { problem: problemOf(parsed.error) };
}

/**
 * `WebSocket /chat?token={accessToken}`: one JSON question per message, answered with `[START MSG]`,
 * text chunks and `[END MSG]`, or `[ERR] message`. About one or more meetings (the meeting chat), or,
 * with a `conversationId`, the personal assistant's, whose answers also carry `[TOOL]` and `[CITE]`
 * frames. The socket's lifecycle is `chat-socket.ts`.
 */
export async function chatRoutes(
  app: FastifyInstance,
  // Questions are counted per user across API processes (30 a minute, see RATE_LIMITS.chatQuestion).
  options: {
    chat: ChatService;
    assistant: AssistantAnswers;
    accessTokens: AccessTokens;
    rateLimits: Pick<RateLimits, 'consume'>;
  },
) {
  const { chat, assistant, accessTokens, rateLimits } = options;
  mountChatSocket<ChatSocketRequest>(app, {
    path: CHAT_PATH,
    accessTokens,
    rateLimits,
    rateLimit: 'chatQuestion',
    readRequest: readChatRequest,
    answer: ({ principal, request, signal }) =>
      request.kind === 'assistant'
        ? assistant.answer({ principal, request: request.request, signal })
        : chat.answer({ principal, request: request.request, signal }),
    framesOf: ({ request, events, onError }) =>
      request.kind === 'assistant'
        ? assistantWireFramesOf({ events, onError })
        : wireFramesOf({ events, onError }),
  });
}
