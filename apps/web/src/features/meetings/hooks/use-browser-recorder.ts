import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { identityKeys } from '../../identity/api/identity-keys';
import { meetingKeys } from '../api/meeting-keys';
import {
  RecordingUploadError,
  type TRecordingMetadata,
  type TRecordingUpload,
  uploadLiveRecording,
} from '../api/recording-upload';
import {
  levelOfSamples,
  mediaErrorMessage,
  pickRecordingMimeType,
  recordingExtension,
} from '../utils/browser-recording';
import { createRecordingStream, type TRecordingStream } from '../utils/recording-stream';
import { MEETING_UPLOADED_TOAST, MEETING_UPLOADED_TOAST_MS } from './use-meeting-upload';

/** MediaRecorder hands over a chunk this often; each one is uploaded at once. */
export const RECORDING_TIMESLICE_MS = 5000;
/** Pause before an upload that failed mid-recording is resumed from the server's offset. */
const UPLOAD_RESUME_DELAY_MS = 5000;
/** Resumes in a row without progress before the recording is given up (tus retries 5 times in each). */
const MAX_UPLOAD_RESUMES = 12;
const CLOCK_TICK_MS = 500;
const LEVEL_TICK_MS = 100;

export type TRecorderPhase = 'idle' | 'starting' | 'recording' | 'finishing';

export type TStartRecordingOptions = {
  /** Also capture a browser tab's sound (the other side of a web meeting), mixed with the microphone. */
  includeTabAudio: boolean;
};

type TRecordingSession = {
  recorder: MediaRecorder;
  stream: TRecordingStream;
  metadata: TRecordingMetadata;
  tracks: MediaStreamTrack[];
  audioContext: AudioContext | null;
  analyser: AnalyserNode | null;
  upload: TRecordingUpload | null;
  resumeTimer: ReturnType<typeof setTimeout> | null;
  failedResumes: number;
  hasRefreshedToken: boolean;
  isOver: boolean;
};

const UNSUPPORTED_MESSAGE =
  'This browser cannot record audio. Use a recent Chrome, Edge or Firefox, or upload a recording instead.';
const NO_TAB_AUDIO_MESSAGE =
  'The shared tab sends no sound. Press Record again, pick the tab of your meeting and turn on "Share tab audio".';

const stopTracks = (tracks: readonly MediaStreamTrack[]) => {
  for (const track of tracks) track.stop();
};

const recordingTitle = (startedAt: Date) =>
  `Recording ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(startedAt)}`;

type TAudioGraph = {
  audioContext: AudioContext | null;
  analyser: AnalyserNode | null;
  recorded: MediaStream;
};

/** Mixes the tab's sound into the microphone when asked, and taps the microphone for the level meter. */
const buildAudioGraph = ({
  microphone,
  tab,
}: {
  microphone: MediaStream;
  tab: MediaStream | null;
}): TAudioGraph => {
  const AudioContextClass = typeof AudioContext === 'undefined' ? undefined : AudioContext;
  if (!AudioContextClass) {
    if (tab) throw new Error(UNSUPPORTED_MESSAGE);
    // Recording still works; only the meter stays still.
    return { audioContext: null, analyser: null, recorded: microphone };
  }
  const audioContext = new AudioContextClass();
  const microphoneNode = audioContext.createMediaStreamSource(microphone);
  const analyser = audioContext.createAnalyser();
  analyser.fftSize = 512;
  microphoneNode.connect(analyser);
  if (!tab) return { audioContext, analyser, recorded: microphone };
  const mix = audioContext.createMediaStreamDestination();
  microphoneNode.connect(mix);
  audioContext.createMediaStreamSource(new MediaStream(tab.getAudioTracks())).connect(mix);
  return { audioContext, analyser, recorded: mix.stream };
};

export type TUseBrowserRecorderOptions = {
  /**
   * Called once the recording is uploaded and its meeting exists, while the recorder is still on screen
   * (someone who has moved on to another page is not taken back).
   */
  onUploaded?: (meetingId: string) => void;
};

