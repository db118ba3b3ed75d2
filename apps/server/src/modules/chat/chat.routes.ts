import {
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  type TChatRequest,
  ZChatRequestSchema,
} from '@ting/contracts';
import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../../http/rate-limits';
import type { AccessTokens } from '../identity/access-token';
import type { ChatService } from './chat.service';
import { mountChatSocket } from './chat-socket';

export const CHAT_PATH = '/chat';
/** A whole conversation at its limits, with room for multi-byte characters. */
export const MAX_CHAT_FRAME_BYTES = MAX_CHAT_MESSAGES * MAX_CHAT_MESSAGE_CHARS * 4 + 64 * 1024;

/** The first problem with a request, in words: the client shows it in a red bubble. */
export function readChatRequest(raw: string): { request: TChatRequest } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { problem: 'The message could not be read: send JSON {"meetingIds": [...], "messages": [...]}.' };
  }
  const parsed = ZChatRequestSchema.safeParse(json);
  if (parsed.success) return { request: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return { problem: `${issue?.message ?? 'Invalid chat request'}${where}.` };
}

/**
 * `WebSocket /chat?token={accessToken}`: one JSON question per message about one or more meetings
 * (at least one: the contract asks for it), answered with `[START MSG]`, text chunks and
 * `[END MSG]`, or `[ERR] message`. The socket's lifecycle is `chat-socket.ts`.
 */
export async function chatRoutes(
  app: FastifyInstance,
  // Questions are counted per user across API processes (30 a minute, see RATE_LIMITS.chatQuestion).
  options: { chat: ChatService; accessTokens: AccessTokens; rateLimits: Pick<RateLimits, 'consume'> },
) {
  const { chat, accessTokens, rateLimits } = options;
  mountChatSocket(app, {
    path: CHAT_PATH,
    accessTokens,
    rateLimits,
    rateLimit: 'chatQuestion',
    readRequest: readChatRequest,
    answer: (question) => chat.answer(question),
  });
}
