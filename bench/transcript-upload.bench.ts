// The largest accepted transcript (~19.5 MB of `Speaker: text` lines) uploaded to a running server
// that also works its jobs (the embedded, single-process mode): how long the upload takes to be
// accepted, how long until the meeting is ready, and the longest `/api/health` stall meanwhile, as
// seen by a poller on its own thread (goal: none over 100 ms). PGlite, or PostgreSQL when
// BENCH_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MAX_TRANSCRIPT_UPLOAD_BYTES } from '@ting/contracts';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { organizations, sessions, transcriptSegments } from '../apps/server/src/db/schema';

const TARGET_BYTES = MAX_TRANSCRIPT_UPLOAD_BYTES - 512 * 1024;
const HEALTH_POLL_MS = 10;
const STALL_GOAL_MS = 100;
const VOCABULARY =
  'pricing budget renewal contract pilot security review integration onboarding timeline decision competitor discount annual seats rollout dashboard reporting forecast procurement'.split(
    ' ',
  );

/** `Speaker N: text` lines of 8 to 24 words, up to `bytes` (ASCII, so characters are bytes). */
function plainTextTranscript(bytes: number): { content: string; lines: number } {
  const lines: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const words = Array.from(
      { length: 8 + (index % 17) },
      (_, word) => VOCABULARY[(index * 7 + word * 3) % VOCABULARY.length],
    );
    const line = `Speaker ${(index % 6) + 1}: ${words.join(' ')}.`;
    if (size + line.length + 1 > bytes) break;
    lines.push(line);
    size += line.length + 1;
  }
  return { content: lines.join('\n'), lines: lines.length };
}

/** Polls `/api/health` from its own thread, so a blocked server loop shows as a slow answer, not a late poll. */
function startHealthPoller(url: string): { stop(): Promise<{ polls: number; longestMs: number }> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    let running = true, polls = 0, longestMs = 0;
    parentPort.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const start = performance.now();
        const response = await fetch(workerData.url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error('health answered ' + response.status);
        longestMs = Math.max(longestMs, performance.now() - start);
        polls += 1;
        await new Promise((resolve) => setTimeout(resolve, workerData.intervalMs));
      }
      parentPort.postMessage({ polls, longestMs });
    })();
    `,
    { eval: true, workerData: { url, intervalMs: HEALTH_POLL_MS } },
  );
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

async function databaseUrlForRun(): Promise<{ url?: string; drop?: () => Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return {};
  const name = `ting_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'ting-bench-'));
const target = await databaseUrlForRun();
const database = await openDatabase({ databaseUrl: target.url });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'none'),
});
const secrets = {
  authSecret: randomBytes(32).toString('base64url'),
  encryptionKey: randomBytes(32).toString('hex'),
  recallWebhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
};
const { app, services } = await buildApp({ config, database, secrets, role: 'all' });

try {
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await services.identity.createUserWithOrganization({
    email: 'bench@acme.test',
    name: 'Bench',
    image: null,
    emailVerified: null,
  });
  const sessionToken = randomBytes(16).toString('hex');
  await database.db
    .insert(sessions)
    .values({ sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) });
  const principal = await services.identity.principalForSession(sessionToken);
  if (!principal) throw new Error('no principal');
  // The free plan's monthly limit is not what is measured here.
  await database.db
    .update(organizations)
    .set({ plan: 'business' })
    .where(eq(organizations.id, principal.organizationId));
  const identity = await services.identity.getIdentity(principal);
  const headers = { authorization: `Bearer ${identity.accessToken}`, 'content-type': 'application/json' };

  const { content, lines } = plainTextTranscript(TARGET_BYTES);
  // Serialised before the clock starts: the client's own work is not the server's stall.
  const body = JSON.stringify({
    title: 'Largest accepted transcript',
    transcript: { filename: 'all-hands.txt', content },
  });
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `transcript: ${megabytes(content.length)} of plain text, ${lines.toLocaleString('en')} lines; request body ${megabytes(body.length)}; on ${database.kind}`,
  );

  const poller = startHealthPoller(`${baseUrl}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const start = performance.now();
  const created = await fetch(`${baseUrl}/api/meetings`, { method: 'POST', headers, body });
  const acceptedMs = performance.now() - start;
  if (created.status !== 201) throw new Error(`upload answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()).data as { id: string };

  // The list, not the meeting itself: its detail carries every segment, which is not what is measured.
  let meeting: { status: string; status_reason: string | null } | undefined;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/meetings?page_size=1`, { headers });
    meeting = (await response.json()).data.items[0];
    if (meeting?.status === 'ready' || meeting?.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const processedMs = performance.now() - start;
  const health = await poller.stop();

  console.log(`accepted (201) after ${(acceptedMs / 1000).toFixed(2)} s`);
  const [stored] = await database.db
    .select({ segments: count() })
    .from(transcriptSegments)
    .where(eq(transcriptSegments.meetingId, id));
  console.log(
    `${meeting.status} after ${(processedMs / 1000).toFixed(1)} s in all, ${(stored?.segments ?? 0).toLocaleString('en')} segments stored${meeting.status_reason ? `: ${meeting.status_reason}` : ''}`,
  );
  console.log(
    `longest /api/health answer meanwhile: ${health.longestMs.toFixed(0)} ms over ${health.polls.toLocaleString('en')} polls every ${HEALTH_POLL_MS} ms (goal: under ${STALL_GOAL_MS} ms)`,
  );
} finally {
  await app.close();
  await database.close();
  await target.drop?.();
  await rm(dataDir, { recursive: true, force: true });
}
