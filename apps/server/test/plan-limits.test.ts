import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings as meetingsTable } from '../src/db/schema';
import { SALES_CALL_VTT } from './meeting-fixtures';
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
});
