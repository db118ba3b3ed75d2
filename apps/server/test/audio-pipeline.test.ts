import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from '../src/providers/transcription/openai-compatible/test-support/fake-transcription-server';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

const hasEspeak = spawnSync('espeak-ng', ['--version']).status === 0;
if (!hasEspeak && !process.env.CI) {
  console.log(
    'Skipping the recording pipeline test: espeak-ng is not installed (apt-get install espeak-ng). CI runs it.',
  );
}

/** A spoken recording, uploaded over tus, through ffmpeg and an OpenAI-compatible speech server to a summary. */
describe.skipIf(!hasEspeak && !process.env.CI)('recordings through speech-to-text', () => {
  let speech: FakeTranscriptionServer;
  let t: TestApp;
  let user: SignedUpUser;
  let workDir: string;

  beforeAll(async () => {
    speech = await startFakeTranscriptionServer({ apiKey: 'stt-key' });
    t = await createTestApp({
      listen: true,
      env: {
        TRANSCRIBE_BASE_URL: speech.baseUrl,
        TRANSCRIBE_API_KEY: 'stt-key',
        TRANSCRIBE_MODEL: 'whisper-test',
      },
    });
    user = await t.signUp('speaker@acme.test', 'Speaker');
    workDir = await mkdtemp(path.join(tmpdir(), 'ting-speech-'));
  });
  afterAll(async () => {
    await t?.close();
    await speech?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('transcribes an uploaded recording and writes its summary', async () => {
    const wav = path.join(workDir, 'call.wav');
    const spoken = spawnSync('espeak-ng', [
      '-w',
      wav,
      "Thanks for joining. Our budget is forty thousand. I'll send the proposal by Friday.",
    ]);
    expect(spoken.status).toBe(0);
    const recording = await readFile(wav);

    const headers = { authorization: `Bearer ${user.accessToken}`, 'tus-resumable': '1.0.0' };
    const metadata = [
      `filename ${Buffer.from('call.wav').toString('base64')}`,
      `filetype ${Buffer.from('audio/wav').toString('base64')}`,
      `title ${Buffer.from('Spoken call').toString('base64')}`,
    ].join(',');
    const created = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { ...headers, 'upload-length': String(recording.length), 'upload-metadata': metadata },
    });
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();
    const finished = await fetch(location, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(recording),
    });
    const meetingId = finished.headers.get('ting-meeting-id');

    const deadline = Date.now() + 60_000;
    let meeting: {
      status: string;
      status_reason: string | null;
      segments: Array<{ text: string; start_ms: number }>;
      outputs: { engine: string } | null;
    };
    for (;;) {
      meeting = (
        await (
          await fetch(`${t.baseUrl}/api/meetings/${meetingId}`, {
            headers: { authorization: headers.authorization },
          })
        ).json()
      ).data;
      if (['ready', 'failed'].includes(meeting.status) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(meeting.status_reason).toBeNull();
    expect(meeting.status).toBe('ready');
    expect(meeting.segments.length).toBeGreaterThan(0);
    expect(meeting.outputs?.engine).toBe('offline');

    // The speech server got 16 kHz mono WAV, the configured model and key.
    expect(speech.requests.length).toBeGreaterThan(0);
    expect(speech.requests[0]).toMatchObject({ model: 'whisper-test', responseFormat: 'verbose_json' });
    expect(speech.requests[0]?.wav).toMatchObject({ sampleRate: 16000, channels: 1 });
  });
});

describe.skipIf(!hasEspeak && !process.env.CI)(
  'a recording that arrived before speech-to-text was set up',
  () => {
    // Two servers, ffmpeg and speech-to-text twice: minutes, not seconds, on a loaded CI machine.
    it('stops with what to set, keeps the recording, and finishes on Retry once a server is configured', {
      timeout: 180_000,
    }, async () => {
      const database = await createTestDatabase();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ting-retry-'));
      const secrets = {
        authSecret: 'retry-secret-'.repeat(4),
        encryptionKey: 'cd'.repeat(32),
        recallWebhookSecret: 'whsec_cmV0cnk=',
        stripeWebhookSecret: 'whsec_c3RyaXBl',
      };
      const speech = await startFakeTranscriptionServer();
      try {
        // 1. No speech-to-text configured: the upload is kept, the meeting stops and says what to set.
        const before = await createTestApp({ listen: true, shared: { database, dataDir, secrets } });
        const user = await before.signUp('early@acme.test', 'Early');
        const headers = { authorization: `Bearer ${user.accessToken}`, 'tus-resumable': '1.0.0' };
        const wav = path.join(dataDir, 'early.wav');
        expect(spawnSync('espeak-ng', ['-w', wav, 'We agreed to start the pilot next month.']).status).toBe(
          0,
        );
        const recording = await readFile(wav);
        const created = await fetch(`${before.baseUrl}/api/uploads`, {
          method: 'POST',
          headers: {
            ...headers,
            'upload-length': String(recording.length),
            'upload-metadata': `filename ${Buffer.from('early.wav').toString('base64')}`,
          },
        });
        const location = new URL(created.headers.get('location') ?? '', before.baseUrl).toString();
        const finished = await fetch(location, {
          method: 'PATCH',
          headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          body: new Uint8Array(recording),
        });
        const meetingId = finished.headers.get('ting-meeting-id');
        const statusOf = async (app: TestApp) =>
          (
            await (
              await fetch(`${app.baseUrl}/api/meetings/${meetingId}`, {
                headers: { authorization: headers.authorization },
              })
            ).json()
          ).data as { status: string; status_reason: string | null };
        const waitFor = async (app: TestApp, status: string) => {
          const deadline = Date.now() + 30_000;
          for (;;) {
            const meeting = await statusOf(app);
            if (meeting.status === status || Date.now() > deadline) return meeting;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        };
        const stopped = await waitFor(before, 'failed');
        expect(stopped.status).toBe('failed');
        expect(stopped.status_reason).toMatch(/Set TRANSCRIBE_BASE_URL/);
        await before.close();

        // 2. Restarted with a speech server configured: Retry finishes the same meeting.
        const after = await createTestApp({
          listen: true,
          shared: { database, dataDir, secrets },
          env: { TRANSCRIBE_BASE_URL: speech.baseUrl },
        });
        headers.authorization = `Bearer ${await after.accessTokenFor(user.principal)}`;
        try {
          const retried = await fetch(`${after.baseUrl}/api/meetings/${meetingId}/retry`, {
            method: 'POST',
            headers: { authorization: headers.authorization },
          });
          expect(retried.status).toBe(202);
          const ready = await waitFor(after, 'ready');
          expect(ready.status).toBe('ready');
        } finally {
          await after.close();
        }
      } finally {
        await speech.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  },
);
