import {
  finalTranscriptOf,
  type TSpeechRecognitionConstructor,
  type TSpeechRecognitionErrorEvent,
  type TSpeechRecognitionResultEvent,
} from '../utils/browser-speech-recognition';
import { recognitionErrorMessage, VOICE_INPUT_MESSAGES } from '../utils/voice-input-messages';
import type { TDictation } from './recorder-dictation';

/**
 * Dictation through the browser's own speech recognition (when the server has no speech-to-text).
 * It asks for the microphone itself; it ends on `stop` or when the browser hears a long pause, and
 * then hands over the text or says why there is none.
 */
export const startBrowserDictation = ({
  Recognition,
  onText,
  onFailed,
  onEnded,
}: {
  Recognition: TSpeechRecognitionConstructor;
  onText: (text: string) => void;
  onFailed: (message: string) => void;
  /** After `onText` or `onFailed`, once the browser has let go of the microphone. */
  onEnded: () => void;
}): TDictation => {
  const recognition = new Recognition();
  recognition.lang = navigator.language || 'en-US';
  recognition.continuous = true;
  recognition.interimResults = false;
  const parts: string[] = [];
  let failure: string | null = null;
  let isCancelled = false;
  recognition.addEventListener('result', (event) => {
    const text = finalTranscriptOf(event as TSpeechRecognitionResultEvent);
    if (text) parts.push(text);
  });
  recognition.addEventListener('error', (event) => {
    failure = recognitionErrorMessage((event as TSpeechRecognitionErrorEvent).error) ?? failure;
  });
  recognition.addEventListener('end', () => {
    if (isCancelled) return;
    const text = parts.join(' ').trim();
    if (text) onText(text);
    else onFailed(failure ?? VOICE_INPUT_MESSAGES.noSpeech);
    onEnded();
  });
  recognition.start();
  return {
    stop: () => recognition.stop(),
    cancel: () => {
      isCancelled = true;
      recognition.abort();
    },
  };
};
