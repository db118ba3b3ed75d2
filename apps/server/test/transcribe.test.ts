import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeToneAndSilenceWav, makeWithFfmpeg } from '../src/providers/media/test-support/ffmpeg-fixtures';
import {
  type FakeTranscriptionServer,
  fakeChunkText,
  startFakeTranscriptionServer,
} from '../src/providers/transcription/openai-compatible/test-support/fake-transcription-server';
import { recordingBytes } from './recording-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

const MB = 1024 * 1024;
const TRANSCRIBE_LIMIT = 4;

/** What the fake speech server hears in one upload of this length: its two halves, joined. */
const spokenText = (durationMs: number) =>
  `${fakeChunkText({ durationMs, half: 'first' })} ${fakeChunkText({ durationMs, half: 'second' })}`;

describe('POST /api/transcribe with a speech-to-text server', () => {
  let speech: FakeTranscriptionServer;
  let t: TestApp;
  let user: SignedUpUser;
  let fixtures: string;
  let wav: Buffer;
  let webm: Buffer;

  beforeAll(async () => {
    speech = await startFakeTranscriptionServer({ apiKey: 'stt-key' });
    t = await createTestApp({
      listen: true,
      env: {
        TRANSCRIBE_BASE_URL: speech.baseUrl,
        TRANSCRIBE_API_KEY: 'stt-key',
        TRANSCRIBE_MODEL: 'whisper-test',
      },
      rateLimits: { limits: { transcribe: { points: TRANSCRIBE_LIMIT, durationSeconds: 3600 } } },
    });
    user = await t.signUp('dictating@acme.test', 'Dictating');
    fixtures = await mkdtemp(path.join(tmpdir(), 'ting-dictation-'));
    await makeToneAndSilenceWav({ path: path.join(fixtures, 'note.wav'), parts: [{ tone: 2 }] });
    wav = await readFile(path.join(fixtures, 'note.wav'));
    // What Chrome's MediaRecorder sends: Opus in WebM, 48 kHz.
    await makeWithFfmpeg([
      ...['-f', 'lavfi', '-t', '1.5', '-i', 'sine=frequency=330:sample_rate=48000'],
      ...['-c:a', 'libopus', '-f', 'webm', path.join(fixtures, 'note.webm')],
    ]);
    webm = await readFile(path.join(fixtures, 'note.webm'));
  });
  afterAll(async () => {
    await t?.close();
    await speech?.close();
    if (fixtures) await rm(fixtures, { recursive: true, force: true });
  });

  const post = (options: { body: Buffer; contentType: string; token?: string | null }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      headers: {
        'content-type': options.contentType,
        ...(options.token === null ? {} : { authorization: `Bearer ${options.token ?? user.accessToken}` }),
      },
      payload: options.body,
    });

  it('says speech-to-text is available', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/transcribe',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { available: true } });
  });

  it('transcribes a WAV through the speech server, normalised to 16 kHz mono by ffmpeg', async () => {
    const before = speech.requests.length;
    const response = await post({ body: wav, contentType: 'audio/wav' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { text: spokenText(2000) } });
    const sent = speech.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      authorization: 'Bearer stt-key',
      model: 'whisper-test',
      wav: { sampleRate: 16_000, channels: 1, durationMs: 2000 },
    });
  });

  it("transcribes the browser's Opus-in-WebM recording, typed from its bytes", async () => {
    // Declared as something else entirely: the bytes decide.
    const response = await post({ body: webm, contentType: 'application/octet-stream' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.text).toMatch(
      /^chunk of 1\.\d\d s, first half chunk of 1\.\d\d s, second half$/,
    );
  });

  it('refuses a body that is not audio even when it is declared audio, before the speech server hears it', async () => {
    const before = speech.requests.length;
    for (const body of [Buffer.from('<html><script>alert(1)</script></html>'), Buffer.alloc(0)]) {
      const response = await post({ body, contentType: 'audio/webm;codecs=opus' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'The voice recording is not audio. Send what the browser recorded (webm, ogg, mp4 or wav).',
      });
    }
    expect(speech.requests.length).toBe(before);
  });

  it('refuses a recording over 10 MB, by its declared length or while it streams without one', async () => {
    const caller = await t.signUp('long-talker@acme.test');
    const before = speech.requests.length;
    const declared = await post({
      body: recordingBytes('webm', Buffer.alloc(10 * MB)),
      contentType: 'audio/webm',
      token: caller.accessToken,
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().code).toBe('VALIDATION_ERROR');

    // Chunked: no Content-Length to refuse early, so the server counts what arrives.
    const chunks = [recordingBytes('webm', Buffer.alloc(MB - 40)), ...Array(10).fill(Buffer.alloc(MB))];
    const streamed = await fetch(`${t.baseUrl}/api/transcribe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${caller.accessToken}`, 'content-type': 'audio/webm' },
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(new Uint8Array(next));
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The voice recording is over 10 MB. Record a shorter message.',
    });
    expect(speech.requests.length).toBe(before);
  });

  it('answers 401 without a valid token, before reading the body', async () => {
    const missing = await post({ body: wav, contentType: 'audio/wav', token: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('UNAUTHENTICATED');
    const forged = await post({ body: wav, contentType: 'audio/wav', token: 'not-a-token' });
    expect(forged.statusCode).toBe(401);
    const availability = await t.app.inject({ method: 'GET', url: '/api/transcribe' });
    expect(availability.statusCode).toBe(401);
  });

  it('limits each user to their voice messages an hour; other users keep theirs', async () => {
    const busy = await t.signUp('busy-talker@acme.test');
    const other = await t.signUp('quiet@other.test');
    for (let index = 0; index < TRANSCRIBE_LIMIT; index += 1) {
      expect(
        (await post({ body: Buffer.from('x'), contentType: 'audio/wav', token: busy.accessToken }))
          .statusCode,
      ).toBe(415);
    }
    const refused = await post({ body: wav, contentType: 'audio/wav', token: busy.accessToken });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many voice messages\. Try again in/),
    });
    expect((await post({ body: wav, contentType: 'audio/wav', token: other.accessToken })).statusCode).toBe(
      200,
    );
  });

  it("passes the speech server's refusal on as 502 INTEGRATION_ERROR", async () => {
    const failing = await startFakeTranscriptionServer({
      respond: () => ({ status: 400, body: { error: { message: 'model not found' } } }),
    });
    const app = await createTestApp({ env: { TRANSCRIBE_BASE_URL: failing.baseUrl } });
    try {
      const caller = await app.signUp('failing@acme.test');
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/transcribe',
        headers: { authorization: `Bearer ${caller.accessToken}`, 'content-type': 'audio/wav' },
        payload: wav,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('INTEGRATION_ERROR');
    } finally {
      await app.close();
      await failing.close();
    }
  });
});

describe('/api/transcribe without a speech-to-text server', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp('no-speech@acme.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says it is not available, and refuses a recording with 409 CONFLICT and why', async () => {
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const availability = await t.app.inject({ method: 'GET', url: '/api/transcribe', headers });
    expect(availability.json()).toEqual({ data: { available: false } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      headers: { ...headers, 'content-type': 'audio/webm' },
      payload: recordingBytes('webm'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'Speech-to-text is not configured on this server.',
    });
  });
});
