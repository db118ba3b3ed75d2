import type { Client } from '@hubspot/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness.js';
import { connectHubspot, hubspotBaseUrl, sandboxHubspotClient } from '../../test/hubspot-oauth.js';
import { SEED_OWNERS } from '../seed/crm-directory.js';
import { PORTAL, PORTAL_USER } from './portal.js';

/** `propertiesWithHistory` per property, and the control that changes a record as a person or a workflow does. */
describe('sandbox HubSpot property history', () => {
  let harness: Harness;
  let client: Client;

  beforeAll(async () => {
    harness = await startHarness();
    const tokens = await connectHubspot({ harness });
    client = sandboxHubspotClient({ harness, accessToken: tokens.accessToken });
  });
  afterAll(() => harness.dispose());

  const change = (path: string, body: object) =>
    fetch(`${hubspotBaseUrl(harness)}/_sandbox/records/${path}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const historyOf = async (id: string, name: string) => {
    const deal = await client.crm.deals.basicApi.getById(id, [name], [name]);
    return (deal.propertiesWithHistory?.[name] ?? []).map((version) => ({
      value: version.value,
      sourceType: version.sourceType,
      sourceId: version.sourceId,
      updatedByUserId: version.updatedByUserId,
      timestamp: version.timestamp,
    }));
  };
  const app = { sourceType: 'INTEGRATION', sourceId: String(PORTAL.appId), updatedByUserId: undefined };

  it("keeps each property's versions, newest first, an app's writes as INTEGRATION with its app id", async () => {
    const created = await client.crm.deals.basicApi.create({
      properties: { dealname: 'History check', competitors: 'Gong' },
      associations: [],
    });
    expect(await historyOf(created.id, 'competitors')).toEqual([
      { value: 'Gong', ...app, timestamp: expect.any(Date) },
    ]);
    expect(await historyOf(created.id, 'description')).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.crm.deals.basicApi.update(created.id, { properties: { competitors: 'Gong, Chorus' } });
    // The same value again is no new version; another property's change is not this one's.
    await client.crm.deals.basicApi.update(created.id, {
      properties: { competitors: 'Gong, Chorus', description: 'Rollout' },
    });
    await client.crm.deals.basicApi.update(created.id, { properties: { competitors: '' } });
    const versions = await historyOf(created.id, 'competitors');
    expect(versions.map((version) => [version.value, version.sourceType])).toEqual([
      ['', 'INTEGRATION'],
      ['Gong, Chorus', 'INTEGRATION'],
      ['Gong', 'INTEGRATION'],
    ]);
    const times = versions.map((version) => version.timestamp?.getTime() ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times[1]).toBeGreaterThan(times[2] ?? 0);
    expect((await historyOf(created.id, 'description')).map((version) => version.value)).toEqual(['Rollout']);

    // Asked with history through a batch read, too.
    const batch = await client.crm.deals.batchApi.read({
      inputs: [{ id: created.id }],
      properties: ['competitors'],
      propertiesWithHistory: ['competitors'],
    });
    expect(batch.results[0]?.propertiesWithHistory?.competitors).toHaveLength(3);
  });

  it('changes a record as a person in HubSpot (CRM_UI with their user id) or as a workflow', async () => {
    const created = await client.crm.deals.basicApi.create({
      properties: { dealname: 'Edited by a person', competitors: 'Gong' },
      associations: [],
    });
    const person = SEED_OWNERS[1];
    if (!person) throw new Error('Seed data needs two owners');
    const response = await change(`deals/${created.id}`, {
      properties: { competitors: 'Chorus' },
      userId: person.userId,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      properties: Record<string, string | null>;
      propertiesWithHistory: Record<string, unknown[]>;
    };
    expect(body.properties.competitors).toBe('Chorus');
    expect(body.propertiesWithHistory.competitors?.[0]).toEqual({
      value: 'Chorus',
      timestamp: expect.any(String),
      sourceType: 'CRM_UI',
      sourceId: `userId:${person.userId}`,
      updatedByUserId: person.userId,
    });

    // Without a user: the portal's installer. As a workflow: no user at all.
    await change(`deals/${created.id}`, { properties: { description: 'Set in the UI' } });
    expect((await historyOf(created.id, 'description'))[0]).toMatchObject({
      sourceType: 'CRM_UI',
      updatedByUserId: PORTAL_USER.id,
    });
    expect(
      (
        await change(`deals/${created.id}`, {
          properties: { competitors: 'Clari' },
          sourceType: 'AUTOMATION_PLATFORM',
        })
      ).status,
    ).toBe(200);
    expect(
      (await historyOf(created.id, 'competitors')).map((version) => [
        version.value,
        version.sourceType,
        version.updatedByUserId,
      ]),
    ).toEqual([
      ['Clari', 'AUTOMATION_PLATFORM', undefined],
      ['Chorus', 'CRM_UI', person.userId],
      ['Gong', 'INTEGRATION', undefined],
    ]);
    const deal = await client.crm.deals.basicApi.getById(created.id, ['competitors', 'hs_lastmodifieddate']);
    expect(deal.properties.competitors).toBe('Clari');

    const refusals: Array<[string, object, number]> = [
      [`deals/${created.id}`, { properties: { competitors: 'x' }, userId: 1 }, 400],
      [`deals/${created.id}`, { properties: { no_such_property: 'x' } }, 400],
      [
        `deals/${created.id}`,
        { properties: { competitors: 'x' }, sourceType: 'AUTOMATION_PLATFORM', userId: person.userId },
        400,
      ],
      [`deals/${created.id}`, { properties: { competitors: 'x' }, sourceType: 'IMPORT' }, 400],
      ['deals/999999', { properties: { competitors: 'x' } }, 404],
      [`spaceships/${created.id}`, { properties: { competitors: 'x' } }, 400],
    ];
    for (const [path, body, status] of refusals)
      expect([path, (await change(path, body)).status]).toEqual([path, status]);
    expect(
      (await client.crm.deals.basicApi.getById(created.id, ['competitors'])).properties.competitors,
    ).toBe('Clari');
  });

  it('stamps the seeded portal data as a migration, before any test touched it', async () => {
    const page = await client.crm.deals.basicApi.getPage(1, undefined, ['dealname'], ['dealname']);
    const versions = page.results[0]?.propertiesWithHistory?.dealname ?? [];
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      sourceType: 'MIGRATION',
      value: page.results[0]?.properties.dealname,
    });
    expect(versions[0]?.updatedByUserId).toBeUndefined();
  });
});
