import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeSilentWav } from '../../media/test-support/ffmpeg-fixtures';
import { createOpenAiCompatibleClient } from './client';
import { TranscriptionError } from './errors';
import {
  type FakeReply,
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from './test-support/fake-transcription-server';

describe('OpenAI-compatible transcription client', () => {
  let dir: string;
  let wavPath: string;
  let server: FakeTranscriptionServer | null = null;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stt-client-'));
    wavPath = join(dir, 'chunk-0001.wav');
    await writeSilentWav({ path: wavPath, durationMs: 4_000 });
  });

  afterEach(async () => {
    await server?.close();
    server = null;
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const replying = async (reply: FakeReply) => {
    server = await startFakeTranscriptionServer({ respond: () => reply });
    return server;
  };

  const transcribeAgainst = (
    baseUrl: string,
    options: { apiKey?: string; model?: string; signal?: AbortSignal; requestTimeoutMs?: number } = {},
  ) =>
    createOpenAiCompatibleClient({
      baseUrl,
      apiKey: options.apiKey,
      model: options.model ?? 'whisper-1',
      requestTimeoutMs: options.requestTimeoutMs,
    }).transcribeFile({ filePath: wavPath, durationMs: 4_000, language: 'en', signal: options.signal });

  const failureOf = async (promise: Promise<unknown>) => {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranscriptionError);
    return error as TranscriptionError;
  };

  it('uploads the file as multipart with model, verbose_json, segment timestamps, language and the key', async () => {
    server = await startFakeTranscriptionServer({ apiKey: 'sk-test' });
    const transcript = await transcribeAgainst(`${server.baseUrl}/`, { apiKey: 'sk-test' });

    expect(server.requests).toEqual([
      expect.objectContaining({
        path: '/v1/audio/transcriptions',
        authorization: 'Bearer sk-test',
        model: 'whisper-1',
        responseFormat: 'verbose_json',
        timestampGranularities: ['segment'],
        language: 'en',
        fileName: 'chunk-0001.wav',
        fileType: 'audio/wav',
        fileBytes: 44 + 4_000 * 32,
      }),
    ]);
    expect(transcript).toEqual({
      language: 'en',
      segments: [
        { startMs: 0, endMs: 2_000, text: 'chunk of 4.00 s, first half' },
        { startMs: 2_000, endMs: 4_000, text: 'chunk of 4.00 s, second half' },
      ],
    });
  });

  it('sends no Authorization header when no key is set', async () => {
    server = await startFakeTranscriptionServer();
    await transcribeAgainst(server.baseUrl);
    expect(server.requests[0]?.authorization).toBeNull();
  });

  it('turns a text-only answer into one segment spanning the chunk', async () => {
    const { baseUrl } = await replying({ status: 200, body: { text: ' Hello from a json-only server. ' } });
    expect(await transcribeAgainst(baseUrl)).toEqual({
      language: null,
      segments: [{ startMs: 0, endMs: 4_000, text: 'Hello from a json-only server.' }],
    });
  });

  it('reads nanosecond segment times (as LocalAI documents them) and clamps times into the chunk', async () => {
    const { baseUrl } = await replying({
      status: 200,
      body: {
        language: 'en',
        segments: [
          { start: 0, end: 1_500_000_000, text: 'one' },
          { start: 1_500_000_000, end: 4_200_000_000, text: 'two' },
        ],
      },
    });
    expect((await transcribeAgainst(baseUrl)).segments).toEqual([
      { startMs: 0, endMs: 1_500, text: 'one' },
      { startMs: 1_500, endMs: 4_000, text: 'two' },
    ]);
  });

  it.each([
    {
      status: 401,
      apiKey: 'sk-wrong',
      message: /^The speech-to-text server refused the API key \(TRANSCRIBE_API_KEY\)/,
    },
    {
      status: 403,
      apiKey: 'sk-wrong',
      message: /^The speech-to-text server refused the API key \(TRANSCRIBE_API_KEY\)/,
    },
    { status: 401, apiKey: undefined, message: /requires an API key: set TRANSCRIBE_API_KEY/ },
  ])(
    'reports HTTP $status (key set: $apiKey) as a refused key that retrying cannot fix',
    async ({ status, apiKey, message }) => {
      const { baseUrl } = await replying({
        status,
        body: { error: { message: 'Incorrect API key provided' } },
      });
      const error = await failureOf(transcribeAgainst(baseUrl, { apiKey }));
      expect(error).toMatchObject({ code: 'UNAUTHORIZED', retryable: false, status });
      expect(error.message).toMatch(message);
      expect(error.message).toContain('Incorrect API key provided');
    },
  );

  it('reports 404 as a wrong base URL or model', async () => {
    server = await startFakeTranscriptionServer();
    const error = await failureOf(
      transcribeAgainst(`${server.baseUrl}/nothing-here`, { model: 'whisper-9' }),
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', retryable: false, status: 404 });
    expect(error.message).toContain(`${server.baseUrl}/nothing-here`);
    expect(error.message).toContain('"whisper-9"');
    expect(error.message).toContain('TRANSCRIBE_BASE_URL');
  });

  it('reports 413 as a chunk too large, naming its size', async () => {
    const { baseUrl } = await replying({ status: 413, body: 'Request Entity Too Large' });
    const error = await failureOf(transcribeAgainst(baseUrl));
    expect(error).toMatchObject({ code: 'TOO_LARGE', retryable: false });
    expect(error.message).toContain('0.1 MB');
    expect(error.message).toContain('maxChunkSeconds');
  });

  it('reports 400 as a rejected request with the server’s reason (FastAPI `detail`)', async () => {
    const { baseUrl } = await replying({ status: 400, body: { detail: 'Unsupported language xx' } });
    const error = await failureOf(transcribeAgainst(baseUrl));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', retryable: false });
    expect(error.message).toContain('Unsupported language xx');
  });

  it('reports 429 as retryable, with the Retry-After delay', async () => {
    const { baseUrl } = await replying({
      status: 429,
      body: { error: { message: 'Rate limit reached' } },
      headers: { 'retry-after': '7' },
    });
    expect(await failureOf(transcribeAgainst(baseUrl))).toMatchObject({
      code: 'RATE_LIMITED',
      retryable: true,
      retryAfterMs: 7_000,
    });
  });

  it.each([500, 502, 503, 408])('reports HTTP %i as a retryable server error', async (status) => {
    const { baseUrl } = await replying({ status, body: { error: { message: 'overloaded' } } });
    expect(await failureOf(transcribeAgainst(baseUrl))).toMatchObject({
      code: 'SERVER_ERROR',
      retryable: true,
      status,
    });
  });

  it('reports an unreachable server as a retryable network error', async () => {
    const closed = await startFakeTranscriptionServer();
    await closed.close();
    const error = await failureOf(transcribeAgainst(closed.baseUrl));
    expect(error).toMatchObject({ code: 'NETWORK', retryable: true });
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('reports a server that does not answer in time as a retryable timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const error = await failureOf(
        transcribeAgainst(`http://127.0.0.1:${port}/v1`, { requestTimeoutMs: 200 }),
      );
      expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('passes the caller’s abort through instead of turning it into a transcription error', async () => {
    server = await startFakeTranscriptionServer();
    const controller = new AbortController();
    controller.abort(new Error('meeting deleted'));
    await expect(transcribeAgainst(server.baseUrl, { signal: controller.signal })).rejects.toThrow(
      'meeting deleted',
    );
  });

  it('stops an upload aborted half way without leaving an unhandled rejection behind', async () => {
    const bigPath = join(dir, 'big.wav');
    await writeSilentWav({ path: bigPath, durationMs: 600_000 });
    // A server that never reads the body, so the upload stalls on back-pressure.
    const stalled = createServer((request) => request.pause());
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = stalled.address() as AddressInfo;
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('another chunk failed')), 150);
      const client = createOpenAiCompatibleClient({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        model: 'whisper-1',
      });
      await expect(
        client.transcribeFile({ filePath: bigPath, durationMs: 600_000, signal: controller.signal }),
      ).rejects.toThrow('another chunk failed');
      // Give a stray rejection from the body writer the chance to surface (vitest fails the run on one).
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });

  it('reports a non-JSON answer (a web page) as a bad response that retrying cannot fix', async () => {
    const { baseUrl } = await replying({ status: 200, body: '<html><body>Welcome to nginx!</body></html>' });
    const error = await failureOf(transcribeAgainst(baseUrl));
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', retryable: false });
    expect(error.message).toContain('Welcome to nginx!');
  });

  it('reports segments of the wrong shape as a bad response', async () => {
    const { baseUrl } = await replying({
      status: 200,
      body: { segments: [{ start: '0', end: 1, text: 'x' }] },
    });
    expect(await failureOf(transcribeAgainst(baseUrl))).toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
