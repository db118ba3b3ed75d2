/** Preferred first: Opus in WebM is small and what Chrome, Edge and Firefox record natively. */
const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** The first type MediaRecorder supports, or '' to let the browser choose. */
export const pickRecordingMimeType = (isTypeSupported: (mimeType: string) => boolean): string =>
  RECORDING_MIME_TYPES.find((mimeType) => isTypeSupported(mimeType)) ?? '';

/** The file extension the server recognises for a recorded type. */
export const recordingExtension = (mimeType: string): string => {
  if (mimeType.includes('ogg')) return 'ogg';
  if (mimeType.includes('mp4')) return 'm4a';
  return 'webm';
};

export type TMediaSource = 'microphone' | 'tab';

const errorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : '';

/** What to tell the user when the browser refuses a microphone or tab capture. */
export const mediaErrorMessage = ({ error, source }: { error: unknown; source: TMediaSource }): string => {
  const name = errorName(error);
  if (source === 'tab') {
    if (name === 'NotAllowedError' || name === 'AbortError') {
      return 'Tab sharing was cancelled. Press Record again and pick the tab of your meeting, or untick "Include audio from a tab".';
    }
    return 'Ting could not capture the tab. Press Record again, or untick "Include audio from a tab".';
  }
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return "Ting may not use your microphone. Allow microphone access in your browser's address bar, then press Record again.";
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No microphone was found. Connect one, then press Record again.';
  }
  if (name === 'NotReadableError') {
    return 'Your microphone is busy or blocked by the system. Close other apps using it, then press Record again.';
  }
  return 'Ting could not start the microphone. Press Record again, or upload a recording instead.';
};

/** Loudness of a time-domain frame (bytes centred on 128), scaled so speech fills most of the meter. */
export const levelOfSamples = (samples: Uint8Array): number => {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sumOfSquares += centred * centred;
  }
  return Math.min(1, Math.sqrt(sumOfSquares / samples.length) * 4);
};
