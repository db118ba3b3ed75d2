import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmSyncs, crmWrites } from '../src/db/schema';
import { WAITING_FOR_RECONNECT } from '../src/modules/crm-sync/crm-writer';
import { connectHubspotThroughSandbox } from './browser-session';
import { crmSyncWorld } from './crm-sync-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** A revoked HubSpot grant: the writes wait (queued, with the reason) and go out once, after a reconnect. */
describe('CRM sync across a revoked HubSpot grant', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof crmSyncWorld>>;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    world = await crmSyncWorld(t);
    await world.useOnlyProperties([{ hs_object: 'deal', name: 'competitors' }]);
  }, 60_000);
  afterAll(() => t?.close());

  const TITLE = 'Northbeam grant revoked check-in';
  const rowsOf = (meetingId: string) =>
    t.database.db.select().from(crmWrites).where(eq(crmWrites.meetingId, meetingId));

  it('keeps a sync and approved writes waiting while the grant is revoked, then writes each exactly once after a reconnect', async () => {
    await world.setMode('review');
    const meetingId = await world.meetingWithHannah(TITLE);
    const proposed = await world.settled(meetingId);
    expect(proposed.length).toBeGreaterThan(3);
    expect(new Set(proposed.map((update) => update.status))).toEqual(new Set(['pending_review']));

    // The person revokes Ting's access in HubSpot: the refresh token is refused, the access token expired.
    const { accessToken, refreshToken } = await world.tokens();
    expect((await world.hubspotControl(`/access-tokens/${accessToken}/expire`)).status).toBe(204);
    expect((await world.hubspotControl(`/refresh-tokens/${refreshToken}/revoke`)).status).toBe(204);

    // 'Sync to HubSpot' before Ting knows: the plan meets the refused grant, marks the integration
    // `needs_reconnect` and waits to be planned again.
    const sync = await world.request('POST', `/api/meetings/${meetingId}/crm/sync`);
    expect(sync.statusCode).toBe(202);
    const waited = Date.now() + 30_000;
    while ((await world.integration())?.status !== 'needs_reconnect') {
      if (Date.now() > waited) throw new Error('The integration was never marked needs_reconnect');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [waiting] = await t.database.db.select().from(crmSyncs).where(eq(crmSyncs.meetingId, meetingId));
    expect(waiting?.plannedAt && waiting.plannedAt < waiting.requestedAt).toBe(true);
    expect(waiting?.error).toMatch(/Reconnect/);

    const approved = await world.request('POST', `/api/meetings/${meetingId}/crm/updates/decision`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await rowsOf(meetingId);
      if (rows.every((row) => row.status === 'queued' && row.reason === WAITING_FOR_RECONNECT)) break;
      if (rows.some((row) => row.status !== 'queued' && row.status !== 'pending_review'))
        throw new Error(`A write did not wait: ${JSON.stringify(rows.map((row) => [row.kind, row.status]))}`);
      if (Date.now() > deadline) throw new Error('The writes never waited for a reconnect');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await world.integration())?.status).toBe('needs_reconnect');
    const view = await world.updatesOf(meetingId);
    expect(view).toMatchObject({ connected: false, syncing: false });
    for (const update of view.updates)
      expect([update.kind, update.status, update.reason, update.hubspot_id]).toEqual([
        update.kind,
        'queued',
        WAITING_FOR_RECONNECT,
        null,
      ]);
    // Nothing was written meanwhile (read on the deal's page: Ting's token is refused now).
    const page = await world.dealPage();
    expect(page).not.toContain(TITLE);
    expect(page).not.toContain('Gong');
    // 'Sync to HubSpot' now says plainly that HubSpot must be reconnected first.
    const refused = await world.request('POST', `/api/meetings/${meetingId}/crm/sync`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'NOT_CONNECTED']);

    // Reconnecting through HubSpot's consent page sends the waiting writes.
    await connectHubspotThroughSandbox(world.browser);
    expect((await world.integration())?.status).toBe('connected');
    const updates = await world.settled(
      meetingId,
      (list) => list.every((update) => update.status === 'written'),
      {
        timeoutMs: 60_000,
      },
    );
    const tasks = updates.filter((update) => update.kind === 'task');
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    for (const update of updates) expect(update.reason).toBeNull();
    const written = await world.engagementsOf(meetingId);
    expect([written.meetings.length, written.notes.length, written.tasks.length]).toEqual([
      1,
      1,
      tasks.length,
    ]);
    const hubspot = await world.client();
    expect(
      (await hubspot.crm.deals.basicApi.getById(world.dealId, ['competitors'])).properties.competitors,
    ).toMatch(/Gong/);
    expect(await world.dealPage()).toContain(TITLE);
    const [planned] = await t.database.db.select().from(crmSyncs).where(eq(crmSyncs.meetingId, meetingId));
    expect(planned?.plannedAt && planned.plannedAt >= planned.requestedAt).toBe(true);

    // Another reconnect (the event heard again) writes nothing twice.
    await connectHubspotThroughSandbox(world.browser);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await world.settled(meetingId);
    const again = await world.engagementsOf(meetingId);
    expect([again.meetings.length, again.notes.length, again.tasks.length]).toEqual([1, 1, tasks.length]);
  }, 120_000);
});
