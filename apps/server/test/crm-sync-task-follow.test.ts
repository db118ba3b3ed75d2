import type { TActionItem } from '@ting/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmWrites } from '../src/db/schema';
import { CHANGED_IN_HUBSPOT } from '../src/modules/crm-sync/task-follow';
import { crmSyncWorld } from './crm-sync-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** Issue 29 item 2: Ting's edits of an action item follow the HubSpot task it wrote, until a person changes it. */
describe('HubSpot tasks follow their action items as edited in Ting', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof crmSyncWorld>>;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    world = await crmSyncWorld(t);
  }, 60_000);
  afterAll(() => t?.close());

  async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what} never happened: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const task = async (id: string) => {
    try {
      return (
        await (
          await world.client()
        ).crm.objects.basicApi.getById('tasks', id, ['hs_task_subject', 'hs_task_status', 'hs_timestamp'])
      ).properties;
    } catch {
      return null;
    }
  };
  const items = async (meetingId: string): Promise<TActionItem[]> =>
    (await world.request('GET', `/api/meetings/${meetingId}`)).json().data.outputs.action_items;
  const save = async (meetingId: string, list: TActionItem[]) => {
    const response = await world.request('PATCH', `/api/meetings/${meetingId}/action-items`, {
      action_items: list,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.action_items as TActionItem[];
  };

  it('updates, completes and deletes the task with its item; a task a person changed is left alone and the item says so', async () => {
    const meetingId = await world.meetingWithHannah('Northbeam — tasks follow');
    await world.settled(meetingId);
    const taskRows = await t.database.db
      .select()
      .from(crmWrites)
      .where(and(eq(crmWrites.meetingId, meetingId), eq(crmWrites.kind, 'task')));
    const before = await items(meetingId);
    const proposal = before.find((item) => /revised proposal/.test(item.text));
    const questionnaire = before.find((item) => /security questionnaire/.test(item.text));
    if (!proposal || !questionnaire) throw new Error(`Unexpected items: ${JSON.stringify(before)}`);
    const taskOf = (item: TActionItem) => {
      const row = taskRows.find(
        (candidate) => candidate.payload.kind === 'task' && candidate.payload.itemId === item.id,
      );
      expect(row?.status).toBe('written');
      return row?.hubspotId ?? '';
    };
    const proposalTask = taskOf(proposal);
    const questionnaireTask = taskOf(questionnaire);
    expect((await items(meetingId)).find((item) => item.id === proposal.id)?.crm_task).toMatchObject({
      state: 'synced',
    });

    // Reworded and re-dated in Ting; the other one completed.
    await save(
      meetingId,
      before.map((item) =>
        item.id === proposal.id
          ? { ...item, text: 'Send the revised proposal with the annual plan', due_date: '2026-12-18' }
          : item.id === questionnaire.id
            ? { ...item, done: true }
            : item,
      ),
    );
    const reworded = await until(
      () => task(proposalTask),
      (value) => value?.hs_task_subject === 'Send the revised proposal with the annual plan',
      'the task reworded',
    );
    expect(new Date(reworded?.hs_timestamp ?? '').toISOString()).toBe('2026-12-18T12:00:00.000Z');
    await until(
      () => task(questionnaireTask),
      (value) => value?.hs_task_status === 'COMPLETED',
      'the task completed',
    );

    // Deleted in Ting: its task goes too.
    await save(
      meetingId,
      (await items(meetingId)).filter((item) => item.id !== questionnaire.id),
    );
    await until(
      () => task(questionnaireTask),
      (value) => value === null,
      'the task deleted',
    );

    // A rep rewords the other task in HubSpot; Ting's next edit leaves it as they wrote it.
    await (await world.client()).crm.objects.basicApi.update('tasks', proposalTask, {
      properties: { hs_task_subject: 'Proposal: wait for legal first' },
    });
    await save(
      meetingId,
      (await items(meetingId)).map((item) => (item.id === proposal.id ? { ...item, done: true } : item)),
    );
    await until(
      async () => (await items(meetingId)).find((item) => item.id === proposal.id)?.crm_task,
      (value) => value?.state === 'changed_in_hubspot',
      'the item marked changed in HubSpot',
    );
    expect(await task(proposalTask)).toMatchObject({
      hs_task_subject: 'Proposal: wait for legal first',
      hs_task_status: 'NOT_STARTED',
    });
    const [row] = await t.database.db.select().from(crmWrites).where(eq(crmWrites.hubspotId, proposalTask));
    expect(row?.reason).toBe(CHANGED_IN_HUBSPOT);
  }, 120_000);
});
