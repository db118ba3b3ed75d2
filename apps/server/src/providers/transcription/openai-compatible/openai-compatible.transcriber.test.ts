import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { normaliseAudio } from '../../media/normalise-audio';
import { type ChunkSpan, detectSilences, planChunks } from '../../media/silence-split';
import {
  ffmpegForTests,
  makeToneAndSilenceWav,
  makeWithFfmpeg,
  peakAmplitude,
  readWavInfo,
} from '../../media/test-support/ffmpeg-fixtures';
import { TranscriptionError } from './errors';
import { createOpenAiCompatibleTranscriber } from './openai-compatible.transcriber';
import {
  type FakeTranscriptionServer,
  fakeChunkText,
  startFakeTranscriptionServer,
} from './test-support/fake-transcription-server';

const execFileAsync = promisify(execFile);

const hasEspeak = spawnSync('espeak-ng', ['--version']).status === 0;
// Locally the speech test may be skipped; in CI espeak-ng is installed and the test must run.
const canRunSpeechTest = hasEspeak || Boolean(process.env.CI);
if (!canRunSpeechTest) {
  console.warn(
    'Skipping the end-to-end speech-to-text test: espeak-ng is not installed (apt-get install espeak-ng). CI always runs it.',
  );
}

/** −30 dBFS, the level silencedetect is run at: below it a stretch counts as silence. */
const SILENCE_PEAK = Math.round(32_768 * 10 ** (-30 / 20));

const SPEECH = [
  'Thanks everyone for joining the quarterly review with the Acme team today. We will start with pricing.',
  'Our current proposal is forty dollars per seat per month, with a discount for annual billing.',
  'Maria asked whether the discount also applies to the analytics add on. I said we would check.',
  'The rollout plan has three phases. The first phase covers the sales team in Berlin and Paris.',
  'The second phase adds customer support, and the third phase brings in the partner managers.',
  'John raised a concern about single sign on. Their security team needs a review before the pilot.',
  'We agreed to send the security questionnaire by Friday, together with our data processing terms.',
  'Next, we looked at the integration with their customer relationship management system.',
  'They use custom objects for renewals, so the field mapping needs a workshop with their admin.',
  'Priya will schedule that workshop for the week after next, ideally on Tuesday afternoon.',
  'On training, they would like two live sessions and a recording for people who cannot attend.',
  'Budget approval comes from the finance director, who joins the next call on the fifteenth.',
  'Decision: we start the pilot with twenty five users on the first of next month.',
  'Action item for me: update the order form with the pilot terms and send it to Maria.',
  'Action item for John: confirm the list of pilot users and their team leads by Wednesday.',
  'Maria mentioned that their renewal with the current vendor ends in the autumn.',
  'So the pilot needs to show results within eight weeks to make that decision in time.',
  'We proposed three success metrics: time saved on notes, data quality, and adoption.',
  'John wants a weekly report on adoption, sent to him and to the finance director.',
  'Open question: whether call recordings may be stored outside the European Union.',
  'We will ask our legal team for a written answer before the security review.',
  'That covers everything on the agenda. Thanks again, and talk to you all next week.',
];
const GAP_SECONDS = 1.5;

