import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmWrites } from '../src/db/schema';
import { crmSyncWorld } from './crm-sync-fixtures';
import { createTestApp, type TestApp } from './test-app';

const LIMIT = { max: 5, intervalMs: 2_000 };

/** Write jobs stay under HubSpot's per-interval limit, as its headers state it: no 429 on the way. */
describe('CRM writes paced under HubSpot’s burst limit', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof crmSyncWorld>>;

  const rateLimit = async (): Promise<{ max: number; intervalMs: number; rejected: number }> =>
    (await world.hubspotControl('/rate-limit', { method: 'GET' })).json() as never;
  const setLimit = async (limit = LIMIT) => {
    const response = await fetch(`${t.config.hubspot.apiUrl}/_sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(limit),
    });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    world = await crmSyncWorld(t);
    await world.useOnlyProperties([
      { hs_object: 'deal', name: 'competitors' },
      { hs_object: 'deal', name: 'amount' },
    ]);
  }, 60_000);
  afterAll(() => t?.close());

  it('writes a meeting’s many updates with no 429 from HubSpot, a few calls per window', async () => {
    await world.setMode('review');
    const meetingId = await world.meetingWithHannah('Northbeam — paced writes');
    const proposed = await world.settled(meetingId);
    expect(proposed.length).toBeGreaterThanOrEqual(6);
    expect(new Set(proposed.map((update) => update.status))).toEqual(new Set(['pending_review']));

    // HubSpot's limit is now 5 calls per 2 s, and its answers say so: any call of Ting's (here the
    // import listing, read live) lets it know.
    await setLimit();
    expect((await world.request('GET', '/fields?import=true')).statusCode).toBe(200);
    // A fresh window and count of 429s; then every proposal is approved at once.
    await new Promise((resolve) => setTimeout(resolve, LIMIT.intervalMs + 500));
    await setLimit();
    const startedAt = Date.now();
    const approved = await world.request('POST', `/api/meetings/${meetingId}/crm/updates/decision`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const updates = await world.settled(
      meetingId,
      (list) => list.every((update) => update.status === 'written'),
      { timeoutMs: 120_000 },
    );
    const tookMs = Date.now() - startedAt;

    expect(await rateLimit()).toEqual({ ...LIMIT, rejected: 0 });
    // HubSpot's usual limit again, for this test's own reads.
    await setLimit({ max: 110, intervalMs: 10_000 });
    const rows = await t.database.db.select().from(crmWrites).where(eq(crmWrites.meetingId, meetingId));
    // The budget (2 calls per 3 s) held writes back: some were sent again once a window freed.
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    expect(tookMs).toBeGreaterThan(LIMIT.intervalMs);
    for (const row of rows) expect([row.kind, row.status, row.error]).toEqual([row.kind, 'written', null]);

    const tasks = updates.filter((update) => update.kind === 'task').length;
    const written = await world.engagementsOf(meetingId);
    expect([written.meetings.length, written.notes.length, written.tasks.length]).toEqual([1, 1, tasks]);
    const hubspot = await world.client();
    const deal = await hubspot.crm.deals.basicApi.getById(world.dealId, ['competitors', 'amount']);
    expect(deal.properties.competitors).toMatch(/Gong/);
    expect(deal.properties.amount).toBe('40000');
  }, 180_000);
});
