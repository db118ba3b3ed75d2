import type { Client } from '@hubspot/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness.js';
import { connectHubspot, hubspotBaseUrl, sandboxHubspotClient } from '../../test/hubspot-oauth.js';

/** Property definitions as HubSpot's properties API returns them, and the controls that change them. */
describe('sandbox HubSpot properties', () => {
  let harness: Harness;
  let client: Client;

  beforeAll(async () => {
    harness = await startHarness();
    const tokens = await connectHubspot({ harness });
    client = sandboxHubspotClient({ harness, accessToken: tokens.accessToken });
  });
  afterAll(() => harness.dispose());

  const control = (path: string, init: RequestInit = {}) =>
    fetch(`${hubspotBaseUrl(harness)}/_sandbox/properties/${path}`, {
      ...init,
      headers: { 'content-type': 'application/json' },
    });
  const byName = async (type: string) =>
    new Map((await client.crm.properties.coreApi.getAll(type)).results.map((p) => [p.name, p]));

  it('has every value type, and hidden, calculated and read-only properties on each object', async () => {
    for (const type of ['deals', 'contacts', 'companies']) {
      const properties = [...(await byName(type)).values()];
      const types = new Set(properties.map((property) => property.type));
      for (const kind of ['string', 'number', 'enumeration', 'bool', 'date', 'datetime']) {
        expect(types, `${type} ${kind}`).toContain(kind);
      }
      expect(properties.some((property) => property.fieldType === 'textarea')).toBe(true);
      expect(properties.some((property) => property.hidden)).toBe(true);
      expect(properties.some((property) => property.calculated)).toBe(true);
      expect(properties.some((property) => property.modificationMetadata?.readOnlyValue)).toBe(true);
    }
    const deals = await byName('deals');
    expect(deals.get('hs_deal_stage_probability')).toMatchObject({
      calculated: true,
      modificationMetadata: { readOnlyValue: true },
    });
    expect(deals.get('hs_deal_amount_calculation_preference')?.hidden).toBe(true);
    const timeline = deals.get('decision_timeline')?.options ?? [];
    expect(timeline.find((option) => option.value === 'this_year')?.hidden).toBe(true);
    expect(timeline.find((option) => option.value === 'later')?.hidden).toBe(false);
  });

  it('renames an option, archives a property and restores it through the controls', async () => {
    const renamed = await control('deals/hs_priority', {
      method: 'PATCH',
      body: JSON.stringify({
        options: [
          { label: 'Low', value: 'low' },
          { label: 'Urgent', value: 'high' },
        ],
      }),
    });
    expect(renamed.status).toBe(200);
    expect((await byName('deals')).get('hs_priority')?.options.map((option) => option.label)).toEqual([
      'Low',
      'Urgent',
    ]);

    expect((await control('deals/seats', { method: 'DELETE' })).status).toBe(204);
    expect((await byName('deals')).has('seats')).toBe(false);
    const archived = await client.crm.properties.coreApi.getAll('deals', true);
    expect(archived.results.map((property) => property.name)).toEqual(['seats']);
    const deal = (await client.crm.deals.basicApi.getPage(1)).results[0];
    await expect(
      client.crm.deals.basicApi.update(deal?.id ?? '', { properties: { seats: '12' } }),
    ).rejects.toMatchObject({ code: 400 });

    expect((await control('deals/seats/restore', { method: 'POST' })).status).toBe(200);
    expect((await byName('deals')).has('seats')).toBe(true);
    expect((await control('deals/no_such_property', { method: 'DELETE' })).status).toBe(404);
    expect((await control('widgets/seats', { method: 'DELETE' })).status).toBe(400);
  });
});
