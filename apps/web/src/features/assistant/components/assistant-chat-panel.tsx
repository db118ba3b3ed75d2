import { Box, Center, Loader, ScrollArea, Stack } from '@mantine/core';
import { useRef } from 'react';
import { ChatBubble } from '../../meeting-chat/components/chat-bubble';
import { ChatComposer } from '../../meeting-chat/components/chat-composer';
import chatClasses from '../../meeting-chat/components/meeting-chat-panel.module.css';
import { MEETING_CHAT_TEXTS } from '../../meeting-chat/components/meeting-chat-texts';
import { useChatDraft } from '../../meeting-chat/hooks/use-chat-draft';
import { useFollowLatest } from '../../meeting-chat/hooks/use-follow-latest';
import { isAwaitingFirstChunk } from '../../meeting-chat/utils/chat-reducer';
import { copyChatMessage } from '../../meeting-chat/utils/copy-message';
import { VoiceInputButton } from '../../voice-input/components/voice-input-button';
import { ASSISTANT_TEXTS } from '../assistant-texts';
import type { TAssistantChat } from '../hooks/use-assistant-chat';
import { AssistantMessage, PendingAnswer } from './assistant-message';

export type TAssistantChatPanelProps = {
  chat: TAssistantChat;
};

/**
 * The open conversation (element id `assistant-chat`): the meeting chat's list, bubbles and input, with the
 * tools that ran and the sources under each answer. It fills its parent's height.
 */
export const AssistantChatPanel = ({ chat }: TAssistantChatPanelProps) => {
  const { messages, pending, isAnswering, isSending, isReady, send } = chat;
  const viewportRef = useRef<HTMLDivElement>(null);
  const isTyping = isAwaitingFirstChunk({ messages, isAnswering });
  const { handleScroll, followAgain } = useFollowLatest({ viewportRef, messages, isTyping });
  const { draft, setDraft, canSend, handleSend } = useChatDraft({
    send,
    isBusy: isAnswering || isSending || !isReady,
    onSend: followAgain,
  });
  const isWaitingForAnswer = isAnswering && messages.at(-1)?.role !== 'assistant';

  // Spoken text joins what is already typed, for the user to edit and send.
  const handleVoiceText = (text: string) =>
    setDraft((current) => (current.trim() === '' ? text : `${current.trimEnd()} ${text}`));

  return (
    <Box id="assistant-chat" className={chatClasses.panel}>
      <ScrollArea
        className={chatClasses.list}
        scrollbars="y"
        type="auto"
        offsetScrollbars="present"
        viewportRef={viewportRef}
        // Busy while an answer streams, so screen readers read it once it is whole, not chunk by chunk.
        viewportProps={{ role: 'log', 'aria-label': MEETING_CHAT_TEXTS.listLabel, 'aria-busy': isAnswering }}
        onScrollPositionChange={handleScroll}
      >
        <Stack gap="md" p="md">
          {!isReady ? (
            <Center py="xl">
              <Loader size="sm" aria-label="Loading conversation" />
            </Center>
          ) : messages.length === 0 ? (
            <ChatBubble
              message={{ role: 'assistant', content: ASSISTANT_TEXTS.starter }}
              onCopy={copyChatMessage}
            />
          ) : null}
          {messages.map((message, index) => (
            <AssistantMessage
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are only appended, so positions are stable.
              key={index}
              message={message}
              isStreaming={isAnswering && index === messages.length - 1}
            />
          ))}
          {isWaitingForAnswer ? <PendingAnswer tools={pending.tools} /> : null}
        </Stack>
      </ScrollArea>
      <ChatComposer
        value={draft}
        onChange={setDraft}
        onSend={() => void handleSend()}
        canSend={canSend}
        isSending={isSending}
        extra={
          // The assistant tour's 'voice input' step points here.
          <Box data-tour="voice-input">
            <VoiceInputButton onText={handleVoiceText} disabled={!isReady} />
          </Box>
        }
      />
    </Box>
  );
};
