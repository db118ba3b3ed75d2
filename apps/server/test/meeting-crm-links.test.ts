import type { TMeetingCrm, TMeetingCrmLink } from '@ting/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingCrmLinks, meetingCrmMatches, memberships } from '../src/db/schema';
import { connectHubspotThroughSandbox, createBrowser, signInThroughSandbox } from './browser-session';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type TestApp } from './test-app';

const PORTAL_ID = '24681357';
const HANNAH = { name: 'Hannah Berg', email: 'Hannah.Berg@NorthbeamLogistics.com' };

type Caller = { accessToken: string; organizationId: string };

/** Which HubSpot records a meeting is about, on the sandbox's seeded portal, and the CRM tab's API. */
describe('meeting ↔ HubSpot links', () => {
  let t: TestApp;
  let seller: Caller;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'sam@sellerco.test', name: 'Sam Seller' });
    await connectHubspotThroughSandbox(browser);
    const identity = JSON.parse((await browser.get('/api/data/organization/id')).body).data;
    seller = { accessToken: identity.accessToken, organizationId: identity.organization.id };
  }, 60_000);
  afterAll(() => t?.close());

  /** A ready meeting with these participants, once its CRM match has run. */
  async function matchedMeeting(caller: Caller, participants: Array<{ name: string; email: string }>) {
    const { id } = await createReadyMeeting(t, { user: caller, participants });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await t.database.db
        .select()
        .from(meetingCrmMatches)
        .where(eq(meetingCrmMatches.meetingId, id));
      if (row) return id;
      if (Date.now() > deadline) throw new Error(`Meeting ${id} was never matched`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const request = (
    caller: { accessToken: string },
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(caller), payload });

  async function crmOf(caller: Caller, meetingId: string): Promise<TMeetingCrm> {
    const response = await request(caller, 'GET', `/api/meetings/${meetingId}/crm`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  const rematch = (meetingId: string) =>
    t.services.meetingCrmLinks.match({ organizationId: seller.organizationId, meetingId });

  const summary = (links: TMeetingCrmLink[]) =>
    links.map((link) => [link.record_type, link.name, link.found_by]);

  let hannahMeeting: string;

  it("links a customer's contact, her company and its open deal, each with its HubSpot page", async () => {
    hannahMeeting = await matchedMeeting(seller, [
      HANNAH,
      { name: 'Sam Seller', email: 'sam@sellerco.test' },
      // A HubSpot owner (sales rep) is one of us, not a customer.
      { name: 'Alex Morgan', email: 'alex.morgan@tingsandbox.com' },
    ]);
    const crm = await crmOf(seller, hannahMeeting);
    expect(crm.connected).toBe(true);
    expect(summary(crm.links)).toEqual([
      ['contact', 'Hannah Berg', 'participant_email'],
      ['company', 'Northbeam Logistics', 'contact_company'],
      ['deal', 'Northbeam Logistics — Fleet team rollout', 'associated_deal'],
    ]);
    expect(crm.links.map((link) => link.detail)).toEqual([
      'hannah.berg@northbeamlogistics.com',
      'northbeamlogistics.com',
      'Presentation Scheduled',
    ]);
    expect(crm.unknown_attendees).toEqual([]);
    for (const [index, typeId] of ['0-1', '0-2', '0-3'].entries()) {
      const link = crm.links[index];
      expect(link?.url).toBe(
        `${t.config.hubspot.appUrl}/contacts/${PORTAL_ID}/record/${typeId}/${link?.record_id}`,
      );
    }
    const page = await fetch(crm.links[2]?.url ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Fleet team rollout');
  });

  it('links nothing for a colleague, and reports an attendee HubSpot does not know', async () => {
    const internal = await matchedMeeting(seller, [{ name: 'Kim Colleague', email: 'kim@sellerco.test' }]);
    expect(await crmOf(seller, internal)).toEqual({
      connected: true,
      matched_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      links: [],
      unknown_attendees: [],
    });

    const unknown = await matchedMeeting(seller, [
      { name: 'Pat Prospect', email: 'pat@unknown-domain.test' },
    ]);
    expect(await crmOf(seller, unknown)).toEqual({
      connected: true,
      matched_at: expect.any(String),
      links: [],
      unknown_attendees: [{ email: 'pat@unknown-domain.test', name: 'Pat Prospect' }],
    });
  });

  it("finds an unknown attendee's company by the exact domain of their email, and its open deal", async () => {
    const meetingId = await matchedMeeting(seller, [
      { name: 'Leo Martins', email: 'leo.martins@heliohealth.io' },
      // A free-mail address never finds a company.
      { name: 'Jo Freelancer', email: 'jo@gmail.com' },
    ]);
    const crm = await crmOf(seller, meetingId);
    expect(summary(crm.links)).toEqual([
      ['company', 'Helio Health', 'email_domain'],
      ['deal', 'Helio Health — Clinical team pilot', 'associated_deal'],
    ]);
    expect(crm.unknown_attendees.map((attendee) => attendee.email)).toEqual([
      'leo.martins@heliohealth.io',
      'jo@gmail.com',
    ]);
  });

  it('keeps a removed link removed through a re-match, never duplicates, and drops stale automatic links', async () => {
    const before = await crmOf(seller, hannahMeeting);
    const deal = before.links.find((link) => link.record_type === 'deal');
    const removed = await request(seller, 'DELETE', `/api/meetings/${hannahMeeting}/crm/links/${deal?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { id: deal?.id } });

    // An automatic link to a record that no longer matches goes at the next match.
    await t.database.db.insert(meetingCrmLinks).values({
      organizationId: seller.organizationId,
      meetingId: hannahMeeting,
      recordType: 'contact',
      recordId: '999999',
      name: 'Gone Contact',
      foundBy: 'participant_email',
    });
    expect(await rematch(hannahMeeting)).toBe('matched');
    expect(await rematch(hannahMeeting)).toBe('matched');

    const after = await crmOf(seller, hannahMeeting);
    expect(summary(after.links)).toEqual([
      ['contact', 'Hannah Berg', 'participant_email'],
      ['company', 'Northbeam Logistics', 'contact_company'],
    ]);
    const rows = await t.database.db
      .select()
      .from(meetingCrmLinks)
      .where(eq(meetingCrmLinks.meetingId, hannahMeeting));
    expect(rows.map((row) => [row.recordType, row.state]).sort()).toEqual([
      ['company', 'linked'],
      ['contact', 'linked'],
      ['deal', 'removed'],
    ]);

    // Removing again, or a link id that is not this meeting's, is answered plainly.
    expect(
      (await request(seller, 'DELETE', `/api/meetings/${hannahMeeting}/crm/links/${deal?.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await request(seller, 'DELETE', `/api/meetings/${hannahMeeting}/crm/links/not-a-uuid`)).statusCode,
    ).toBe(404);
  });

  it('links a record found by search by hand; matching keeps it; a removed one comes back as manual', async () => {
    const search = await request(seller, 'GET', '/api/crm/search?q=copperleaf');
    expect(search.statusCode).toBe(200);
    const results = search.json().data as Array<{
      record_type: string;
      record_id: string;
      name: string;
      detail: string | null;
    }>;
    expect(results.map((record) => [record.record_type, record.name])).toEqual(
      expect.arrayContaining([
        ['company', 'Copperleaf Retail'],
        ['deal', 'Copperleaf Retail — 2027 renewal'],
      ]),
    );
    const company = results.find((record) => record.record_type === 'company');
    expect(company?.detail).toBe('copperleafretail.com');

    const byEmail = await request(seller, 'GET', '/api/crm/search?q=grace.whitfield&type=contact');
    expect(byEmail.json().data).toEqual([
      expect.objectContaining({
        record_type: 'contact',
        name: 'Grace Whitfield',
        detail: 'grace.whitfield@copperleafretail.com',
      }),
    ]);
    const deals = await request(seller, 'GET', '/api/crm/search?q=pilot&type=deal');
    expect(deals.json().data).toEqual([
      expect.objectContaining({ record_type: 'deal', detail: 'Qualified To Buy' }),
    ]);

    const added = await request(seller, 'POST', `/api/meetings/${hannahMeeting}/crm/links`, {
      record_type: 'company',
      record_id: company?.record_id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      record_type: 'company',
      name: 'Copperleaf Retail',
      detail: 'copperleafretail.com',
      found_by: 'manual',
      url: `${t.config.hubspot.appUrl}/contacts/${PORTAL_ID}/record/0-2/${company?.record_id}`,
    });

    const removedDeal = (
      await t.database.db
        .select()
        .from(meetingCrmLinks)
        .where(and(eq(meetingCrmLinks.meetingId, hannahMeeting), eq(meetingCrmLinks.state, 'removed')))
    )[0];
    const restored = await request(seller, 'POST', `/api/meetings/${hannahMeeting}/crm/links`, {
      record_type: 'deal',
      record_id: removedDeal?.recordId,
    });
    expect(restored.statusCode).toBe(201);
    expect(restored.json().data).toMatchObject({ id: removedDeal?.id, found_by: 'manual' });

    await rematch(hannahMeeting);
    expect(summary((await crmOf(seller, hannahMeeting)).links)).toEqual([
      ['contact', 'Hannah Berg', 'participant_email'],
      ['company', 'Copperleaf Retail', 'manual'],
      ['company', 'Northbeam Logistics', 'contact_company'],
      ['deal', 'Northbeam Logistics — Fleet team rollout', 'manual'],
    ]);

    const missing = await request(seller, 'POST', `/api/meetings/${hannahMeeting}/crm/links`, {
      record_type: 'deal',
      record_id: '987654321',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    // An id that is no HubSpot id at all (a path, text) names nothing either.
    for (const recordId of ['../contacts/1', 'hannah berg'])
      expect(
        (
          await request(seller, 'POST', `/api/meetings/${hannahMeeting}/crm/links`, {
            record_type: 'contact',
            record_id: recordId,
          })
        ).statusCode,
      ).toBe(400);
  });

  it("keeps another organization out of a meeting's links, and tells an organization without HubSpot so", async () => {
    const other = await t.signUp('olivia@otherco.test', 'Olivia Other');
    const otherCaller = { accessToken: other.accessToken, organizationId: other.principal.organizationId };
    const link = (await crmOf(seller, hannahMeeting)).links[0];

    expect((await request(other, 'GET', `/api/meetings/${hannahMeeting}/crm`)).statusCode).toBe(404);
    expect(
      (
        await request(other, 'POST', `/api/meetings/${hannahMeeting}/crm/links`, {
          record_type: 'contact',
          record_id: '1',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await request(other, 'DELETE', `/api/meetings/${hannahMeeting}/crm/links/${link?.id}`)).statusCode,
    ).toBe(404);

    // Their own meeting: not connected, and a link id of another meeting names nothing there.
    const { id: ownMeeting } = await createReadyMeeting(t, { user: other, participants: [HANNAH] });
    expect(await crmOf(otherCaller, ownMeeting)).toEqual({
      connected: false,
      matched_at: null,
      links: [],
      unknown_attendees: [],
    });
    expect(
      (await request(other, 'DELETE', `/api/meetings/${ownMeeting}/crm/links/${link?.id}`)).statusCode,
    ).toBe(404);
    const search = await request(other, 'GET', '/api/crm/search?q=northbeam');
    expect(search.statusCode).toBe(409);
    expect(search.json()).toMatchObject({ code: 'NOT_CONNECTED' });
    const add = await request(other, 'POST', `/api/meetings/${ownMeeting}/crm/links`, {
      record_type: 'contact',
      record_id: '1',
    });
    expect(add.statusCode).toBe(409);
    // Matching an organization without HubSpot does nothing.
    expect(
      await t.services.meetingCrmLinks.match({
        organizationId: otherCaller.organizationId,
        meetingId: ownMeeting,
      }),
    ).toBe('skipped');

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/meetings/${hannahMeeting}/crm` })).statusCode,
    ).toBe(401);
  });

  it('lets a teammate of the same organization read and change the links', async () => {
    const signedUp = await t.signUp('kim@sellerco.test', 'Kim Colleague');
    await t.database.db
      .update(memberships)
      .set({ organizationId: seller.organizationId })
      .where(eq(memberships.userId, signedUp.principal.userId));
    const kim = {
      accessToken: await t.accessTokenFor({ ...signedUp.principal, organizationId: seller.organizationId }),
      organizationId: seller.organizationId,
    };
    const crm = await crmOf(kim, hannahMeeting);
    expect(crm.links).toHaveLength(4);
    const copperleaf = crm.links.find((link) => link.name === 'Copperleaf Retail');
    const removed = await request(
      kim,
      'DELETE',
      `/api/meetings/${hannahMeeting}/crm/links/${copperleaf?.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await crmOf(seller, hannahMeeting)).links).toHaveLength(3);
  });

  it('matches recent meetings once HubSpot is connected', async () => {
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'nora@laterco.test', name: 'Nora Later' });
    const identity = JSON.parse((await browser.get('/api/data/organization/id')).body).data;
    const nora = { accessToken: identity.accessToken, organizationId: identity.organization.id };
    const { id } = await createReadyMeeting(t, { user: nora, participants: [HANNAH] });
    expect((await crmOf(nora, id)).connected).toBe(false);

    await connectHubspotThroughSandbox(browser);
    const deadline = Date.now() + 20_000;
    while ((await crmOf(nora, id)).links.length === 0) {
      if (Date.now() > deadline) throw new Error('The meeting was not matched after connecting HubSpot');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(summary((await crmOf(nora, id)).links)).toEqual([
      ['contact', 'Hannah Berg', 'participant_email'],
      ['company', 'Northbeam Logistics', 'contact_company'],
      ['deal', 'Northbeam Logistics — Fleet team rollout', 'associated_deal'],
    ]);
  });
});
