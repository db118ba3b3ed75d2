import { execFile, spawn } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CALL_DURATION_SECONDS, CALL_UTTERANCES } from './call-script.js';

const SAMPLE_RATE = 16_000;
/** Bump when the script or the encoding changes, so a cached file is made again. */
const MEDIA_VERSION = 1;
/** A pitch per speaker, so the recording "sounds" like turns being taken. */
const SPEAKER_PITCH_HZ: Record<number, number> = { 100: 210, 200: 140, 300: 245, 400: 120 };

/**
 * The recording of the scripted call as 16-bit mono PCM: a voiced tone (pitch per speaker, a few
 * harmonics, a soft envelope) during every transcript word, silence between them. Not speech,
 * but it lines up exactly with the transcript's timestamps.
 */
export function synthesizeCallPcm(): Buffer {
  const samples = new Int16Array(CALL_DURATION_SECONDS * SAMPLE_RATE);
  for (const utterance of CALL_UTTERANCES) {
    const pitch = SPEAKER_PITCH_HZ[utterance.participant.id] ?? 180;
    for (const word of utterance.words) {
      const first = Math.floor(word.start * SAMPLE_RATE);
      const last = Math.min(samples.length, Math.floor(word.end * SAMPLE_RATE));
      const length = Math.max(1, last - first);
      for (let index = first; index < last; index += 1) {
        const t = index / SAMPLE_RATE;
        const envelope = Math.sin((Math.PI * (index - first)) / length) ** 2;
        const vibrato = 1 + 0.02 * Math.sin(2 * Math.PI * 5 * t);
        const phase = 2 * Math.PI * pitch * vibrato * t;
        const voiced = 0.6 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.15 * Math.sin(3 * phase);
        samples[index] = Math.round(voiced * envelope * 0.3 * 32767);
      }
    }
  }
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

export type CallMedia = {
  /** Path of the MP4 (H.264 still picture + AAC mono), made on first call and cached in dataDir. */
  videoPath(): Promise<string>;
  /** Kills an ffmpeg under way. */
  close(): void;
};

/** The call recording served as every bot's `video_mixed` (format mp4), made once with ffmpeg. */
export function createCallMedia(dataDir: string): CallMedia {
  const directory = join(dataDir, 'recall-media');
  const path = join(directory, `sales-call-v${MEDIA_VERSION}.mp4`);
  const controller = new AbortController();
  let making: Promise<string> | undefined;

  async function make(): Promise<string> {
    try {
      if ((await stat(path)).size > 0) return path;
    } catch {
      // Not made yet.
    }
    await mkdir(directory, { recursive: true });
    const ffmpeg = await resolveFfmpeg();
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      await encode({ ffmpeg, output: temporary, signal: controller.signal });
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true });
    }
    return path;
  }

  return {
    videoPath() {
      making ??= make().catch((error: unknown) => {
        making = undefined;
        throw error;
      });
      return making;
    },
    close() {
      controller.abort();
    },
  };
}

function encode({ ffmpeg, output, signal }: { ffmpeg: string; output: string; signal: AbortSignal }) {
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=0x1f2328:s=320x180:r=1'],
    ...['-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'],
    ...['-map', '0:v', '-map', '1:a'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '48k', '-t', String(CALL_DURATION_SECONDS), '-movflags', '+faststart'],
    ...['-f', 'mp4', output],
  ];
  return new Promise<void>((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error) =>
      reject(new Error(`Sandbox Recall could not run ${ffmpeg}: ${error.message}`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`Sandbox Recall: ffmpeg exited with ${code} making the call recording: ${stderr.trim()}`),
        );
    });
    // ffmpeg may stop reading early (e.g. on an error); its exit code tells what happened.
    child.stdin.on('error', () => undefined);
    child.stdin.end(synthesizeCallPcm());
  });
}

let ffmpegPromise: Promise<string> | undefined;

/** FFMPEG_PATH, else the system's ffmpeg, else the one @ffmpeg-installer/ffmpeg ships (as the server does). */
export function resolveFfmpeg(): Promise<string> {
  ffmpegPromise ??= (async () => {
    const configured = process.env.FFMPEG_PATH?.trim();
    if (configured) return configured;
    if (await runs('ffmpeg')) return 'ffmpeg';
    try {
      return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    } catch (error) {
      throw new Error(
        `Sandbox Recall needs ffmpeg to make the call recording: none on PATH and @ffmpeg-installer/ffmpeg has none for this platform (${String(error)}). Install ffmpeg or set FFMPEG_PATH.`,
      );
    }
  })().catch((error: unknown) => {
    ffmpegPromise = undefined;
    throw error;
  });
  return ffmpegPromise;
}

function runs(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(command, ['-version'], { timeout: 10_000, windowsHide: true }, (error, stdout) => {
      resolve(!error && stdout.startsWith('ffmpeg version'));
    });
  });
}
