import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ChunkSpan, extractChunk, planChunks } from '../../media/silence-split';
import type { Transcriber } from '../transcriber';
import type { TranscriptSegment } from '../transcript-segment';
import { createOpenAiCompatibleClient, type OpenAiCompatibleClient } from './client';
import { TranscriptionError } from './errors';
import type { ChunkTranscript } from './mappers';

export type OpenAiCompatibleTranscriberOptions = {
  /** e.g. `https://api.openai.com/v1`, `https://api.groq.com/openai/v1`, `http://localhost:8000/v1`. */
  baseUrl: string;
  apiKey?: string;
  /** e.g. `whisper-1`, `whisper-large-v3-turbo` (Groq), `Systran/faster-whisper-small` (speaches). */
  model: string;
  ffmpegPath: string;
  /** Longest chunk sent in one request. 600 s of normalised WAV is 19.2 MB, under OpenAI's 25 MB limit. */
  maxChunkSeconds?: number;
  /** Shortest pause that may become a cut between chunks. */
  minSilenceSeconds?: number;
  /** Chunks transcribed at once. */
  concurrency?: number;
  /** Further attempts per chunk after a retryable failure (rate limit, 5xx, network, timeout). */
  retries?: number;
  /** First backoff; doubles per attempt (with jitter), or the server's `Retry-After` when longer. */
  retryBaseDelayMs?: number;
  requestTimeoutMs?: number;
  /** Where chunk files go (a private folder inside it is made and always removed). */
  tempDir: string;
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
};

export const OPENAI_COMPATIBLE_ENGINE_PREFIX = 'openai-compatible:';

/** Chunks shorter than this hold no word, and OpenAI rejects audio under 0.1 s. */
const MIN_CHUNK_MS = 200;
const MAX_RETRY_DELAY_MS = 60_000;

/**
 * Speech-to-text through any OpenAI-compatible `/audio/transcriptions` server. Long audio is cut at
 * silences into chunks of at most `maxChunkSeconds`, transcribed a few at a time, each retried on
 * its own, and the segments put back on the recording's timeline.
 */
