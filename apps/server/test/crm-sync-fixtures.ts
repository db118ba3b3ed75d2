import { Client } from '@hubspot/api-client';
import type { TCrmObjectType, TCrmUpdate, TField, TFieldList, TMeetingCrmUpdates } from '@ting/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from '../src/crypto/token-cipher';
import { crmSyncs, integrations, meetingCrmMatches } from '../src/db/schema';
import {
  type Browser,
  connectHubspotThroughSandbox,
  createBrowser,
  signInThroughSandbox,
} from './browser-session';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import type { TestApp } from './test-app';

export const HANNAH = { name: 'Hannah Berg', email: 'hannah.berg@northbeamlogistics.com' };
export const SELLER = { name: 'Sam Seller', email: 'sam@sellerco.test' };

/** A call with Northbeam's Hannah: a rival vendor named, a budget, commitments with due dates. */
export const NORTHBEAM_CALL_VTT = `WEBVTT

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

export type Caller = { accessToken: string; organizationId: string };

/** The properties a test fills, by object and name. */
export type PropertyChoice = { hs_object: TCrmObjectType; name: string };

/** The organization's properties once connecting HubSpot has set up the recommended ones (a job). */
export async function recommendedSetUp(t: TestApp, caller: Caller): Promise<TField[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await t.app.inject({ method: 'GET', url: '/fields', headers: bearer(caller) });
    const { properties } = response.json().data as TFieldList;
    if (properties.length > 0) return properties;
    if (Date.now() > deadline) throw new Error('The recommended properties were never set up');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Exactly these properties filled, whatever connecting HubSpot set up: waits for the recommended
 * ones, deletes those not chosen and imports the chosen ones not there yet. Returns them, sorted by name.
 */
export async function useOnlyProperties(
  t: TestApp,
  caller: Caller,
  chosen: PropertyChoice[],
): Promise<TField[]> {
  const key = (field: PropertyChoice | TField) => `${field.hs_object}.${field.name}`;
  const wanted = new Set(chosen.map(key));
  const present = await recommendedSetUp(t, caller);
  for (const field of present.filter((candidate) => !wanted.has(key(candidate)))) {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/fields/${field.id}`,
      headers: bearer(caller),
    });
    expect(deleted.statusCode).toBe(200);
  }
  const have = new Set(present.map(key));
  const missing = chosen.filter((choice) => !have.has(key(choice)));
  if (missing.length > 0) {
    const imported = await t.app.inject({
      method: 'POST',
      url: '/fields',
      headers: bearer(caller),
      payload: { fields: missing },
    });
    expect(imported.statusCode).toBe(201);
  }
  const list = (await t.app.inject({ method: 'GET', url: '/fields', headers: bearer(caller) })).json()
    .data as TFieldList;
  expect(list.properties.map(key).sort()).toEqual([...wanted].sort());
  return [...list.properties].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
}
export type Engagements = Record<
  'meetings' | 'notes' | 'tasks',
  Array<{ id: string; associations: string[] }>
>;

/**
 * The seller signed in with HubSpot connected (the sandbox's seeded portal), the deal 'Fleet team
 * rollout', an SDK client on the stored token, and helpers over the CRM sync API. Its admin trusts
 * every kind of write (automatic), unless `newOrganizationModes` keeps a new organization's
 * review-first modes.
 */
export async function crmSyncWorld(t: TestApp, options: { newOrganizationModes?: boolean } = {}) {
  const browser: Browser = createBrowser(t.baseUrl);
  await signInThroughSandbox({ browser, email: SELLER.email, name: SELLER.name });
  await connectHubspotThroughSandbox(browser);
  const identity = JSON.parse((await browser.get('/api/data/organization/id')).body).data;
  const seller: Caller = { accessToken: identity.accessToken, organizationId: identity.organization.id };
  const cipher = createTokenCipher(parseEncryptionKey(t.secrets.encryptionKey));
  const integration = async () =>
    (await t.database.db.select().from(integrations).where(eq(integrations.provider, 'hubspot')))[0];
  const tokens = async () => {
    const row = await integration();
    return {
      accessToken: cipher.decrypt(row?.accessTokenEncrypted ?? ''),
      refreshToken: cipher.decrypt(row?.refreshTokenEncrypted ?? ''),
    };
  };
  /** The official SDK on the token Ting holds now (a reconnect replaces it). */
  const client = async () =>
    new Client({
      accessToken: (await tokens()).accessToken,
      basePath: t.config.hubspot.apiUrl,
      numberOfApiCallRetries: 0,
    });
  const hubspot = await client();
  const deals = await hubspot.crm.deals.searchApi.doSearch({
    query: 'Fleet team rollout',
    filterGroups: [],
    properties: ['dealname'],
    limit: 1,
    sorts: [],
  });
  const dealId = deals.results[0]?.id ?? '';
  expect(dealId).not.toBe('');

  const request = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(seller), payload });

  async function updatesOf(meetingId: string): Promise<TMeetingCrmUpdates> {
    const response = await request('GET', `/api/meetings/${meetingId}/crm/updates`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** Until `until` holds of the meeting's updates (and, by default, its sync is planned and nothing is queued). */
  async function settled(
    meetingId: string,
    until: (updates: TCrmUpdate[]) => boolean = () => true,
    options: { timeoutMs?: number; quiet?: boolean } = {},
  ): Promise<TCrmUpdate[]> {
    const deadline = Date.now() + (options.timeoutMs ?? 45_000);
    for (;;) {
      const [sync] = await t.database.db.select().from(crmSyncs).where(eq(crmSyncs.meetingId, meetingId));
      const view = await updatesOf(meetingId);
      const planned = sync?.plannedAt && sync.plannedAt >= sync.requestedAt;
      const quiet = options.quiet === false || (planned && !view.syncing);
      if (quiet && until(view.updates)) return view.updates;
      if (Date.now() > deadline)
        throw new Error(`Sync of ${meetingId} did not settle: ${JSON.stringify(view)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function meetingWithHannah(title: string, content = NORTHBEAM_CALL_VTT): Promise<string> {
    const { id } = await createReadyMeeting(t, {
      user: seller,
      title,
      content,
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
    const hubspot = await client();
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

  const setMode = async (mode: 'automatic' | 'review') => {
    const response = await request('PATCH', '/api/organization/crm-settings', { write_mode: mode });
    expect(response.statusCode).toBe(200);
  };

  /** A control of the sandbox's HubSpot (`/_sandbox/…` on its API). */
  const hubspotControl = (path: string, init: { method?: string; body?: object } = {}) =>
    fetch(`${t.config.hubspot.apiUrl}/_sandbox${path}`, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json' },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  /** The deal's page in HubSpot's UI (no token needed): its property values and activities by title. */
  const dealPage = async () => {
    const response = await fetch(`${t.config.hubspot.appUrl}/contacts/24681357/record/0-3/${dealId}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  if (!options.newOrganizationModes) await setMode('automatic');

  return {
    browser,
    seller,
    client,
    dealPage,
    dealId,
    request,
    updatesOf,
    settled,
    meetingWithHannah,
    engagementsOf,
    setMode,
    integration,
    tokens,
    hubspotControl,
    /** Exactly these properties filled (see `useOnlyProperties`). */
    useOnlyProperties: (chosen: PropertyChoice[]) => useOnlyProperties(t, seller, chosen),
  };
}

export const byProperty = (updates: TCrmUpdate[], name: string) =>
  updates.find((update) => update.property === name);
