import { rm } from 'node:fs/promises';
import { MediaError } from './media-error';
import { normalisedWavOutputArgs } from './normalise-audio';
import { parseFfmpegTimestamp, runFfmpeg } from './run-ffmpeg';

/** A stretch of (near) silence, in milliseconds from the start of the file. */
export type Silence = { startMs: number; endMs: number };

/** One piece of a recording to transcribe on its own; pieces are contiguous and cover the file. */
export type ChunkSpan = { startMs: number; endMs: number };

export type DetectSilencesOptions = {
  ffmpegPath: string;
  audioPath: string;
  /** Shortest pause that counts as a silence. */
  minSilenceSeconds?: number;
  /** Level below which sound counts as silence; -30 dB keeps room noise and breathing out of speech. */
  noiseDb?: number;
  signal?: AbortSignal;
};

export type PlanChunksOptions = DetectSilencesOptions & {
  /** No chunk is longer than this. */
  maxChunkSeconds: number;
};

export type ExtractChunkOptions = ChunkSpan & {
  ffmpegPath: string;
  audioPath: string;
  outputPath: string;
  signal?: AbortSignal;
};

const DEFAULT_MIN_SILENCE_SECONDS = 0.5;
const DEFAULT_NOISE_DB = -30;

/** Runs ffmpeg's `silencedetect` over the file: its duration and every silence in order. */
export async function detectSilences(
  options: DetectSilencesOptions,
): Promise<{ durationMs: number; silences: Silence[] }> {
  const minSilenceSeconds = options.minSilenceSeconds ?? DEFAULT_MIN_SILENCE_SECONDS;
  const noiseDb = options.noiseDb ?? DEFAULT_NOISE_DB;
  const silences: Silence[] = [];
  let openSilenceStartMs: number | null = null;
  let headerDurationMs: number | null = null;
  let lastTimeMs: number | null = null;

  const result = await runFfmpeg({
    ffmpegPath: options.ffmpegPath,
    args: [
      '-nostdin',
      '-hide_banner',
      '-nostats',
      '-i',
      options.audioPath,
      '-map',
      '0:a:0',
      '-af',
      `silencedetect=noise=${noiseDb}dB:d=${minSilenceSeconds}`,
      '-f',
      'null',
      '-',
    ],
    signal: options.signal,
    onStderrLine: (line) => {
      const start = /silence_start: (-?[\d.]+)/.exec(line);
      if (start?.[1]) openSilenceStartMs = Math.max(0, Math.round(Number(start[1]) * 1000));
      const end = /silence_end: (-?[\d.]+)/.exec(line);
      if (end?.[1] && openSilenceStartMs !== null) {
        silences.push({ startMs: openSilenceStartMs, endMs: Math.round(Number(end[1]) * 1000) });
        openSilenceStartMs = null;
      }
      const duration = /^\s*Duration: (\d+:\d{2}:\d{2}(?:\.\d+)?)/.exec(line);
      if (duration?.[1] && headerDurationMs === null) headerDurationMs = parseFfmpegTimestamp(duration[1]);
      const time = /\btime=\s*(\d+:\d{2}:\d{2}(?:\.\d+)?)/.exec(line);
      if (time?.[1]) lastTimeMs = parseFfmpegTimestamp(time[1]) ?? lastTimeMs;
    },
  });
  if (result.exitCode !== 0) {
    throw new MediaError({
      code: 'FAILED',
      message: `ffmpeg could not scan ${options.audioPath} for silences: ${result.stderrTail.at(-1) ?? 'no output'}`,
      ffmpegOutput: result.stderrTail.join('\n'),
    });
  }

  const durationMs = lastTimeMs ?? headerDurationMs ?? 0;
  // Older ffmpeg builds never close a silence that runs to the end of the file.
  if (openSilenceStartMs !== null && openSilenceStartMs < durationMs) {
    silences.push({ startMs: openSilenceStartMs, endMs: durationMs });
  }
  return { durationMs, silences };
}

/**
 * Cuts `[0, durationMs]` into chunks of at most `maxChunkMs`. Each cut goes in the middle of the
 * latest silence that starts before the limit (clamped into the part of the silence that is at
 * most the limit), so a chunk is as long as allowed without splitting a word. A silence is only
 * used when the cut leaves the chunk at least half the limit long, so one early pause cannot make
 * many short chunks; with no such silence the cut is hard, at the limit.
 */
export function chooseChunks(options: {
  durationMs: number;
  silences: Silence[];
  maxChunkMs: number;
}): ChunkSpan[] {
  const { durationMs, maxChunkMs } = options;
  if (!(maxChunkMs > 0)) throw new RangeError(`maxChunkMs must be positive, got ${maxChunkMs}`);
  if (durationMs <= 0) return [];
  const silences = [...options.silences].sort((a, b) => a.startMs - b.startMs);

  const chunks: ChunkSpan[] = [];
  let cursor = 0;
  while (durationMs - cursor > maxChunkMs) {
    const limit = cursor + maxChunkMs;
    const earliest = cursor + maxChunkMs / 2;
    let best: number | null = null;
    for (const silence of silences) {
      if (silence.startMs >= limit) break;
      if (silence.endMs <= earliest) continue;
      const low = Math.max(silence.startMs, earliest);
      const high = Math.min(silence.endMs, limit);
      const cut = Math.min(Math.max((silence.startMs + silence.endMs) / 2, low), high);
      if (best === null || cut > best) best = cut;
    }
    const cut = Math.floor(best ?? limit);
    chunks.push({ startMs: cursor, endMs: cut });
    cursor = cut;
  }
  chunks.push({ startMs: cursor, endMs: durationMs });
  return chunks;
}

/** Plans the chunks of an audio file for speech-to-text: silences from ffmpeg, then {@link chooseChunks}. */
export async function planChunks(options: PlanChunksOptions): Promise<ChunkSpan[]> {
  const { durationMs, silences } = await detectSilences(options);
  return chooseChunks({ durationMs, silences, maxChunkMs: Math.round(options.maxChunkSeconds * 1000) });
}

/** Writes `[startMs, endMs)` of the audio file as a normalised WAV file of its own. */
export async function extractChunk(options: ExtractChunkOptions): Promise<void> {
  const result = await runFfmpeg({
    ffmpegPath: options.ffmpegPath,
    args: [
      '-nostdin',
      '-hide_banner',
      '-nostats',
      '-y',
      // Input seeking: on PCM WAV it jumps straight to the byte, and stays sample-exact.
      '-ss',
      (options.startMs / 1000).toFixed(3),
      '-i',
      options.audioPath,
      '-t',
      ((options.endMs - options.startMs) / 1000).toFixed(3),
      '-map',
      '0:a:0',
      ...normalisedWavOutputArgs(options.outputPath),
    ],
    signal: options.signal,
  }).catch(async (error: unknown) => {
    await rm(options.outputPath, { force: true });
    throw error;
  });
  if (result.exitCode !== 0) {
    await rm(options.outputPath, { force: true });
    throw new MediaError({
      code: 'FAILED',
      message: `ffmpeg could not cut ${options.startMs}–${options.endMs} ms out of ${options.audioPath}: ${result.stderrTail.at(-1) ?? 'no output'}`,
      ffmpegOutput: result.stderrTail.join('\n'),
    });
  }
}
