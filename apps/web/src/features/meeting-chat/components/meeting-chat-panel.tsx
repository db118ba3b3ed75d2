import { ActionIcon, Box, Group, ScrollArea, Stack, TextInput } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { MAX_CHAT_MESSAGE_CHARS, TOAST_DURATION_MS } from '@ting/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useMeetingChat } from '../hooks/use-meeting-chat';
import { isAwaitingFirstChunk } from '../utils/chat-reducer';
import { shouldStickToBottom } from '../utils/chat-scroll';
import { ChatBubble, TypingBubble } from './chat-bubble';
import classes from './meeting-chat-panel.module.css';
import { MEETING_CHAT_TEXTS } from './meeting-chat-texts';

const COPIED_TOAST_ID = 'meeting-chat-copied';

export type TMeetingChatPanelProps = {
  /** The meetings the questions are about (1 to 20); other ids start a new conversation. */
  meetingIds: string[];
  /** The Bearer access token; a new token opens a new connection. */
  accessToken: string;
  /** The starter assistant bubble shown while the conversation is empty. */
  starterText: string;
};

const copyMessage = async (content: string) => {
  try {
    await navigator.clipboard.writeText(content);
    showToast({
      id: COPIED_TOAST_ID,
      message: MEETING_CHAT_TEXTS.copied,
      tone: 'success',
      durationMs: TOAST_DURATION_MS.copy,
    });
  } catch (error) {
    console.error('Could not copy the chat message to the clipboard', error);
  }
};

/**
 * The meeting chat (spec section 2, element id `meeting-chat`). It fills its parent's height: the list
 * scrolls and the input stays at the bottom, so the parent must give it a definite height.
 */
export const MeetingChatPanel = ({ meetingIds, accessToken, starterText }: TMeetingChatPanelProps) => {
  const { messages, isAnswering, isSending, send } = useMeetingChat({ meetingIds, accessToken });
  const [draft, setDraft] = useState('');
  const viewportRef = useRef<HTMLDivElement>(null);
  // Whether the reader is at (or within 80px of) the bottom, as of their last scroll.
  const isStuckToBottomRef = useRef(true);
  const isTyping = isAwaitingFirstChunk({ messages, isAnswering });
  const canSend = draft.trim() !== '' && !isAnswering && !isSending;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !isStuckToBottomRef.current || (messages.length === 0 && !isTyping)) return;
    // Instant, not smooth: scroll events during an animation would read as the reader scrolling up.
    viewport.scrollTo({ top: viewport.scrollHeight });
  }, [messages, isTyping]);

  const handleScroll = () => {
    const viewport = viewportRef.current;
    if (viewport) isStuckToBottomRef.current = shouldStickToBottom(viewport);
  };

  const handleSend = async () => {
    const text = draft;
    if (!text.trim()) return;
    // Asking a question brings the conversation back to its end.
    isStuckToBottomRef.current = true;
    const isSent = await send(text);
    // Whatever was typed while the socket reconnected stays.
    if (isSent) setDraft((current) => (current === text ? '' : current));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void handleSend();
  };

  return (
    <Box id="meeting-chat" className={classes.panel}>
      <ScrollArea
        className={classes.list}
        scrollbars="y"
        type="auto"
        offsetScrollbars="present"
        viewportRef={viewportRef}
        // Busy while an answer streams, so screen readers read it once it is whole, not chunk by chunk.
        viewportProps={{ role: 'log', 'aria-label': MEETING_CHAT_TEXTS.listLabel, 'aria-busy': isAnswering }}
        onScrollPositionChange={handleScroll}
      >
        <Stack gap="md" p="md">
          {messages.length === 0 ? (
            <ChatBubble message={{ role: 'assistant', content: starterText }} onCopy={copyMessage} />
          ) : null}
          {messages.map((message, index) =>
            // An answer without text yet is drawn as the typing bubble below.
            message.role === 'assistant' && message.content === '' ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are only appended, so positions are stable.
              <ChatBubble key={index} message={message} onCopy={copyMessage} />
            ),
          )}
          {isTyping ? <TypingBubble /> : null}
        </Stack>
      </ScrollArea>
      <Box className={classes.composer} p="sm">
        <Group gap="xs" wrap="nowrap" align="center">
          <TextInput
            flex={1}
            radius="xl"
            maxLength={MAX_CHAT_MESSAGE_CHARS}
            placeholder={MEETING_CHAT_TEXTS.inputPlaceholder}
            aria-label={MEETING_CHAT_TEXTS.inputLabel}
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={handleKeyDown}
          />
          <ActionIcon
            size={36}
            radius="xl"
            variant="filled"
            aria-label={MEETING_CHAT_TEXTS.sendLabel}
            disabled={!canSend}
            loading={isSending}
            onClick={() => void handleSend()}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Box>
    </Box>
  );
};
