import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stripUnstorableCharacters } from '@ting/contracts';
import { AppError } from '../../http/app-error';
import type { RecordingTranscriber } from '../../providers/transcription/recording-transcriber';
import { MediaError } from '../../providers/transcription/recording-transcriber';
import { detectRecording, NotARecordingError } from '../meetings/media-type';
import type { TTranscription } from './transcribe.schemas';

/**
 * The largest dictation accepted. The web app stops recording after 5 minutes; Chrome's Opus at its
 * default 128 kbit/s fills 4.8 MB in that time (Safari's AAC in mp4 about as much), so 10 MB leaves room
 * for a higher bitrate or a short WAV while keeping one request's disk use small and well under the
 * 25 MB a speech server such as OpenAI's takes in one upload.
 */
export const MAX_DICTATION_BYTES = 10 * 1024 * 1024;

export const NOT_CONFIGURED_MESSAGE = 'Speech-to-text is not configured on this server.';
export const NOT_AUDIO_MESSAGE =
  'The voice recording is not audio. Send what the browser recorded (webm, ogg, mp4 or wav).';

/** A body that went past `MAX_DICTATION_BYTES` while it was read (sent without a Content-Length). */
export class DictationTooLargeError extends AppError {
  constructor() {
    super(
      'VALIDATION_ERROR',
      `The voice recording is over ${MAX_DICTATION_BYTES / (1024 * 1024)} MB. Record a shorter message.`,
    );
    this.name = 'DictationTooLargeError';
  }
}

export type TranscribeService = {
  /** Whether a speech-to-text server is configured. */
  readonly isAvailable: boolean;
  /**
   * Types the audio from its bytes, stages it in a private folder, and sends it through ffmpeg to the
   * configured speech server. Throws `NotARecordingError` (not audio), `DictationTooLargeError`, or
   * CONFLICT without a speech server.
   */
  transcribe(options: {
    body: Readable;
    declaredType: string | undefined;
    signal?: AbortSignal;
  }): Promise<TTranscription>;
};

/** Counts bytes as they pass and fails the stream once there are more than `limit`. */
const byteLimit = (limit: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new DictationTooLargeError() : null, chunk);
    },
  });
};

/** Short speech (dictating a message to the assistant) through the same transcriber recordings use. */
export function createTranscribeService(options: {
  /** Undefined when no speech-to-text server is configured. */
  transcriber: RecordingTranscriber | undefined;
  /** Where dictations are staged while ffmpeg and the speech server work on them. */
  workDir: string;
}): TranscribeService {
  const { transcriber } = options;
  return {
    isAvailable: transcriber !== undefined,

    async transcribe({ body, declaredType, signal }) {
      if (!transcriber) {
        // Not NOT_CONNECTED: no one in the organization can connect anything; the operator configures it.
        body.resume();
        throw new AppError('CONFLICT', NOT_CONFIGURED_MESSAGE);
      }
      // Piped, not passed: a refusal destroys only the counter, so the request's socket stays open
      // for the 413 or 415 answer.
      const limited = body.pipe(byteLimit(MAX_DICTATION_BYTES));
      body.once('error', (error) => limited.destroy(error));
      let audio: Awaited<ReturnType<typeof detectRecording>>;
      try {
        audio = await detectRecording({ body: limited, declaredType });
      } catch (error) {
        if (error instanceof NotARecordingError) throw new NotARecordingError(NOT_AUDIO_MESSAGE);
        throw error;
      }
      await mkdir(options.workDir, { recursive: true });
      const workDir = await mkdtemp(path.join(options.workDir, 'dictation-'));
      try {
        const inputPath = path.join(workDir, `dictation.${audio.extension}`);
        await pipeline(audio.body, createWriteStream(inputPath), { signal });
        let segments: Awaited<ReturnType<RecordingTranscriber['transcribeRecording']>>['segments'];
        try {
          ({ segments } = await transcriber.transcribeRecording({ inputPath, workDir, signal }));
        } catch (error) {
          // Undecodable or silent audio is the client's to fix; ffmpeg's own message says how.
          if (error instanceof MediaError && !error.retryable)
            throw new AppError('VALIDATION_ERROR', error.message);
          throw error;
        }
        const text = segments
          .map((segment) => segment.text.trim())
          .filter((part) => part.length > 0)
          .join(' ');
        return { text: stripUnstorableCharacters(text) };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
