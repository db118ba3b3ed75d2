import { Box, Button, Group, Paper, Progress, Text } from '@mantine/core';
import { IconPlayerStopFilled } from '@tabler/icons-react';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { formatElapsed } from '../utils/meeting-format';
import classes from './recording-bar.module.css';

export type TRecordingBarProps = {
  isFinishing: boolean;
  elapsedMs: number;
  /** Microphone loudness from 0 to 1. */
  level: number;
  onStop: () => void;
};

/** Shown while recording: a pulsing red dot, the elapsed time, the microphone level and 'Stop'. */
export const RecordingBar = ({ isFinishing, elapsedMs, level, onStop }: TRecordingBarProps) => (
  <Paper withBorder radius="md" p="sm" role="region" aria-label="Recording">
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1 }}>
        <Box className={classes.dot} data-paused={isFinishing || undefined} aria-hidden />
        <Text fw={500}>{isFinishing ? 'Finishing the upload' : 'Recording'}</Text>
        <Text ff="monospace" aria-label="Elapsed time" role="timer">
          {formatElapsed(elapsedMs)}
        </Text>
        <Progress
          value={Math.round(level * 100)}
          aria-label="Microphone level"
          size="sm"
          color="green"
          w={120}
          transitionDuration={80}
          visibleFrom="xs"
        />
      </Group>
      <Button
        color="red"
        leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
        onClick={onStop}
        disabled={isFinishing}
      >
        {isFinishing ? PROCESSING_LABEL : 'Stop'}
      </Button>
    </Group>
  </Paper>
);
