import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings as meetingsTable } from '../src/db/schema';
import { createDiskObjectStore } from '../src/providers/storage/disk/disk-object-store';
import { SALES_CALL_VTT } from './meeting-fixtures';
import { recordingBytes } from './recording-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('plan limits under concurrency', () => {
  let t: TestApp;
  // An API-only process: nothing works the queue, so the test runs the ingest step itself.
  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
  });
  afterAll(() => t?.close());

  it('lets only one of two meetings starting at once take the last free slot', {
    timeout: 60_000,
  }, async () => {
    const user = await t.signUp('race@acme.test', 'Race');
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: { authorization: `Bearer ${user.accessToken}` },
        payload: {
          title: `Call ${index + 1}`,
          transcript: { filename: 'call.vtt', content: SALES_CALL_VTT },
        },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().data.id);
    }
    // Four of the free plan's five meetings are used this month.
    await t.database.db
      .update(meetingsTable)
      .set({ countedAt: new Date() })
      .where(inArray(meetingsTable.id, ids.slice(0, 4)));

    const [fifth, sixth] = [ids[4] as string, ids[5] as string];
    const { pipeline } = t.services.meetings;
    await Promise.all([pipeline.ingest(fifth), pipeline.ingest(sixth)]);

    const rows = await t.database.db
      .select({ id: meetingsTable.id, status: meetingsTable.status, countedAt: meetingsTable.countedAt })
      .from(meetingsTable)
      .where(inArray(meetingsTable.id, [fifth, sixth]));
    expect(rows.filter((row) => row.countedAt !== null)).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'limit_reached')).toHaveLength(1);
  });

  it('keeps no recording of a meeting the plan stopped: its media is deleted and its reason says so', {
    timeout: 60_000,
  }, async () => {
    const user = await t.signUp('dropped@acme.test', 'Dropped');
    const transcript = async (title: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: { authorization: `Bearer ${user.accessToken}` },
        payload: { title, transcript: { filename: 'call.vtt', content: SALES_CALL_VTT } },
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.id as string;
    };
    const used: string[] = [];
    for (let index = 0; index < 4; index += 1) used.push(await transcript(`Call ${index + 1}`));
    await t.database.db
      .update(meetingsTable)
      .set({ countedAt: new Date() })
      .where(inArray(meetingsTable.id, used));
    // One slot left when the recording is accepted; another meeting takes it before it is processed.
    const recording = recordingBytes('webm');
    const meeting = await t.services.meetings.capture.createFromRecording({
      principal: user.principal,
      title: 'Recorded call',
      startedAt: new Date(),
      declaredType: 'audio/webm',
      source: 'audio_upload',
      sizeBytes: recording.length,
      body: Readable.from([recording]),
    });
    expect(meeting.mediaKey).toBeTruthy();
    const fifth = await transcript('Call 5');
    await t.database.db
      .update(meetingsTable)
      .set({ countedAt: new Date() })
      .where(eq(meetingsTable.id, fifth));

    await t.services.meetings.pipeline.ingest(meeting.id);
    const [row] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, meeting.id));
    expect(row).toMatchObject({ status: 'limit_reached', mediaKey: null, mediaSizeBytes: null });
    expect(row?.statusReason).toBe(
      "Your Free plan includes 5 processed meetings a month, and this month's are used. Upgrade your plan in Settings → Billing to upload this recording now, or upload it next month. This recording was not kept.",
    );
    const store = createDiskObjectStore({ rootDir: `${t.config.dataDir}/objects` });
    await expect(store.size(meeting.mediaKey ?? '')).rejects.toThrow(/No stored object/);
  });
});
