import { pickRecordingMimeType } from '../../meetings/utils/browser-recording';
import { VOICE_INPUT_MESSAGES } from '../utils/voice-input-messages';

/** A dictation under way: `stop` ends it and hands over what was heard; `cancel` drops it. */
export type TDictation = { stop(): void; cancel(): void };

/** Whether this browser can record the microphone for the server's speech-to-text. */
export const canRecordAudio = (): boolean =>
  Boolean((navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia) &&
  typeof MediaRecorder !== 'undefined';

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * Records the microphone with MediaRecorder into one in-memory recording (a dictation is short; the
 * caller stops it at 5 minutes). Throws what `getUserMedia` throws when the microphone is refused.
 */
export const startRecorderDictation = async ({
  onRecorded,
  onFailed,
}: {
  /** The whole recording, once stopped; typed as the browser recorded it (e.g. `audio/webm;codecs=opus`). */
  onRecorded: (audio: Blob) => void;
  onFailed: (message: string) => void;
}): Promise<TDictation> => {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  } catch (error) {
    stopTracks(stream);
    throw error;
  }
  const chunks: Blob[] = [];
  let isOver = false;
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  // The last chunk arrives just before 'stop'.
  recorder.addEventListener('stop', () => {
    stopTracks(stream);
    if (isOver) return;
    isOver = true;
    onRecorded(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
  });
  recorder.addEventListener('error', () => {
    if (isOver) return;
    isOver = true;
    if (recorder.state !== 'inactive') recorder.stop();
    stopTracks(stream);
    onFailed(VOICE_INPUT_MESSAGES.microphoneFailed);
  });
  recorder.start();
  return {
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
    },
    cancel: () => {
      isOver = true;
      if (recorder.state !== 'inactive') recorder.stop();
      stopTracks(stream);
    },
  };
};
