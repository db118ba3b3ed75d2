import { execFile } from 'node:child_process';
import { access, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError } from './media-error';
import { normaliseAudio } from './normalise-audio';
import { ffmpegForTests, makeWithFfmpeg, readWavInfo, wavHeader } from './test-support/ffmpeg-fixtures';

const execFileAsync = promisify(execFile);

describe('normaliseAudio', () => {
  let dir: string;
  let ffmpegPath: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'normalise-audio-'));
    ffmpegPath = await ffmpegForTests();
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const exists = (path: string) =>
    access(path).then(
      () => true,
      () => false,
    );

  it.each([
    { name: 'stereo 44.1 kHz Ogg Vorbis', file: 'speech.ogg', codec: ['-c:a', 'libvorbis'] },
    { name: 'stereo 44.1 kHz M4A', file: 'speech.m4a', codec: ['-c:a', 'aac'] },
    { name: 'stereo 44.1 kHz WAV', file: 'speech.wav', codec: ['-c:a', 'pcm_s16le'] },
  ])('turns $name into 16 kHz mono 16-bit WAV and reports its duration', async ({ file, codec }) => {
    const inputPath = join(dir, file);
    await makeWithFfmpeg([
      ...['-f', 'lavfi', '-t', '3.5', '-i', 'sine=frequency=300:sample_rate=44100'],
      ...['-ac', '2', ...codec, inputPath],
    ]);
    const outputPath = join(dir, `${file}.normalised.wav`);
    const progress: number[] = [];
    const { durationMs } = await normaliseAudio({
      ffmpegPath,
      inputPath,
      outputPath,
      onProgress: ({ processedMs }) => progress.push(processedMs),
    });
    const info = await readWavInfo(outputPath);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, dataOffset: 44 });
    expect(Math.abs(durationMs - 3_500)).toBeLessThan(60);
    expect(Math.abs(info.durationMs - durationMs)).toBeLessThan(20);
    expect(progress.at(-1)).toBe(durationMs);
  });

  it('keeps the audio of a video and drops the picture', async () => {
    const inputPath = join(dir, 'meeting.mp4');
    await makeWithFfmpeg([
      ...['-f', 'lavfi', '-t', '2', '-i', 'testsrc=size=160x120:rate=10'],
      ...['-f', 'lavfi', '-t', '2', '-i', 'sine=frequency=500:sample_rate=48000'],
      ...['-c:v', 'mpeg4', '-c:a', 'aac', '-shortest', inputPath],
    ]);
    const outputPath = join(dir, 'meeting.wav');
    const { durationMs } = await normaliseAudio({ ffmpegPath, inputPath, outputPath });
    expect(Math.abs(durationMs - 2_000)).toBeLessThan(100);
    expect(await readWavInfo(outputPath)).toMatchObject({ sampleRate: 16_000, channels: 1 });
  });

  it('says the recording has no audio track for a video without sound, and leaves no output', async () => {
    const inputPath = join(dir, 'silent-film.mp4');
    await makeWithFfmpeg([
      '-f',
      'lavfi',
      '-t',
      '1',
      '-i',
      'testsrc=size=160x120:rate=10',
      '-c:v',
      'mpeg4',
      inputPath,
    ]);
    const outputPath = join(dir, 'silent-film.wav');
    const error = await normaliseAudio({ ffmpegPath, inputPath, outputPath }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({
      code: 'NO_AUDIO',
      message: 'The recording has no audio track',
      retryable: false,
    });
    expect(await exists(outputPath)).toBe(false);
  });

  it('says ffmpeg cannot read a text file renamed to .mp3', async () => {
    const inputPath = join(dir, 'notes.mp3');
    await writeFile(inputPath, 'Agenda:\n1. Pricing\n2. Next steps\n'.repeat(20));
    const error = await normaliseAudio({ ffmpegPath, inputPath, outputPath: join(dir, 'notes.wav') }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: 'UNREADABLE', retryable: false });
    expect((error as MediaError).message).toMatch(/^This file is not a recording ffmpeg can read/);
    expect((error as MediaError).ffmpegOutput).toBeTruthy();
  });

  it('stops ffmpeg and removes the partial output when aborted', async () => {
    // A named pipe that delivers a WAV header and 10 s of audio, then stalls: ffmpeg has started
    // writing its output and waits for more input until it is killed.
    const inputPath = join(dir, 'stalled.wav');
    await execFileAsync('mkfifo', [inputPath]);
    const outputPath = join(dir, 'stalled.normalised.wav');
    const controller = new AbortController();
    const pending = normaliseAudio({ ffmpegPath, inputPath, outputPath, signal: controller.signal });
    const writer = await open(inputPath, 'w');
    try {
      await writer.write(wavHeader({ dataBytes: 1_000_000_000 }));
      await writer.write(Buffer.alloc(10 * 32_000, 1));
      for (let waited = 0; !(await exists(outputPath)) && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await exists(outputPath)).toBe(true);
      controller.abort(new Error('user cancelled'));
      await expect(pending).rejects.toThrow('user cancelled');
      expect(await exists(outputPath)).toBe(false);
    } finally {
      await writer.close();
    }
  });

  it('reports a missing ffmpeg binary as FFMPEG_UNAVAILABLE', async () => {
    const error = await normaliseAudio({
      ffmpegPath: join(dir, 'no-such-ffmpeg'),
      inputPath: join(dir, 'anything.mp3'),
      outputPath: join(dir, 'anything.wav'),
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'MediaError', code: 'FFMPEG_UNAVAILABLE' });
  });
});
