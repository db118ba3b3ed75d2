import { DEFAULT_CRM_WRITE_MODES, type TCrmUpdate } from '@ting/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema';
import { byProperty, crmSyncWorld } from './crm-sync-fixtures';
import { bearer } from './meeting-fixtures';
import { createTestApp, type TestApp } from './test-app';

const of = (updates: TCrmUpdate[], kind: TCrmUpdate['kind']) =>
  updates.filter((update) => update.kind === kind);

/**
 * A new organization starts in review for tasks and property updates: nothing a rep would have to
 * sign reaches HubSpot before someone approved it, while the meeting and Ting's note are logged.
 * The admin trusts a kind per kind; members cannot.
 */
describe('review first: a new organization’s CRM writes', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof crmSyncWorld>>;

  const settings = async () => {
    const response = await world.request('GET', '/api/organization/crm-settings');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const competitorsInHubspot = async () =>
    (await (await world.client()).crm.deals.basicApi.getById(world.dealId, ['competitors'])).properties
      .competitors ?? '';

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    world = await crmSyncWorld(t, { newOrganizationModes: true });
    await world.useOnlyProperties([{ hs_object: 'deal', name: 'competitors' }]);
  }, 60_000);
  afterAll(() => t?.close());

  let firstMeeting: string;

  it('logs the first meeting and its note at once; its tasks and properties wait, absent from HubSpot', async () => {
    expect(await settings()).toEqual({
      write_mode: 'review',
      write_modes: { meeting: 'automatic', task: 'review', property: 'review' },
      acceptance: { task: null, property: null },
    });
    const competitorsBefore = await competitorsInHubspot();

    firstMeeting = await world.meetingWithHannah('Northbeam — first call');
    const updates = await world.settled(firstMeeting);
    for (const update of [...of(updates, 'meeting'), ...of(updates, 'note')])
      expect([update.kind, update.status, update.hubspot_id]).toEqual([
        update.kind,
        'written',
        expect.any(String),
      ]);
    expect(of(updates, 'task').length).toBeGreaterThanOrEqual(2);
    for (const update of [...of(updates, 'task'), ...of(updates, 'property')])
      expect([update.title ?? update.property, update.status, update.hubspot_id]).toEqual([
        update.title ?? update.property,
        'pending_review',
        null,
      ]);
    expect(byProperty(updates, 'competitors')?.new_value).toBe('Gong');

    const written = await world.engagementsOf(firstMeeting);
    expect([written.meetings.length, written.notes.length, written.tasks.length]).toEqual([1, 1, 0]);
    expect(await competitorsInHubspot()).toBe(competitorsBefore);

    // The meeting's tab says what goes at once and what waits.
    const view = await world.updatesOf(firstMeeting);
    expect([view.write_mode, view.write_modes]).toEqual(['review', DEFAULT_CRM_WRITE_MODES]);
  }, 90_000);

  it('a task approved unchanged reaches HubSpot and counts toward the figure beside the switch', async () => {
    const [task] = of(await world.updatesOf(firstMeeting).then((view) => view.updates), 'task');
    const approved = await world.request(
      'POST',
      `/api/meetings/${firstMeeting}/crm/updates/${task?.id}/decision`,
      { decision: 'approve' },
    );
    expect(approved.statusCode).toBe(200);
    await world.settled(firstMeeting, (list) =>
      list.some((u) => u.id === task?.id && u.status === 'written'),
    );
    expect((await world.engagementsOf(firstMeeting)).tasks).toHaveLength(1);
    expect((await settings()).acceptance).toEqual({
      task: { decided: 1, accepted_unchanged: 1 },
      property: null,
    });
  }, 60_000);

  it('members cannot change it; the admin turning tasks automatic sends the next meeting’s tasks at once', async () => {
    const other = await t.signUp('mia@sellerco.test', 'Mia Member');
    await t.database.db
      .update(memberships)
      .set({ organizationId: world.seller.organizationId, role: 'member', isPayer: false })
      .where(eq(memberships.userId, other.principal.userId));
    const memberToken = await t.accessTokenFor({
      ...other.principal,
      organizationId: world.seller.organizationId,
    });
    const asMember = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/organization/crm-settings',
        headers: bearer({ accessToken: memberToken }),
        payload,
      });
    for (const payload of [{ write_modes: { task: 'automatic' } }, { write_mode: 'automatic' }]) {
      const refused = await asMember(payload);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/organization/crm-settings',
      headers: bearer({ accessToken: memberToken }),
    });
    expect(read.json().data.write_modes).toEqual(DEFAULT_CRM_WRITE_MODES);

    for (const bad of [
      {},
      { write_modes: { task: 'sometimes' } },
      { write_mode: 'review', write_modes: {} },
    ]) {
      const refused = await world.request('PATCH', '/api/organization/crm-settings', bad);
      expect([JSON.stringify(bad), refused.statusCode]).toEqual([JSON.stringify(bad), 400]);
    }

    const changed = await world.request('PATCH', '/api/organization/crm-settings', {
      write_modes: { task: 'automatic' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.write_modes).toEqual({
      meeting: 'automatic',
      task: 'automatic',
      property: 'review',
    });

    const next = await world.meetingWithHannah('Northbeam — second call');
    const updates = await world.settled(next);
    expect(of(updates, 'task').length).toBeGreaterThanOrEqual(2);
    for (const update of of(updates, 'task'))
      expect([update.title, update.status]).toEqual([update.title, 'written']);
    expect(byProperty(updates, 'competitors')?.status).toBe('pending_review');
    expect((await world.engagementsOf(next)).tasks).toHaveLength(of(updates, 'task').length);
  }, 90_000);
});
