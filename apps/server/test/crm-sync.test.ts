import { Client } from '@hubspot/api-client';
import {
  DEFAULT_CRM_WRITE_MODES,
  type TCrmUpdate,
  type TField,
  type TFieldList,
  type TMeetingCrmUpdates,
} from '@ting/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from '../src/crypto/token-cipher';
import { crmSyncs, crmWrites, integrations, meetingCrmMatches, memberships } from '../src/db/schema';
import { connectHubspotThroughSandbox, createBrowser, signInThroughSandbox } from './browser-session';
import { useOnlyProperties } from './crm-sync-fixtures';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type TestApp } from './test-app';

const HANNAH = { name: 'Hannah Berg', email: 'hannah.berg@northbeamlogistics.com' };
const SELLER = { name: 'Sam Seller', email: 'sam@sellerco.test' };

/** A call with Northbeam's Hannah: a rival vendor named, a budget, commitments with due dates. */
const NORTHBEAM_CALL_VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Sam Seller>Thanks for joining, Hannah. Where does the fleet team stand on the rollout?

00:00:06.500 --> 00:00:14.000
<v Hannah Berg>We are also evaluating Gong as an alternative, so the comparison matters to us.

00:00:14.500 --> 00:00:21.000
<v Hannah Berg>Our budget for the rollout is forty thousand dollars, so that is the total amount of the deal.

00:00:21.500 --> 00:00:28.000
<v Sam Seller>Understood. I'll send the revised proposal by Friday.

