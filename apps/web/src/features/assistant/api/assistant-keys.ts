import type { TAssistantConversation, TAssistantMessage } from '@ting/contracts';

export const ASSISTANT_CONVERSATIONS_PATH = '/api/assistant/conversations';

export const conversationPath = (conversationId: string): string =>
  `${ASSISTANT_CONVERSATIONS_PATH}/${encodeURIComponent(conversationId)}`;

/** `GET /api/assistant/conversations/{id}`: the conversation with its messages in order. */
export type TAssistantConversationDetail = TAssistantConversation & { messages: TAssistantMessage[] };

export const assistantKeys = {
  all: ['assistant'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
  conversation: (conversationId: string) => [...assistantKeys.all, 'conversation', conversationId] as const,
  /** The meetings offered to narrow the assistant's questions, by search text. */
  meetingOptions: (q: string) => [...assistantKeys.all, 'meeting-options', q] as const,
};
