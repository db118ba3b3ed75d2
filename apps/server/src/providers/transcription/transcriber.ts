import type { TranscriptSegment } from './transcript-segment';

/**
 * The speech-to-text capability. Implementations: any OpenAI-compatible `/v1/audio/transcriptions`
 * server. (Transcripts that arrive as files or from the meeting bot need no transcriber.)
 */
export interface Transcriber {
  /** Names the engine and model on the meeting, e.g. `openai-compatible:whisper-1`. */
  readonly engine: string;
  /** Transcribes an audio file already normalised to 16 kHz mono (see providers/media). */
  transcribe(options: {
    audioPath: string;
    language?: string;
    signal?: AbortSignal;
  }): Promise<{ segments: TranscriptSegment[]; language: string | null }>;
}
