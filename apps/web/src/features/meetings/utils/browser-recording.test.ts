import { describe, expect, it } from 'vitest';
import {
  levelOfSamples,
  mediaErrorMessage,
  pickRecordingMimeType,
  recordingExtension,
} from './browser-recording';

describe('pickRecordingMimeType', () => {
  it('prefers Opus in WebM, then falls back to what the browser supports', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingMimeType(() => false)).toBe('');
  });

  it('names the file after the recorded type', () => {
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('audio/ogg;codecs=opus')).toBe('ogg');
    expect(recordingExtension('audio/mp4')).toBe('m4a');
    expect(recordingExtension('')).toBe('webm');
  });
});

describe('mediaErrorMessage', () => {
  const named = (name: string) => new DOMException('denied', name);

  it('explains a refused microphone, a missing one and a busy one differently', () => {
    expect(mediaErrorMessage({ error: named('NotAllowedError'), source: 'microphone' })).toMatch(
      /Allow microphone access/,
    );
    expect(mediaErrorMessage({ error: named('NotFoundError'), source: 'microphone' })).toMatch(
      /No microphone was found/,
    );
    expect(mediaErrorMessage({ error: named('NotReadableError'), source: 'microphone' })).toMatch(/busy/);
  });

  it('says tab sharing was cancelled when the user closes the picker', () => {
    expect(mediaErrorMessage({ error: named('NotAllowedError'), source: 'tab' })).toMatch(
      /Tab sharing was cancelled/,
    );
  });
});

describe('levelOfSamples', () => {
  it('is 0 for silence and grows with loudness, up to 1', () => {
    expect(levelOfSamples(new Uint8Array(64).fill(128))).toBe(0);
    const quiet = levelOfSamples(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 136 : 120)));
    const loud = levelOfSamples(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 255 : 0)));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBe(1);
    expect(quiet).toBeLessThan(loud);
  });
});
