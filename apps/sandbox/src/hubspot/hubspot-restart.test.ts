import { readdir } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type Harness, HUBSPOT_CLIENT, startHarness } from '../../test/harness.js';
import { connectHubspot, sandboxHubspotClient } from '../../test/hubspot-oauth.js';

describe('sandbox HubSpot across a restart', () => {
  const harnesses: Harness[] = [];

  afterAll(async () => {
    await harnesses.at(-1)?.dispose();
  });

  it('keeps tokens, records and associations in the data directory, and seeds only once', async () => {
    const first = await startHarness();
    harnesses.push(first);
    const tokens = await connectHubspot({ harness: first });
    const client = sandboxHubspotClient({ harness: first, accessToken: tokens.accessToken });
    const company = await client.crm.companies.basicApi.create({
      properties: { name: 'Restart Robotics', domain: 'restartrobotics.com' },
      associations: [],
    });
    const contacts = (await client.crm.contacts.basicApi.getPage(100)).results.length;
    await first.stop();
    expect((await readdir(first.dataDir)).sort()).toEqual(
      expect.arrayContaining(['hubspot-crm.json', 'hubspot-oauth.json']),
    );

    const second = await startHarness({ dataDir: first.dataDir, port: Number(new URL(first.origin).port) });
    harnesses.push(second);
    const again = sandboxHubspotClient({ harness: second, accessToken: tokens.accessToken });
    const read = await again.crm.companies.basicApi.getById(company.id, ['name']);
    expect(read.properties.name).toBe('Restart Robotics');
    expect((await again.crm.contacts.basicApi.getPage(100)).results).toHaveLength(contacts);

    const refreshed = await again.oauth.tokensApi.create(
      'refresh_token',
      undefined,
      undefined,
      HUBSPOT_CLIENT.clientId,
      HUBSPOT_CLIENT.clientSecret,
      tokens.refreshToken,
    );
    expect(refreshed.accessToken).toEqual(expect.any(String));
  });
});
