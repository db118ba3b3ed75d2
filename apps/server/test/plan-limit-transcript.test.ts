import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings as meetingsTable } from '../src/db/schema';
import { SALES_CALL_VTT } from './meeting-fixtures';
import { putOnPlan } from './plan-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('a transcript upload stopped by the plan limit', () => {
  let t: TestApp;
  // An API-only process: nothing works the queue, so the test runs the ingest step itself.
  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
  });
  afterAll(() => t?.close());

  it('keeps the uploaded transcript visible, unprocessed, and Retry after an upgrade processes it once', {
    timeout: 60_000,
  }, async () => {
    const user = await t.signUp('over.limit@acme.test', 'Over Limit');
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const upload = async (title: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers,
        payload: { title, transcript: { filename: 'call.vtt', content: SALES_CALL_VTT } },
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.id as string;
    };
    const used: string[] = [];
    for (let index = 0; index < 5; index += 1) used.push(await upload(`Call ${index + 1}`));
    // The free plan's five meetings of this month are used.
    await t.database.db
      .update(meetingsTable)
      .set({ countedAt: new Date() })
      .where(inArray(meetingsTable.id, used));

    const sixth = await upload('Call 6');
    await t.services.meetings.pipeline.ingest(sixth);

    const read = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/meetings/${sixth}`, headers });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    const stopped = await read();
    expect(stopped.status).toBe('limit_reached');
    expect(stopped.status_reason).toMatch(/Upgrade your plan in Settings → Billing/);
    // What was uploaded is shown: its lines and length, but nothing Ting would write.
    expect(stopped.segments.length).toBeGreaterThan(0);
    expect(stopped.segments[0].text).toBeTruthy();
    expect(stopped.duration_ms).toBeGreaterThan(0);
    expect(stopped.outputs).toBeNull();
    const segmentCount = stopped.segments.length;

    // Upgraded, the owner retries: the meeting is processed, its transcript read again, not doubled.
    await putOnPlan(t.database.db, { organizationId: user.principal.organizationId, plan: 'pro' });
    const retried = await t.app.inject({ method: 'POST', url: `/api/meetings/${sixth}/retry`, headers });
    expect(retried.statusCode).toBeLessThan(300);
    await t.services.meetings.pipeline.ingest(sixth);
    const processing = await read();
    expect(processing.status).toBe('transcribing');
    expect(processing.segments).toHaveLength(segmentCount);
  });
});
