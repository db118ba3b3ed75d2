import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type Harness, RECALL_API_KEY, startHarness } from '../../test/harness.js';
import {
  startWebhookReceiver,
  verifyStandardWebhook,
  type WebhookReceiver,
} from '../../test/recall-webhooks.js';

describe('sandbox Recall across a restart', () => {
  const harnesses: Harness[] = [];
  let receiver: WebhookReceiver | undefined;

  afterAll(async () => {
    await harnesses.at(-1)?.dispose();
    await receiver?.close();
  });

  it('keeps bots in the data directory and resumes a pending bot where it stopped', async () => {
    receiver = await startWebhookReceiver();
    const recall = { webhookUrl: receiver.url, webhookSecret: receiver.secret, stepMs: 100 };
    const first = await startHarness({ withHubspot: false, recall });
    harnesses.push(first);
    const joinAt = new Date(Date.now() + 1500).toISOString();
    const created = await fetch(`${first.sandbox.recallUrl}/api/v1/bot/`, {
      method: 'POST',
      headers: { authorization: `Token ${RECALL_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        meeting_url: 'https://meet.google.com/xyz-abcd-efg',
        join_at: joinAt,
        metadata: { meeting_id: 'restart' },
        recording_config: { transcript: { provider: { recallai_streaming: {} } } },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await first.stop();
    expect(await readdir(first.dataDir)).toContain('recall-bots.json');
    const saved = JSON.parse(await readFile(`${first.dataDir}/recall-bots.json`, 'utf8')) as {
      bots: Array<{ id: string; nextStepAt: string }>;
    };
    expect(saved.bots).toEqual([expect.objectContaining({ id, nextStepAt: joinAt })]);
    // Nothing ran while the sandbox was down.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(receiver.received).toEqual([]);

    const second = await startHarness({ withHubspot: false, recall, dataDir: first.dataDir });
    harnesses.push(second);
    await receiver.waitFor((received) =>
      received.some((delivery) => delivery.payload.event === 'transcript.done'),
    );
    const deliveries = receiver.forBot(id);
    expect(deliveries.map((delivery) => delivery.payload.event)).toEqual([
      'bot.joining_call',
      'bot.in_call_not_recording',
      'bot.in_call_recording',
      'recording.processing',
      'bot.call_ended',
      'bot.done',
      'recording.done',
      'transcript.done',
    ]);
    for (const delivery of deliveries)
      expect(verifyStandardWebhook({ secret: receiver.secret, ...delivery })).toBe(true);
    const bot = (await (
      await fetch(`${second.sandbox.recallUrl}/api/v1/bot/${id}/`, {
        headers: { authorization: `Token ${RECALL_API_KEY}` },
      })
    ).json()) as {
      recordings: Array<{ media_shortcuts: { transcript: { data: { download_url: string } } } }>;
    };
    // Download URLs point at the sandbox as it runs now.
    expect(bot.recordings[0]?.media_shortcuts.transcript.data.download_url).toMatch(
      new RegExp(`^${second.sandbox.recallUrl}/media/`),
    );
  });

  it('never keeps the process alive: scheduled bots and webhook retries do not hold it open', async () => {
    const script = fileURLToPath(new URL('../../test/recall-exit-fixture.ts', import.meta.url));
    const started = Date.now();
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.on('error', reject);
      child.on('close', (exitCode) => {
        clearTimeout(timer);
        resolve({ code: exitCode, output: text });
      });
    });
    expect(output).toContain('bots created');
    expect(code, output).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 20_000);
});
