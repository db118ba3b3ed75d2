import { open, rm } from 'node:fs/promises';
import { MediaError } from './media-error';
import { parseFfmpegTimestamp, runFfmpeg } from './run-ffmpeg';
import { parseWavHeader } from './wav-header';

/** The format every recording is normalised to, and that speech-to-text chunks are cut from. */
export const NORMALISED_AUDIO = {
  sampleRate: 16_000,
  channels: 1,
  bitsPerSample: 16,
  extension: 'wav',
  mimeType: 'audio/wav',
} as const;

/** ffmpeg output arguments for a `NORMALISED_AUDIO` WAV file, with a plain 44-byte header (no encoder tags). */
export function normalisedWavOutputArgs(outputPath: string): string[] {
  return [
    '-ac',
    String(NORMALISED_AUDIO.channels),
    '-ar',
    String(NORMALISED_AUDIO.sampleRate),
    '-c:a',
    'pcm_s16le',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-f',
    'wav',
    outputPath,
  ];
}

export type NormaliseAudioOptions = {
  ffmpegPath: string;
  inputPath: string;
  /** Where the WAV file goes; overwritten if it exists, removed again if normalising fails. */
  outputPath: string;
  signal?: AbortSignal;
  /** Progress as ffmpeg reports it; `totalMs` is null when the container does not say (e.g. browser WebM). */
  onProgress?: (progress: { processedMs: number; totalMs: number | null }) => void;
};

/**
 * Converts any recording ffmpeg can read (mp3, m4a, wav, webm, mp4, ogg, …) into 16 kHz mono 16-bit
 * PCM WAV, keeping only the first audio stream. WAV rather than FLAC because every
 * OpenAI-compatible server accepts it (whisper.cpp's server without `--convert` accepts little
 * else), chunks can be cut from it sample-exactly without decoding, and its header states the
 * exact duration; the price is size (1.92 MB a minute, so a 10-minute chunk is 19.2 MB, under
 * OpenAI's 25 MB upload limit).
 */
export async function normaliseAudio(options: NormaliseAudioOptions): Promise<{ durationMs: number }> {
  let hasOpenedInput = false;
  let inputDurationMs: number | null = null;
  let lastTimeMs: number | null = null;

  const args = [
    '-nostdin',
    '-hide_banner',
    '-y',
    '-i',
    options.inputPath,
    '-map',
    '0:a:0',
    '-vn',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    // Fill timestamp gaps (browser recordings have them) and pad a late start, so that times in
    // the transcript match the original recording's timeline.
    '-af',
    'aresample=async=1:first_pts=0',
    ...normalisedWavOutputArgs(options.outputPath),
  ];

  let result: Awaited<ReturnType<typeof runFfmpeg>>;
  try {
    result = await runFfmpeg({
      ffmpegPath: options.ffmpegPath,
      args,
      signal: options.signal,
      onStderrLine: (line) => {
        if (line.startsWith('Input #0')) hasOpenedInput = true;
        const duration = /^\s*Duration: (\d+:\d{2}:\d{2}(?:\.\d+)?)/.exec(line);
        if (duration?.[1] && inputDurationMs === null) inputDurationMs = parseFfmpegTimestamp(duration[1]);
        const time = /\btime=\s*(\d+:\d{2}:\d{2}(?:\.\d+)?)/.exec(line);
        if (time?.[1]) {
          lastTimeMs = parseFfmpegTimestamp(time[1]) ?? lastTimeMs;
          if (lastTimeMs !== null)
            options.onProgress?.({ processedMs: lastTimeMs, totalMs: inputDurationMs });
        }
      },
    });
  } catch (error) {
    await rm(options.outputPath, { force: true });
    throw error;
  }

  if (result.exitCode !== 0) {
    await rm(options.outputPath, { force: true });
    throw classifyFailure({ stderrTail: result.stderrTail, hasOpenedInput, inputPath: options.inputPath });
  }

  const durationMs = lastTimeMs ?? (await readWavDurationMs(options.outputPath));
  if (!durationMs) {
    await rm(options.outputPath, { force: true });
    throw new MediaError({
      code: 'EMPTY',
      message: 'The recording is empty: its audio track holds no sound',
      ffmpegOutput: result.stderrTail.join('\n'),
    });
  }
  return { durationMs };
}

function classifyFailure(options: {
  stderrTail: string[];
  hasOpenedInput: boolean;
  inputPath: string;
}): MediaError {
  const output = options.stderrTail.join('\n');
  // The wording differs between ffmpeg versions: "Stream map '0:a:0' matches no streams" (all),
  // "Output file #0 does not contain any stream" (≤ 5) and "Output file does not contain any stream" (≥ 6).
  if (/matches no streams|does not contain any stream/.test(output)) {
    return new MediaError({
      code: 'NO_AUDIO',
      message: 'The recording has no audio track',
      ffmpegOutput: output,
    });
  }
  if (!options.hasOpenedInput) {
    if (/No such file or directory/.test(output)) {
      return new MediaError({
        code: 'FAILED',
        message: `The recording file ${options.inputPath} does not exist`,
        ffmpegOutput: output,
      });
    }
    return new MediaError({
      code: 'UNREADABLE',
      message: 'This file is not a recording ffmpeg can read: it is damaged or not audio or video',
      ffmpegOutput: output,
    });
  }
  if (
    /Invalid data found|Error while decoding|could not find codec parameters|Decoder .* not found/i.test(
      output,
    )
  ) {
    return new MediaError({
      code: 'UNREADABLE',
      message:
        'The recording could not be decoded: it is damaged or uses an audio format ffmpeg does not support',
      ffmpegOutput: output,
    });
  }
  const lastLine = options.stderrTail.at(-1) ?? 'no output';
  return new MediaError({
    code: 'FAILED',
    message: `ffmpeg could not convert the recording: ${lastLine}`,
    ffmpegOutput: output,
  });
}

async function readWavDurationMs(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(4096);
    const { bytesRead } = await file.read(header, 0, header.length, 0);
    return parseWavHeader(header.subarray(0, bytesRead))?.durationMs ?? null;
  } finally {
    await file.close();
  }
}
