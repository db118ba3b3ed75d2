import { execFile } from 'node:child_process';
import { open, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { resolveFfmpegPath } from '../ffmpeg-path';
import { parseWavHeader, type WavInfo } from '../wav-header';

const execFileAsync = promisify(execFile);

let ffmpegPathPromise: Promise<string> | null = null;

/** The ffmpeg the tests use: resolved as production does (FFMPEG_PATH, system, bundled). */
export function ffmpegForTests(): Promise<string> {
  ffmpegPathPromise ??= resolveFfmpegPath({ configuredPath: process.env.FFMPEG_PATH });
  return ffmpegPathPromise;
}

/** Runs ffmpeg with the given arguments to make a fixture; throws with its stderr when it fails. */
export async function makeWithFfmpeg(args: string[]): Promise<void> {
  const ffmpegPath = await ffmpegForTests();
  try {
    await execFileAsync(ffmpegPath, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args]);
  } catch (error) {
    throw new Error(`ffmpeg ${args.join(' ')} failed: ${(error as { stderr?: string }).stderr ?? error}`);
  }
}

/**
 * A 16 kHz mono WAV made of tones and silences, e.g. `[{tone: 3}, {silence: 2}, {tone: 3}]`
 * (seconds), built with lavfi sources and the concat filter.
 */
export async function makeToneAndSilenceWav(options: {
  path: string;
  parts: Array<{ tone: number } | { silence: number }>;
}): Promise<void> {
  const inputs: string[] = [];
  const labels: string[] = [];
  options.parts.forEach((part, index) => {
    // `-t` on the input, because old ffmpeg builds (the bundled 4.1) have no anullsrc `d` option.
    if ('tone' in part)
      inputs.push('-f', 'lavfi', '-t', String(part.tone), '-i', 'sine=frequency=440:sample_rate=16000');
    else inputs.push('-f', 'lavfi', '-t', String(part.silence), '-i', 'anullsrc=r=16000:cl=mono');
    labels.push(`[${index}:a]`);
  });
  const filter = `${labels.map((label, index) => `${label}aformat=sample_rates=16000:channel_layouts=mono[p${index}]`).join(';')};${labels.map((_, index) => `[p${index}]`).join('')}concat=n=${labels.length}:v=0:a=1[out]`;
  await makeWithFfmpeg([
    ...inputs,
    '-filter_complex',
    filter,
    '-map',
    '[out]',
    '-c:a',
    'pcm_s16le',
    options.path,
  ]);
}

/** The header of a WAV file on disk. */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(4096);
    const { bytesRead } = await file.read(header, 0, header.length, 0);
    const info = parseWavHeader(header.subarray(0, bytesRead));
    if (!info) throw new Error(`${path} is not a WAV file`);
    return info;
  } finally {
    await file.close();
  }
}

/** The loudest 16-bit sample of a mono WAV between two times (reads only that stretch). */
export async function peakAmplitude(options: {
  path: string;
  fromMs: number;
  toMs: number;
}): Promise<number> {
  const info = await readWavInfo(options.path);
  const bytesPerMs = (info.sampleRate * info.channels * (info.bitsPerSample / 8)) / 1000;
  const start = Math.max(0, Math.floor(options.fromMs * bytesPerMs) & ~1);
  const end = Math.min(info.dataBytes, Math.floor(options.toMs * bytesPerMs) & ~1);
  const file = await open(options.path, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, end - start));
    await file.read(buffer, 0, buffer.length, info.dataOffset + start);
    let peak = 0;
    for (let offset = 0; offset + 1 < buffer.length; offset += 2) {
      peak = Math.max(peak, Math.abs(buffer.readInt16LE(offset)));
    }
    return peak;
  } finally {
    await file.close();
  }
}

/** The 44-byte header of a 16 kHz mono 16-bit PCM WAV file holding `dataBytes` of samples. */
export function wavHeader(options: { dataBytes: number }): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(Math.min(36 + options.dataBytes, 0xffffffff), 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(options.dataBytes, 40);
  return header;
}

/** A silent 16 kHz mono 16-bit WAV written directly, for tests that need no ffmpeg. */
export async function writeSilentWav(options: { path: string; durationMs: number }): Promise<void> {
  const dataBytes = Math.round(options.durationMs * 16) * 2;
  await writeFile(options.path, Buffer.concat([wavHeader({ dataBytes }), Buffer.alloc(dataBytes)]));
}
