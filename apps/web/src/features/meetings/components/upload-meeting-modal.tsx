import {
  Button,
  FileButton,
  Group,
  Modal,
  Paper,
  Progress,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { useMeetingUpload } from '../hooks/use-meeting-upload';
import {
  MEETING_FILE_ACCEPT,
  meetingFileKind,
  SUPPORTED_FILES_TEXT,
  titleFromFilename,
} from '../utils/meeting-file';
import { meetingPagePath } from '../utils/meeting-page-path';
import { UploadFailedAlert } from './upload-failed-alert';

export const UPLOAD_MODAL_TITLE = 'Upload a meeting';

export type TUploadMeetingModalProps = {
  opened: boolean;
  onClose: () => void;
};

const BYTES_PER_MB = 1024 * 1024;
const MAX_PARTICIPANTS = 100;
/** Loose on purpose: the server validates; this only catches typos such as a missing '@'. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The entries that are not email addresses, for the field's error. */
export const invalidEmails = (emails: readonly string[]): string[] =>
  emails.filter((email) => !EMAIL_SHAPE.test(email));

const formatSize = (bytes: number): string =>
  bytes >= BYTES_PER_MB
    ? `${(bytes / BYTES_PER_MB).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** 'transcript, 12 KB'; an unrecognised file shows only its size, the server decides what it is. */
const describeFile = (file: File): string => {
  const kind =
    meetingFileKind(file) === 'transcript'
      ? 'transcript'
      : /^(audio|video)\//.test(file.type)
        ? 'recording'
        : null;
  return kind ? `${kind}, ${formatSize(file.size)}` : formatSize(file.size);
};

/** `datetime-local` gives local wall-clock time without a zone; the API wants an instant. */
const toIsoInstant = (localDateTime: string): string | undefined => {
  if (!localDateTime) return undefined;
  const date = new Date(localDateTime);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

type TFileDropzoneProps = {
  file: File | null;
  isDisabled: boolean;
  onPick: (file: File | null) => void;
};

/** A dashed area that takes a dropped file, with a button that opens the file picker. */
const FileDropzone = ({ file, isDisabled, onPick }: TFileDropzoneProps) => {
  const [isDragging, setIsDragging] = useState(false);
  const hintId = useId();

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!isDisabled) setIsDragging(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const [dropped] = Array.from(event.dataTransfer.files);
    if (!isDisabled && dropped) onPick(dropped);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      onDragOver={handleDragOver}
      onDragLeave={() => setIsDragging(false)}
      onDrop={handleDrop}
      data-dragging={isDragging || undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
        background: isDragging ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Stack align="center" gap="xs" ta="center">
        <IconFileUpload size={32} aria-hidden color="var(--mantine-color-dimmed)" />
        {file ? (
          <Text fw={500}>
            {file.name}{' '}
            <Text span c="dimmed" size="sm">
              ({describeFile(file)})
            </Text>
          </Text>
        ) : (
          <Text fw={500}>Drop a recording or transcript here</Text>
        )}
        <FileButton
          onChange={onPick}
          accept={MEETING_FILE_ACCEPT}
          disabled={isDisabled}
          inputProps={{ 'aria-label': 'Meeting file', 'aria-describedby': hintId }}
        >
          {(props) => (
            <Button variant="light" size="xs" disabled={isDisabled} {...props}>
              {file ? 'Choose another file' : 'Choose file'}
            </Button>
          )}
        </FileButton>
        <Text id={hintId} size="xs" c="dimmed">
          {SUPPORTED_FILES_TEXT}
        </Text>
      </Stack>
    </Paper>
  );
};

/**
 * Uploads a transcript file or a recording as a new meeting. While a recording uploads the dialog stays
 * open (closing it would look like cancelling); 'Cancel' stops it, and picking the same file resumes.
 * Once uploaded, the new meeting opens: its page shows the processing live, where the user is looking
 * (the list puts it below the upcoming meetings).
 */
export const UploadMeetingModal = ({ opened, onClose }: TUploadMeetingModalProps) => {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [startedAt, setStartedAt] = useState('');
  const [participantEmails, setParticipantEmails] = useState<string[]>([]);
  const navigate = useNavigate();
  const handleUploaded = useCallback(
    (meetingId: string | null) => {
      onClose();
      if (meetingId) navigate(meetingPagePath(meetingId));
    },
    [onClose, navigate],
  );
  const upload = useMeetingUpload({ onUploaded: handleUploaded });
  const { state, isBusy } = upload;

  // Each opening starts with an empty form.
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setTitle('');
    setStartedAt('');
    setParticipantEmails([]);
    upload.clearError();
  }, [opened, upload.clearError]);

  const handlePick = (picked: File | null) => {
    if (!picked) return;
    // The title follows the file until the user writes their own.
    if (!title.trim() || (file && title === titleFromFilename(file.name)))
      setTitle(titleFromFilename(picked.name));
    setFile(picked);
    upload.clearError();
  };

  const badEmails = invalidEmails(participantEmails);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || !title.trim() || isBusy || badEmails.length > 0) return;
    void upload.submit({
      file,
      title: title.trim(),
      startedAt: toIsoInstant(startedAt),
      participantEmails,
    });
  };

  const handleCancel = () => {
    if (isBusy) upload.cancel();
    else onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={isBusy ? () => {} : onClose}
      title={UPLOAD_MODAL_TITLE}
      centered
      size="lg"
      withCloseButton={!isBusy}
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <FileDropzone file={file} isDisabled={isBusy} onPick={handlePick} />
          <TextInput
            label="Title"
            required
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            disabled={isBusy}
          />
          <TextInput
            type="datetime-local"
            label="Date and time"
            description="Optional: when the meeting took place. Leave empty to use the upload time."
            value={startedAt}
            onChange={(event) => setStartedAt(event.currentTarget.value)}
            disabled={isBusy}
          />
          <TagsInput
            label="Participants"
            description="Optional: email addresses of who took part. Press Enter or comma after each."
            placeholder="dana@acme.com"
            value={participantEmails}
            onChange={(values) =>
              setParticipantEmails([...new Set(values.map((value) => value.trim().toLowerCase()))])
            }
            splitChars={[',', ' ', ';']}
            acceptValueOnBlur
            clearable
            maxTags={MAX_PARTICIPANTS}
            error={badEmails.length > 0 ? `Not an email address: ${badEmails.join(', ')}` : null}
            disabled={isBusy}
          />
          {state.phase === 'uploading' ? (
            <Stack gap={4}>
              <Progress
                value={state.kind === 'recording' ? state.percent : 100}
                animated={state.kind === 'transcript'}
                striped={state.kind === 'transcript'}
                aria-label="Upload progress"
                size="lg"
              />
              <Text size="xs" c="dimmed" aria-live="polite">
                {state.kind === 'recording' ? `Uploaded ${state.percent}%` : 'Sending the transcript...'}
              </Text>
            </Stack>
          ) : null}
          {state.phase === 'failed' ? <UploadFailedAlert message={state.message} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleCancel} disabled={!upload.canCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!file || !title.trim() || isBusy || badEmails.length > 0}>
              {isBusy ? PROCESSING_LABEL : 'Add meeting'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
