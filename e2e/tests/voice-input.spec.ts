import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MICROPHONE_ARGS } from '../chromium';
import { type OwnApp, ownAppUrl, startOwnApp } from './own-app';
import { signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'voice-input';
/** What the espeak-ng fixture says (`espeak-ng -w voice-question.wav "…"`). */
const SPOKEN = 'Which meeting mentioned the pilot budget?';
const VOICE_WAV = path.join(import.meta.dirname, '..', 'fixtures', 'voice-question.wav');
/**
 * An app of its own beside the one playwright.config.ts starts: only this one has a speech-to-text
 * server, so the other specs' recordings keep meeting a server without one.
 */
const APP_PORT_OFFSET = 1;
const APP_URL = ownAppUrl(APP_PORT_OFFSET);

// Chromium's fake microphone plays the spoken WAV instead of its beep; granted without a prompt.
test.use({
  baseURL: APP_URL,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_MICROPHONE_ARGS, `--use-file-for-fake-audio-capture=${VOICE_WAV}`],
  },
});

type HeardUpload = { model: string | null; contentType: string; seconds: number };

/**
 * A local speech-to-text server speaking OpenAI's `POST /v1/audio/transcriptions` (multipart, `file`
 * and `model`): it answers the fixture's words for any WAV upload and notes how long each one was.
 */
async function startSpeechServer(): Promise<{ baseUrl: string; heard: HeardUpload[]; server: Server }> {
  const heard: HeardUpload[] = [];
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
      return reply(404, { error: { message: `No route ${request.method} ${request.url}` } });
    }
    const form = await new Request('http://speech.local/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit).formData();
    const file = form.get('file');
    if (!(file instanceof Blob)) return reply(400, { error: { message: 'file is required' } });
    const wav = Buffer.from(await file.arrayBuffer());
    if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
      return reply(400, { error: { message: 'this server only takes WAV' } });
    }
    const bytesPerSecond = wav.readUInt32LE(28);
    const model = form.get('model');
    heard.push({
      model: typeof model === 'string' ? model : null,
      contentType: file.type,
      seconds: (wav.length - 44) / bytesPerSecond,
    });
    return reply(200, { task: 'transcribe', language: 'english', text: ` ${SPOKEN}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, heard, server };
}

let speech: Awaited<ReturnType<typeof startSpeechServer>>;
let app: OwnApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  speech = await startSpeechServer();
  app = await startOwnApp({
    portOffset: APP_PORT_OFFSET,
    name: 'voice',
    env: { TRANSCRIBE_BASE_URL: speech.baseUrl, TRANSCRIBE_MODEL: 'whisper-e2e' },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => speech?.server.close(resolve));
});

test("dictates a question to the assistant through the server's speech-to-text", async ({ page }) => {
  // A sign-in, a recording of a few seconds, then ffmpeg and the speech server: more than the default minute
  // on a loaded machine.
  test.setTimeout(120_000);
  // This spec is about dictation: the assistant's guided tour is taken as seen.
  await page.addInitScript(() => window.localStorage.setItem('tutorial_completed_assistant', '1'));
  await signInOnboarded(page, `dictating.${Date.now()}@acme.test`);
  await page.goto('/assistant');
  // A user without a calendar is offered one first.
  const almostThere = page.getByRole('dialog', { name: 'Almost there!' });
  await expect(almostThere).toBeVisible();
  await almostThere.getByRole('button', { name: 'Close' }).click();
  const input = page.getByPlaceholder('Message...');
  await expect(input).toBeVisible();

  await page.getByRole('button', { name: 'Voice input' }).click();
  const recordingTime = page.getByRole('timer', { name: 'Recording time' });
  await expect(recordingTime).toBeVisible();
  // Long enough for the fixture's words (about 2.3 s) to reach the recording.
  await expect(recordingTime).toHaveText(/^0:0[3-9]$/, { timeout: 10_000 });
  await snap(page, { spec: SPEC, step: '01-recording' });
  await page.getByRole('button', { name: 'Stop recording' }).click();

  // The words land in the input for the user to edit and send; nothing is sent by itself.
  await expect(input).toHaveValue(SPOKEN, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Voice input' })).toBeEnabled();
  await snap(page, { spec: SPEC, step: '02-dictated-question-in-input' });

  // The server normalised what the fake microphone recorded and sent it to the speech server once.
  expect(speech.heard).toHaveLength(1);
  expect(speech.heard[0]?.model).toBe('whisper-e2e');
  expect(speech.heard[0]?.seconds).toBeGreaterThan(2.5);
});
