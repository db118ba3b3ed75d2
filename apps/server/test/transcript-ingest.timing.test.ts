import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { MAX_TRANSCRIPT_UPLOAD_BYTES } from '@ting/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { meetingOutputs, meetings as meetingsTable, transcriptSegments } from '../src/db/schema';
import { putOnPlan } from './plan-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';
import { createTestDatabase, TEST_DB_KIND } from './test-database';

// Generous bounds for a loaded 2-core CI machine: parsing this file on the event loop takes 1.5–3 s,
// and so did storing it in one go.
const MAX_EVENT_LOOP_STALL_MS = 250;
/**
 * The summary step holds the whole transcript (133k segments) on the main thread while the worker
 * reads it, and a major garbage collection of that heap pauses the loop for 100–400 ms on a loaded
 * machine; the 7–10 s blocks this guards against are far above it.
 */
const MAX_SUMMARY_STALL_MS = 1000;
/**
 * Opening the 19 MB meeting holds its 133k segments on the main thread (the API returns them all),
 * with three more transcripts being stored: a major garbage collection of that heap pauses the loop
 * for 150–300 ms on a loaded machine. The 1–8 s of one statement for every segment are far above it.
 */
const MAX_OPEN_STALL_MS = 500;
const MAX_ACCEPT_MS = 5_000;
/** Accepting still decodes the 20 MB JSON body into a string on the event loop (~100 ms); no more. */
const MAX_ACCEPT_STALL_MS = 1_000;
const VOCABULARY =
  'pricing budget renewal contract pilot security review integration onboarding timeline decision competitor discount annual seats rollout'.split(
    ' ',
  );

/** Plain-text `Speaker n: words.` lines up to `bytes` (ASCII: characters are bytes). */
function plainTextLines(bytes: number): string[] {
  const lines: string[] = [];
  let size = 0;
  for (let index = 0; ; index += 1) {
    const words = Array.from(
      { length: 8 + (index % 17) },
      (_, word) => VOCABULARY[(index * 7 + word * 3) % VOCABULARY.length],
    );
    const line = `Speaker ${(index % 6) + 1}: ${words.join(' ')} ${index}.`;
    if (size + line.length + 1 > bytes) return lines;
    lines.push(line);
    size += line.length + 1;
  }
}

/** Runs `work` and returns the longest time the event loop was blocked meanwhile, in milliseconds. */
async function longestStallDuring(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    // The monitor drops a block it has no earlier sample for: let it take some first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await work();
    // The monitor's timer records a block when it next fires: let it fire after the last one.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    histogram.disable();
  }
  return histogram.max / 1e6;
}

