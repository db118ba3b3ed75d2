/** What the voice input tells the user when it cannot dictate, and why. */
export const VOICE_INPUT_MESSAGES = {
  microphoneRefused: 'Microphone access was refused. Allow it in the browser to dictate.',
  noMicrophone: 'No microphone was found. Connect one to dictate.',
  microphoneBusy: 'Your microphone is in use by another app or blocked by the system. Free it to dictate.',
  microphoneFailed: 'The microphone could not be started. Try again.',
  noEngine: 'Voice input needs a speech-to-text server or a browser with speech recognition.',
  noSpeech: 'No speech was heard. Try again and speak closer to the microphone.',
  recognitionUnreachable:
    "The browser's speech recognition could not be reached. Check your connection and try again.",
  recognitionFailed: "The browser's speech recognition stopped unexpectedly. Try again.",
} as const;

const errorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : '';

/** Why `getUserMedia` failed, in the user's terms. */
export const microphoneErrorMessage = (error: unknown): string => {
  const name = errorName(error);
  if (name === 'NotAllowedError' || name === 'SecurityError') return VOICE_INPUT_MESSAGES.microphoneRefused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return VOICE_INPUT_MESSAGES.noMicrophone;
  if (name === 'NotReadableError') return VOICE_INPUT_MESSAGES.microphoneBusy;
  return VOICE_INPUT_MESSAGES.microphoneFailed;
};

/** Why the browser's speech recognition ended with an error (its `error` codes), or null when it is no failure. */
export const recognitionErrorMessage = (code: string): string | null => {
  if (code === 'aborted') return null;
  if (code === 'not-allowed' || code === 'service-not-allowed') return VOICE_INPUT_MESSAGES.microphoneRefused;
  if (code === 'audio-capture') return VOICE_INPUT_MESSAGES.noMicrophone;
  if (code === 'no-speech') return VOICE_INPUT_MESSAGES.noSpeech;
  if (code === 'network') return VOICE_INPUT_MESSAGES.recognitionUnreachable;
  return VOICE_INPUT_MESSAGES.recognitionFailed;
};
