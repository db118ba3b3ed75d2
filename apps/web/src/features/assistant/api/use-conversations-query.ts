import { useQuery } from '@tanstack/react-query';
import type { TAssistantConversation } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import {
  ASSISTANT_CONVERSATIONS_PATH,
  assistantKeys,
  conversationPath,
  type TAssistantConversationDetail,
} from './assistant-keys';

/** `GET /api/assistant/conversations`: the user's own conversations, most recently used first. */
export const useConversationsQuery = () =>
  useQuery({
    queryKey: assistantKeys.conversations(),
    queryFn: ({ signal }) =>
      apiRequest<TAssistantConversation[]>({ path: ASSISTANT_CONVERSATIONS_PATH, signal }),
  });

/**
 * `GET /api/assistant/conversations/{id}`: read afresh each time a conversation is opened, since the chat on
 * screen, not this cache, holds what was said since; never read again while it is open.
 */
export const useConversationQuery = (conversationId: string | null) =>
  useQuery({
    queryKey: assistantKeys.conversation(conversationId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TAssistantConversationDetail>({ path: conversationPath(conversationId ?? ''), signal }),
    enabled: conversationId !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
