import { ActionIcon, Box, Group, TextInput } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { MAX_CHAT_MESSAGE_CHARS } from '@ting/contracts';
import type { KeyboardEvent, ReactNode } from 'react';
import classes from './meeting-chat-panel.module.css';
import { MEETING_CHAT_TEXTS } from './meeting-chat-texts';

export type TChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** The send button's state; Enter still calls `onSend`, which decides. */
  canSend: boolean;
  isSending: boolean;
  /** Placed between the input and the send button (the assistant's voice input). */
  extra?: ReactNode;
};

/** The single-line input under a chat (spec section 2): Enter sends, Shift+Enter does not. */
export const ChatComposer = ({ value, onChange, onSend, canSend, isSending, extra }: TChatComposerProps) => {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <Box className={classes.composer} p="sm">
      <Group gap="xs" wrap="nowrap" align="center">
        <TextInput
          flex={1}
          radius="xl"
          maxLength={MAX_CHAT_MESSAGE_CHARS}
          placeholder={MEETING_CHAT_TEXTS.inputPlaceholder}
          aria-label={MEETING_CHAT_TEXTS.inputLabel}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
        />
        {extra}
        <ActionIcon
          size={36}
          radius="xl"
          variant="filled"
          aria-label={MEETING_CHAT_TEXTS.sendLabel}
          disabled={!canSend}
          loading={isSending}
          onClick={onSend}
        >
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
};
