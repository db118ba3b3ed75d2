import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseChunks, detectSilences, extractChunk, planChunks } from './silence-split';
import {
  ffmpegForTests,
  makeToneAndSilenceWav,
  peakAmplitude,
  readWavInfo,
} from './test-support/ffmpeg-fixtures';

describe('chooseChunks', () => {
  it('keeps audio no longer than the limit in one chunk', () => {
    expect(chooseChunks({ durationMs: 60_000, silences: [], maxChunkMs: 60_000 })).toEqual([
      { startMs: 0, endMs: 60_000 },
    ]);
  });

  it('returns no chunks for empty audio', () => {
    expect(chooseChunks({ durationMs: 0, silences: [], maxChunkMs: 60_000 })).toEqual([]);
  });

  it('cuts in the middle of the latest silence before the limit', () => {
    const chunks = chooseChunks({
      durationMs: 100_000,
      silences: [
        { startMs: 40_000, endMs: 41_000 },
        { startMs: 55_000, endMs: 56_000 },
        { startMs: 70_000, endMs: 71_000 },
      ],
      maxChunkMs: 60_000,
    });
    expect(chunks).toEqual([
      { startMs: 0, endMs: 55_500 },
      { startMs: 55_500, endMs: 100_000 },
    ]);
  });

  it('cuts at the limit when a silence runs across it', () => {
    const chunks = chooseChunks({
      durationMs: 90_000,
      silences: [{ startMs: 59_000, endMs: 65_000 }],
      maxChunkMs: 60_000,
    });
    expect(chunks[0]).toEqual({ startMs: 0, endMs: 60_000 });
  });

  it('ignores silences that would leave a chunk shorter than half the limit', () => {
    const chunks = chooseChunks({
      durationMs: 90_000,
      silences: [{ startMs: 10_000, endMs: 12_000 }],
      maxChunkMs: 60_000,
    });
    expect(chunks).toEqual([
      { startMs: 0, endMs: 60_000 },
      { startMs: 60_000, endMs: 90_000 },
    ]);
  });

  it('falls back to hard cuts at the limit when there is no silence', () => {
    expect(chooseChunks({ durationMs: 25_000, silences: [], maxChunkMs: 10_000 })).toEqual([
      { startMs: 0, endMs: 10_000 },
      { startMs: 10_000, endMs: 20_000 },
      { startMs: 20_000, endMs: 25_000 },
    ]);
  });

  it('covers long audio with contiguous chunks none longer than the limit', () => {
    const silences = Array.from({ length: 200 }, (_, index) => ({
      startMs: index * 17_300 + 9_000,
      endMs: index * 17_300 + 9_800,
    }));
    const chunks = chooseChunks({ durationMs: 3_600_000, silences, maxChunkMs: 600_000 });
    expect(chunks[0]?.startMs).toBe(0);
    expect(chunks.at(-1)?.endMs).toBe(3_600_000);
    for (const [index, chunk] of chunks.entries()) {
      expect(chunk.endMs - chunk.startMs).toBeLessThanOrEqual(600_000);
      if (index > 0) expect(chunk.startMs).toBe(chunks[index - 1]?.endMs);
    }
  });
});

describe('silence detection and chunk extraction with ffmpeg', () => {
  let dir: string;
  let ffmpegPath: string;
  let tonesPath: string;
  let continuousPath: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'silence-split-'));
    ffmpegPath = await ffmpegForTests();
    tonesPath = join(dir, 'tones.wav');
    continuousPath = join(dir, 'continuous.wav');
    // Tones 8 s apart from 1–2 s silences: 0–8 tone, 8–10 silence, 10–18 tone, 18–19 silence, …
    await makeToneAndSilenceWav({
      path: tonesPath,
      parts: [
        { tone: 8 },
        { silence: 2 },
        { tone: 8 },
        { silence: 1 },
        { tone: 8 },
        { silence: 1.5 },
        { tone: 6 },
      ],
    });
    await makeToneAndSilenceWav({ path: continuousPath, parts: [{ tone: 25 }] });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds each silence and the duration', async () => {
    const { durationMs, silences } = await detectSilences({ ffmpegPath, audioPath: tonesPath });
    expect(durationMs).toBeGreaterThan(34_450);
    expect(durationMs).toBeLessThan(34_550);
    expect(silences).toHaveLength(3);
    expect(silences[0]?.startMs).toBeCloseTo(8_000, -2);
    expect(silences[0]?.endMs).toBeCloseTo(10_000, -2);
    expect(silences[2]?.startMs).toBeCloseTo(27_000, -2);
  });

  it('plans cuts in the middle of silences, within the limit', async () => {
    const chunks = await planChunks({ ffmpegPath, audioPath: tonesPath, maxChunkSeconds: 20 });
    expect(chunks).toHaveLength(2);
    // The latest silence before 20 s is 18–19 s; from there the rest (15.5 s) fits in one chunk.
    expect(chunks[0]?.endMs).toBeGreaterThan(18_400);
    expect(chunks[0]?.endMs).toBeLessThan(18_600);
    expect(chunks[1]?.endMs).toBeGreaterThan(34_450);
    for (const chunk of chunks.slice(1)) {
      expect(
        await peakAmplitude({ path: tonesPath, fromMs: chunk.startMs - 100, toMs: chunk.startMs + 100 }),
      ).toBe(0);
    }
  });

  it('cuts hard at the limit when the audio has no silence', async () => {
    const chunks = await planChunks({ ffmpegPath, audioPath: continuousPath, maxChunkSeconds: 10 });
    expect(chunks.map((chunk) => chunk.startMs)).toEqual([0, 10_000, 20_000]);
    expect(chunks.at(-1)?.endMs).toBeCloseTo(25_000, -2);
  });

  it('extracts a chunk sample-exactly as 16 kHz mono WAV', async () => {
    const outputPath = join(dir, 'piece.wav');
    await extractChunk({ ffmpegPath, audioPath: tonesPath, startMs: 9_000, endMs: 19_250, outputPath });
    const info = await readWavInfo(outputPath);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(info.dataBytes).toBe(10_250 * 32);
    // 9–10 s of the source is silence, then the tone (lavfi sine peaks at 1/8 of full scale) starts.
    expect(await peakAmplitude({ path: outputPath, fromMs: 0, toMs: 990 })).toBe(0);
    expect(await peakAmplitude({ path: outputPath, fromMs: 1_010, toMs: 2_000 })).toBeGreaterThan(2_000);
  });
});
