import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings as meetingsTable } from '../src/db/schema';
import type { SessionPrincipal } from '../src/modules/identity/access-token';
import { createDiskObjectStore } from '../src/providers/storage/disk/disk-object-store';
import { bearer, SALES_CALL_VTT } from './meeting-fixtures';
import { recordingBytes } from './recording-fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * The plan's monthly allowance counts meetings that produced something: one that fails before any
 * output gives its slot back, and a Retry that succeeds counts it once.
 */
describe("a meeting's count against the plan's allowance", () => {
  let t: TestApp;
  // An API-only process with no speech-to-text: nothing works the queue, so the test runs the steps
  // (and the job's give-up, `markFailed`) itself, as the worker would.
  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
  });
  afterAll(() => t?.close());

  const store = () => createDiskObjectStore({ rootDir: `${t.config.dataDir}/objects` });

  async function rowOf(meetingId: string) {
    const [row] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, meetingId));
    if (!row) throw new Error(`no meeting ${meetingId}`);
    return row;
  }

  /** What the plan shows: the organization's processed meetings this month (the identity's number). */
  async function processedThisMonth(user: { sessionCookie: string }): Promise<number> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/data/organization/id',
      headers: { cookie: user.sessionCookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.organization.meetings_processed_this_period;
  }

  async function uploadTranscript(user: { accessToken: string }, title: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(user),
      payload: { title, transcript: { filename: 'call.vtt', content: SALES_CALL_VTT } },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id;
  }

  /** What the worker does with a step: run it, and on a permanent failure mark the meeting failed. */
  async function runStep(step: (meetingId: string) => Promise<void>, meetingId: string) {
    try {
      await step(meetingId);
    } catch (error) {
      await t.services.meetings.pipeline.markFailed({ meetingId, error });
    }
  }

  async function processToEnd(meetingId: string) {
    const { pipeline } = t.services.meetings;
    await runStep(pipeline.ingest, meetingId);
    if (['failed', 'limit_reached'].includes((await rowOf(meetingId)).status)) return;
    await pipeline.summarise(meetingId);
    await pipeline.handOff(meetingId);
  }

  async function uploadRecording(principal: SessionPrincipal, title: string) {
    const recording = recordingBytes('webm');
    return t.services.meetings.capture.createFromRecording({
      principal,
      title,
      startedAt: new Date(),
      declaredType: 'audio/webm',
      source: 'audio_upload',
      sizeBytes: recording.length,
      body: Readable.from([recording]),
    });
  }

  it('leaves the allowance untouched when a recording fails for lack of speech-to-text', {
    timeout: 60_000,
  }, async () => {
    const user = await t.signUp('no-stt@acme.test', 'No STT');
    const meeting = await uploadRecording(user.principal, 'Recorded call');

    await processToEnd(meeting.id);

    const row = await rowOf(meeting.id);
    expect(row.status).toBe('failed');
    expect(row.statusReason).toMatch(/Speech-to-text is not configured/);
    expect(row.countedAt).toBeNull();
    expect(await processedThisMonth(user)).toBe(0);
    expect(
      await t.services.usage.processedThisPeriod({ organizationId: user.principal.organizationId }),
    ).toBe(0);
  });

  it('counts a meeting that failed before any output and then succeeded on Retry exactly once', {
    timeout: 60_000,
  }, async () => {
    const user = await t.signUp('retried@acme.test', 'Retried');
    const meetingId = await uploadTranscript(user, 'Discovery call');
    const key = (await rowOf(meetingId)).transcriptFileKey as string;
    const objects = store();
    const bytes = Buffer.concat(await (await objects.get(key)).toArray());
    // The file goes missing: ingest counts the meeting, then cannot read it, and the meeting fails.
    await objects.delete(key);
    await processToEnd(meetingId);
    expect(await rowOf(meetingId)).toMatchObject({ status: 'failed', countedAt: null });
    expect(await processedThisMonth(user)).toBe(0);

    // The file is back; Retry processes the meeting and counts it.
    await objects.put({ key, body: bytes, contentType: 'text/vtt' });
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meetingId}/retry`,
      headers: bearer(user),
    });
    expect(retried.statusCode).toBe(202);
    await processToEnd(meetingId);
    // A step that runs twice (a redelivered job) counts nothing more.
    await t.services.meetings.pipeline.ingest(meetingId);
    expect((await rowOf(meetingId)).status).toBe('ready');
    expect(await processedThisMonth(user)).toBe(1);
  });

  it('keeps the count of a meeting that failed after its transcript was made', {
    timeout: 60_000,
  }, async () => {
    const user = await t.signUp('late-failure@acme.test', 'Late failure');
    const meetingId = await uploadTranscript(user, 'Pricing call');
    await t.services.meetings.pipeline.ingest(meetingId);
    // The summary step gives up (say the model is down for good): the transcript is there to read.
    await t.services.meetings.pipeline.markFailed({ meetingId, error: new Error('model unavailable') });
    expect((await rowOf(meetingId)).status).toBe('failed');
    expect((await rowOf(meetingId)).countedAt).not.toBeNull();
    expect(await processedThisMonth(user)).toBe(1);

    await t.app.inject({ method: 'POST', url: `/api/meetings/${meetingId}/retry`, headers: bearer(user) });
    await processToEnd(meetingId);
    expect((await rowOf(meetingId)).status).toBe('ready');
    expect(await processedThisMonth(user)).toBe(1);
  });

  it("still holds the free plan's five meetings: failures give their slot back, the sixth is stopped", {
    timeout: 90_000,
  }, async () => {
    const user = await t.signUp('five@acme.test', 'Five');
    const used: string[] = [];
    for (let index = 0; index < 4; index += 1) used.push(await uploadTranscript(user, `Call ${index + 1}`));
    await t.database.db
      .update(meetingsTable)
      .set({ countedAt: new Date() })
      .where(inArray(meetingsTable.id, used));

    // A recording that cannot be transcribed takes the fifth slot only while it is tried.
    const failed = await uploadRecording(user.principal, 'Recorded call');
    await processToEnd(failed.id);
    expect(await rowOf(failed.id)).toMatchObject({ status: 'failed', countedAt: null });
    expect(await processedThisMonth(user)).toBe(4);

    const fifth = await uploadTranscript(user, 'Call 5');
    await processToEnd(fifth);
    expect((await rowOf(fifth)).status).toBe('ready');
    expect(await processedThisMonth(user)).toBe(5);

    const sixth = await uploadTranscript(user, 'Call 6');
    await processToEnd(sixth);
    const stopped = await rowOf(sixth);
    expect(stopped.status).toBe('limit_reached');
    expect(stopped.statusReason).toMatch(/Your Free plan includes 5 processed meetings a month/);
    expect(await processedThisMonth(user)).toBe(5);

    // Deleting a counted meeting does not give its slot back: a new one is still stopped.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${fifth}`,
      headers: bearer(user),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await processedThisMonth(user)).toBe(5);
    const seventh = await uploadTranscript(user, 'Call 7');
    await processToEnd(seventh);
    expect((await rowOf(seventh)).status).toBe('limit_reached');

    // Retrying the failed recording now meets the limit too; it is not counted.
    await t.app.inject({ method: 'POST', url: `/api/meetings/${failed.id}/retry`, headers: bearer(user) });
    await processToEnd(failed.id);
    expect(await rowOf(failed.id)).toMatchObject({ status: 'limit_reached', countedAt: null });
    expect(await processedThisMonth(user)).toBe(5);
  });
});
