import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useCreateConversationMutation,
  useDeleteConversationMutation,
  useRenameConversationMutation,
} from '../api/use-conversation-mutations';
import { useConversationsQuery } from '../api/use-conversations-query';

/**
 * Which conversation is open, and the list's actions. On arrival the most recently used one opens; a user
 * with none (a new user, or one who deleted them all) gets a fresh one. Deleting the open conversation opens
 * the next most recent.
 */
export const useActiveConversation = () => {
  const listQuery = useConversationsQuery();
  const createMutation = useCreateConversationMutation();
  const renameMutation = useRenameConversationMutation();
  const deleteMutation = useDeleteConversationMutation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Set at once, not on the next render: effects may run twice before `isPending` shows.
  const isCreatingRef = useRef(false);
  const conversations = listQuery.data;
  const { mutate: create } = createMutation;

  const startConversation = useCallback(() => {
    if (isCreatingRef.current) return;
    isCreatingRef.current = true;
    create(undefined, {
      onSuccess: (created) => setSelectedId(created.id),
      onSettled: () => {
        isCreatingRef.current = false;
      },
    });
  }, [create]);

  const isSelectedListed = conversations?.some(({ id }) => id === selectedId) ?? false;
  useEffect(() => {
    if (!conversations || isSelectedListed) return;
    const [mostRecent] = conversations;
    if (mostRecent) setSelectedId(mostRecent.id);
    else if (!createMutation.isError) startConversation();
  }, [conversations, isSelectedListed, startConversation, createMutation.isError]);

  const renameConversation = useCallback(
    (options: { conversationId: string; title: string }) => renameMutation.mutateAsync(options),
    [renameMutation],
  );

  const deleteConversation = useCallback(
    (conversationId: string) => deleteMutation.mutateAsync(conversationId),
    [deleteMutation],
  );

  return {
    listQuery,
    conversations: conversations ?? [],
    /** Shown only once the list holds it, so a deleted conversation never stays open. */
    selectedId: isSelectedListed ? selectedId : null,
    selectConversation: setSelectedId,
    startConversation,
    isStarting: createMutation.isPending,
    hasStartFailed: createMutation.isError,
    renameConversation,
    isRenaming: renameMutation.isPending,
    deleteConversation,
    isDeleting: deleteMutation.isPending,
  };
};
