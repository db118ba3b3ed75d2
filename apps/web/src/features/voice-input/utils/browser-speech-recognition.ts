/**
 * The parts of the Web Speech API's `SpeechRecognition` the voice input uses. TypeScript's DOM library
 * does not declare it (only Chromium and Safari ship it, Chromium as `webkitSpeechRecognition`).
 */
export type TSpeechRecognition = EventTarget & {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
};

export type TSpeechRecognitionConstructor = new () => TSpeechRecognition;

/** A `result` event: each result's first alternative is the best guess. */
export type TSpeechRecognitionResultEvent = Event & {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
};

export type TSpeechRecognitionErrorEvent = Event & { error: string };

/** The browser's own speech recognition, when it has one. */
export const browserSpeechRecognition = (): TSpeechRecognitionConstructor | null => {
  const scope = window as unknown as {
    SpeechRecognition?: TSpeechRecognitionConstructor;
    webkitSpeechRecognition?: TSpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
};

/** The final text of the results from `resultIndex` on, best alternatives joined. */
export const finalTranscriptOf = (event: TSpeechRecognitionResultEvent): string => {
  const parts: string[] = [];
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    const best = result?.[0]?.transcript.trim();
    if (result?.isFinal && best) parts.push(best);
  }
  return parts.join(' ');
};