describe('transcript uploads at the size limit: accepted at once, ingested without blocking the server', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  const lines = plainTextLines(19 * 1024 * 1024);
  let meetingId: string;

  let dataDir: string;

  beforeAll(async () => {
    // PGlite on disk, as the embedded server runs it: in-memory PGlite copies its growing files on
    // the event loop, which is the test database's cost, not the server's.
    dataDir = await mkdtemp(path.join(tmpdir(), 'ting-ingest-'));
    const database =
      TEST_DB_KIND === 'pglite'
        ? await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
        : await createTestDatabase();
    const secrets = {
      authSecret: randomBytes(32).toString('base64url'),
      encryptionKey: randomBytes(32).toString('hex'),
      recallWebhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
      stripeWebhookSecret: 'whsec_c3RyaXBl',
    };
    // An API-only process: the test runs the ingest step itself, so nothing else runs meanwhile.
    t = await createTestApp({ role: 'api', shared: { database, dataDir, secrets } });
    ada = await t.signUp('ada@acme.test', 'Ada');
    await putOnPlan(t.database.db, { organizationId: ada.principal.organizationId, plan: 'business' });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (content: string, filename = 'all-hands.txt') =>
    t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { authorization: `Bearer ${ada.accessToken}`, 'content-type': 'application/json' },
      // Serialised here, not by inject: the client's work is not the server's.
      payload: JSON.stringify({ title: 'All hands', transcript: { filename, content } }),
    });

  const storedSegments = (id: string) =>
    t.database.db
      .select({
        seq: transcriptSegments.seq,
        speaker: transcriptSegments.speaker,
        text: transcriptSegments.text,
      })
      .from(transcriptSegments)
      .where(eq(transcriptSegments.meetingId, id))
      .orderBy(asc(transcriptSegments.seq));

  const expectWholeTranscript = async (id: string) => {
    const rows = await storedSegments(id);
    expect(rows.length).toBe(lines.length);
    expect(rows.every((row, index) => row.seq === index)).toBe(true);
    // Compared as one array: a mismatch shows the first differing line.
    expect(rows.map((row) => `${row.speaker}: ${row.text}`)).toEqual(lines);
  };

  it('accepts a 19 MB plain-text transcript quickly, then ingests every segment in order without stalling the event loop', {
    timeout: 180_000,
  }, async () => {
    const content = lines.join('\n');
    expect(content.length).toBeGreaterThan(19_000_000);
    expect(content.length).toBeLessThan(MAX_TRANSCRIPT_UPLOAD_BYTES);

    const started = performance.now();
    let created!: Awaited<ReturnType<typeof upload>>;
    const acceptStallMs = await longestStallDuring(async () => {
      created = await upload(content);
    });
    const acceptMs = performance.now() - started;
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    expect(acceptMs).toBeLessThan(MAX_ACCEPT_MS);
    expect(acceptStallMs).toBeLessThan(MAX_ACCEPT_STALL_MS);
    meetingId = created.json().data.id;

    const stallMs = await longestStallDuring(() => t.services.meetings.pipeline.ingest(meetingId));
    expect(stallMs).toBeLessThan(MAX_EVENT_LOOP_STALL_MS);
    await expectWholeTranscript(meetingId);
    const [meeting] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, meetingId));
    expect(meeting).toMatchObject({ status: 'transcribing', transcriptFormat: 'text' });
    expect(meeting?.durationMs).toBeGreaterThan(0);
  });

  it('ingests again idempotently, replacing what a crashed longer run left, without stalling the event loop', {
    timeout: 180_000,
  }, async () => {
    expect(meetingId).toBeDefined();
    // Rows past the end, as a run of a longer transcript that crashed half-way would leave.
    await t.database.db.insert(transcriptSegments).values(
      [0, 1, 2].map((extra) => ({
        meetingId,
        organizationId: ada.principal.organizationId,
        seq: lines.length + extra,
        startMs: 0,
        endMs: 0,
        speaker: null,
        text: 'left over',
      })),
    );
    const stallMs = await longestStallDuring(() => t.services.meetings.pipeline.ingest(meetingId));
    expect(stallMs).toBeLessThan(MAX_EVENT_LOOP_STALL_MS);
    await expectWholeTranscript(meetingId);
  });

  it('summarises the 19 MB transcript without stalling the event loop', { timeout: 180_000 }, async () => {
    expect(meetingId).toBeDefined();
    // Reading 133k segments in one query, then the offline engine inline, held the loop for 7–10 s.
    const stallMs = await longestStallDuring(() => t.services.meetings.pipeline.summarise(meetingId));
    expect(stallMs).toBeLessThan(MAX_SUMMARY_STALL_MS);
    const [outputs] = await t.database.db
      .select()
      .from(meetingOutputs)
      .where(eq(meetingOutputs.meetingId, meetingId));
    expect(outputs).toMatchObject({ engine: 'offline', summaryMarkdown: expect.stringContaining('## ') });
    const [meeting] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, meetingId));
    expect(meeting?.status).toBe('syncing');
  });

  it('opens the 19 MB meeting with every segment, while three more transcripts are ingested, without stalling the event loop', {
    timeout: 180_000,
  }, async () => {
    expect(meetingId).toBeDefined();
    // Three uploads of one user at once, as in issue 27 (there 8 MB each; smaller here to keep the run short).
    const others = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const created = await upload(lines.slice(0, 20_000).join('\n'), `${name}.txt`);
        expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
        return created.json().data.id as string;
      }),
    );
    let opened!: Awaited<ReturnType<typeof t.app.inject>>;
    // Reading 133k segments in one statement, then checking and writing them as one JSON string,
    // held embedded PGlite's event loop, and every other request, for 2–8 s on a loaded machine.
    const stallMs = await longestStallDuring(() =>
      Promise.all([
        ...others.map((id) => t.services.meetings.pipeline.ingest(id)),
        t.app
          .inject({
            method: 'GET',
            url: `/api/meetings/${meetingId}`,
            headers: { authorization: `Bearer ${ada.accessToken}` },
          })
          .then((response) => {
            opened = response;
          }),
      ]),
    );
    expect(stallMs).toBeLessThan(MAX_OPEN_STALL_MS);
    expect(opened.statusCode).toBe(200);
    const { segments } = opened.json().data as {
      segments: Array<{ seq: number; speaker: string; text: string }>;
    };
    expect(segments.length).toBe(lines.length);
    expect(segments.every((segment, index) => segment.seq === index)).toBe(true);
    expect(segments.map((segment) => `${segment.speaker}: ${segment.text}`)).toEqual(lines);
    for (const id of others) expect((await storedSegments(id)).length).toBe(20_000);
  });

  it('accepts a file whose fault lies past its beginning, then fails it in ingest with a reason naming the line', {
    timeout: 60_000,
  }, async () => {
    const timed = Array.from({ length: 6000 }, (_, index) => {
      const time = new Date(index * 1000).toISOString().slice(11, 19);
      return `[${time}] Speaker ${index % 3}: line ${index}`;
    });
    timed[5000] = '[00:99:00] Speaker 1: a slip of the keyboard';
    const created = await upload(timed.join('\n'), 'call.txt');
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;

    // As the ingest job does: a permanent error stops the meeting with its reason.
    const { pipeline } = t.services.meetings;
    await pipeline.ingest(id).catch((error: unknown) => pipeline.markFailed({ meetingId: id, error }));
    const [meeting] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, id));
    expect(meeting?.status).toBe('failed');
    expect(meeting?.statusReason).toMatch(/malformed timestamp on line 5001/);
    expect(await storedSegments(id)).toEqual([]);
  });

  it('still refuses a file that is obviously no transcript with a 400 at upload', async () => {
    const binary = await upload(
      `PK\u0003\u0004${'\u0001\u0002word/document.xml'.repeat(10_000)}`,
      'notes.docx',
    );
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/notes\.docx/),
    });
    const badStart = await upload(
      `WEBVTT\n\n00:00:01.000 --> 00:99:02.000\nhello\n${'\n'.repeat(100_000)}`,
      'call.vtt',
    );
    expect(badStart.statusCode).toBe(400);
    expect(badStart.json().message).toMatch(/malformed timestamp on line 3/);
  });

  describe('a declared body over the route’s limit', () => {
    /** Sends headers declaring `length` bytes and a body that never comes; says whether the server read it. */
    async function declareBody(options: {
      method: 'POST' | 'PATCH';
      url: string;
      length: number;
      token?: string;
    }) {
      let bodyRead = false;
      const body = new Readable({
        read() {
          bodyRead = true;
        },
      });
      const response = await Promise.race([
        t.app.inject({
          method: options.method,
          url: options.url,
          headers: {
            'content-type': 'application/json',
            'content-length': String(options.length),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          payload: body,
        }),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the server waited for the body')), 5_000),
        ),
      ]);
      body.destroy();
      return { response, bodyRead };
    }

    it.each([
      ['a transcript upload', 'POST' as const, '/api/meetings', MAX_TRANSCRIPT_UPLOAD_BYTES * 2 + 1],
      ['a settings change', 'PATCH' as const, '/auth/user/onboarding', 64 * 1024],
    ])('%s is refused with 413 before authentication, unread', async (_label, method, url, length) => {
      for (const token of [undefined, 'not-a-token', ada.accessToken]) {
        const { response, bodyRead } = await declareBody({ method, url, length, token });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: expect.stringMatching(/limit/),
        });
        expect(bodyRead).toBe(false);
      }
    });

    it('within the limit, authentication still comes first', async () => {
      const { response, bodyRead } = await declareBody({
        method: 'POST',
        url: '/api/meetings',
        length: 1024,
      });
      expect(response.statusCode).toBe(401);
      expect(bodyRead).toBe(false);
    });
  });
});
