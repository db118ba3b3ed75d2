import { z } from 'zod';
import { zText } from './text';

/*
 * The meeting chat over `WebSocket /chat?token={accessToken}` (spec sections 2, 4 and 7).
 * The client sends one JSON `TChatRequest` per question; the server answers with text frames:
 * `[START MSG]`, then plain-text chunks of the answer, then `[END MSG]`. A frame starting `[ERR]`
 * carries an error message after its first 6 characters (`[ERR] ` + message).
 */

export const CHAT_START_MARKER = '[START MSG]';
export const CHAT_END_MARKER = '[END MSG]';
export const CHAT_ERROR_MARKER = '[ERR]';
/** What the client strips from an error frame: the marker and the space after it. */
export const CHAT_ERROR_PREFIX_LENGTH = 6;

export const CHAT_ROLES = ['user', 'assistant', 'error'] as const;
export const ZChatRoleSchema = z.enum(CHAT_ROLES);
export type TChatRole = z.infer<typeof ZChatRoleSchema>;

/** Longest message the server reads; longer questions are refused with an `[ERR]` frame. */
export const MAX_CHAT_MESSAGE_CHARS = 8_000;
/** The conversation history the client sends with each question. */
export const MAX_CHAT_MESSAGES = 100;
export const MAX_CHAT_MEETINGS = 20;

export const ZChatMessageSchema = z.object({
  role: ZChatRoleSchema,
  content: zText({ max: MAX_CHAT_MESSAGE_CHARS, trim: false }),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

export const ZChatRequestSchema = z.object({
  // Not checked as UUIDs here: an id that names no meeting of the caller's gets the same 'not found' as any other.
  meetingIds: z
    .array(zText({ min: 1, max: 64, trim: false }))
    .min(1)
    .max(MAX_CHAT_MEETINGS),
  messages: z
    .array(ZChatMessageSchema)
    .min(1)
    .max(MAX_CHAT_MESSAGES)
    .refine((messages) => messages.at(-1)?.role === 'user' && messages.at(-1)?.content.trim() !== '', {
      message: 'The last message must be a non-empty question from the user.',
    }),
  /**
   * The asker's IANA time zone, e.g. `Europe/Berlin` (the browser's
   * `Intl.DateTimeFormat().resolvedOptions().timeZone`): "today" and "this week" are counted in it. The
   * server checks it with Intl and, when it is missing or unknown, counts in UTC and says so; it never
   * refuses a question for it. Sent with each question rather than stored: it is the zone the person is
   * in when they ask (travel included), and needs no write to keep current.
   */
  timeZone: z.string().max(100).optional(),
});
export type TChatRequest = z.infer<typeof ZChatRequestSchema>;
