import { ActionIcon, Box, CloseButton, Group, Popover, Text, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { formatElapsed } from '../../meetings/utils/meeting-format';
import { useVoiceInput } from '../hooks/use-voice-input';
import classes from './voice-input-button.module.css';

export type TVoiceInputButtonProps = {
  /** The recognised words, for the caller to put into its input for the user to edit and send. */
  onText: (text: string) => void;
  disabled?: boolean;
};

/**
 * A microphone button for a text input: records while the time runs, 'Stop recording' ends it, and the
 * words arrive through `onText`. Why it cannot dictate (microphone refused, no speech engine) shows
 * in a small popover above it.
 */
export const VoiceInputButton = ({ onText, disabled = false }: TVoiceInputButtonProps) => {
  const { phase, message, elapsedMs, start, stop, dismissMessage } = useVoiceInput({ onText });
  const isRecording = phase === 'recording';
  const isBusy = phase === 'starting' || phase === 'transcribing';

  return (
    <Popover
      opened={message !== null}
      onDismiss={dismissMessage}
      position="top-end"
      withArrow
      width={300}
      shadow="md"
    >
      <Popover.Target>
        <Group gap={6} wrap="nowrap">
          {isRecording && (
            <Group gap={6} wrap="nowrap">
              <Box className={classes.dot} aria-hidden />
              <Text size="sm" ff="monospace" role="timer" aria-label="Recording time">
                {formatElapsed(elapsedMs)}
              </Text>
            </Group>
          )}
          {isRecording ? (
            <Tooltip label="Stop recording">
              <ActionIcon color="red" variant="filled" size="lg" aria-label="Stop recording" onClick={stop}>
                <IconPlayerStopFilled size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={phase === 'transcribing' ? 'Transcribing…' : 'Voice input'}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label="Voice input"
                loading={isBusy}
                disabled={disabled}
                onClick={() => void start()}
              >
                <IconMicrophone size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Popover.Target>
      <Popover.Dropdown role="alert">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm">{message}</Text>
          <CloseButton size="sm" aria-label="Dismiss" onClick={dismissMessage} />
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
};
