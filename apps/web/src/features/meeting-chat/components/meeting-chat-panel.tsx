import { Box, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEraser } from '@tabler/icons-react';
import { useRef } from 'react';
import { useChatDraft } from '../hooks/use-chat-draft';
import { useFollowLatest } from '../hooks/use-follow-latest';
import { useMeetingChat } from '../hooks/use-meeting-chat';
import { isAwaitingFirstChunk } from '../utils/chat-reducer';
import { copyChatMessage } from '../utils/copy-message';
import { ChatBubble, TypingBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';
import classes from './meeting-chat-panel.module.css';
import { MEETING_CHAT_TEXTS } from './meeting-chat-texts';

export type TMeetingChatPanelProps = {
  /** The meetings the questions are about (1 to 20); other ids start a new conversation. */
  meetingIds: string[];
  /** The Bearer access token; a new token opens a new connection. */
  accessToken: string;
  /** The starter assistant bubble shown while the conversation is empty. */
  starterText: string;
};

/**
 * The meeting chat (spec section 2, element id `meeting-chat`). It fills its parent's height: the list
 * scrolls and the input stays at the bottom, so the parent must give it a definite height.
 */
export const MeetingChatPanel = ({ meetingIds, accessToken, starterText }: TMeetingChatPanelProps) => {
  const { messages, isAnswering, isSending, isReady, send, clear, isClearing } = useMeetingChat({
    meetingIds,
    accessToken,
  });
  const viewportRef = useRef<HTMLDivElement>(null);
  const isTyping = isAwaitingFirstChunk({ messages, isAnswering });
  const { handleScroll, followAgain } = useFollowLatest({ viewportRef, messages, isTyping });
  const { draft, setDraft, canSend, handleSend } = useChatDraft({
    send,
    isBusy: isAnswering || isSending,
    onSend: followAgain,
  });

  const confirmClear = () =>
    modals.openConfirmModal({
      title: MEETING_CHAT_TEXTS.clearTitle,
      children: <Text size="sm">{MEETING_CHAT_TEXTS.clearBody}</Text>,
      labels: { confirm: MEETING_CHAT_TEXTS.clearConfirm, cancel: MEETING_CHAT_TEXTS.clearCancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void clear(),
    });

  return (
    <Box id="meeting-chat" className={classes.panel}>
      {messages.length > 0 ? (
        <Group justify="flex-end" px="sm" pt={6} className={classes.toolbar}>
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            leftSection={<IconEraser size={14} aria-hidden />}
            disabled={isAnswering || isSending}
            loading={isClearing}
            onClick={confirmClear}
          >
            {MEETING_CHAT_TEXTS.clear}
          </Button>
        </Group>
      ) : null}
      <ScrollArea
        className={classes.list}
        scrollbars="y"
        type="auto"
        offsetScrollbars="present"
        viewportRef={viewportRef}
        // Busy while an answer streams, so screen readers read it once it is whole, not chunk by chunk (and
        // while the kept conversation loads).
        viewportProps={{
          role: 'log',
          'aria-label': MEETING_CHAT_TEXTS.listLabel,
          'aria-busy': isAnswering || !isReady,
        }}
        onScrollPositionChange={handleScroll}
      >
        <Stack gap="md" p="md">
          {messages.length === 0 && isReady ? (
            <ChatBubble message={{ role: 'assistant', content: starterText }} onCopy={copyChatMessage} />
          ) : null}
          {messages.map((message, index) =>
            // An answer without text yet is drawn as the typing bubble below.
            message.role === 'assistant' && message.content === '' ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are only appended, so positions are stable.
              <ChatBubble key={index} message={message} onCopy={copyChatMessage} />
            ),
          )}
          {isTyping ? <TypingBubble /> : null}
        </Stack>
      </ScrollArea>
      <ChatComposer
        value={draft}
        onChange={setDraft}
        onSend={() => void handleSend()}
        canSend={canSend}
        isSending={isSending}
      />
    </Box>
  );
};
