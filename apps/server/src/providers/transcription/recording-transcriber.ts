import path from 'node:path';
import { MediaError, normaliseAudio, resolveFfmpegPath } from '../media';
import { createOpenAiCompatibleTranscriber } from './openai-compatible';
import type { Transcriber } from './transcriber';
import type { TranscriptSegment } from './transcript-segment';

/** Turns a stored recording (any container) into transcript segments: ffmpeg first, then speech-to-text. */
export type RecordingTranscriber = {
  readonly engine: string;
  transcribeRecording(options: {
    inputPath: string;
    workDir: string;
    signal?: AbortSignal;
  }): Promise<{ segments: TranscriptSegment[]; language: string | null; durationMs: number }>;
};

export { MediaError };

/** The OpenAI-compatible server of config; ffmpeg is resolved on first use (FFMPEG_PATH, system, bundled). */
export function createRecordingTranscriber(options: {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  chunkSeconds: number;
  concurrency: number;
  ffmpegPath: string | undefined;
}): RecordingTranscriber {
  let ready: Promise<{ ffmpegPath: string; transcriberFor: (tempDir: string) => Transcriber }> | undefined;
  const prepare = () => {
    ready ??= resolveFfmpegPath({ configuredPath: options.ffmpegPath }).then((ffmpegPath) => ({
      ffmpegPath,
      transcriberFor: (tempDir: string) =>
        createOpenAiCompatibleTranscriber({
          baseUrl: options.baseUrl,
          apiKey: options.apiKey,
          model: options.model,
          ffmpegPath,
          tempDir,
          maxChunkSeconds: options.chunkSeconds,
          concurrency: options.concurrency,
        }),
    }));
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };

  return {
    engine: `openai-compatible:${options.model}`,
    async transcribeRecording({ inputPath, workDir, signal }) {
      const { ffmpegPath, transcriberFor } = await prepare();
      const audioPath = path.join(workDir, 'normalised.wav');
      const { durationMs } = await normaliseAudio({ ffmpegPath, inputPath, outputPath: audioPath, signal });
      const { segments, language } = await transcriberFor(workDir).transcribe({ audioPath, signal });
      return { segments, language, durationMs };
    },
  };
}
