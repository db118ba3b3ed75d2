import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from '../src/crypto/token-cipher';
import { integrations } from '../src/db/schema';
import type { CrmProvider } from '../src/providers/crm/crm-provider';
import { createHubspotCrmProvider } from '../src/providers/crm/hubspot/hubspot-crm.provider';
import { ProviderError, ProviderUnauthorizedError } from '../src/providers/provider-errors';
import { connectHubspotThroughSandbox, createBrowser, signInThroughSandbox } from './browser-session';
import { createTestApp, type TestApp } from './test-app';

const PORTAL_ID = '24681357';

/** The CRM capability on the official HubSpot client, against the sandbox's seeded portal. */
describe('HubSpot CRM provider against the sandbox', () => {
  let t: TestApp;
  let crm: CrmProvider;
  let access: { accessToken: string; accountId: string };

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'crm.provider@tingsandbox.com', name: 'CRM Provider' });
    await connectHubspotThroughSandbox(browser);
    const [row] = await t.database.db.select().from(integrations).where(eq(integrations.provider, 'hubspot'));
    const cipher = createTokenCipher(parseEncryptionKey(t.secrets.encryptionKey));
    access = { accessToken: cipher.decrypt(row?.accessTokenEncrypted ?? ''), accountId: PORTAL_ID };
    crm = createHubspotCrmProvider({
      apiUrl: t.config.hubspot.apiUrl,
      appUrl: t.config.hubspot.appUrl,
    });
  });
  afterAll(() => t?.close());

  async function contactByEmail(email: string) {
    const [contact] = await crm.findContactsByEmail({ ...access, emails: [email] });
    if (!contact) throw new Error(`No contact ${email}`);
    return contact;
  }

  it('searches contacts, companies and deals by text, naming each and linking to its page', async () => {
    const contacts = await crm.searchRecords({
      ...access,
      type: 'contact',
      query: 'okafor',
      properties: ['jobtitle'],
    });
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ type: 'contact', displayName: 'Maya Okafor' });
    expect(Object.keys(contacts[0]?.properties ?? {})).toEqual(['jobtitle']);
    expect(contacts[0]?.updatedAt).toBeInstanceOf(Date);

    const companies = await crm.searchRecords({ ...access, type: 'company', query: 'helio' });
    expect(companies.map((company) => company.displayName)).toEqual(['Helio Health']);
    expect(companies[0]?.url).toBe(
      `${t.config.hubspot.apiUrl}/contacts/${PORTAL_ID}/record/0-2/${companies[0]?.id}`,
    );
    const page = await fetch(companies[0]?.url ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Helio Health');

    const deals = await crm.searchRecords({ ...access, type: 'deal', query: 'pilot', limit: 5 });
    expect(deals.map((deal) => deal.displayName)).toEqual(['Helio Health — Clinical team pilot']);

    const withoutAccount = await crm.searchRecords({
      ...access,
      accountId: null,
      type: 'deal',
      query: 'pilot',
    });
    expect(withoutAccount[0]?.url).toBeNull();
  });

  it('reads one record with the chosen properties, leaving out unknown ones', async () => {
    const [deal] = await crm.searchRecords({ ...access, type: 'deal', query: 'pilot' });
    const record = await crm.getRecord({
      ...access,
      type: 'deal',
      id: deal?.id ?? '',
      properties: ['amount', 'dealstage', 'pain_points', 'no_such_property'],
    });
    expect(record.displayName).toBe('Helio Health — Clinical team pilot');
    expect(Object.keys(record.properties).sort()).toEqual(['amount', 'dealstage', 'pain_points']);
    expect(Number(record.properties.amount)).toBeGreaterThan(0);
  });

  it('finds contacts by attendee email, then their companies and deals', async () => {
    const found = await crm.findContactsByEmail({
      ...access,
      emails: ['MAYA.OKAFOR@heliohealth.io', 'nobody@example.com'],
    });
    expect(found.map((contact) => contact.displayName)).toEqual(['Maya Okafor']);
    const from = { type: 'contact' as const, id: found[0]?.id ?? '' };
    const companies = await crm.listAssociatedRecords({ ...access, from, toType: 'company' });
    expect(companies.map((company) => company.displayName)).toEqual(['Helio Health']);
    const deals = await crm.listAssociatedRecords({
      ...access,
      from,
      toType: 'deal',
      properties: ['dealstage'],
    });
    expect(deals.map((deal) => deal.displayName)).toEqual(['Helio Health — Clinical team pilot']);

    const stages = await crm.listDealStages(access);
    const open = stages.filter((stage) => !stage.isClosed).map((stage) => stage.id);
    expect(stages.find((stage) => stage.id === 'closedwon')?.isClosed).toBe(true);
    expect(open).toContain(deals[0]?.properties.dealstage);
  });

  it('lists deal properties with types, options and hidden, calculated and read-only flags', async () => {
    const properties = await crm.listProperties({ ...access, type: 'deal' });
    const byName = new Map(properties.map((property) => [property.name, property]));
    expect(byName.get('dealstage')).toMatchObject({
      label: 'Deal Stage',
      type: 'enumeration',
      fieldType: 'radio',
      isReadOnly: false,
      isCustom: false,
    });
    expect(byName.get('dealstage')?.options).toContainEqual({
      label: 'Closed Won',
      value: 'closedwon',
      isHidden: false,
    });
    expect(byName.get('amount')).toMatchObject({ type: 'number', options: [] });
    expect(byName.get('closedate')?.type).toBe('datetime');
    expect(byName.get('hs_object_id')).toMatchObject({
      isReadOnly: true,
      isCalculated: false,
      isHidden: false,
    });
    expect(byName.get('hs_deal_stage_probability')).toMatchObject({ isCalculated: true, isReadOnly: true });
    expect(byName.get('days_to_close')?.isCalculated).toBe(true);
    expect(byName.get('hs_deal_amount_calculation_preference')?.isHidden).toBe(true);
    expect(byName.get('decision_timeline')?.options).toContainEqual({
      label: 'This year',
      value: 'this_year',
      isHidden: true,
    });
    expect(byName.get('contract_start_date')).toMatchObject({ type: 'date', fieldType: 'date' });
    expect(byName.get('hubspot_owner_id')?.referencedObjectType).toBe('OWNER');
    expect(byName.get('pain_points')?.isCustom).toBe(true);
    for (const property of properties) {
      expect(typeof property.isHidden).toBe('boolean');
      expect(typeof property.isCalculated).toBe('boolean');
    }
  });

  it('lists the owners with their names and emails', async () => {
    const owners = await crm.listOwners(access);
    expect(owners.length).toBeGreaterThan(1);
    for (const owner of owners) {
      expect(owner.id).toMatch(/^\d+$/);
      expect(owner.email).toMatch(/@/);
      expect(owner.name).not.toBe('');
    }
  });

  it('creates a note, a task and a meeting associated with a contact and reads them back', async () => {
    const contact = await contactByEmail('maya.okafor@heliohealth.io');
    const [deal] = await crm.listAssociatedRecords({
      ...access,
      from: { type: 'contact', id: contact.id },
      toType: 'deal',
    });
    const associations = [
      { type: 'contact' as const, id: contact.id },
      { type: 'deal' as const, id: deal?.id ?? '' },
    ];
    const [owner] = await crm.listOwners(access);
    const at = new Date(Date.UTC(2026, 10, 3, 15, 0));

    const note = await crm.createNote({
      ...access,
      body: '<p>Pricing follow-up.</p>',
      timestamp: at,
      associations,
    });
    expect(await crm.getEngagement({ ...access, type: 'note', id: note.id })).toEqual({
      id: note.id,
      type: 'note',
      title: null,
      body: '<p>Pricing follow-up.</p>',
      timestamp: at,
      ownerId: null,
      status: null,
      associations,
    });

    const dueAt = new Date(at.getTime() + 2 * 86_400_000);
    const task = await crm.createTask({
      ...access,
      subject: 'Send the pilot proposal',
      body: 'With the security review.',
      dueAt,
      priority: 'high',
      ownerId: owner?.id,
      associations: [associations[0] as { type: 'contact'; id: string }],
    });
    expect(await crm.getEngagement({ ...access, type: 'task', id: task.id })).toMatchObject({
      title: 'Send the pilot proposal',
      body: 'With the security review.',
      timestamp: dueAt,
      ownerId: owner?.id,
      status: 'NOT_STARTED',
      associations: [{ type: 'contact', id: contact.id }],
    });

    const meeting = await crm.createMeeting({
      ...access,
      title: 'Pilot review',
      body: 'Summary: scope agreed.',
      startsAt: at,
      endsAt: new Date(at.getTime() + 1_800_000),
      outcome: 'completed',
      associations,
    });
    expect(await crm.getEngagement({ ...access, type: 'meeting', id: meeting.id })).toMatchObject({
      title: 'Pilot review',
      timestamp: at,
      status: 'COMPLETED',
      associations,
    });
    expect(
      crm.recordUrl({
        accountId: PORTAL_ID,
        record: associations[0] as { type: 'contact'; id: string },
        engagementId: meeting.id,
      }),
    ).toBe(
      `${t.config.hubspot.apiUrl}/contacts/${PORTAL_ID}/record/0-1/${contact.id}?engagement=${meeting.id}`,
    );
  });

  it('updates a task (subject, body with its marker, due date), completes it and deletes it', async () => {
    const contact = await contactByEmail('maya.okafor@heliohealth.io');
    const dueAt = new Date(Date.UTC(2026, 10, 10, 9, 0));
    const task = await crm.createTask({
      ...access,
      subject: 'Send the pilot proposal',
      body: '<p>Send the pilot proposal</p>',
      marker: 'tingtaskmarker01',
      dueAt,
      associations: [{ type: 'contact', id: contact.id }],
    });
    const laterDue = new Date(Date.UTC(2026, 10, 14, 9, 0));
    await crm.updateTask({
      ...access,
      id: task.id,
      subject: 'Send the signed pilot proposal',
      body: '<p>Send the signed pilot proposal</p>',
      marker: 'tingtaskmarker01',
      dueAt: laterDue,
    });
    const updated = await crm.getEngagement({ ...access, type: 'task', id: task.id });
    expect(updated).toMatchObject({
      title: 'Send the signed pilot proposal',
      timestamp: laterDue,
      status: 'NOT_STARTED',
    });
    expect(updated.body).toContain('Send the signed pilot proposal');
    expect(updated.body).toContain('tingtaskmarker01');
    expect(await crm.findEngagementByMarker({ ...access, type: 'task', marker: 'tingtaskmarker01' })).toEqual(
      {
        id: task.id,
      },
    );

    await crm.updateTask({ ...access, id: task.id, completed: true });
    expect(await crm.getEngagement({ ...access, type: 'task', id: task.id })).toMatchObject({
      title: 'Send the signed pilot proposal',
      status: 'COMPLETED',
    });

    await crm.deleteEngagement({ ...access, type: 'task', id: task.id });
    await expect(crm.getEngagement({ ...access, type: 'task', id: task.id })).rejects.toMatchObject({
      kind: 'not_found',
    });
    // Deleting again is no error (HubSpot answers 204 for an archived id).
    await crm.deleteEngagement({ ...access, type: 'task', id: task.id });
  });

  it("lists a record's activities, most recent first by when they happened, at most the limit, no other record's", async () => {
    // Contacts the seed gives no activities (its notes and tasks are on deals and companies).
    const contactNamed = async (query: string) => {
      const [contact] = await crm.searchRecords({ ...access, type: 'contact', query });
      if (!contact) throw new Error(`No contact ${query}`);
      return { type: 'contact' as const, id: contact.id };
    };
    const ben = await contactNamed('lindqvist');
    const grace = await contactNamed('whitfield');
    const day = (date: number) => new Date(Date.UTC(2026, 10, date, 15, 0));
    const olderNote = await crm.createNote({
      ...access,
      body: '<p>Intro call booked.</p>',
      timestamp: day(5),
      associations: [ben],
    });
    const meeting = await crm.createMeeting({
      ...access,
      title: 'Enterprise plan review',
      body: 'Security questionnaire next.',
      startsAt: day(10),
      endsAt: new Date(day(10).getTime() + 1_800_000),
      outcome: 'completed',
      associations: [ben],
    });
    const task = await crm.createTask({
      ...access,
      subject: 'Send the order form',
      dueAt: day(20),
      priority: 'medium',
      associations: [ben],
    });
    // Created last, but about an earlier day: the order is by when it happened, not by when it was written.
    const backdatedNote = await crm.createNote({
      ...access,
      body: '<p>First contact at the trade show.</p>',
      timestamp: day(1),
      associations: [ben],
    });
    await crm.createNote({
      ...access,
      body: '<p>Not about Ben.</p>',
      timestamp: day(15),
      associations: [grace],
    });

    const activities = await crm.listActivities({ ...access, record: ben, limit: 10 });
    expect(activities.map((activity) => [activity.type, activity.id])).toEqual([
      ['task', task.id],
      ['meeting', meeting.id],
      ['note', olderNote.id],
      ['note', backdatedNote.id],
    ]);
    expect(activities[0]).toMatchObject({
      title: 'Send the order form',
      timestamp: day(20),
      status: 'NOT_STARTED',
    });
    expect(activities[1]).toMatchObject({
      title: 'Enterprise plan review',
      body: 'Security questionnaire next.',
      timestamp: day(10),
      status: 'COMPLETED',
      associations: [ben],
    });
    expect(activities[2]).toMatchObject({
      title: null,
      body: '<p>Intro call booked.</p>',
      timestamp: day(5),
    });

    const newestTwo = await crm.listActivities({ ...access, record: ben, limit: 2 });
    expect(newestTwo.map((activity) => activity.id)).toEqual([task.id, meeting.id]);
    expect(
      (await crm.listActivities({ ...access, record: await contactNamed('brooks'), limit: 10 })).map(
        (activity) => activity.id,
      ),
    ).toEqual([]);
  });

  it('updates a deal property and reads the stored value back', async () => {
    const [deal] = await crm.searchRecords({ ...access, type: 'deal', query: 'renewal' });
    const id = deal?.id ?? '';
    const updated = await crm.updateRecord({
      ...access,
      type: 'deal',
      id,
      properties: { hs_next_step: 'Send the renewal quote', pain_points: null },
    });
    expect(updated).toMatchObject({
      id,
      type: 'deal',
      properties: { hs_next_step: 'Send the renewal quote', pain_points: null },
    });
    const read = await crm.getRecord({ ...access, type: 'deal', id, properties: ['hs_next_step'] });
    expect(read.properties.hs_next_step).toBe('Send the renewal quote');
  });

  it('refuses a value HubSpot does not accept as invalid', async () => {
    const [deal] = await crm.searchRecords({ ...access, type: 'deal', query: 'renewal' });
    const failure = await crm
      .updateRecord({ ...access, type: 'deal', id: deal?.id ?? '', properties: { dealstage: 'nowhere' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ kind: 'invalid', status: 400 });
  });

  it('lists association labels between contacts and companies', async () => {
    const labels = await crm.listAssociationLabels({ ...access, fromType: 'contact', toType: 'company' });
    expect(labels).toEqual(
      expect.arrayContaining([
        { category: 'HUBSPOT_DEFINED', typeId: 279, label: null },
        { category: 'HUBSPOT_DEFINED', typeId: 1, label: 'Primary' },
      ]),
    );
  });

  it('reports a refused access token as unauthorized', async () => {
    await expect(
      crm.searchRecords({ accessToken: 'not-a-token', accountId: PORTAL_ID, type: 'contact', query: 'maya' }),
    ).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });

  it('reports an unknown record id as not found', async () => {
    const failure = await crm
      .getRecord({ ...access, type: 'deal', id: '99999999' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ kind: 'not_found', status: 404, provider: 'hubspot' });
  });

  it("reports HubSpot's 429 as rate limited, waiting as long as Retry-After says", async () => {
    const setLimit = (limit: { max: number; intervalMs: number }) =>
      fetch(`${t.config.hubspot.apiUrl}/_sandbox/rate-limit`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(limit),
      });
    expect((await setLimit({ max: 1, intervalMs: 30_000 })).status).toBe(200);
    try {
      await crm.listOwners(access);
      const failure = await crm.listOwners(access).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderError);
      expect(failure).toMatchObject({ kind: 'rate_limited', status: 429, retryable: true });
      expect((failure as ProviderError).retryAfterMs).toBeGreaterThanOrEqual(29_000);
    } finally {
      await setLimit({ max: 110, intervalMs: 10_000 });
    }
  });
});
