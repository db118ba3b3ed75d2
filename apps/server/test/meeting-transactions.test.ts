import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { meetings as meetingsTable } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { defineJob, type JobQueue } from '../src/jobs/job-queue';
import { MEETING_INGEST_JOB } from '../src/modules/meetings/pipeline-queue';
import { bearer, createReadyMeeting, SALES_CALL_VTT } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

/** Jobs of `name` in pg-boss's table whose payload names this meeting (both drivers answer `{ rows }`). */
async function jobsFor(t: TestApp, options: { name: string; meetingId: string }): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as jobs from pgboss.job where name = ${options.name} and data->>'meetingId' = ${options.meetingId}`,
  )) as unknown as { rows: Array<{ jobs: number }> };
  return result.rows[0]?.jobs ?? 0;
}

/** Makes the queue refuse every ingest job, as a crash between the write and the enqueue would. */
function failIngestSends(queue: JobQueue) {
  const send = queue.send.bind(queue);
  return vi.spyOn(queue, 'send').mockImplementation(async (name, data, options) => {
    if (name === MEETING_INGEST_JOB) throw new Error('The queue went away');
    return send(name, data, options);
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('meetings: a row and the job that follows it commit together', () => {
  let t: TestApp;
  let ada: SignedUpUser;

  // An API-only process: nothing works the queue, so the jobs sent stay in pgboss.job to be counted.
  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
    ada = await t.signUp('ada@acme.test', 'Ada');
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps neither the meeting nor its transcript file when its ingest job cannot be sent', async () => {
    failIngestSends(t.services.queue);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(ada),
      payload: { title: 'Never queued', transcript: { filename: 'call.vtt', content: SALES_CALL_VTT } },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });

    const rows = await t.database.db
      .select({ id: meetingsTable.id })
      .from(meetingsTable)
      .where(
        and(
          eq(meetingsTable.organizationId, ada.principal.organizationId),
          eq(meetingsTable.title, 'Never queued'),
        ),
      );
    expect(rows).toEqual([]);
    const stored = await readdir(path.join(t.dataDir, 'objects', ada.principal.organizationId), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    expect(stored.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('leaves a stopped meeting stopped when Retry cannot send its ingest job', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(ada),
      payload: { title: 'Stopped', transcript: { filename: 'call.vtt', content: SALES_CALL_VTT } },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: string };
    await t.database.db
      .update(meetingsTable)
      .set({ status: 'failed', statusReason: 'It stopped.' })
      .where(eq(meetingsTable.id, id));

    failIngestSends(t.services.queue);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/retry`,
      headers: bearer(ada),
    });
    expect(retried.statusCode).toBe(500);
    const [row] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, id));
    expect(row).toMatchObject({ status: 'failed', statusReason: 'It stopped.' });
  });

  it('sends a job inside a transaction only when that transaction commits', async () => {
    const rolledBack = crypto.randomUUID();
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await t.services.queue.send(MEETING_INGEST_JOB, { meetingId: rolledBack }, { tx });
        throw new Error('Crashed after sending');
      }),
    ).rejects.toThrow('Crashed after sending');
    expect(await jobsFor(t, { name: MEETING_INGEST_JOB, meetingId: rolledBack })).toBe(0);

    const committed = crypto.randomUUID();
    await inTransaction(t.database.db, async (tx) => {
      await t.services.queue.send(MEETING_INGEST_JOB, { meetingId: committed }, { tx });
    });
    expect(await jobsFor(t, { name: MEETING_INGEST_JOB, meetingId: committed })).toBe(1);
  });
});

describe('meetings: domain events at the end of the pipeline', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  const ready: unknown[] = [];
  const failed: Array<{ meetingId: string; reason: string }> = [];

  // Subscribers as another module would write them: jobs listing the event they handle.
  beforeAll(async () => {
    t = await createTestApp({
      extraJobs: [
        defineJob({
          name: 'test.on-meeting-ready',
          schema: z.object({ meetingId: z.string(), organizationId: z.string() }),
          queue: { retryLimit: 0 },
          events: ['meeting.ready'],
          handler: async (event) => {
            ready.push(event);
          },
        }),
        defineJob({
          name: 'test.on-meeting-failed',
          schema: z.object({ meetingId: z.string(), organizationId: z.string(), reason: z.string() }),
          queue: { retryLimit: 0 },
          events: ['meeting.failed'],
          handler: async (event) => {
            failed.push(event);
          },
        }),
      ],
    });
    ada = await t.signUp('ada@events.test', 'Ada');
  });
  afterAll(() => t?.close());

  it('announces meeting.ready to its subscribers once the meeting is ready', async () => {
    const { id } = await createReadyMeeting(t, { user: ada, title: 'Announced' });
    const expected = { meetingId: id, organizationId: ada.principal.organizationId };
    await waitFor(
      () => ready.some((event) => (event as { meetingId: string }).meetingId === id),
      'meeting.ready',
    );
    expect(ready.filter((event) => (event as { meetingId: string }).meetingId === id)).toEqual([expected]);

    // A redelivered hand-off finds the meeting ready and announces nothing again.
    await t.services.meetings.pipeline.handOff(id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ready.filter((event) => (event as { meetingId: string }).meetingId === id)).toHaveLength(1);
    expect(failed.filter((event) => event.meetingId === id)).toEqual([]);
  });

  it('announces meeting.failed with the reason its owner sees when a step fails for good', async () => {
    // The quick check at upload reads the beginning only; the fault further down stops ingest.
    const lines = Array.from({ length: 6000 }, (_, index) => {
      const time = new Date(index * 1000).toISOString().slice(11, 19);
      return `[${time}] Speaker ${index % 3}: line ${index}`;
    });
    lines[5000] = '[00:99:00] Speaker 1: a slip of the keyboard';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(ada),
      payload: {
        title: 'Broken further down',
        transcript: { filename: 'call.txt', content: lines.join('\n') },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: string };

    await waitFor(() => failed.some((event) => event.meetingId === id), 'meeting.failed');
    const [row] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, id));
    expect(row?.status).toBe('failed');
    expect(failed.filter((event) => event.meetingId === id)).toEqual([
      { meetingId: id, organizationId: ada.principal.organizationId, reason: row?.statusReason },
    ]);
    expect(row?.statusReason).toMatch(/malformed timestamp on line 5001/);
    expect(ready.some((event) => (event as { meetingId: string }).meetingId === id)).toBe(false);
  });
});