describe.skipIf(!canRunSpeechTest)('OpenAI-compatible transcriber, end to end on espeak-ng speech', () => {
  let dir: string;
  let ffmpegPath: string;
  let uploadPath: string;
  let audioPath: string;
  let expectedDurationMs: number;
  let normalised: { durationMs: number };
  let chunks: ChunkSpan[];
  let server: FakeTranscriptionServer | null = null;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stt-e2e-'));
    ffmpegPath = await ffmpegForTests();

    // About three minutes of speech: sentences spoken by espeak-ng with 1.5 s of silence between
    // them, joined by ffmpeg's concat demuxer and encoded as an M4A upload.
    const piecePaths = SPEECH.map((_, index) => join(dir, `piece-${String(index).padStart(2, '0')}.wav`));
    await Promise.all(
      SPEECH.map((text, index) =>
        execFileAsync('espeak-ng', ['-s', '140', '-g', '3', '-w', piecePaths[index]!, text]),
      ),
    );
    const gapPath = join(dir, 'gap.wav');
    await makeWithFfmpeg([
      ...['-f', 'lavfi', '-t', String(GAP_SECONDS), '-i', 'anullsrc=r=22050:cl=mono'],
      ...['-c:a', 'pcm_s16le', gapPath],
    ]);
    const listPath = join(dir, 'list.txt');
    await writeFile(listPath, piecePaths.map((path) => `file '${path}'\nfile '${gapPath}'\n`).join(''));
    uploadPath = join(dir, 'meeting.m4a');
    await makeWithFfmpeg([
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      listPath,
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      uploadPath,
    ]);

    const pieceDurations = await Promise.all(
      piecePaths.map(async (path) => (await readWavInfo(path)).durationMs),
    );
    expectedDurationMs = pieceDurations.reduce((sum, ms) => sum + ms, 0) + SPEECH.length * GAP_SECONDS * 1000;

    audioPath = join(dir, 'meeting.wav');
    normalised = await normaliseAudio({ ffmpegPath, inputPath: uploadPath, outputPath: audioPath });
    chunks = await planChunks({ ffmpegPath, audioPath, maxChunkSeconds: 60 });
  });

  afterEach(async () => {
    await server?.close();
    server = null;
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('normalises the M4A upload to 16 kHz mono 16-bit WAV of the same duration', async () => {
    expect(expectedDurationMs).toBeGreaterThan(170_000);
    expect(Math.abs(normalised.durationMs - expectedDurationMs)).toBeLessThan(250);
    const info = await readWavInfo(audioPath);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(Math.abs(info.durationMs - normalised.durationMs)).toBeLessThan(20);
  });

  it('plans contiguous chunks of at most 60 s, cut in silences', async () => {
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks[0]?.startMs).toBe(0);
    expect(Math.abs((chunks.at(-1)?.endMs ?? 0) - normalised.durationMs)).toBeLessThan(50);
    const { silences } = await detectSilences({ ffmpegPath, audioPath });
    for (const [index, chunk] of chunks.entries()) {
      expect(chunk.endMs - chunk.startMs).toBeLessThanOrEqual(60_000);
      // Only a silence at least half way to the limit may end a chunk; the last one is what is left.
      if (index < chunks.length - 1) expect(chunk.endMs - chunk.startMs).toBeGreaterThanOrEqual(30_000);
      if (index === 0) continue;
      const cut = chunk.startMs;
      expect(cut).toBe(chunks[index - 1]?.endMs);
      // Inside a silence ffmpeg found, and quiet in the samples themselves either side of the cut.
      expect(silences.some((silence) => silence.startMs <= cut && cut <= silence.endMs)).toBe(true);
      expect(await peakAmplitude({ path: audioPath, fromMs: cut - 100, toMs: cut + 100 })).toBeLessThan(
        SILENCE_PEAK,
      );
    }
  });

  it('transcribes every chunk through the server, retrying the one that failed, on the recording’s timeline', async () => {
    let failedDurationMs: number | null = null;
    server = await startFakeTranscriptionServer({
      apiKey: 'sk-local',
      respond: (request, index) => {
        if (index !== 0) return undefined;
        failedDurationMs = request.wav?.durationMs ?? null;
        return { status: 503, body: { error: { message: 'model is loading' } } };
      },
    });
    const tempDir = join(dir, 'stt-temp');
    const transcriber = createOpenAiCompatibleTranscriber({
      baseUrl: server.baseUrl,
      apiKey: 'sk-local',
      model: 'Systran/faster-whisper-small',
      ffmpegPath,
      maxChunkSeconds: 60,
      concurrency: 3,
      retries: 3,
      retryBaseDelayMs: 20,
      tempDir,
    });
    expect(transcriber.engine).toBe('openai-compatible:Systran/faster-whisper-small');

    const result = await transcriber.transcribe({ audioPath, language: 'en' });

    expect(result.language).toBe('en');
    // Two segments per chunk (the blank one the server adds is dropped), in order.
    expect(result.segments).toHaveLength(chunks.length * 2);
    const starts = result.segments.map((segment) => segment.startMs);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const [index, chunk] of chunks.entries()) {
      const lengthMs = chunk.endMs - chunk.startMs;
      const [first, second] = result.segments.slice(index * 2, index * 2 + 2);
      expect(first).toMatchObject({
        speaker: null,
        text: fakeChunkText({ durationMs: lengthMs, half: 'first' }),
      });
      expect(second?.text).toBe(fakeChunkText({ durationMs: lengthMs, half: 'second' }));
      expect(Math.abs((first?.startMs ?? -1) - chunk.startMs)).toBeLessThanOrEqual(1);
      expect(Math.abs((first?.endMs ?? -1) - (chunk.startMs + lengthMs / 2))).toBeLessThanOrEqual(1);
      expect(Math.abs((second?.endMs ?? -1) - chunk.endMs)).toBeLessThanOrEqual(1);
    }

    // Every chunk uploaded once as 16 kHz mono WAV of its planned length, and the failed one twice.
    const uploads = server.requests;
    expect(uploads).toHaveLength(chunks.length + 1);
    for (const upload of uploads) {
      expect(upload).toMatchObject({
        model: 'Systran/faster-whisper-small',
        responseFormat: 'verbose_json',
        timestampGranularities: ['segment'],
        language: 'en',
        authorization: 'Bearer sk-local',
        wav: expect.objectContaining({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 }),
      });
    }
    const uploadedLengths = uploads.map((upload) => upload.wav?.durationMs);
    expect(uploadedLengths.filter((ms) => ms === failedDurationMs)).toHaveLength(2);
    expect(new Set(uploadedLengths)).toEqual(new Set(chunks.map((chunk) => chunk.endMs - chunk.startMs)));

    expect(await readdir(tempDir)).toEqual([]);
  });

  it('fails without retrying when the server refuses the key, and cleans up', async () => {
    server = await startFakeTranscriptionServer({ apiKey: 'sk-right' });
    const tempDir = join(dir, 'stt-temp-refused');
    const transcriber = createOpenAiCompatibleTranscriber({
      baseUrl: server.baseUrl,
      apiKey: 'sk-wrong',
      model: 'whisper-1',
      ffmpegPath,
      maxChunkSeconds: 60,
      retryBaseDelayMs: 20,
      tempDir,
    });
    const error = await transcriber.transcribe({ audioPath }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranscriptionError);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', retryable: false });
    expect((error as Error).message).toMatch(
      /^The speech-to-text server refused the API key \(TRANSCRIBE_API_KEY\)/,
    );
    // At most one request per chunk that had started (concurrency 3), none repeated.
    expect(server.requests.length).toBeLessThanOrEqual(3);
    const lengths = server.requests.map((request) => request.wav?.durationMs);
    expect(new Set(lengths).size).toBe(lengths.length);
    expect(await readdir(tempDir)).toEqual([]);
  });
});

