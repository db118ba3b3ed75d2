import { RECOMMENDED_CRM_PROPERTIES, type TField, type TFieldList } from '@ting/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from '../src/crypto/token-cipher';
import { crmFields, integrations, memberships } from '../src/db/schema';
import { CRM_FIELDS_REFRESH_CRON, CRM_FIELDS_REFRESH_JOB } from '../src/modules/crm-fields/crm-fields.jobs';
import { connectHubspotThroughSandbox, createBrowser, signInThroughSandbox } from './browser-session';
import { recommendedSetUp } from './crm-sync-fixtures';
import { createTestApp, type TestApp } from './test-app';

type User = { accessToken: string; organizationId: string };
type Answer = { status: number; body: { data?: unknown; code?: string; message?: string } };

const UNKNOWN_UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/** The fields API on the sandbox's HubSpot portal, connected through the real OAuth round trip. */
describe('CRM fields: which HubSpot objects and properties Ting fills', () => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let carol: User;

  async function newUser(email: string, options: { connectHubspot: boolean }): Promise<User> {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email, name: email.split('@')[0] ?? email });
    if (options.connectHubspot) await connectHubspotThroughSandbox(browser);
    const identity = JSON.parse((await browser.get('/api/data/organization/id')).body).data;
    return { accessToken: identity.accessToken, organizationId: identity.organization.id };
  }

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    alice = await newUser('alice@fields-one.com', { connectHubspot: true });
    bob = await newUser('bob@fields-two.com', { connectHubspot: true });
    carol = await newUser('carol@fields-three.com', { connectHubspot: false });
  });
  afterAll(() => t?.close());

  async function api(user: User | null, path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${t.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: await response.json() } as Answer;
  }
  const listOf = async (user: User) => (await api(user, '/fields')).body.data as TFieldList;
  const importableOf = async (user: User) =>
    ((await api(user, '/fields?import=true')).body.data as { properties: TField[] }).properties;
  const importFields = (user: User, fields: Array<Record<string, unknown>>) =>
    api(user, '/fields', { method: 'POST', body: { fields } });
  const propertyNamed = async (user: User, name: string) => {
    const field = (await listOf(user)).properties.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`${name} is not imported`);
    return field;
  };
  /** What a portal admin does in HubSpot's settings, through the sandbox's controls. */
  async function changeInHubspot(path: string, init: { method: string; body?: unknown }) {
    const response = await fetch(`${t.baseUrl}/sandbox/hubspot/_sandbox/properties/${path}`, {
      method: init.method,
      headers: { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    expect(response.status).toBeLessThan(300);
  }
  const expectSortedByLabel = (fields: TField[]) =>
    expect(fields.map((field) => field.label)).toEqual(
      fields.map((field) => field.label).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

  it('answers 409 NOT_CONNECTED on every route while HubSpot is not connected, and 401 without a token', async () => {
    const calls = [
      api(carol, '/fields'),
      api(carol, '/fields?import=true'),
      importFields(carol, [{ hs_object: 'deal', name: 'amount' }]),
      api(carol, `/fields/${UNKNOWN_UUID}`, { method: 'PATCH', body: { is_enabled: true } }),
      api(carol, `/fields/${UNKNOWN_UUID}`, { method: 'DELETE' }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'NOT_CONNECTED', message: expect.any(String) });
    }
    expect((await api(null, '/fields')).status).toBe(401);
  });

  it("sets up deal amount, close date, stage and next step with Ting's prompts on connecting HubSpot", async () => {
    const properties = await recommendedSetUp(t, alice);
    expect(
      properties.map(({ hs_object, name, prompt, is_enabled }) => ({ hs_object, name, prompt, is_enabled })),
    ).toEqual(
      expect.arrayContaining(
        RECOMMENDED_CRM_PROPERTIES.map(({ hs_object, name, prompt }) => ({
          hs_object,
          name,
          prompt,
          is_enabled: true,
        })),
      ),
    );
    expect(properties).toHaveLength(RECOMMENDED_CRM_PROPERTIES.length);
    // Never HubSpot's internal note as the prompt.
    expect(properties.find((field) => field.name === 'closedate')?.description).toMatch(/Set automatically/);
    // Connecting again (or the job retried) adds nothing; a choice made since is kept.
    expect(await t.services.crmFields.setUpRecommended(alice.organizationId)).toBe(0);
    expect((await listOf(alice)).properties).toEqual(properties);
    // The tests below import by hand: alice starts from no properties, as before the set-up.
    for (const field of properties) {
      expect((await api(alice, `/fields/${field.id}`, { method: 'DELETE' })).status).toBe(200);
    }
    // Once per organization: connecting again brings back none she deleted.
    expect(await t.services.crmFields.setUpRecommended(alice.organizationId)).toBe(0);
    expect((await listOf(alice)).properties).toEqual([]);
    expect(await recommendedSetUp(t, bob)).toHaveLength(RECOMMENDED_CRM_PROPERTIES.length);
  });

  it('creates the deal, contact and company objects with their default prompts on first read', async () => {
    const first = await api(alice, '/fields');
    expect(first.status).toBe(200);
    const { hs, properties } = first.body.data as TFieldList;
    expect(properties).toEqual([]);
    expect(
      hs.map(({ label, hs_object, is_enabled, kind, name }) => ({
        label,
        hs_object,
        is_enabled,
        kind,
        name,
      })),
    ).toEqual([
      { label: 'Company', hs_object: 'company', is_enabled: false, kind: 'object', name: null },
      { label: 'Contact', hs_object: 'contact', is_enabled: false, kind: 'object', name: null },
      { label: 'Deal', hs_object: 'deal', is_enabled: true, kind: 'object', name: null },
    ]);
    expect(Object.fromEntries(hs.map((field) => [field.hs_object, field.prompt]))).toEqual({
      deal: "Keep the deal's description current with what was learnt",
      contact: "Keep the contact's notes current with their role, priorities and concerns",
      company: "Keep the company's description current with what they do and what they need",
    });
    const again = await listOf(alice);
    expect(again.hs.map((field) => field.id)).toEqual(hs.map((field) => field.id));
  });

  it('offers HubSpot properties to import, leaving out hidden, calculated and read-only ones', async () => {
    await changeInHubspot('deals/competitors', { method: 'PATCH', body: { description: '' } });
    const importable = await importableOf(alice);
    await changeInHubspot('deals/competitors', {
      method: 'PATCH',
      body: { description: 'Other vendors the customer is evaluating.' },
    });
    const ids = importable.map((field) => field.id);
    expect(ids).toEqual(expect.arrayContaining(['deal.dealname', 'contact.jobtitle', 'company.industry']));
    for (const left of [
      'deal.hs_object_id',
      'deal.createdate',
      'deal.hs_deal_stage_probability',
      'deal.days_to_close',
      'deal.hs_deal_amount_calculation_preference',
      'contact.num_associated_deals',
      'contact.hs_searchable_calculated_phone_number',
      'company.hs_avatar_filemanager_key',
    ]) {
      expect(ids).not.toContain(left);
    }
    expectSortedByLabel(importable);
    expect(importable.find((field) => field.id === 'deal.hs_next_step')).toEqual({
      id: 'deal.hs_next_step',
      kind: 'property',
      label: 'Next Step',
      description: 'A short description of the next step for the deal',
      // A recommended property starts with Ting's own prompt.
      prompt: 'The next step agreed in this meeting, in one short sentence: who does what, and by when.',
      hs_object: 'deal',
      is_enabled: true,
      name: 'hs_next_step',
      type: 'string',
      field_type: 'textarea',
      options: [],
      acceptance: null,
    });
    // HubSpot's internal note ("Set automatically by HubSpot.") is never the prompt.
    expect(importable.find((field) => field.id === 'deal.closedate')).toMatchObject({
      description: 'Date the deal was closed. Set automatically by HubSpot.',
      prompt:
        'The date the buyer expects to sign or decide, as said in this meeting; leave it empty unless a date or a timeframe was agreed.',
    });
    expect(importable.find((field) => field.id === 'deal.competitors')?.prompt).toBe(
      'Fill in Competitors from what was said in the meeting.',
    );
    const timeline = importable.find((field) => field.id === 'deal.decision_timeline');
    expect(timeline).toMatchObject({ type: 'enumeration', field_type: 'select' });
    expect(timeline?.options.map((option) => option.value)).toEqual([
      'this_month',
      'this_quarter',
      'next_quarter',
      'later',
      'unknown',
    ]);
  });

  it('imports chosen properties, all or none, and refuses unknown, unfillable and duplicate ones', async () => {
    const listed = await importableOf(alice);
    const nextStep = listed.find((field) => field.id === 'deal.hs_next_step');
    const imported = await importFields(alice, [nextStep ?? {}, { hs_object: 'contact', name: 'jobtitle' }]);
    expect(imported.status).toBe(201);
    const fields = imported.body.data as TField[];
    expect(fields.map((field) => [field.hs_object, field.name, field.label])).toEqual([
      ['contact', 'jobtitle', 'Job Title'],
      ['deal', 'hs_next_step', 'Next Step'],
    ]);
    expect(fields[0]).toMatchObject({ kind: 'property', is_enabled: true, prompt: "A contact's job title" });
    expect(fields[0]?.id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await listOf(alice);
    expect(list.properties.map((field) => field.id)).toEqual(fields.map((field) => field.id));
    const stillOffered = (await importableOf(alice)).map((field) => field.id);
    expect(stillOffered).not.toContain('deal.hs_next_step');
    expect(stillOffered).not.toContain('contact.jobtitle');

    const refused = [
      { fields: [{ hs_object: 'deal', name: 'hs_next_step' }], status: 409, code: 'CONFLICT' },
      {
        fields: [
          { hs_object: 'deal', name: 'amount' },
          { hs_object: 'deal', name: 'amount' },
        ],
        status: 409,
        code: 'CONFLICT',
      },
      {
        fields: [
          { hs_object: 'deal', name: 'amount' },
          { hs_object: 'deal', name: 'no_such_property' },
        ],
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'no_such_property',
      },
      { fields: [{ hs_object: 'deal', name: 'hs_object_id' }], status: 400, code: 'VALIDATION_ERROR' },
      { fields: [{ hs_object: 'deal', name: 'days_to_close' }], status: 400, code: 'VALIDATION_ERROR' },
      {
        fields: [{ hs_object: 'deal', name: 'hs_deal_amount_calculation_preference' }],
        status: 400,
        code: 'VALIDATION_ERROR',
      },
      { fields: [{ hs_object: 'ticket', name: 'subject' }], status: 400, code: 'VALIDATION_ERROR' },
      { fields: [], status: 400, code: 'VALIDATION_ERROR' },
    ];
    for (const { fields: body, status, code, message } of refused) {
      const answer = await importFields(alice, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.code).toBe(code);
      if (message) expect(answer.body.message).toContain(message);
    }
    // Nothing of a refused import was kept.
    expect((await listOf(alice)).properties.map((field) => field.name)).toEqual(['jobtitle', 'hs_next_step']);
  });

  it('saves a prompt or the switch, taking nothing else from a sent field', async () => {
    const { hs } = await listOf(alice);
    const contact = hs.find((field) => field.hs_object === 'contact') as TField;
    const enabled = await api(alice, `/fields/${contact.id}`, {
      method: 'PATCH',
      body: { is_enabled: true },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ id: contact.id, is_enabled: true, prompt: contact.prompt });

    const prompted = await api(alice, `/fields/${contact.id}`, {
      method: 'PATCH',
      body: { ...contact, prompt: '  Note their budget owner  ', label: 'Hacked', hs_object: 'deal' },
    });
    expect(prompted.status).toBe(200);
    expect(prompted.body.data).toMatchObject({
      label: 'Contact',
      hs_object: 'contact',
      prompt: 'Note their budget owner',
      is_enabled: false,
    });

    const nextStep = await propertyNamed(alice, 'hs_next_step');
    for (const body of [{}, { prompt: 'a\u0000b' }, { prompt: '   ' }, { is_enabled: 'yes' }]) {
      const answer = await api(alice, `/fields/${nextStep.id}`, { method: 'PATCH', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await propertyNamed(alice, 'hs_next_step')).prompt).toBe(nextStep.prompt);
  });

  it("answers 404 for another organization's field, an unknown id and a malformed one", async () => {
    const field = await propertyNamed(alice, 'hs_next_step');
    await listOf(bob);
    for (const id of [field.id, UNKNOWN_UUID, 'not-a-uuid', "1' or '1'='1"]) {
      const path = `/fields/${encodeURIComponent(id)}`;
      const patched = await api(bob, path, { method: 'PATCH', body: { prompt: 'Mine now' } });
      const deleted = await api(bob, path, { method: 'DELETE' });
      expect([patched.status, deleted.status], id).toEqual([404, 404]);
      expect(patched.body.code).toBe('NOT_FOUND');
    }
    expect(await propertyNamed(alice, 'hs_next_step')).toEqual(field);
  });

  it("leaves importing, deleting and changing fields to the organization's admin; members read them", async () => {
    const signedUp = await t.signUp('dave@fields-one.com', 'Dave');
    await t.database.db
      .update(memberships)
      .set({ organizationId: alice.organizationId, role: 'member', isPayer: false })
      .where(eq(memberships.userId, signedUp.principal.userId));
    const principal = { ...signedUp.principal, organizationId: alice.organizationId };
    const dave: User = {
      organizationId: alice.organizationId,
      accessToken: await t.accessTokenFor(principal),
    };
    const before = await listOf(alice);
    expect(await listOf(dave)).toEqual(before);

    const field = await propertyNamed(alice, 'hs_next_step');
    const deal = before.hs.find((candidate) => candidate.hs_object === 'deal') as TField;
    const forbidden = {
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: "Only the organization's admin can import, delete or change CRM fields.",
      },
    };
    expect(await importFields(dave, [{ hs_object: 'contact', name: 'jobtitle' }])).toEqual(forbidden);
    expect(await api(dave, `/fields/${field.id}`, { method: 'DELETE' })).toEqual(forbidden);
    expect(await api(dave, `/fields/${field.id}`, { method: 'PATCH', body: { prompt: 'Mine now' } })).toEqual(
      forbidden,
    );
    expect(await api(dave, `/fields/${deal.id}`, { method: 'PATCH', body: { is_enabled: false } })).toEqual(
      forbidden,
    );
    expect(await listOf(alice)).toEqual(before);
  });

  it('deletes an imported property, which is offered again, but never an object', async () => {
    const field = await propertyNamed(alice, 'jobtitle');
    const deleted = await api(alice, `/fields/${field.id}`, { method: 'DELETE' });
    expect(deleted).toEqual({ status: 200, body: { data: { id: field.id } } });
    expect((await api(alice, `/fields/${field.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await importableOf(alice)).map((candidate) => candidate.id)).toContain('contact.jobtitle');

    const deal = (await listOf(alice)).hs.find((candidate) => candidate.hs_object === 'deal') as TField;
    const refused = await api(alice, `/fields/${deal.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Deal'),
    });
    expect((await listOf(alice)).hs).toHaveLength(3);
  });

  it("refreshes imported definitions daily: a renamed option, a removed property, never a user's prompt", async () => {
    const imported = await importFields(alice, [
      { hs_object: 'deal', name: 'hs_priority' },
      { hs_object: 'deal', name: 'seats' },
    ]);
    expect(imported.status).toBe(201);
    const priority = await propertyNamed(alice, 'hs_priority');
    await api(alice, `/fields/${priority.id}`, {
      method: 'PATCH',
      body: { prompt: 'How urgent it is for them' },
    });

    await changeInHubspot('deals/hs_priority', {
      method: 'PATCH',
      body: {
        label: 'Deal Priority',
        description: 'How urgent the deal is',
        options: [
          { label: 'Low', value: 'low' },
          { label: 'Medium', value: 'medium' },
          { label: 'Urgent', value: 'high' },
          { label: 'Retired', value: 'retired', hidden: true },
        ],
      },
    });
    await changeInHubspot('deals/seats', { method: 'DELETE' });
    const missingSince = async () => {
      const [row] = await t.database.db
        .select({ missingSince: crmFields.missingSince })
        .from(crmFields)
        .where(and(eq(crmFields.organizationId, alice.organizationId), eq(crmFields.propertyName, 'seats')));
      return row?.missingSince ?? null;
    };
    try {
      expect(await t.services.crmFields.refreshAllOrganizations()).toEqual({ refreshed: 2, failed: 0 });
      expect(await propertyNamed(alice, 'hs_priority')).toMatchObject({
        label: 'Deal Priority',
        description: 'How urgent the deal is',
        prompt: 'How urgent it is for them',
        options: [
          { label: 'Low', value: 'low' },
          { label: 'Medium', value: 'medium' },
          { label: 'Urgent', value: 'high' },
        ],
      });
      const firstMissing = await missingSince();
      expect(firstMissing).toBeInstanceOf(Date);
      await t.services.crmFields.refreshAllOrganizations();
      expect(await missingSince()).toEqual(firstMissing);
      expect((await propertyNamed(alice, 'seats')).label).toBe('Seats');
    } finally {
      await changeInHubspot('deals/seats/restore', { method: 'POST' });
    }
    // An import refreshes the others too: the property is back.
    expect((await importFields(alice, [{ hs_object: 'deal', name: 'amount' }])).status).toBe(201);
    expect(await missingSince()).toBeNull();
  });

  it("keeps refreshing other organizations when one's HubSpot refuses", async () => {
    expect((await importFields(bob, [{ hs_object: 'company', name: 'industry' }])).status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(integrations)
      .where(and(eq(integrations.organizationId, bob.organizationId), eq(integrations.provider, 'hubspot')));
    const cipher = createTokenCipher(parseEncryptionKey(t.secrets.encryptionKey));
    const control = (path: string) =>
      fetch(`${t.baseUrl}/sandbox/hubspot/_sandbox/${path}`, { method: 'POST' });
    await control(`access-tokens/${cipher.decrypt(row?.accessTokenEncrypted ?? '')}/expire`);
    await control(`refresh-tokens/${cipher.decrypt(row?.refreshTokenEncrypted ?? '')}/revoke`);

    expect(await t.services.crmFields.refreshAllOrganizations()).toEqual({ refreshed: 1, failed: 1 });
  });

  it('schedules the daily refresh', async () => {
    const result = (await t.database.db.execute(
      sql`select cron from pgboss.schedule where name = ${CRM_FIELDS_REFRESH_JOB}`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ cron: CRM_FIELDS_REFRESH_CRON }]);
  });
});
