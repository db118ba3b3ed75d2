import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { meetingKeys } from '../api/meeting-keys';
import { type TRecordingUpload, uploadPercent, uploadRecordingFile } from '../api/recording-upload';
import { meetingFileKind, meetingFileProblem } from '../utils/meeting-file';
import { UploadFailedAlert } from './upload-failed-alert';

type TState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'failed'; message: string };

/**
 * Where the player would be on a meeting made from a transcript file: the owner can add the call's
 * recording (a Zoom or Teams export has both) and then play it along with the transcript.
 */
export const AddRecordingCard = ({ meetingId }: { meetingId: string }) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TState>({ phase: 'idle' });
  const upload = useRef<TRecordingUpload | null>(null);

  // Leaving the page stops sending; picking the same file again later resumes.
  useEffect(() => () => void upload.current?.abort(), []);

  const handlePick = async (file: File | null) => {
    if (!file) return;
    const problem =
      meetingFileKind(file) === 'transcript'
        ? `${file.name} is a transcript file; choose the call's audio or video recording.`
        : meetingFileProblem(file);
    if (problem) {
      setState({ phase: 'failed', message: problem });
      return;
    }
    setState({ phase: 'uploading', percent: 0 });
    const current = uploadRecordingFile({
      file,
      metadata: { filename: file.name, filetype: file.type, title: file.name, meetingId },
      onProgress: (progress) => {
        if (upload.current === current) setState({ phase: 'uploading', percent: uploadPercent(progress) });
      },
    });
    upload.current = current;
    try {
      await current.finished;
      upload.current = null;
      await queryClient.invalidateQueries({ queryKey: meetingKeys.mediaUrl(meetingId) });
      setState({ phase: 'idle' });
    } catch (error) {
      upload.current = null;
      setState({
        phase: 'failed',
        message: error instanceof Error ? error.message : 'The recording could not be uploaded.',
      });
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
            <Text fw={500}>No recording yet</Text>
            <Text size="sm" c="dimmed">
              Add the call's audio or video recording to play it along with the transcript. Nothing is
              transcribed again.
            </Text>
          </Stack>
          <FileButton
            onChange={(file) => void handlePick(file)}
            accept="audio/*,video/*"
            disabled={state.phase === 'uploading'}
            inputProps={{ 'aria-label': 'Recording file' }}
          >
            {(props) => (
              <Button
                variant="light"
                leftSection={<IconMicrophone size={16} aria-hidden />}
                loading={state.phase === 'uploading'}
                {...props}
              >
                Add recording
              </Button>
            )}
          </FileButton>
        </Group>
        {state.phase === 'uploading' ? (
          <Stack gap={4}>
            <Progress value={state.percent} aria-label="Recording upload progress" />
            <Text size="xs" c="dimmed" aria-live="polite">
              Uploaded {state.percent}%
            </Text>
          </Stack>
        ) : null}
        {state.phase === 'failed' ? <UploadFailedAlert message={state.message} /> : null}
      </Stack>
    </Paper>
  );
};
