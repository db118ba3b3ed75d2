import { Box, Button, Paper } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAssistantConversation } from '@ting/contracts';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { useCurrentIdentity } from '../../identity/hooks/use-current-identity';
import { assistantKeys } from '../api/assistant-keys';
import { useConversationQuery } from '../api/use-conversations-query';
import { ASSISTANT_TEXTS } from '../assistant-texts';
import { useActiveConversation } from '../hooks/use-active-conversation';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { AssistantChatPanel } from './assistant-chat-panel';
import { AssistantIntro } from './assistant-intro';
import classes from './assistant-view.module.css';
import { ConversationList } from './conversation-list';
import { DeleteConversationModal } from './delete-conversation-modal';
import { MeetingScopeSelect } from './meeting-scope-select';
import { RenameConversationModal } from './rename-conversation-modal';

const FailedState = ({
  title,
  onRetry,
  isRetrying,
}: {
  title: string;
  onRetry: () => void;
  isRetrying: boolean;
}) => (
  <EmptyState
    icon={<IconCloudOff size={30} aria-hidden />}
    title={title}
    description="Check your connection and try again."
  >
    <Button variant="light" onClick={onRetry} loading={isRetrying}>
      {ASSISTANT_TEXTS.tryAgain}
    </Button>
  </EmptyState>
);

/** /assistant: the user's conversations beside the open one, over meetings, HubSpot and the web. */
export const AssistantView = () => {
  const { accessToken } = useCurrentIdentity();
  const queryClient = useQueryClient();
  const active = useActiveConversation();
  const { selectedId } = active;
  const historyQuery = useConversationQuery(selectedId);
  const [meetingIds, setMeetingIds] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<TAssistantConversation | null>(null);
  const [deleting, setDeleting] = useState<TAssistantConversation | null>(null);
  const chat = useAssistantChat({
    conversationId: selectedId,
    // A read under way may replace older data: the chat waits for the fresh one.
    history: historyQuery.isFetching ? undefined : historyQuery.data,
    meetingIds,
    accessToken,
  });

  // A finished answer moves its conversation to the top, and the first one names it.
  const wasAnsweringRef = useRef(false);
  useEffect(() => {
    if (wasAnsweringRef.current && !chat.isAnswering) {
      void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
    }
    wasAnsweringRef.current = chat.isAnswering;
  }, [chat.isAnswering, queryClient]);

  const handleRename = (title: string) => {
    if (!renaming) return;
    active
      .renameConversation({ conversationId: renaming.id, title })
      .then(() => setRenaming(null))
      .catch(() => {}); // The HTTP client's toast has said why; the modal stays open to try again.
  };

  const handleDelete = () => {
    if (!deleting) return;
    active
      .deleteConversation(deleting.id)
      .then(() => setDeleting(null))
      .catch(() => {});
  };

  if (active.listQuery.isError) {
    return (
      <FailedState
        title={ASSISTANT_TEXTS.conversationsLoadFailed}
        onRetry={() => void active.listQuery.refetch()}
        isRetrying={active.listQuery.isFetching}
      />
    );
  }

  return (
    <Box className={classes.layout}>
      <ConversationList
        conversations={active.conversations}
        selectedId={selectedId}
        isStarting={active.isStarting}
        onSelect={active.selectConversation}
        onStart={active.startConversation}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
      <Box className={classes.main} component="section" aria-label="Assistant chat">
        <AssistantIntro />
        <MeetingScopeSelect value={meetingIds} onChange={setMeetingIds} />
        <Paper withBorder radius="md" className={classes.chat}>
          {active.hasStartFailed && active.conversations.length === 0 ? (
            <FailedState
              title={ASSISTANT_TEXTS.startFailed}
              onRetry={active.startConversation}
              isRetrying={active.isStarting}
            />
          ) : historyQuery.isError ? (
            <FailedState
              title={ASSISTANT_TEXTS.historyLoadFailed}
              onRetry={() => void historyQuery.refetch()}
              isRetrying={historyQuery.isFetching}
            />
          ) : (
            <AssistantChatPanel chat={chat} />
          )}
        </Paper>
      </Box>
      <RenameConversationModal
        conversation={renaming}
        isSaving={active.isRenaming}
        onSave={handleRename}
        onClose={() => setRenaming(null)}
      />
      <DeleteConversationModal
        conversation={deleting}
        isDeleting={active.isDeleting}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
