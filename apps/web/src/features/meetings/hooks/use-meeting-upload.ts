import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http-client';
import { showToast } from '../../../lib/toast';
import { meetingKeys } from '../api/meeting-keys';
import { type TRecordingUpload, uploadPercent, uploadRecordingFile } from '../api/recording-upload';
import { useCreateTranscriptMeetingMutation } from '../api/use-create-transcript-meeting-mutation';
import { meetingFileKind, meetingFileProblem } from '../utils/meeting-file';

export const MEETING_UPLOADED_TOAST = 'Meeting uploaded';
export const MEETING_UPLOADED_TOAST_MS = 3000;

export type TMeetingUploadState =
  | { phase: 'idle' }
  /** A transcript goes in one request, without progress; a recording reports its percentage. */
  | { phase: 'uploading'; kind: 'transcript' }
  | { phase: 'uploading'; kind: 'recording'; percent: number }
  | { phase: 'failed'; message: string };

export type TSubmitMeetingUploadOptions = {
  file: File;
  title: string;
  /** ISO 8601, when the user gave the meeting's date and time. */
  startedAt?: string;
  /** Who took part, by email address; the meetings list finds the meeting by them. */
  participantEmails?: readonly string[];
};

export type TUseMeetingUploadOptions = {
  /**
   * Called once the meeting exists, after the list was told to refresh, with its id (null when a proxy
   * dropped the recording upload's `Ting-Meeting-Id` header).
   */
  onUploaded: (meetingId: string | null) => void;
};

const messageOf = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  if (error instanceof HttpError && error.status !== null) return `The upload failed (HTTP ${error.status}).`;
  return 'The upload failed. Try again.';
};

/**
 * Sends a picked file the way its kind needs: a transcript's text to `POST /api/meetings`, a recording
 * over tus (resumable: picking the same file after a reload continues it).
 */
export const useMeetingUpload = ({ onUploaded }: TUseMeetingUploadOptions) => {
  const queryClient = useQueryClient();
  const { mutateAsync: createTranscriptMeeting } = useCreateTranscriptMeetingMutation();
  const [state, setState] = useState<TMeetingUploadState>({ phase: 'idle' });
  const recordingUpload = useRef<TRecordingUpload | null>(null);

  // Leaving the page stops sending; the upload stays on the server and resumes when the file is picked again.
  useEffect(() => () => void recordingUpload.current?.abort(), []);

  const finish = useCallback(
    (meetingId: string | null) => {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.lists() });
      showToast({ message: MEETING_UPLOADED_TOAST, tone: 'success', durationMs: MEETING_UPLOADED_TOAST_MS });
      setState({ phase: 'idle' });
      onUploaded(meetingId);
    },
    [queryClient, onUploaded],
  );

  const submit = useCallback(
    async ({ file, title, startedAt, participantEmails = [] }: TSubmitMeetingUploadOptions) => {
      const problem = meetingFileProblem(file);
      if (problem) {
        setState({ phase: 'failed', message: problem });
        return;
      }
      let meetingId: string | null;
      try {
        if (meetingFileKind(file) === 'transcript') {
          setState({ phase: 'uploading', kind: 'transcript' });
          const content = await file.text();
          const created = await createTranscriptMeeting({
            title,
            started_at: startedAt,
            participants: participantEmails.map((email) => ({ email })),
            transcript: { filename: file.name, content },
          });
          meetingId = created.id;
        } else {
          setState({ phase: 'uploading', kind: 'recording', percent: 0 });
          let upload: TRecordingUpload | null = null;
          upload = uploadRecordingFile({
            file,
            metadata: { filename: file.name, filetype: file.type, title, startedAt, participantEmails },
            onProgress: (progress) => {
              if (recordingUpload.current !== upload) return;
              setState({ phase: 'uploading', kind: 'recording', percent: uploadPercent(progress) });
            },
          });
          recordingUpload.current = upload;
          ({ meetingId } = await upload.finished);
          recordingUpload.current = null;
        }
      } catch (error) {
        recordingUpload.current = null;
        setState({ phase: 'failed', message: messageOf(error) });
        return;
      }
      finish(meetingId);
    },
    [createTranscriptMeeting, finish],
  );

  /** Stops a recording upload; what was sent stays on the server, so the same file resumes later. */
  const cancel = useCallback(() => {
    const upload = recordingUpload.current;
    recordingUpload.current = null;
    void upload?.abort();
    setState({ phase: 'idle' });
  }, []);

  const clearError = useCallback(
    () => setState((current) => (current.phase === 'failed' ? { phase: 'idle' } : current)),
    [],
  );

  const isBusy = state.phase === 'uploading';
  /** A transcript request is short and cannot be taken back; a recording upload can be stopped. */
  const canCancel = !isBusy || state.kind === 'recording';
  return { state, isBusy, canCancel, submit, cancel, clearError };
};
