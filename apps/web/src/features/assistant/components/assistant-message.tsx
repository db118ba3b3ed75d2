import { Stack } from '@mantine/core';
import type { TAssistantTool } from '@ting/contracts';
import { ChatBubble, TypingBubble } from '../../meeting-chat/components/chat-bubble';
import { copyChatMessage } from '../../meeting-chat/utils/copy-message';
import type { TAssistantChatMessage } from '../utils/assistant-chat-reducer';
import { AnswerSources } from './answer-sources';
import { AnswerTools } from './answer-tools';

export type TAssistantMessageProps = {
  message: TAssistantChatMessage;
  /** The answer is still being written: without text yet, it shows as typing. */
  isStreaming: boolean;
};

/** One message; an answer shows the tools that ran above it and its sources under it. */
export const AssistantMessage = ({ message, isStreaming }: TAssistantMessageProps) => {
  if (message.role !== 'assistant') return <ChatBubble message={message} />;
  const { tools = [], citations = [] } = message;
  const hasText = message.content !== '';
  if (!hasText && !isStreaming && tools.length === 0) return null;
  return (
    <Stack gap={6} align="flex-start">
      <AnswerTools tools={tools} />
      {hasText ? (
        <ChatBubble
          message={message}
          onCopy={copyChatMessage}
          linkSources={citations.map((citation) => citation.url)}
          footer={<AnswerSources citations={citations} />}
        />
      ) : isStreaming ? (
        <TypingBubble />
      ) : null}
    </Stack>
  );
};

export type TPendingAnswerProps = {
  /** Tools that ran before the answer's first text. */
  tools: readonly TAssistantTool[];
};

/** The answer to the last question before it has begun: what ran so far, and the typing dots. */
export const PendingAnswer = ({ tools }: TPendingAnswerProps) => (
  <Stack gap={6} align="flex-start">
    <AnswerTools tools={tools} />
    <TypingBubble />
  </Stack>
);
