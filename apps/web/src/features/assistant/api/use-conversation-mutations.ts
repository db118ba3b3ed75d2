import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssistantConversation } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { ASSISTANT_CONVERSATIONS_PATH, assistantKeys, conversationPath } from './assistant-keys';

const editCachedList = (
  queryClient: QueryClient,
  edit: (list: TAssistantConversation[]) => TAssistantConversation[],
) =>
  queryClient.setQueryData<TAssistantConversation[]>(assistantKeys.conversations(), (list) =>
    edit(list ?? []),
  );

/** `POST /api/assistant/conversations`: a fresh conversation, first in the list. */
export const useCreateConversationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TAssistantConversation>({ path: ASSISTANT_CONVERSATIONS_PATH, method: 'POST', body: {} }),
    onSuccess: (created) =>
      editCachedList(queryClient, (list) => [created, ...list.filter(({ id }) => id !== created.id)]),
  });
};

export type TRenameConversationVariables = { conversationId: string; title: string };

/** `PATCH /api/assistant/conversations/{id} {title}`. */
export const useRenameConversationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, title }: TRenameConversationVariables) =>
      apiRequest<TAssistantConversation>({
        path: conversationPath(conversationId),
        method: 'PATCH',
        body: { title },
      }),
    onSuccess: (renamed) =>
      editCachedList(queryClient, (list) => list.map((item) => (item.id === renamed.id ? renamed : item))),
  });
};

/** `DELETE /api/assistant/conversations/{id}`: the conversation and its messages are gone for good. */
export const useDeleteConversationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      apiRequest<unknown>({ path: conversationPath(conversationId), method: 'DELETE' }),
    onSuccess: (_nothing, conversationId) =>
      editCachedList(queryClient, (list) => list.filter(({ id }) => id !== conversationId)),
  });
};
