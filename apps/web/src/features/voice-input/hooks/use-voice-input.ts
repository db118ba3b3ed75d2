import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http-client';
import { transcribeAudio } from '../api/transcribe-audio';
import { useTranscriptionAvailability } from '../api/use-transcription-availability-query';
import { browserSpeechRecognition } from '../utils/browser-speech-recognition';
import { microphoneErrorMessage, VOICE_INPUT_MESSAGES } from '../utils/voice-input-messages';
import { startBrowserDictation } from './browser-dictation';
import { canRecordAudio, startRecorderDictation, type TDictation } from './recorder-dictation';

/**
 * A dictation stops itself here: a message to the assistant is a minute at most, and 5 minutes of
 * Opus (about 5 MB) stays well under the server's 10 MB limit.
 */
export const MAX_DICTATION_MS = 5 * 60_000;
const CLOCK_TICK_MS = 250;

export type TVoiceInputPhase = 'idle' | 'starting' | 'recording' | 'transcribing';

/**
 * Dictation for a text input: the server's speech-to-text when it has one (MediaRecorder, then
 * `POST /api/transcribe`), else the browser's own speech recognition, else a message saying why not.
 * `onText` receives the words for the caller to put into its input.
 */
export const useVoiceInput = ({ onText }: { onText: (text: string) => void }) => {
  const { ensureAvailability } = useTranscriptionAvailability();
  const [phase, setPhase] = useState<TVoiceInputPhase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const dictation = useRef<TDictation | null>(null);
  const transcription = useRef<AbortController | null>(null);
  const isMounted = useRef(true);
  // The caller's latest handler, so a dictation started before a re-render delivers to the current one.
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const deliver = useCallback((text: string) => {
    const words = text.trim();
    if (words) onTextRef.current(words);
    else setMessage(VOICE_INPUT_MESSAGES.noSpeech);
  }, []);

  const transcribe = useCallback(
    async (audio: Blob) => {
      dictation.current = null;
      if (!isMounted.current) return;
      setPhase('transcribing');
      const controller = new AbortController();
      transcription.current = controller;
      try {
        deliver(await transcribeAudio({ audio, signal: controller.signal }));
      } catch (error) {
        if (controller.signal.aborted) return;
        setMessage(error instanceof HttpError ? error.message : VOICE_INPUT_MESSAGES.recognitionFailed);
      } finally {
        if (transcription.current === controller) {
          transcription.current = null;
          if (isMounted.current) setPhase('idle');
        }
      }
    },
    [deliver],
  );

  const fail = useCallback((failure: string) => {
    dictation.current = null;
    if (!isMounted.current) return;
    setPhase('idle');
    setMessage(failure);
  }, []);

  const startWithServer = useCallback(async () => {
    try {
      dictation.current = await startRecorderDictation({ onRecorded: transcribe, onFailed: fail });
    } catch (error) {
      fail(microphoneErrorMessage(error));
      return;
    }
    if (!isMounted.current) {
      dictation.current.cancel();
      return;
    }
    setPhase('recording');
  }, [fail, transcribe]);

  const start = useCallback(async () => {
    if (phase !== 'idle') return;
    setMessage(null);
    setElapsedMs(0);
    setPhase('starting');
    const isServerAvailable = await ensureAvailability();
    if (!isMounted.current) return;
    if (isServerAvailable && canRecordAudio()) {
      await startWithServer();
      return;
    }
    const Recognition = browserSpeechRecognition();
    if (!Recognition) {
      fail(VOICE_INPUT_MESSAGES.noEngine);
      return;
    }
    try {
      dictation.current = startBrowserDictation({
        Recognition,
        onText: deliver,
        onFailed: setMessage,
        onEnded: () => {
          dictation.current = null;
          if (isMounted.current) setPhase('idle');
        },
      });
      setPhase('recording');
    } catch {
      fail(VOICE_INPUT_MESSAGES.recognitionFailed);
    }
  }, [deliver, ensureAvailability, fail, phase, startWithServer]);

  /** Ends the recording; the text follows once the words are recognised. */
  const stop = useCallback(() => {
    if (phase !== 'recording' || !dictation.current) return;
    setPhase('transcribing');
    dictation.current.stop();
  }, [phase]);

  const dismissMessage = useCallback(() => setMessage(null), []);

  // The clock, and the stop at the longest dictation.
  useEffect(() => {
    if (phase !== 'recording') return;
    const startedAt = Date.now();
    const clock = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setElapsedMs(elapsed);
      if (elapsed >= MAX_DICTATION_MS) {
        setPhase('transcribing');
        dictation.current?.stop();
      }
    }, CLOCK_TICK_MS);
    return () => clearInterval(clock);
  }, [phase]);

  // Leaving the page drops the dictation: nothing is sent, and the microphone is let go.
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      dictation.current?.cancel();
      dictation.current = null;
      transcription.current?.abort();
    };
  }, []);

  return { phase, message, elapsedMs, start, stop, dismissMessage };
};
