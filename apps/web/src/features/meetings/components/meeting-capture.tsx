import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMicrophone, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { useBrowserRecorder } from '../hooks/use-browser-recorder';
import { meetingPagePath } from '../utils/meeting-page-path';
import { RecordingBar } from './recording-bar';
import { UploadMeetingModal } from './upload-meeting-modal';

/**
 * Adds meetings from the meetings page: upload a file, or record one in the browser. Either way the new
 * meeting then opens, showing its processing as it goes.
 */
export const MeetingCapture = () => {
  const [isUploadOpen, uploadModal] = useDisclosure(false);
  const [includeTabAudio, setIncludeTabAudio] = useState(false);
  const navigate = useNavigate();
  const recorder = useBrowserRecorder({ onUploaded: (meetingId) => navigate(meetingPagePath(meetingId)) });
  const isRecording = recorder.phase === 'recording' || recorder.phase === 'finishing';

  return (
    <Stack gap="sm">
      {isRecording ? (
        <RecordingBar
          isFinishing={recorder.phase === 'finishing'}
          elapsedMs={recorder.elapsedMs}
          level={recorder.level}
          onStop={recorder.stop}
        />
      ) : (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              Add a meeting: upload a recording or transcript, or record one here.
            </Text>
            <Group gap="sm">
              <Checkbox
                label="Include audio from a tab"
                checked={includeTabAudio}
                onChange={(event) => setIncludeTabAudio(event.currentTarget.checked)}
                disabled={recorder.phase === 'starting'}
              />
              <Button
                variant="light"
                leftSection={<IconMicrophone size={16} aria-hidden />}
                onClick={() => void recorder.start({ includeTabAudio })}
                disabled={recorder.phase === 'starting'}
              >
                {recorder.phase === 'starting' ? PROCESSING_LABEL : 'Record'}
              </Button>
              <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={uploadModal.open}>
                Upload
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {recorder.error ? (
        <Alert
          color="red"
          role="alert"
          title="Recording failed"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={recorder.dismissError}
        >
          {recorder.error}
        </Alert>
      ) : null}
      <UploadMeetingModal opened={isUploadOpen} onClose={uploadModal.close} />
    </Stack>
  );
};
