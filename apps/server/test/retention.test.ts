import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meetings as meetingsTable } from '../src/db/schema';
import { USAGE_RETENTION_CRON, USAGE_RETENTION_JOB } from '../src/modules/usage/usage.jobs';
import { createDiskObjectStore } from '../src/providers/storage/disk/disk-object-store';
import { bearer, SALES_CALL_VTT } from './meeting-fixtures';
import { putOnPlan } from './plan-fixtures';
import { recordingBytes } from './recording-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

const DAY_MS = 86_400_000;

describe('media retention', () => {
  let t: TestApp;
  let free: SignedUpUser;
  let pro: SignedUpUser;

  // A worker: it runs the pipeline, schedules the daily retention run and works it.
  beforeAll(async () => {
    t = await createTestApp({ role: 'worker' });
    free = await t.signUp('free@acme.test', 'Free');
    pro = await t.signUp('pro@globex.test', 'Pro');
    await putOnPlan(t.database.db, { organizationId: pro.principal.organizationId, plan: 'pro' });
  });
  afterAll(() => t?.close());

  const store = () => createDiskObjectStore({ rootDir: `${t.config.dataDir}/objects` });

  /**
   * A processed transcript meeting dated `startedAt` (the client's word), with its call's recording
   * added `receivedDaysAgo` days ago (Ting's clock, moved back while it stores the file).
   */
  async function meetingWithRecording(options: {
    user: SignedUpUser;
    startedAt: Date;
    receivedDaysAgo: number;
  }) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(options.user),
      payload: {
        title: `Call received ${options.receivedDaysAgo} days ago`,
        started_at: options.startedAt.toISOString(),
        transcript: { filename: 'call.vtt', content: SALES_CALL_VTT },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: string };
    await waitFor(async () => (await detail(options.user, id)).status === 'ready', `meeting ${id} ready`);
    const recording = recordingBytes('webm');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - options.receivedDaysAgo * DAY_MS });
    try {
      await t.services.meetings.capture.attachRecording({
        principal: options.user.principal,
        meetingId: id,
        declaredType: 'audio/webm',
        sizeBytes: recording.length,
        body: Readable.from([recording]),
      });
    } finally {
      vi.useRealTimers();
    }
    return { id, mediaKey: (await row(id)).mediaKey as string, mediaUrl: await mediaUrl(options.user, id) };
  }

  async function detail(user: SignedUpUser, id: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers: bearer(user) });
    return response.json().data as {
      status: string;
      segments: unknown[];
      outputs: { summary_markdown: string } | null;
    };
  }

  async function mediaUrl(user: SignedUpUser, id: string): Promise<string | null> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${id}/media-url`,
      headers: bearer(user),
    });
    return (response.json().data as { url: string | null }).url;
  }

  async function row(id: string) {
    const [meeting] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, id));
    if (!meeting) throw new Error(`No meeting ${id}`);
    return meeting;
  }

  async function completedRetentionRuns(): Promise<number> {
    // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
    const result = (await t.database.db.execute(
      sql`select count(*)::int as runs from pgboss.job where name = ${USAGE_RETENTION_JOB} and state = 'completed'`,
    )) as unknown as { rows: Array<{ runs: number }> };
    return result.rows[0]?.runs ?? 0;
  }

  /** Sends the retention job the way the schedule does and waits until the worker has finished it. */
  async function runRetention() {
    const before = await completedRetentionRuns();
    await t.services.queue.send(USAGE_RETENTION_JOB, {});
    await waitFor(async () => (await completedRetentionRuns()) > before, 'the retention run');
  }

  it('schedules the retention run daily on a worker', async () => {
    const result = (await t.database.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${USAGE_RETENTION_JOB}`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ cron: USAGE_RETENTION_CRON, timezone: 'UTC' }]);
    // Once a day: a fixed minute and hour, every day.
    expect(USAGE_RETENTION_CRON).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
  });

  it("deletes a free recording two months after Ting received it, whatever the meeting's date, keeping its transcript and outputs; younger and pro recordings stay", async () => {
    // Dated in 2099 by its client: retention still counts from the recording's receipt, 90 days ago.
    const oldFree = await meetingWithRecording({
      user: free,
      startedAt: new Date('2099-01-01T09:00:00Z'),
      receivedDaysAgo: 90,
    });
    // A meeting from 90 days ago whose recording came 30 days ago keeps it for another month.
    const youngFree = await meetingWithRecording({
      user: free,
      startedAt: new Date(Date.now() - 90 * DAY_MS),
      receivedDaysAgo: 30,
    });
    const oldPro = await meetingWithRecording({
      user: pro,
      startedAt: new Date(Date.now() - 90 * DAY_MS),
      receivedDaysAgo: 90,
    });
    expect((await row(youngFree.id)).mediaExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect((await row(oldPro.id)).mediaExpiresAt).toBeNull();
    expect(oldFree.mediaUrl).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: oldFree.mediaUrl as string })).statusCode).toBe(200);

    await runRetention();

    await expect(store().size(oldFree.mediaKey)).rejects.toThrow(/No stored object/);
    expect(await row(oldFree.id)).toMatchObject({ mediaKey: null, mediaSizeBytes: null });
    expect(await mediaUrl(free, oldFree.id)).toBeNull();
    // A link handed out before the run plays nothing any more.
    expect((await t.app.inject({ method: 'GET', url: oldFree.mediaUrl as string })).statusCode).toBe(404);
    const kept = await detail(free, oldFree.id);
    expect(kept.segments).toHaveLength(8);
    expect(kept.outputs?.summary_markdown).toMatch(/\S/);

    for (const [user, meeting] of [
      [free, youngFree],
      [pro, oldPro],
    ] as const) {
      expect(await store().size(meeting.mediaKey)).toBeGreaterThan(0);
      expect(await mediaUrl(user, meeting.id)).not.toBeNull();
    }

    // Twice is harmless, and so is a run after one that deleted the object but stopped before
    // forgetting its key.
    await runRetention();
    await t.database.db
      .update(meetingsTable)
      .set({ mediaKey: oldFree.mediaKey })
      .where(eq(meetingsTable.id, oldFree.id));
    await runRetention();
    expect((await row(oldFree.id)).mediaKey).toBeNull();
    expect(await store().size(youngFree.mediaKey)).toBeGreaterThan(0);
    expect(await store().size(oldPro.mediaKey)).toBeGreaterThan(0);
  });
});

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