/**
 * Records the microphone (and optionally a tab's sound) with MediaRecorder and uploads it while it records:
 * a tus upload with a deferred length reads 5-second chunks as they come, and stopping closes the stream so
 * tus sends the final length and the server creates the meeting. Closing the tab loses at most one chunk.
 */
export const useBrowserRecorder = ({ onUploaded }: TUseBrowserRecorderOptions = {}) => {
  const queryClient = useQueryClient();
  const onUploadedRef = useRef(onUploaded);
  const isMountedRef = useRef(true);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);
  const [phase, setPhase] = useState<TRecorderPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const session = useRef<TRecordingSession | null>(null);

  const releaseMedia = useCallback((current: TRecordingSession) => {
    stopTracks(current.tracks);
    void current.audioContext?.close().catch(() => {});
    current.audioContext = null;
    current.analyser = null;
  }, []);

  const endSession = useCallback(
    (current: TRecordingSession, failure: string | null) => {
      if (current.isOver) return;
      current.isOver = true;
      if (current.resumeTimer) clearTimeout(current.resumeTimer);
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      current.stream.close();
      releaseMedia(current);
      if (session.current === current) session.current = null;
      setPhase('idle');
      setLevel(0);
      setError(failure);
    },
    [releaseMedia],
  );

  const handleUploaded = useCallback(
    (current: TRecordingSession, meetingId: string | null) => {
      endSession(current, null);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.lists() });
      showToast({ message: MEETING_UPLOADED_TOAST, tone: 'success', durationMs: MEETING_UPLOADED_TOAST_MS });
      if (meetingId && isMountedRef.current) onUploadedRef.current?.(meetingId);
    },
    [endSession, queryClient],
  );

  const runUpload = useCallback(
    (current: TRecordingSession, uploadUrl: string | null) => {
      const upload = uploadLiveRecording({
        stream: current.stream,
        metadata: current.metadata,
        uploadUrl,
        onProgress: () => {
          current.failedResumes = 0;
        },
      });
      current.upload = upload;
      upload.finished.then(
        ({ meetingId }) => handleUploaded(current, meetingId),
        async (uploadError: unknown) => {
          if (current.isOver) return;
          const failure =
            uploadError instanceof RecordingUploadError
              ? uploadError
              : new RecordingUploadError({ message: String(uploadError), status: null });
          const url = upload.url() ?? uploadUrl;
          // The token lasts an hour; a longer recording gets a fresh one and carries on.
          const isExpiredToken = failure.status === 401 && !current.hasRefreshedToken;
          if (isExpiredToken) {
            current.hasRefreshedToken = true;
            await queryClient.refetchQueries({ queryKey: identityKeys.current() }).catch(() => {});
          }
          if ((failure.isTransient || isExpiredToken) && current.failedResumes < MAX_UPLOAD_RESUMES) {
            current.failedResumes += 1;
            current.resumeTimer = setTimeout(() => runUpload(current, url), UPLOAD_RESUME_DELAY_MS);
            return;
          }
          endSession(current, `The recording could not be uploaded: ${failure.message}`);
        },
      );
    },
    [endSession, handleUploaded, queryClient],
  );

  const start = useCallback(
    async ({ includeTabAudio }: TStartRecordingOptions) => {
      if (session.current || phase !== 'idle') return;
      setError(null);
      const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;
      const Recorder = typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder;
      if (!mediaDevices?.getUserMedia || !Recorder || (includeTabAudio && !mediaDevices.getDisplayMedia)) {
        setError(UNSUPPORTED_MESSAGE);
        return;
      }
      setPhase('starting');
      const tracks: MediaStreamTrack[] = [];
      const fail = (message: string) => {
        stopTracks(tracks);
        setPhase('idle');
        setError(message);
      };

      // The tab picker first: browsers only open it straight after the click, not after a microphone prompt.
      let tab: MediaStream | null = null;
      if (includeTabAudio) {
        try {
          tab = await mediaDevices.getDisplayMedia({ audio: true, video: true });
        } catch (tabError) {
          fail(mediaErrorMessage({ error: tabError, source: 'tab' }));
          return;
        }
        tracks.push(...tab.getTracks());
        if (tab.getAudioTracks().length === 0) {
          fail(NO_TAB_AUDIO_MESSAGE);
          return;
        }
      }
      let microphone: MediaStream;
      try {
        microphone = await mediaDevices.getUserMedia({ audio: true });
      } catch (microphoneError) {
        fail(mediaErrorMessage({ error: microphoneError, source: 'microphone' }));
        return;
      }
      tracks.push(...microphone.getTracks());

      let graph: TAudioGraph | null = null;
      let recorder: MediaRecorder;
      try {
        graph = buildAudioGraph({ microphone, tab });
        const mimeType = pickRecordingMimeType((type) => Recorder.isTypeSupported(type));
        recorder = new Recorder(graph.recorded, mimeType ? { mimeType } : undefined);
      } catch (setupError) {
        void graph?.audioContext?.close().catch(() => {});
        fail(setupError instanceof Error && setupError.message ? setupError.message : UNSUPPORTED_MESSAGE);
        return;
      }

      const startedAt = new Date();
      const filetype = recorder.mimeType || pickRecordingMimeType((type) => Recorder.isTypeSupported(type));
      const current: TRecordingSession = {
        recorder,
        stream: createRecordingStream(),
        metadata: {
          filename: `recording-${startedAt.toISOString().replace(/[:.]/g, '-')}.${recordingExtension(filetype)}`,
          filetype: filetype || 'audio/webm',
          title: recordingTitle(startedAt),
          startedAt: startedAt.toISOString(),
        },
        tracks,
        audioContext: graph.audioContext,
        analyser: graph.analyser,
        upload: null,
        resumeTimer: null,
        failedResumes: 0,
        hasRefreshedToken: false,
        isOver: false,
      };
      recorder.addEventListener('dataavailable', (event) => current.stream.push(event.data));
      // The last chunk arrives before 'stop': closing then tells tus the final length.
      recorder.addEventListener('stop', () => {
        current.stream.close();
        releaseMedia(current);
      });
      recorder.addEventListener('error', () => {
        if (recorder.state !== 'inactive') recorder.stop();
      });
      session.current = current;
      recorder.start(RECORDING_TIMESLICE_MS);
      runUpload(current, null);
      setElapsedMs(0);
      setPhase('recording');
    },
    [phase, releaseMedia, runUpload],
  );

  /** Ends the recording; the upload finishes in the background and the meeting then appears in the list. */
  const stop = useCallback(() => {
    const current = session.current;
    if (!current || current.recorder.state === 'inactive') return;
    current.recorder.stop();
    setPhase('finishing');
    setLevel(0);
  }, []);

  const dismissError = useCallback(() => setError(null), []);

  // The clock and the meter, only while recording.
  useEffect(() => {
    if (phase !== 'recording') return;
    const startedAt = Date.now();
    const clock = setInterval(() => setElapsedMs(Date.now() - startedAt), CLOCK_TICK_MS);
    const samples = new Uint8Array(512);
    const meter = setInterval(() => {
      const analyser = session.current?.analyser;
      if (!analyser) return;
      analyser.getByteTimeDomainData(samples);
      setLevel(levelOfSamples(samples));
    }, LEVEL_TICK_MS);
    return () => {
      clearInterval(clock);
      clearInterval(meter);
    };
  }, [phase]);

  // Leaving the page mid-recording would lose the last chunk and leave the upload unfinished: ask first.
  useEffect(() => {
    if (phase !== 'recording' && phase !== 'finishing') return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [phase]);

  // Navigating away inside the app stops the recording; its upload still completes in the background.
  useEffect(
    () => () => {
      const current = session.current;
      if (current && current.recorder.state !== 'inactive') current.recorder.stop();
    },
    [],
  );

  return { phase, error, elapsedMs, level, start, stop, dismissError };
};
