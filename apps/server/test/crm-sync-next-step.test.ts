import type { TActionItem } from '@ting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byProperty, crmSyncWorld } from './crm-sync-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** Issue 29 item 2: a proposal built from action items follows the items as edited in Ting. */
describe("a deal's Next Step follows the action items as they are now", () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof crmSyncWorld>>;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    world = await crmSyncWorld(t);
    await world.useOnlyProperties([{ hs_object: 'deal', name: 'hs_next_step' }]);
  }, 60_000);
  afterAll(() => t?.close());

  const nextStep = async () =>
    (await (await world.client()).crm.deals.basicApi.getById(world.dealId, ['hs_next_step'])).properties
      .hs_next_step ?? null;

  it("is rebuilt from the edited items and replaces Ting's previous value instead of adding to it", async () => {
    await world.setMode('automatic');
    const before = await nextStep();
    const meetingId = await world.meetingWithHannah('Northbeam — next step');
    const first = byProperty(await world.settled(meetingId), 'hs_next_step');
    expect(first).toMatchObject({ status: 'written' });
    const written = await nextStep();
    expect(written).toMatch(/security questionnaire/);

    // In Ting: the questionnaire item is reworded, the proposal item completed.
    const detail = (await world.request('GET', `/api/meetings/${meetingId}`)).json().data;
    const items = detail.outputs.action_items as TActionItem[];
    expect(items.some((item) => /security questionnaire/.test(item.text))).toBe(true);
    const edited = items.map((item) =>
      /security questionnaire/.test(item.text)
        ? { ...item, text: 'Share the signed data processing agreement' }
        : { ...item, done: true },
    );
    const saved = await world.request('PATCH', `/api/meetings/${meetingId}/action-items`, {
      action_items: edited,
    });
    expect(saved.statusCode).toBe(200);

    expect((await world.request('POST', `/api/meetings/${meetingId}/crm/sync`)).statusCode).toBe(202);
    const again = byProperty(
      await world.settled(
        meetingId,
        (list) => byProperty(list, 'hs_next_step')?.new_value !== first?.new_value,
      ),
      'hs_next_step',
    );
    expect(again?.new_value).toMatch(/signed data processing agreement/);
    expect(again?.new_value).not.toMatch(/security questionnaire/);
    expect(again?.new_value).not.toMatch(/revised proposal/);
    // Built on what the deal said before Ting's first write, not on that write.
    if (before) expect(again?.new_value?.startsWith(before.trim())).toBe(true);
    expect(await nextStep()).toBe(again?.new_value);
  }, 120_000);
});