describe('OpenAI-compatible transcriber', () => {
  let dir: string;
  let ffmpegPath: string;
  let shortPath: string;
  let longPath: string;
  let server: FakeTranscriptionServer | null = null;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stt-transcriber-'));
    ffmpegPath = await ffmpegForTests();
    shortPath = join(dir, 'short.wav');
    longPath = join(dir, 'long.wav');
    await makeToneAndSilenceWav({ path: shortPath, parts: [{ tone: 3 }, { silence: 1 }, { tone: 2 }] });
    await makeToneAndSilenceWav({
      path: longPath,
      parts: [
        { tone: 8 },
        { silence: 1 },
        { tone: 8 },
        { silence: 1 },
        { tone: 8 },
        { silence: 1 },
        { tone: 8 },
      ],
    });
  });

  afterEach(async () => {
    await server?.close();
    server = null;
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const transcriberFor = (baseUrl: string, options: { retries?: number; maxChunkSeconds?: number } = {}) =>
    createOpenAiCompatibleTranscriber({
      baseUrl,
      model: 'whisper-1',
      ffmpegPath,
      retryBaseDelayMs: 10,
      tempDir: join(dir, 'temp'),
      ...options,
    });

  it('uploads audio that fits in one chunk as it is, without cutting it', async () => {
    server = await startFakeTranscriptionServer();
    const result = await transcriberFor(server.baseUrl).transcribe({ audioPath: shortPath });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ fileName: 'short.wav', language: null });
    expect(result.segments.map((segment) => segment.text)).toEqual([
      fakeChunkText({ durationMs: 6_000, half: 'first' }),
      fakeChunkText({ durationMs: 6_000, half: 'second' }),
    ]);
    expect(result.language).toBe('en');
  });

  it('returns the language hint when the server reports none', async () => {
    server = await startFakeTranscriptionServer({
      respond: () => ({ status: 200, body: { text: 'Hallo.' } }),
    });
    const result = await transcriberFor(server.baseUrl).transcribe({ audioPath: shortPath, language: 'de' });
    expect(result).toEqual({
      language: 'de',
      segments: [{ startMs: 0, endMs: 6_000, speaker: null, text: 'Hallo.' }],
    });
  });

  it('gives up on a chunk after the configured retries with a retryable error that says where', async () => {
    server = await startFakeTranscriptionServer({
      respond: () => ({ status: 502, body: { error: { message: 'bad gateway' } } }),
    });
    const error = await transcriberFor(server.baseUrl, { retries: 2 })
      .transcribe({ audioPath: shortPath })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranscriptionError);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', retryable: true });
    expect((error as Error).message).toContain('gave up on 00:00–00:06 of the recording after 3 attempts');
    expect(server.requests).toHaveLength(3);
    expect(await readdir(join(dir, 'temp'))).toEqual([]);
  });

  it('stops every chunk and removes its files when the caller aborts', async () => {
    let received = 0;
    const controller = new AbortController();
    server = await startFakeTranscriptionServer({
      respond: () => {
        received += 1;
        if (received === 2) controller.abort(new Error('meeting deleted'));
        return { status: 503, body: { error: { message: 'busy' } } };
      },
    });
    const pending = transcriberFor(server.baseUrl, { maxChunkSeconds: 10, retries: 5 }).transcribe({
      audioPath: longPath,
      signal: controller.signal,
    });
    await expect(pending).rejects.toThrow('meeting deleted');
    expect(await readdir(join(dir, 'temp'))).toEqual([]);
  });

  it('cuts long audio into chunks and offsets each chunk’s segments by its start', async () => {
    server = await startFakeTranscriptionServer();
    const result = await transcriberFor(server.baseUrl, { maxChunkSeconds: 10 }).transcribe({
      audioPath: longPath,
    });
    // Silences at 8–9, 17–18 and 26–27 s: cuts at 8.5, 17.5 and 26.5 s.
    expect(
      result.segments.filter((segment) => segment.text.endsWith('first half')).map((s) => s.startMs),
    ).toEqual([0, 8_500, 17_500, 26_500]);
    expect(result.segments.at(-1)?.endMs).toBe(35_000);
  });
});