00:00:28.500 --> 00:00:35.000
<v Hannah Berg>I will share the security questionnaire tomorrow.
`;

type Caller = { accessToken: string; organizationId: string };
type Engagements = Record<'meetings' | 'notes' | 'tasks', Array<{ id: string; associations: string[] }>>;

/** Writing a meeting's updates to HubSpot (the sandbox's seeded portal), checked with the official SDK. */
describe('CRM sync to HubSpot', () => {
  let t: TestApp;
  let seller: Caller;
  let hubspot: Client;
  let dealId: string;
  let fields: TField[];

  const request = (
    caller: { accessToken: string },
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(caller), payload });

  async function updatesOf(meetingId: string, caller: Caller = seller): Promise<TMeetingCrmUpdates> {
    const response = await request(caller, 'GET', `/api/meetings/${meetingId}/crm/updates`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** Until the meeting's sync is planned and nothing is queued (or `until` holds). */
  async function settled(
    meetingId: string,
    until: (updates: TCrmUpdate[]) => boolean = () => true,
    timeoutMs = 45_000,
  ): Promise<TCrmUpdate[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [sync] = await t.database.db.select().from(crmSyncs).where(eq(crmSyncs.meetingId, meetingId));
      const view = await updatesOf(meetingId);
      const planned = sync?.plannedAt && sync.plannedAt >= sync.requestedAt;
      if (planned && !view.syncing && until(view.updates)) return view.updates;
      if (Date.now() > deadline)
        throw new Error(`Sync of ${meetingId} did not settle: ${JSON.stringify(view)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function meetingWithHannah(title: string): Promise<string> {
    const { id } = await createReadyMeeting(t, {
      user: seller,
      title,
      content: NORTHBEAM_CALL_VTT,
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

  /** The meetings, notes and tasks in HubSpot written for this Ting meeting, with what each is associated with. */
  async function engagementsOf(meetingId: string): Promise<Engagements> {
    const bodies = { meetings: 'hs_meeting_body', notes: 'hs_note_body', tasks: 'hs_task_body' } as const;
    const result: Engagements = { meetings: [], notes: [], tasks: [] };
    for (const [type, body] of Object.entries(bodies) as Array<[keyof Engagements, string]>) {
      let after: string | undefined;
      do {
        const page = await hubspot.crm.objects.basicApi.getPage(type, 100, after, [body], undefined, [
          'contacts',
          'companies',
          'deals',
        ]);
        for (const object of page.results) {
          if (!object.properties[body]?.includes(`/meetings/${meetingId}`)) continue;
          const associations = Object.entries(object.associations ?? {}).flatMap(([kind, list]) =>
            [...new Set(list.results.map((item) => item.id))].map((id) => `${kind}:${id}`),
          );
          result[type].push({ id: object.id, associations: associations.sort() });
        }
        after = page.paging?.next?.after;
      } while (after);
    }
    return result;
  }

  const dealProperties = async (names: string[]) =>
    (await hubspot.crm.deals.basicApi.getById(dealId, names)).properties;

  /** As a person would in HubSpot: clears what earlier scenarios wrote on the deal. */
  const resetDeal = () =>
    hubspot.crm.deals.basicApi.update(dealId, { properties: { competitors: '', description: '' } });

  const setRateLimit = (limit: { max: number; intervalMs: number }) =>
    fetch(`${t.config.hubspot.apiUrl}/_sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(limit),
    });

  const setMode = async (mode: 'automatic' | 'review') => {
    const response = await request(seller, 'PATCH', '/api/organization/crm-settings', { write_mode: mode });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      write_mode: mode,
      write_modes: { meeting: mode, task: mode, property: mode },
    });
  };

  const byProperty = (updates: TCrmUpdate[], name: string) =>
    updates.find((update) => update.property === name);

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: SELLER.email, name: SELLER.name });
    await connectHubspotThroughSandbox(browser);
    const identity = JSON.parse((await browser.get('/api/data/organization/id')).body).data;
    seller = { accessToken: identity.accessToken, organizationId: identity.organization.id };
    const [row] = await t.database.db.select().from(integrations).where(eq(integrations.provider, 'hubspot'));
    const cipher = createTokenCipher(parseEncryptionKey(t.secrets.encryptionKey));
    hubspot = new Client({
      accessToken: cipher.decrypt(row?.accessTokenEncrypted ?? ''),
      basePath: t.config.hubspot.apiUrl,
      numberOfApiCallRetries: 0,
    });
    const deals = await hubspot.crm.deals.searchApi.doSearch({
      query: 'Fleet team rollout',
      filterGroups: [],
      properties: ['dealname'],
      limit: 1,
      sorts: [],
    });
    dealId = deals.results[0]?.id ?? '';
    expect(dealId).not.toBe('');

    // Amount is set up on connecting HubSpot (recommended); Competitors is imported.
    fields = await useOnlyProperties(t, seller, [
      { hs_object: 'deal', name: 'competitors' },
      { hs_object: 'deal', name: 'amount' },
    ]);
  }, 60_000);
  afterAll(() => t?.close());

  let firstMeeting: string;
  let firstIds: Record<string, string | null>;

  it('writes one meeting, one note, a task per action item and the Competitors value; amount waits for review', async () => {
    // This organization's admin trusts every kind (a new one reviews tasks and properties first:
    // crm-sync-review-first.test.ts).
    await setMode('automatic');
    firstMeeting = await meetingWithHannah('Northbeam — rollout check-in');
    const updates = await settled(firstMeeting);
    const kinds = updates.map((update) => update.kind);
    const tasks = updates.filter((update) => update.kind === 'task');
    expect(kinds.filter((kind) => kind === 'meeting')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'note')).toHaveLength(1);
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    for (const update of updates.filter((item) => item.kind !== 'property'))
      expect([update.kind, update.status, update.hubspot_id]).toEqual([
        update.kind,
        'written',
        expect.any(String),
      ]);

    const competitors = byProperty(updates, 'competitors');
    expect(competitors).toMatchObject({
      status: 'written',
      record_type: 'deal',
      record_id: dealId,
      old_value: null,
    });
    expect(competitors?.new_value).toMatch(/Gong/);
    expect(competitors?.evidence?.quote).toMatch(/Gong/);
    expect(competitors?.url).toBe(`${t.config.hubspot.appUrl}/contacts/24681357/record/0-3/${dealId}`);
    const amount = byProperty(updates, 'amount');
    expect(amount).toMatchObject({ status: 'pending_review', new_value: '40000' });
    // What the HubSpot tab needs to show it as money: the property's type and the deal's currency.
    expect(amount).toMatchObject({ value_type: 'number', field_type: 'number', currency_code: 'USD' });
    expect(amount?.reason).toMatch(/always reviewed/);

    const meeting = updates.find((update) => update.kind === 'meeting');
    expect(meeting?.url).toContain(`?engagement=${meeting?.hubspot_id}`);

    const written = await engagementsOf(firstMeeting);
    expect(written.meetings).toHaveLength(1);
    expect(written.notes).toHaveLength(1);
    expect(written.tasks).toHaveLength(tasks.length);
    expect(written.meetings[0]?.associations).toEqual(
      expect.arrayContaining([
        `deals:${dealId}`,
        expect.stringMatching(/^contacts:/),
        expect.stringMatching(/^companies:/),
      ]),
    );
    for (const task of written.tasks) {
      expect(task.associations).toEqual(
        expect.arrayContaining([`deals:${dealId}`, expect.stringMatching(/^contacts:/)]),
      );
      expect(task.associations.some((item) => item.startsWith('companies:'))).toBe(false);
    }
    const deal = await dealProperties(['competitors', 'amount']);
    expect(deal.competitors).toBe(competitors?.new_value);
    expect(deal.amount).not.toBe('40000');
    firstIds = Object.fromEntries(updates.map((update) => [update.id, update.hubspot_id]));
  }, 60_000);

  it("a second 'Sync to HubSpot' and a crash after a create (its id lost) create no duplicates", async () => {
    const again = await request(seller, 'POST', `/api/meetings/${firstMeeting}/crm/sync`);
    expect(again.statusCode).toBe(202);
    expect(again.json().data.syncing).toBe(true);
    await settled(firstMeeting);

    // A crash between HubSpot's create and storing its id: the rows are queued again without ids.
    await t.database.db
      .update(crmWrites)
      .set({ hubspotId: null, status: 'queued' })
      .where(and(eq(crmWrites.meetingId, firstMeeting), eq(crmWrites.kind, 'meeting')));
    await t.database.db
      .update(crmWrites)
      .set({ hubspotId: null, status: 'failed', reason: 'HubSpot could not be reached.' })
      .where(and(eq(crmWrites.meetingId, firstMeeting), eq(crmWrites.kind, 'note')));
    expect((await request(seller, 'POST', `/api/meetings/${firstMeeting}/crm/sync`)).statusCode).toBe(202);
    const updates = await settled(firstMeeting);

    expect(Object.fromEntries(updates.map((update) => [update.id, update.hubspot_id]))).toEqual(firstIds);
    const written = await engagementsOf(firstMeeting);
    expect(written.meetings).toHaveLength(1);
    expect(written.notes).toHaveLength(1);
    expect(written.tasks).toHaveLength(updates.filter((update) => update.kind === 'task').length);
  }, 90_000);

  it('a property written to HubSpot whose job stopped before recording it ends written, not kept as a change', async () => {
    // The job wrote Competitors and then stopped (a crash, or a second job took the row): the row is
    // still queued although HubSpot holds Ting's value, newer than the meeting and than what Ting read.
    const competitors = byProperty((await updatesOf(firstMeeting)).updates, 'competitors');
    expect(competitors?.status).toBe('written');
    await t.database.db
      .update(crmWrites)
      .set({ status: 'queued', writtenAt: null })
      .where(and(eq(crmWrites.meetingId, firstMeeting), eq(crmWrites.propertyName, 'competitors')));
    expect(await t.services.crmSync.resume(seller.organizationId)).toMatchObject({ writes: 1 });
    const updates = await settled(firstMeeting, (list) => list.every((update) => update.status !== 'queued'));
    expect(byProperty(updates, 'competitors')).toMatchObject({ status: 'written', reason: null });
    expect((await dealProperties(['competitors'])).competitors).toBe(competitors?.new_value);
  }, 60_000);

  it('writes a deal amount only once approved, an edited value recorded as edited, and counts acceptance', async () => {
    const amount = byProperty((await updatesOf(firstMeeting)).updates, 'amount');
    const notNumber = await request(
      seller,
      'POST',
      `/api/meetings/${firstMeeting}/crm/updates/${amount?.id}/decision`,
      {
        decision: 'approve',
        value: 'forty thousand',
      },
    );
    expect(notNumber.statusCode).toBe(400);
    const approved = await request(
      seller,
      'POST',
      `/api/meetings/${firstMeeting}/crm/updates/${amount?.id}/decision`,
      {
        decision: 'approve',
        value: '42000',
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'queued', new_value: '42000' });
    const updates = await settled(firstMeeting, (list) => byProperty(list, 'amount')?.status === 'written');
    expect(byProperty(updates, 'amount')?.status).toBe('written');
    expect((await dealProperties(['amount'])).amount).toBe('42000');
    const [row] = await t.database.db
      .select()
      .from(crmWrites)
      .where(eq(crmWrites.id, amount?.id ?? ''));
    expect(row).toMatchObject({ decision: 'approved', edited: true, decidedByUserId: expect.any(String) });

    const again = await request(
      seller,
      'POST',
      `/api/meetings/${firstMeeting}/crm/updates/${amount?.id}/decision`,
      {
        decision: 'reject',
      },
    );
    expect(again.statusCode).toBe(409);

    const list = (await request(seller, 'GET', '/fields')).json().data as TFieldList;
    const amountField = list.properties.find((field) => field.name === 'amount');
    expect(amountField?.acceptance).toEqual({ decided: 1, accepted_unchanged: 0 });
    expect(list.properties.find((field) => field.name === 'competitors')?.acceptance).toBeNull();
    expect(fields.map((field) => field.name).sort()).toEqual(['amount', 'competitors']);
  }, 60_000);

  it('in review mode writes nothing until approved, then writes it all, waiting out HubSpot 429s', async () => {
    await setMode('review');
    await resetDeal();
    const meetingId = await meetingWithHannah('Northbeam — review mode');
    const proposed = await settled(meetingId);
    expect(proposed.length).toBeGreaterThan(3);
    expect(new Set(proposed.map((update) => update.status))).toEqual(new Set(['pending_review']));
    expect(await engagementsOf(meetingId)).toEqual({ meetings: [], notes: [], tasks: [] });
    expect((await dealProperties(['competitors'])).competitors ?? '').toBe('');

    const rejected = byProperty(proposed, 'amount');
    expect(
      (
        await request(seller, 'POST', `/api/meetings/${meetingId}/crm/updates/${rejected?.id}/decision`, {
          decision: 'reject',
        })
      ).json().data.status,
    ).toBe('rejected');

    // HubSpot allows 3 calls per 2 s from now: the writes meet 429s and wait for Retry-After.
    expect((await setRateLimit({ max: 3, intervalMs: 2_000 })).status).toBe(200);
    try {
      const all = await request(seller, 'POST', `/api/meetings/${meetingId}/crm/updates/decision`, {
        decision: 'approve',
      });
      expect(all.statusCode).toBe(200);
      const updates = await settled(
        meetingId,
        (list) => list.every((update) => update.status === 'written' || update.status === 'rejected'),
        60_000,
      );
      expect(byProperty(updates, 'amount')?.status).toBe('rejected');
      const rows = await t.database.db.select().from(crmWrites).where(eq(crmWrites.meetingId, meetingId));
      expect(rows.some((row) => row.attempts > 1)).toBe(true);
    } finally {
      await setRateLimit({ max: 110, intervalMs: 10_000 });
    }
    const written = await engagementsOf(meetingId);
    expect([written.meetings.length, written.notes.length]).toEqual([1, 1]);
    expect(written.tasks.length).toBeGreaterThanOrEqual(2);
    expect((await dealProperties(['competitors'])).competitors).toMatch(/Gong/);
    const list = (await request(seller, 'GET', '/fields')).json().data as TFieldList;
    expect(list.properties.find((field) => field.name === 'competitors')?.acceptance).toEqual({
      decided: 1,
      accepted_unchanged: 1,
    });
  }, 120_000);

  /** As a person does in HubSpot's UI (history CRM_UI, their user id), or a workflow (AUTOMATION_PLATFORM). */
  async function changeInHubspot(
    properties: Record<string, string>,
    source: { sourceType: 'CRM_UI'; userId?: number } | { sourceType: 'AUTOMATION_PLATFORM' },
  ) {
    const response = await fetch(`${t.config.hubspot.apiUrl}/_sandbox/records/deals/${dealId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ properties, ...source }),
    });
    expect(response.status).toBe(200);
  }

  /** The newest version of a deal property, as HubSpot's history tells it. */
  const latestChange = async (name: string) =>
    (await hubspot.crm.deals.basicApi.getById(dealId, [name], [name])).propertiesWithHistory?.[name]?.[0];

  it('keeps a value a person set in HubSpot after the meeting, while the proposal waited for review', async () => {
    await resetDeal();
    const meetingId = await meetingWithHannah('Northbeam — person edits first');
    const proposal = byProperty(await settled(meetingId), 'competitors');
    expect(proposal?.status).toBe('pending_review');
    await changeInHubspot({ competitors: 'Chorus' }, { sourceType: 'CRM_UI', userId: 61234502 });
    expect(await latestChange('competitors')).toMatchObject({
      value: 'Chorus',
      sourceType: 'CRM_UI',
      updatedByUserId: 61234502,
    });

    const approved = await request(
      seller,
      'POST',
      `/api/meetings/${meetingId}/crm/updates/${proposal?.id}/decision`,
      {
        decision: 'approve',
      },
    );
    expect(approved.statusCode).toBe(200);
    const updates = await settled(meetingId, (list) => byProperty(list, 'competitors')?.status !== 'queued');
    expect(byProperty(updates, 'competitors')).toMatchObject({ status: 'skipped' });
    expect(byProperty(updates, 'competitors')?.reason).toMatch(
      /Changed in HubSpot \(to Chorus\) after the meeting/,
    );
    expect((await dealProperties(['competitors'])).competitors).toBe('Chorus');
    expect(await latestChange('competitors')).toMatchObject({ value: 'Chorus', sourceType: 'CRM_UI' });
    await setMode('automatic');
  }, 60_000);

  it("keeps a person's value set after the meeting even before Ting read it; a workflow's value is no block", async () => {
    expect((await dealProperties(['competitors'])).competitors).toBe('Chorus');
    // The person's change (in the last scenario, after this meeting's end) is in the history Ting reads.
    const personFirst = await meetingWithHannah('Northbeam — person set it before the sync');
    const kept = byProperty(await settled(personFirst), 'competitors');
    expect(kept).toMatchObject({ status: 'skipped', old_value: 'Chorus' });
    expect(kept?.new_value).toMatch(/Gong/);
    expect(kept?.reason).toMatch(/Set in HubSpot by a person \(to Chorus\) after the meeting/);
    expect((await dealProperties(['competitors'])).competitors).toBe('Chorus');

    // A workflow changes it after the meeting: not a person, so Ting's value is written over it.
    await changeInHubspot({ competitors: 'Clari' }, { sourceType: 'AUTOMATION_PLATFORM' });
    const workflowFirst = await meetingWithHannah('Northbeam — a workflow set it before the sync');
    const written = byProperty(await settled(workflowFirst), 'competitors');
    expect(written).toMatchObject({ status: 'written', old_value: 'Clari', reason: null });
    const competitors = (await dealProperties(['competitors'])).competitors;
    expect(competitors).toBe(written?.new_value);
    expect(competitors).toMatch(/Gong/);
    // Ting's own write is an integration's: the next meeting's sync is not blocked by it.
    expect(await latestChange('competitors')).toMatchObject({ sourceType: 'INTEGRATION' });
    expect((await latestChange('competitors'))?.updatedByUserId).toBeUndefined();
  }, 90_000);

  it("answers another organization's meeting with 404, and a meeting without HubSpot plainly", async () => {
    const other = await t.signUp('olga@otherco.test', 'Olga Other');
    const outsider = { accessToken: other.accessToken };
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', `/api/meetings/${firstMeeting}/crm/updates`],
      ['POST', `/api/meetings/${firstMeeting}/crm/sync`],
      ['POST', `/api/meetings/${firstMeeting}/crm/updates/decision`, { decision: 'approve' }],
      [
        'POST',
        `/api/meetings/${firstMeeting}/crm/updates/${Object.keys(firstIds)[0]}/decision`,
        { decision: 'reject' },
      ],
      ['POST', `/api/meetings/${firstMeeting}/crm/updates/${Object.keys(firstIds)[0]}/retry`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await request(outsider, method, url, payload);
      expect([url, response.statusCode, response.json().code]).toEqual([url, 404, 'NOT_FOUND']);
    }
    expect(
      (await request(seller, 'POST', `/api/meetings/${firstMeeting}/crm/updates/not-a-uuid/retry`))
        .statusCode,
    ).toBe(404);

    const own = await createReadyMeeting(t, { user: outsider });
    expect(await updatesOf(own.id, { ...seller, accessToken: other.accessToken })).toEqual({
      connected: false,
      write_mode: 'review',
      write_modes: DEFAULT_CRM_WRITE_MODES,
      syncing: false,
      updates: [],
    });
    const sync = await request(outsider, 'POST', `/api/meetings/${own.id}/crm/sync`);
    expect([sync.statusCode, sync.json().code]).toEqual([409, 'NOT_CONNECTED']);

    // Only the owner changes the write mode; members read it.
    await t.database.db
      .update(memberships)
      .set({ role: 'member' })
      .where(eq(memberships.userId, other.principal.userId));
    expect((await request(outsider, 'GET', '/api/organization/crm-settings')).statusCode).toBe(200);
    const patch = await request(outsider, 'PATCH', '/api/organization/crm-settings', {
      write_mode: 'review',
    });
    expect([patch.statusCode, patch.json().code]).toEqual([403, 'FORBIDDEN']);
    const bad = await request(seller, 'PATCH', '/api/organization/crm-settings', { write_mode: 'sometimes' });
    expect(bad.statusCode).toBe(400);
  }, 60_000);
});
