import { z } from 'zod';
import { MAX_CHAT_MEETINGS, ZChatRequestSchema } from './chat';
import { dataEnvelope } from './errors';
import { zText } from './text';

/*
 * The personal assistant (/assistant) speaks the meeting chat's protocol over `WebSocket /chat?token=`:
 * a JSON request per question, answered by `[START MSG]`, text chunks, `[END MSG]` (or `[ERR] …`).
 * A request that names a `conversationId` is the assistant's: `meetingIds` may be empty (every meeting
 * the user may read), the question and the answer are kept in that conversation, and the answer also
 * carries frames the meeting chat never receives:
 * - `[TOOL] {"name":"search_meetings","label":"Searched 3 meetings"}` when a tool has run;
 * - `[CITE] {"kind":"meeting","title":"…","url":"/meetings/{id}?t=83"}` for each source it cites.
 * Each such frame is the marker, one space, and one line of JSON (`TAssistantTool` / `TAssistantCitation`).
 */
export const ASSISTANT_TOOL_MARKER = '[TOOL]';
export const ASSISTANT_CITATION_MARKER = '[CITE]';

export const ZAssistantChatRequestSchema = ZChatRequestSchema.extend({
  conversationId: z.string().uuid(),
  meetingIds: z.array(zText({ min: 1, max: 64, trim: false })).max(MAX_CHAT_MEETINGS),
});
export type TAssistantChatRequest = z.infer<typeof ZAssistantChatRequestSchema>;

export const ASSISTANT_CITATION_KINDS = ['meeting', 'crm', 'web'] as const;
export const ZAssistantCitationSchema = z.object({
  kind: z.enum(ASSISTANT_CITATION_KINDS),
  title: z.string(),
  /** A meeting moment `/meetings/{id}?t={seconds}` (relative), a HubSpot record or a web page (absolute). */
  url: z.string(),
});
export type TAssistantCitation = z.infer<typeof ZAssistantCitationSchema>;

export const ZAssistantToolSchema = z.object({
  /** The tool's name, e.g. `search_meetings`. */
  name: z.string(),
  /** What the UI shows, e.g. 'Searched 3 meetings', 'Read deal Acme — Renewal'. */
  label: z.string(),
});
export type TAssistantTool = z.infer<typeof ZAssistantToolSchema>;

export const ZAssistantMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'error']),
  content: z.string(),
  citations: z.array(ZAssistantCitationSchema),
  tools: z.array(ZAssistantToolSchema),
  created_at: z.string(),
});
export type TAssistantMessage = z.infer<typeof ZAssistantMessageSchema>;

export const ZAssistantConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAssistantConversation = z.infer<typeof ZAssistantConversationSchema>;

export const MAX_CONVERSATION_TITLE = 120;
/** `POST /api/assistant/conversations` (title optional: 'New conversation' until the first question names it). */
export const ZCreateConversationRequestSchema = z
  .object({ title: zText({ min: 1, max: MAX_CONVERSATION_TITLE }).optional() })
  .strict();
/** `PATCH /api/assistant/conversations/{id}`: rename. */
export const ZRenameConversationRequestSchema = z
  .object({ title: zText({ min: 1, max: MAX_CONVERSATION_TITLE }) })
  .strict();
export const ZConversationParamsSchema = z.object({ id: z.string().uuid() });

/** `GET /api/assistant/conversations`: the user's conversations, most recently used first. */
export const ZConversationListResponseSchema = dataEnvelope(z.array(ZAssistantConversationSchema));
export const ZConversationResponseSchema = dataEnvelope(ZAssistantConversationSchema);
/** `GET /api/assistant/conversations/{id}`: the conversation with its messages in order. */
export const ZConversationDetailResponseSchema = dataEnvelope(
  ZAssistantConversationSchema.extend({ messages: z.array(ZAssistantMessageSchema) }),
);