export function createOpenAiCompatibleTranscriber(options: OpenAiCompatibleTranscriberOptions): Transcriber {
  const maxChunkSeconds = options.maxChunkSeconds ?? 600;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 3));
  const retries = Math.max(0, Math.floor(options.retries ?? 3));
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 1000;
  const client = createOpenAiCompatibleClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    model: options.model,
    requestTimeoutMs: options.requestTimeoutMs,
    fetch: options.fetch,
  });

  return {
    engine: `${OPENAI_COMPATIBLE_ENGINE_PREFIX}${options.model}`,

    async transcribe({ audioPath, language, signal }) {
      await mkdir(options.tempDir, { recursive: true });
      const workDir = await mkdtemp(join(options.tempDir, 'transcribe-'));
      try {
        const allChunks = await planChunks({
          ffmpegPath: options.ffmpegPath,
          audioPath,
          maxChunkSeconds,
          minSilenceSeconds: options.minSilenceSeconds,
          signal,
        });
        const chunks = allChunks.filter((chunk) => chunk.endMs - chunk.startMs >= MIN_CHUNK_MS);
        const isWholeFile = allChunks.length === 1;

        const transcripts = await mapWithConcurrency({
          items: chunks,
          concurrency,
          signal,
          run: async (chunk, index, chunkSignal) => {
            // A file that fits in one chunk is uploaded as it is.
            const chunkPath = isWholeFile
              ? audioPath
              : join(workDir, `chunk-${String(index).padStart(4, '0')}.wav`);
            try {
              if (!isWholeFile) {
                await extractChunk({
                  ffmpegPath: options.ffmpegPath,
                  audioPath,
                  ...chunk,
                  outputPath: chunkPath,
                  signal: chunkSignal,
                });
              }
              return await transcribeWithRetries({
                client,
                chunk,
                filePath: chunkPath,
                language,
                retries,
                retryBaseDelayMs,
                signal: chunkSignal,
              });
            } finally {
              if (!isWholeFile) await rm(chunkPath, { force: true });
            }
          },
        });

        return {
          segments: placeOnTimeline({ chunks, transcripts }),
          language: dominantLanguage({ chunks, transcripts }) ?? language ?? null,
        };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

async function transcribeWithRetries(options: {
  client: OpenAiCompatibleClient;
  chunk: ChunkSpan;
  filePath: string;
  language: string | undefined;
  retries: number;
  retryBaseDelayMs: number;
  signal: AbortSignal;
}): Promise<ChunkTranscript> {
  const { chunk, retries, signal } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await options.client.transcribeFile({
        filePath: options.filePath,
        durationMs: chunk.endMs - chunk.startMs,
        language: options.language,
        signal,
      });
    } catch (error) {
      if (!(error instanceof TranscriptionError) || !error.retryable || signal.aborted) throw error;
      if (attempt >= retries) {
        throw new TranscriptionError({
          code: error.code,
          status: error.status ?? undefined,
          message: `${error.message} (gave up on ${formatTime(chunk.startMs)}–${formatTime(chunk.endMs)} of the recording after ${attempt + 1} attempts)`,
          cause: error,
        });
      }
      const backoffMs = options.retryBaseDelayMs * 2 ** attempt * (0.75 + Math.random() * 0.5);
      await sleep(Math.min(MAX_RETRY_DELAY_MS, Math.max(backoffMs, error.retryAfterMs ?? 0)), undefined, {
        signal,
      });
    }
  }
}

/**
 * Runs `run` over the items, at most `concurrency` at a time, keeping their order. The first
 * failure aborts the rest (through the signal each run gets) and is thrown once all have stopped,
 * so nothing still writes to the temporary folder when the caller removes it.
 */
async function mapWithConcurrency<T, R>(options: {
  items: T[];
  concurrency: number;
  signal: AbortSignal | undefined;
  run: (item: T, index: number, signal: AbortSignal) => Promise<R>;
}): Promise<R[]> {
  const { items, signal } = options;
  const controller = new AbortController();
  const stop = () => controller.abort(signal?.reason);
  if (signal?.aborted) stop();
  signal?.addEventListener('abort', stop, { once: true });

  const results = new Array<R>(items.length);
  let firstError = null as { error: unknown } | null;
  let next = 0;
  const worker = async () => {
    while (!controller.signal.aborted && next < items.length) {
      const index = next++;
      try {
        results[index] = await options.run(items[index]!, index, controller.signal);
      } catch (error) {
        firstError ??= { error };
        controller.abort(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, items.length) }, worker));
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  if (signal?.aborted) throw signal.reason;
  if (firstError) throw firstError.error;
  return results;
}

function placeOnTimeline(options: {
  chunks: ChunkSpan[];
  transcripts: ChunkTranscript[];
}): TranscriptSegment[] {
  const segments = options.transcripts.flatMap((transcript, index) => {
    const offsetMs = options.chunks[index]!.startMs;
    return transcript.segments.map((segment) => ({
      startMs: offsetMs + segment.startMs,
      endMs: offsetMs + segment.endMs,
      speaker: null,
      text: segment.text,
    }));
  });
  return segments.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}

/** The language reported for the most audio; chunks of one meeting can disagree on short stretches. */
function dominantLanguage(options: { chunks: ChunkSpan[]; transcripts: ChunkTranscript[] }): string | null {
  const durationByLanguage = new Map<string, number>();
  options.transcripts.forEach((transcript, index) => {
    const chunk = options.chunks[index]!;
    if (!transcript.language) return;
    durationByLanguage.set(
      transcript.language,
      (durationByLanguage.get(transcript.language) ?? 0) + chunk.endMs - chunk.startMs,
    );
  });
  let best: string | null = null;
  for (const [language, durationMs] of durationByLanguage) {
    if (best === null || durationMs > durationByLanguage.get(best)!) best = language;
  }
  return best;
}

function formatTime(ms: number): string {
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = String(Math.floor((totalSeconds % 3600) / 60)).padStart(2, '0');
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${minutes}:${seconds}` : `${minutes}:${seconds}`;
}
