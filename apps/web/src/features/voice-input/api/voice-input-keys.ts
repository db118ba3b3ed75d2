export const voiceInputKeys = {
  all: ['voice-input'] as const,
  /** Whether the server has a speech-to-text engine (a deployment fact: it does not change while the page is open). */
  availability: () => [...voiceInputKeys.all, 'availability'] as const,
};
