import type { Client } from '@hubspot/api-client';
import { AssociationSpecAssociationCategoryEnum as V4Category } from '@hubspot/api-client/lib/codegen/crm/associations/v4/index.js';
import {
  AssociationSpecAssociationCategoryEnum,
  FilterOperatorEnum,
} from '@hubspot/api-client/lib/codegen/crm/objects/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness.js';
import { connectHubspot, hubspotBaseUrl, sandboxHubspotClient } from '../../test/hubspot-oauth.js';
import { SEED_COMPANIES } from '../seed/crm-directory.js';

async function failureOf(
  promise: Promise<unknown>,
): Promise<{ code: number; body: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as { code?: number; body?: unknown };
    if (typeof failure.code !== 'number') throw error;
    return { code: failure.code, body: (failure.body ?? {}) as Record<string, unknown> };
  }
  throw new Error('Expected the call to fail');
}

/** Contract tests: @hubspot/api-client's CRM APIs, configured with basePath only, against the sandbox. */
describe('sandbox HubSpot CRM with @hubspot/api-client', () => {
  let harness: Harness;
  let client: Client;

  beforeAll(async () => {
    harness = await startHarness();
    const tokens = await connectHubspot({ harness });
    client = sandboxHubspotClient({ harness, accessToken: tokens.accessToken });
  });

  afterAll(async () => {
    await harness.dispose();
  });

  async function contactByEmail(email: string) {
    const { results } = await client.crm.contacts.searchApi.doSearch({
      filterGroups: [{ filters: [{ propertyName: 'email', operator: FilterOperatorEnum.Eq, value: email }] }],
      properties: ['email', 'firstname', 'lastname', 'jobtitle'],
      limit: 1,
    });
    const contact = results[0];
    if (!contact) throw new Error(`No contact ${email}`);
    return contact;
  }

  it('pages through the seeded contacts with limit and paging.next.after, default properties as strings', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await client.crm.objects.basicApi.getPage('contacts', 4, after);
      for (const contact of page.results) {
        seen.push(contact.id);
        expect(Object.keys(contact.properties).sort()).toEqual(
          ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'].sort(),
        );
        expect(contact.properties.hs_object_id).toBe(contact.id);
        expect(contact.createdAt).toBeInstanceOf(Date);
        expect(contact.archived).toBe(false);
      }
      after = page.paging?.next?.after;
    } while (after);
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
  });

  it('seeds companies with domains, and contacts and deals associated with them', async () => {
    const companies = await client.crm.companies.basicApi.getPage(100, undefined, [
      'name',
      'domain',
      'industry',
    ]);
    expect(companies.results.map((company) => company.properties.domain).sort()).toEqual(
      SEED_COMPANIES.map((company) => company.domain).sort(),
    );
    const deals = await client.crm.deals.basicApi.getPage(100, undefined, undefined, undefined, [
      'companies',
      'contacts',
    ]);
    expect(deals.results).toHaveLength(6);
    for (const deal of deals.results) {
      expect(Number(deal.properties.amount)).toBeGreaterThan(0);
      expect(deal.properties.pipeline).toBe('default');
      expect(deal.associations?.companies?.results.map((result) => result.type).sort()).toEqual([
        'deal_to_company',
        'deal_to_company_unlabeled',
      ]);
      expect(deal.associations?.contacts?.results.length).toBeGreaterThan(0);
    }
  });

  it('reads one record with chosen properties and associations, and by email as idProperty', async () => {
    const { id } = await contactByEmail('hannah.berg@northbeamlogistics.com');
    const contact = await client.crm.contacts.basicApi.getById(
      id,
      ['jobtitle', 'no_such_property'],
      undefined,
      ['companies'],
    );
    expect(contact.properties).toEqual({
      jobtitle: 'VP Operations',
      hs_object_id: id,
      createdate: expect.any(String),
      lastmodifieddate: expect.any(String),
    });
    expect(contact.associations?.companies?.results).toEqual([
      { id: expect.any(String), type: 'contact_to_company' },
      { id: expect.any(String), type: 'contact_to_company_unlabeled' },
    ]);
    const byEmail = await client.crm.contacts.basicApi.getById(
      'HANNAH.BERG@northbeamlogistics.com',
      ['email'],
      undefined,
      undefined,
      false,
      'email',
    );
    expect(byEmail.id).toBe(id);
  });

  it('creates, updates and archives a contact; an archived record is 404', async () => {
    const created = await client.crm.contacts.basicApi.create({
      properties: {
        email: 'new.buyer@orchardlearning.com',
        firstname: 'Nia',
        lastname: 'Buyer',
        jobtitle: 'COO',
      },
      associations: [],
    });
    expect(created.id).toMatch(/^\d+$/);
    expect(created.properties).toMatchObject({ email: 'new.buyer@orchardlearning.com', firstname: 'Nia' });

    const updated = await client.crm.contacts.basicApi.update(created.id, {
      properties: { jobtitle: 'CEO', phone: '' },
    });
    expect(updated.properties.jobtitle).toBe('CEO');
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect((await client.crm.contacts.basicApi.getById(created.id, ['jobtitle'])).properties.jobtitle).toBe(
      'CEO',
    );

    await client.crm.contacts.basicApi.archive(created.id);
    const gone = await failureOf(client.crm.contacts.basicApi.getById(created.id));
    expect(gone.code).toBe(404);
    expect(gone.body).toMatchObject({ category: 'OBJECT_NOT_FOUND' });
    const archived = await client.crm.contacts.basicApi.getById(
      created.id,
      undefined,
      undefined,
      undefined,
      true,
    );
    expect(archived.archived).toBe(true);
  });

  it('refuses unknown properties, wrong enumeration values and a missing hs_timestamp with VALIDATION_ERROR', async () => {
    const unknown = await failureOf(
      client.crm.contacts.basicApi.create({ properties: { favourite_colour: 'blue' }, associations: [] }),
    );
    expect(unknown.code).toBe(400);
    expect(unknown.body).toMatchObject({ category: 'VALIDATION_ERROR' });
    expect(String(unknown.body.message)).toContain('PROPERTY_DOESNT_EXIST');

    const deal = (await client.crm.deals.basicApi.getPage(1)).results[0];
    const stage = await failureOf(
      client.crm.deals.basicApi.update(deal?.id ?? '', { properties: { dealstage: 'won' } }),
    );
    expect(stage.code).toBe(400);
    expect(String(stage.body.message)).toContain('INVALID_OPTION');

    const meeting = await failureOf(
      client.crm.objects.basicApi.create('meetings', {
        properties: { hs_meeting_title: 'No time' },
        associations: [],
      }),
    );
    expect(meeting.code).toBe(400);
    expect(String(meeting.body.message)).toContain('hs_timestamp');
  });

  it('creates a meeting, a note and a task with inline associations, seen through associations v4', async () => {
    const contact = await contactByEmail('maya.okafor@heliohealth.io');
    const start = new Date(Date.now() - 3_600_000);
    const meeting = await client.crm.objects.basicApi.create('meetings', {
      properties: {
        hs_timestamp: String(start.getTime()),
        hs_meeting_title: 'Product demo — Helio Health',
        hs_meeting_body: 'Summary: demo went well.',
        hs_meeting_start_time: start.toISOString(),
        hs_meeting_end_time: new Date(start.getTime() + 3_600_000).toISOString(),
        hs_meeting_outcome: 'COMPLETED',
      },
      associations: [
        {
          to: { id: contact.id },
          types: [
            {
              associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
              associationTypeId: 200,
            },
          ],
        },
      ],
    });
    expect(meeting.properties.hs_timestamp).toBe(start.toISOString());
    const note = await client.crm.objects.basicApi.create('notes', {
      properties: { hs_timestamp: new Date().toISOString(), hs_note_body: '<p>Follow up on pricing.</p>' },
      associations: [
        {
          to: { id: contact.id },
          types: [
            {
              associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
              associationTypeId: 202,
            },
          ],
        },
      ],
    });
    const task = await client.crm.objects.basicApi.create('tasks', {
      properties: {
        hs_timestamp: new Date(Date.now() + 86_400_000).toISOString(),
        hs_task_subject: 'Send pilot proposal',
        hs_task_status: 'NOT_STARTED',
        hs_task_priority: 'HIGH',
      },
      associations: [
        {
          to: { id: contact.id },
          types: [
            {
              associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
              associationTypeId: 204,
            },
          ],
        },
      ],
    });

    for (const [toType, record, typeId] of [
      ['meetings', meeting, 199],
      ['notes', note, 201],
      ['tasks', task, 203],
    ] as const) {
      const page = await client.crm.associations.v4.basicApi.getPage('contacts', contact.id, toType);
      expect(page.results).toEqual([
        {
          toObjectId: Number(record.id),
          associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId, label: null }],
        },
      ]);
    }
    const wrong = await failureOf(
      client.crm.objects.basicApi.create('notes', {
        properties: { hs_timestamp: new Date().toISOString(), hs_note_body: 'x' },
        associations: [
          {
            to: { id: contact.id },
            types: [
              {
                associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
                associationTypeId: 200,
              },
            ],
          },
        ],
      }),
    );
    expect(wrong.code).toBe(400);
  });

  it('searches with EQ, IN, CONTAINS_TOKEN, query, sorts and paging', async () => {
    const byDomain = await client.crm.companies.searchApi.doSearch({
      filterGroups: [
        {
          filters: [
            {
              propertyName: 'domain',
              operator: FilterOperatorEnum.In,
              values: ['heliohealth.io', 'bluefinpayments.com'],
            },
          ],
        },
      ],
      properties: ['name', 'domain'],
      limit: 10,
    });
    expect(byDomain.total).toBe(2);
    expect(byDomain.results.map((company) => company.properties.name).sort()).toEqual([
      'Bluefin Payments',
      'Helio Health',
    ]);

    const byToken = await client.crm.contacts.searchApi.doSearch({
      filterGroups: [
        {
          filters: [
            {
              propertyName: 'email',
              operator: FilterOperatorEnum.ContainsToken,
              value: '*@vantagerobotics.ai',
            },
          ],
        },
      ],
      properties: ['email'],
      limit: 10,
    });
    expect(byToken.total).toBe(3);

    const openDeals = await client.crm.deals.searchApi.doSearch({
      filterGroups: [
        {
          filters: [
            {
              propertyName: 'dealstage',
              operator: FilterOperatorEnum.In,
              values: ['contractsent', 'decisionmakerboughtin'],
            },
          ],
        },
        { filters: [{ propertyName: 'amount', operator: FilterOperatorEnum.Gte, value: '80000' }] },
      ],
      sorts: [JSON.stringify({ propertyName: 'amount', direction: 'DESCENDING' })],
      properties: ['dealname', 'amount', 'dealstage'],
      limit: 2,
    });
    expect(openDeals.total).toBe(3);
    expect(openDeals.results.map((deal) => deal.properties.amount)).toEqual(['120000', '84000']);
    expect(openDeals.paging?.next?.after).toBe('2');
    const rest = await client.crm.deals.searchApi.doSearch({
      filterGroups: [
        {
          filters: [
            {
              propertyName: 'dealstage',
              operator: FilterOperatorEnum.In,
              values: ['contractsent', 'decisionmakerboughtin'],
            },
          ],
        },
        { filters: [{ propertyName: 'amount', operator: FilterOperatorEnum.Gte, value: '80000' }] },
      ],
      sorts: ['-amount'],
      properties: ['amount'],
      limit: 2,
      after: '2',
    });
    expect(rest.results.map((deal) => deal.properties.amount)).toEqual(['52000']);
    expect(rest.paging).toBeUndefined();

    const query = await client.crm.contacts.searchApi.doSearch({
      query: 'okafor',
      limit: 10,
      properties: ['lastname'],
    });
    expect(query.results.map((contact) => contact.properties.lastname)).toEqual(['Okafor']);
  });

  it('searches deals by associated company through the associations.company pseudo-property', async () => {
    const company = (
      await client.crm.companies.searchApi.doSearch({
        filterGroups: [
          {
            filters: [
              { propertyName: 'domain', operator: FilterOperatorEnum.Eq, value: 'copperleafretail.com' },
            ],
          },
        ],
        limit: 1,
      })
    ).results[0];
    const deals = await client.crm.deals.searchApi.doSearch({
      filterGroups: [
        {
          filters: [
            {
              propertyName: 'associations.company',
              operator: FilterOperatorEnum.Eq,
              value: company?.id ?? '',
            },
          ],
        },
      ],
      properties: ['dealname'],
      limit: 10,
    });
    expect(deals.results.map((deal) => deal.properties.dealname)).toEqual([
      'Copperleaf Retail — 2027 renewal',
    ]);
  });

  it('lists property definitions with labels, types, field types, groups and options', async () => {
    const { results } = await client.crm.properties.coreApi.getAll('deals');
    const byName = new Map(results.map((property) => [property.name, property]));
    expect(byName.get('dealstage')).toMatchObject({
      label: 'Deal Stage',
      type: 'enumeration',
      fieldType: 'radio',
      groupName: 'dealinformation',
      hubspotDefined: true,
    });
    expect(byName.get('dealstage')?.options.map((option) => option.label)).toContain('Closed Won');
    expect(byName.get('amount')).toMatchObject({
      type: 'number',
      fieldType: 'number',
      showCurrencySymbol: true,
    });
    expect(byName.get('closedate')).toMatchObject({ type: 'datetime', fieldType: 'date' });
    expect(byName.get('pain_points')).toMatchObject({
      type: 'string',
      fieldType: 'textarea',
      hubspotDefined: false,
    });
    expect(byName.get('hs_object_id')?.modificationMetadata?.readOnlyValue).toBe(true);
    for (const type of ['contacts', 'companies', 'meetings', 'notes', 'tasks']) {
      expect((await client.crm.properties.coreApi.getAll(type)).results.length).toBeGreaterThan(5);
    }
    const one = await client.crm.properties.coreApi.getByName('contacts', 'email');
    expect(one).toMatchObject({ name: 'email', label: 'Email', hasUniqueValue: true });
  });

  it('creates default and labelled associations with v4, lists them with labels, and removes them', async () => {
    const deal = (await client.crm.deals.basicApi.getPage(1)).results[0];
    const contact = await contactByEmail('sofia.alvarez@orchardlearning.com');
    const created = await client.crm.associations.v4.basicApi.createDefault(
      'deals',
      deal?.id ?? '',
      'contacts',
      contact.id,
    );
    expect(created.status).toBe('COMPLETE');
    expect(created.results[0]).toMatchObject({
      to: { id: contact.id },
      associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 3 },
    });
    const fromContact = await client.crm.associations.v4.basicApi.getPage('contacts', contact.id, 'deals');
    expect(fromContact.results).toContainEqual({
      toObjectId: Number(deal?.id),
      associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 4, label: null }],
    });

    const company = (await client.crm.companies.basicApi.getPage(1)).results[0];
    const labelled = await client.crm.associations.v4.basicApi.create(
      'contacts',
      contact.id,
      'companies',
      company?.id ?? '',
      [{ associationCategory: V4Category.HubspotDefined, associationTypeId: 1 }],
    );
    expect(labelled).toMatchObject({ fromObjectTypeId: '0-1', toObjectTypeId: '0-2', labels: ['Primary'] });

    await client.crm.associations.v4.basicApi.archive('deals', deal?.id ?? '', 'contacts', contact.id);
    const after = await client.crm.associations.v4.basicApi.getPage('contacts', contact.id, 'deals');
    expect(after.results.some((result) => result.toObjectId === (Number(deal?.id) as never))).toBe(false);
  });

  it('reads a batch, reporting ids it could not find with 207', async () => {
    const [first, second] = (await client.crm.contacts.basicApi.getPage(2)).results;
    const ok = await client.crm.contacts.batchApi.read({
      inputs: [{ id: first?.id ?? '' }, { id: second?.id ?? '' }],
      properties: ['email'],
      propertiesWithHistory: [],
    });
    expect(ok.results).toHaveLength(2);
    const partial = await client.crm.contacts.batchApi.read({
      inputs: [{ id: first?.id ?? '' }, { id: '999999' }],
      properties: ['email'],
      propertiesWithHistory: [],
    });
    expect(partial.results).toHaveLength(1);
    expect(partial).toMatchObject({
      numErrors: 1,
      errors: [{ category: 'OBJECT_NOT_FOUND', context: { ids: ['999999'] } }],
    });
  });

  it('lists the owners, and reads one by id or user id', async () => {
    const owners = await client.crm.owners.ownersApi.getPage();
    expect(owners.results.map((owner) => owner.email)).toContain('alex.morgan@tingsandbox.com');
    const first = owners.results[0];
    expect(first).toMatchObject({ type: 'PERSON', archived: false });
    const byUserId = await client.crm.owners.ownersApi.getById(first?.userId ?? 0, 'userId');
    expect(byUserId.id).toBe(first?.id);
  });

  it('serves a record page per deep link, with its properties and linked associations', async () => {
    const contact = await contactByEmail('grace.whitfield@copperleafretail.com');
    const base = hubspotBaseUrl(harness);
    const response = await fetch(`${base}/contacts/24681357/record/0-1/${contact.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Grace Whitfield');
    expect(html).toContain('Head of E-commerce');
    expect(html).toMatch(new RegExp(`href="${base}/contacts/24681357/record/0-2/\\d+">Copperleaf Retail<`));
    expect(html).toContain('Copperleaf Retail — 2027 renewal');

    expect((await fetch(`${base}/contacts/24681357/contact/${contact.id}`)).status).toBe(200);
    expect((await fetch(`${base}/contacts/24681357/record/0-1/999999`)).status).toBe(404);
    expect((await fetch(`${base}/contacts/1/record/0-1/${contact.id}`)).status).toBe(404);
  });

  it('has a HubSpot contact for every seeded calendar attendee but one newcomer at a known company', async () => {
    const email = 'quinn@acme-sales.test';
    const calendar = (await (
      await fetch(`${harness.sandbox.googleIssuer}/_sandbox/calendars/${encodeURIComponent(email)}/events`)
    ).json()) as { items: Array<{ attendees?: Array<{ email: string }> }> };
    const external = [
      ...new Set(
        calendar.items
          .flatMap((event) => event.attendees ?? [])
          .map((attendee) => attendee.email)
          .filter((a) => !a.endsWith('acme-sales.test')),
      ),
    ];
    const found = await client.crm.contacts.searchApi.doSearch({
      filterGroups: [
        { filters: [{ propertyName: 'email', operator: FilterOperatorEnum.In, values: external }] },
      ],
      properties: ['email'],
      limit: 100,
    });
    const known = new Set(found.results.map((contact) => contact.properties.email));
    expect(external.filter((attendee) => !known.has(attendee))).toEqual(['leo.martins@heliohealth.io']);
  });
});
