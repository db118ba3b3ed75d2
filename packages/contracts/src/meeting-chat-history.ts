import { z } from 'zod';
import { MAX_CHAT_MESSAGES, ZChatRoleSchema } from './chat';
import { dataEnvelope } from './errors';

/*
 * The meeting chat's conversation is kept per meeting and user: each question asked over `WebSocket /chat`
 * about one meeting, and the answer (or the error) it got. The meeting's page reads it back on load.
 */

/** The most recent messages a history read returns: as many as a question may send back as its context. */
export const MEETING_CHAT_HISTORY_LIMIT = MAX_CHAT_MESSAGES;

export const ZMeetingChatHistoryMessageSchema = z.object({
  role: ZChatRoleSchema,
  content: z.string(),
  created_at: z.string(),
});
export type TMeetingChatHistoryMessage = z.infer<typeof ZMeetingChatHistoryMessageSchema>;

export const ZMeetingChatHistorySchema = z.object({
  /** Oldest first, at most `MEETING_CHAT_HISTORY_LIMIT` (the most recent). */
  messages: z.array(ZMeetingChatHistoryMessageSchema),
});
export type TMeetingChatHistory = z.infer<typeof ZMeetingChatHistorySchema>;

/** `GET /api/meetings/{id}/chat`: the caller's own conversation about the meeting. */
export const ZMeetingChatHistoryResponseSchema = dataEnvelope(ZMeetingChatHistorySchema);
