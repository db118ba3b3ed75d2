import { ActionIcon, Box, Loader, Stack } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TChatMessage, TChatRole } from '@ting/contracts';
import type { ReactNode } from 'react';
import { ChatMarkdown } from './chat-markdown';
import classes from './meeting-chat-panel.module.css';
import { MEETING_CHAT_TEXTS } from './meeting-chat-texts';

/** Spec section 2: user blue, assistant green, error red; light tints keep the text readable. */
const ROLE_BACKGROUNDS: Record<TChatRole, string> = {
  user: 'var(--mantine-color-blue-light)',
  assistant: 'var(--mantine-color-green-light)',
  error: 'var(--mantine-color-red-light)',
};

/** Spec: bubbles at most 70% wide; on a phone they use (nearly) the whole width, still leaning to their side. */
export const BUBBLE_MAX_WIDTH = { base: '90%', sm: '70%' } as const;

type TBubbleFrameProps = {
  chatRole: TChatRole;
  children: ReactNode;
  footer?: ReactNode;
};

const BubbleFrame = ({ chatRole, children, footer }: TBubbleFrameProps) => (
  <Stack gap={2} align={chatRole === 'user' ? 'flex-end' : 'flex-start'}>
    <Box
      className={classes.bubble}
      data-role={chatRole}
      maw={BUBBLE_MAX_WIDTH}
      style={{ background: ROLE_BACKGROUNDS[chatRole] }}
    >
      {children}
    </Box>
    {footer}
  </Stack>
);

export type TChatBubbleProps = {
  message: TChatMessage;
  /** Shown on assistant messages only. */
  onCopy?: (content: string) => void;
  /** Addresses tools returned for this answer (the assistant's sources): the other sites it may link to. */
  linkSources?: readonly string[];
  /** Under the bubble, beside the copy button (the assistant's sources). */
  footer?: ReactNode;
};

/** One message: user text as typed, assistant answers as Markdown with a copy button, errors in red. */
export const ChatBubble = ({ message, onCopy, linkSources, footer }: TChatBubbleProps) => {
  const isAssistant = message.role === 'assistant';
  return (
    <BubbleFrame
      chatRole={message.role}
      footer={
        footer || (isAssistant && onCopy) ? (
          <>
            {footer}
            {isAssistant && onCopy ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={MEETING_CHAT_TEXTS.copyLabel}
                onClick={() => onCopy(message.content)}
              >
                <IconCopy size={14} aria-hidden />
              </ActionIcon>
            ) : null}
          </>
        ) : null
      }
    >
      {isAssistant ? <ChatMarkdown markdown={message.content} sources={linkSources} /> : message.content}
    </BubbleFrame>
  );
};

/** The answer is on its way but has no text yet. */
export const TypingBubble = () => (
  <BubbleFrame chatRole="assistant">
    <Box role="status" aria-label={MEETING_CHAT_TEXTS.typingLabel} py={4}>
      <Loader type="dots" size="sm" color="green" />
    </Box>
  </BubbleFrame>
);
