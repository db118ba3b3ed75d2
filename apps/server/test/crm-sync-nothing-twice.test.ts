import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmWrites, meetingCrmMatches } from '../src/db/schema';
import { blockStart } from '../src/modules/crm-sync/ting-blocks';
import { byProperty, crmSyncWorld, HANNAH, NORTHBEAM_CALL_VTT, SELLER } from './crm-sync-fixtures';
import { createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** Issue 29 item 3: what Ting adds to a record is one block per meeting, and its own writes are no one's change. */
describe('CRM sync writes nothing twice', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof crmSyncWorld>>;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    world = await crmSyncWorld(t);
    await world.useOnlyProperties([{ hs_object: 'deal', name: 'competitors' }]);
  }, 60_000);
  afterAll(() => t?.close());

  const deal = async () =>
    (await (await world.client()).crm.deals.basicApi.getById(world.dealId, ['description', 'competitors']))
      .properties;
  const setDeal = async (properties: Record<string, string>) =>
    (await world.client()).crm.deals.basicApi.update(world.dealId, { properties });
  const count = (text: string | null | undefined, part: string) => (text ?? '').split(part).length - 1;

  /** A meeting with Hannah saying `rival` is also evaluated (the Northbeam call otherwise). */
  async function meetingNaming(title: string, rival: string): Promise<string> {
    const { id } = await createReadyMeeting(t, {
      user: world.seller,
      title,
      content: NORTHBEAM_CALL_VTT.replace('Gong', rival),
      participants: [HANNAH, SELLER],
    });
    const deadline = Date.now() + 20_000;
    while (
      !(await t.database.db.select().from(meetingCrmMatches).where(eq(meetingCrmMatches.meetingId, id)))[0]
    ) {
      if (Date.now() > deadline) throw new Error(`Meeting ${id} was never matched`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return id;
  }

  it("sync the same meeting three times: HubSpot's record and activities are identical after the first", async () => {
    await world.setMode('automatic');
    await setDeal({ description: 'Fleet of 240 trucks; Sam owns the deal.', competitors: '' });
    const meetingId = await world.meetingWithHannah('Northbeam — nothing twice');
    const first = await world.settled(meetingId);
    const description = byProperty(first, 'description');
    expect(description).toMatchObject({ status: 'written' });
    const after = await deal();
    expect(after.description).toMatch(/^Fleet of 240 trucks; Sam owns the deal\.\n\n\[Ting · meeting /);
    expect(count(after.description, blockStart(meetingId))).toBe(1);
    const activities = await world.engagementsOf(meetingId);

    for (const round of [2, 3]) {
      const again = await world.request('POST', `/api/meetings/${meetingId}/crm/sync`);
      expect(again.statusCode).toBe(202);
      const updates = await world.settled(meetingId);
      expect(await deal(), `after sync ${round}`).toEqual(after);
      expect(await world.engagementsOf(meetingId)).toEqual(activities);
      // Nothing new proposed: the meeting adds nothing to what HubSpot holds.
      expect(updates.filter((update) => update.status !== 'written')).toEqual([]);
    }
  }, 120_000);

  it('two meetings of the same deal written at once both land, neither skipped as changed in HubSpot', async () => {
    await world.setMode('review');
    await setDeal({ description: 'Fleet of 240 trucks.', competitors: '' });
    const [one, two] = [
      await meetingNaming('Northbeam — backlog one', 'Gong'),
      await meetingNaming('Northbeam — backlog two', 'Chorus'),
    ];
    // Both planned against the same HubSpot values before either writes (a backlog after a restart).
    for (const id of [one, two]) {
      const proposed = await world.settled(id);
      expect(byProperty(proposed, 'description')?.status).toBe('pending_review');
      expect(byProperty(proposed, 'competitors')?.old_value).toBeNull();
    }
    const approved = await Promise.all(
      [one, two].map((id) =>
        world.request('POST', `/api/meetings/${id}/crm/updates/decision`, { decision: 'approve' }),
      ),
    );
    expect(approved.map((response) => response.statusCode)).toEqual([200, 200]);
    for (const id of [one, two]) {
      const updates = await world.settled(id, (list) => list.every((update) => update.status !== 'queued'));
      for (const name of ['description', 'competitors'])
        expect(byProperty(updates, name), `${name} of ${id}`).toMatchObject({
          status: 'written',
          reason: null,
        });
    }
    const after = await deal();
    expect(after.description).toMatch(/^Fleet of 240 trucks\.\n\n/);
    expect(count(after.description, blockStart(one))).toBe(1);
    expect(count(after.description, blockStart(two))).toBe(1);
    expect(after.competitors).toMatch(/Gong/);
    expect(after.competitors).toMatch(/Chorus/);
    // What is recorded as written is what HubSpot holds.
    const [last] = await t.database.db
      .select()
      .from(crmWrites)
      .where(and(eq(crmWrites.propertyName, 'description'), eq(crmWrites.status, 'written')))
      .orderBy(crmWrites.writtenAt)
      .limit(1)
      .offset(2);
    expect(last?.newValue).toBe(after.description);
  }, 120_000);
});
