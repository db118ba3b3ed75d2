import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  meetingCrmLinks,
  meetingSearchDocuments,
  meetings as meetingsTable,
  memberships,
} from '../src/db/schema';
import { isLargeOrganization } from '../src/modules/meetings/meeting-search.repository';
import { searchMeetingsByText } from '../src/modules/meetings/meeting-text-search';
import { insertMeeting, insertOutputs, replaceSegments } from '../src/modules/meetings/meetings.repository';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { putOnPlan } from './plan-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

/** A WebVTT transcript of these lines, each `[start in seconds, speaker, text]`, 5 seconds long. */
function vtt(lines: Array<[number, string, string]>): string {
  const at = (seconds: number) =>
    `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;
  return `WEBVTT\n\n${lines.map(([start, speaker, text]) => `${at(start)} --> ${at(start + 5)}\n<v ${speaker}>${text}`).join('\n\n')}\n`;
}

type ListItem = {
  id: string;
  title: string;
  match?: { source: string; snippet: string; start_ms: number | null } | null;
};
type ListPage = {
  items: ListItem[];
  total: number;
  total_at_least?: boolean;
  page: number;
  page_size: number;
};

describe('meetings list search: finding meetings by what was said', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  const ids: Record<string, string> = {};
  let bobsMeeting: string;

  const search = async (user: SignedUpUser, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?${query}`,
      headers: bearer(user),
    });
    return { status: response.statusCode, body: response.json() as { data: ListPage; code?: string } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.signUp('ada@acme.test', 'Ada');
    bob = await t.signUp('bob@globex.test', 'Bob');
    await putOnPlan(t.database.db, {
      organizationId: ada.principal.organizationId,
      plan: 'business',
      seats: 5,
    });
    ids.kumquat = (
      await createReadyMeeting(t, {
        user: ada,
        title: 'Weekly sync — Northwind',
        participants: [{ name: 'Nia North', email: 'nia@northwind.test' }],
        content: vtt([
          [1, 'Sam Seller', 'Thanks for joining, let us go through the agenda.'],
          [7, 'Nia North', 'Our kumquat harvest numbers drive the whole forecast this quarter.'],
          [13, 'Sam Seller', 'Understood, I will update the plan.'],
        ]),
      })
    ).id;
    // Mentions "escrow" once in passing, and is the newest meeting about it.
    ids.escrowOnce = (
      await createReadyMeeting(t, {
        user: ada,
        title: 'Pipeline review',
        content: vtt([
          [1, 'Sam Seller', 'We covered pricing, onboarding, training, renewals and the roadmap today.'],
          [7, 'Dana Buyer', 'Legal asked in passing whether escrow applies to the source code.'],
          [13, 'Sam Seller', 'The dashboard reporting and forecast views are ready for the pilot.'],
        ]),
      })
    ).id;
    // As if it had started then: the search document keeps its meeting's start (which never changes).
    const startedAt = new Date('2026-12-01T10:00:00Z');
    await t.database.db.update(meetingsTable).set({ startedAt }).where(eq(meetingsTable.id, ids.escrowOnce));
    await t.database.db
      .update(meetingSearchDocuments)
      .set({ startedAt })
      .where(eq(meetingSearchDocuments.meetingId, ids.escrowOnce));
    // About escrow: in its title and said again and again.
    ids.escrowMuch = (
      await createReadyMeeting(t, {
        user: ada,
        title: 'Escrow terms — Contoso',
        content: vtt([
          [1, 'Sam Seller', 'Escrow is the topic: the escrow agent holds the source code.'],
          [7, 'Dana Buyer', 'Our escrow release conditions need the escrow deposit updated monthly.'],
        ]),
      })
    ).id;
    // A meeting whose summary says a word its transcript never does, written the way the pipeline writes it.
    const meeting = await insertMeeting(t.database.db, {
      organizationId: ada.principal.organizationId,
      ownerUserId: ada.principal.userId,
      title: 'Quarterly business review',
      source: 'transcript_upload',
      status: 'ready',
      startedAt: new Date('2026-10-01T10:00:00Z'),
      participants: [],
    });
    await insertOutputs(t.database.db, {
      meetingId: meeting.id,
      organizationId: meeting.organizationId,
      summaryMarkdown: '## Summary\n- The customer wants a **zeppelin** launch event for the rollout.',
      actionItems: [],
      engine: 'offline',
      summaryPrompt: 'p',
      actionItemsPrompt: 'p',
    });
    ids.zeppelin = meeting.id;
    // Another organization's meeting that says the same words, with the same participant.
    bobsMeeting = (
      await createReadyMeeting(t, {
        user: bob,
        title: 'Globex kumquat escrow zeppelin',
        participants: [{ name: 'Nia North', email: 'nia@northwind.test' }],
        content: vtt([[1, 'Bob', 'kumquat escrow zeppelin, all of it.']]),
      })
    ).id;
  }, 60_000);
  afterAll(() => t?.close());

  it('finds a meeting by a word only its transcript holds, with the line and where it starts', async () => {
    const { status, body } = await search(ada, 'q=kumquat');
    expect(status).toBe(200);
    expect(body.data.items.map((item) => item.id)).toEqual([ids.kumquat]);
    expect(body.data.total).toBe(1);
    expect(body.data.items[0]?.match).toEqual({
      source: 'transcript',
      snippet: expect.stringContaining('kumquat harvest'),
      start_ms: 7000,
    });
  });

  it('matches a quoted phrase in its word order only, and a negated phrase anywhere', async () => {
    const found = async (query: string) =>
      (await search(ada, `q=${encodeURIComponent(query)}`)).body.data.items.map((item) => item.id);
    expect(await found('"harvest numbers"')).toEqual([ids.kumquat]);
    expect(await found('"numbers harvest"')).toEqual([]);
    // The meeting holds both words, not in that order: excluding the phrase must keep it.
    expect(await found('kumquat -"numbers harvest"')).toEqual([ids.kumquat]);
    expect(await found('kumquat -"harvest numbers"')).toEqual([]);
    // Phrases of the title, the summary and the transcript, of more than two words, with stop words.
    expect(await found('"weekly sync"')).toEqual([ids.kumquat]);
    expect(await found('"zeppelin launch event"')).toEqual([ids.zeppelin]);
    expect(await found('"kumquat harvest numbers drive"')).toEqual([ids.kumquat]);
    expect(await found('"kumquat numbers harvest"')).toEqual([]);
    expect(await found('"the escrow agent holds the source code"')).toEqual([ids.escrowMuch]);
    expect(await found('"escrow agent" or "harvest numbers"')).toEqual(
      expect.arrayContaining([ids.escrowMuch, ids.kumquat]),
    );
  });

  it('past the newest 300 word matches, lists the older ones and the title matches by date, counting each once', async () => {
    // An organization of its own: 420 meetings say "quokka" (the newest 300 are ranked), 10 more have
    // it only inside a word of their title, and 5 of the 420 have it in their title too; 20,000 older
    // ones do not (so many that the first pages are read from the newest documents).
    const dee = await t.signUp('dee@quokka.test', 'Dee');
    const { organizationId, userId } = dee.principal;
    await t.database.db.execute(sql`
      insert into meetings (organization_id, owner_user_id, title, source, status, started_at)
      select ${organizationId}::uuid, ${userId}, case when g <= 5 then 'Quokka call ' || g
          when g > 420 then 'Call about xquokkax ' || g else 'Call ' || g end,
        'transcript_upload', 'ready', timestamptz '2026-01-01' + (g || ' hours')::interval
      from generate_series(1, 430) g`);
    await t.database.db.execute(sql`
      insert into meetings (organization_id, owner_user_id, title, source, status, started_at)
      select ${organizationId}::uuid, ${userId}, 'Old call ' || g, 'transcript_upload', 'ready',
        timestamptz '2025-01-01' - (g || ' minutes')::interval
      from generate_series(1, 20000) g`);
    await t.database.db.execute(sql`
      insert into meeting_search_documents (meeting_id, organization_id, owner_user_id, started_at, document, word_pairs)
      select id, organization_id, owner_user_id, started_at, words, word_pair_hashes(words)
      from (select m.*, to_tsvector('english', m.title || case when m.title like 'Call about%' or m.title like 'Old call%' then ''
        else ' we talked about the quokka' end) as words from meetings m where m.organization_id = ${organizationId}) m`);
    // Large enough to read from the newest documents (a member's 20,000 older calls are what make it so).
    expect(await isLargeOrganization(t.database.db, organizationId)).toBe(true);
    expect(await isLargeOrganization(t.database.db, ada.principal.organizationId)).toBe(false);
    const titles = async (page: number) => {
      const { body } = await search(dee, `q=quokka&page=${page}&page_size=25`);
      return { total: body.data.total, titles: body.data.items.map((item) => item.title) };
    };
    const calls = (from: number, length = 25) => Array.from({ length }, (_, index) => `Call ${from - index}`);
    // The first pages: the newest matches (from the newest documents, most of which hold the word),
    // all ranked alike.
    expect(await titles(1)).toEqual({ total: 430, titles: calls(420) });
    expect(await titles(2)).toEqual({ total: 430, titles: calls(395) });
    // Ranked ones fill pages 1–12; then the older word matches and the title matches, newest first.
    expect(await titles(13)).toEqual({
      total: 430,
      titles: [
        ...Array.from({ length: 10 }, (_, index) => `Call about xquokkax ${430 - index}`),
        ...calls(120, 15),
      ],
    });
    expect(await titles(18)).toEqual({
      total: 430,
      titles: ['Quokka call 5', 'Quokka call 4', 'Quokka call 3', 'Quokka call 2', 'Quokka call 1'],
    });
  });

  it('counts up to 1,000 matches, words and names together, each meeting once, and says when more match', async () => {
    // An organization of its own, of 1,400 meetings: 1,100 say "wombat"; 700 say "dingo" and 700
    // others have it only inside a word of their title; 600 say "numbat", 600 have it in their title,
    // 300 of them both; 600 have three participants each at bilby.test.
    const fay = await t.signUp('fay@outback.test', 'Fay');
    const { organizationId, userId } = fay.principal;
    await t.database.db.execute(sql`
      insert into meetings (organization_id, owner_user_id, title, source, status, started_at)
      select ${organizationId}::uuid, ${userId},
        'Call ' || g || case when g > 700 then ' xdingox' else '' end || case when g between 301 and 900 then ' Numbat' else '' end,
        'transcript_upload', 'ready', timestamptz '2026-01-01' + (g || ' hours')::interval
      from generate_series(1, 1400) g`);
    const numbered = sql`(select id, row_number() over (order by started_at) as g from meetings where organization_id = ${organizationId})`;
    await t.database.db.execute(sql`
      insert into meeting_participants (meeting_id, organization_id, name, email)
      select m.id, ${organizationId}::uuid, 'Guest ' || p, 'guest' || m.g || '-' || p || '@bilby.test'
      from ${numbered} m, generate_series(1, 3) p where m.g <= 600`);
    await t.database.db.execute(sql`
      insert into meeting_search_documents (meeting_id, organization_id, owner_user_id, started_at, document, word_pairs)
      select m.id, m.organization_id, m.owner_user_id, m.started_at, words, word_pair_hashes(words)
      from meetings m join ${numbered} n on n.id = m.id,
        lateral (select to_tsvector('english', 'call' || case when n.g <= 1100 then ' wombat' else '' end
          || case when n.g <= 700 then ' dingo' else '' end || case when n.g <= 600 then ' numbat' else '' end) as words) d`);
    const found = async (query: string, page = 1) => {
      const { status, body } = await search(fay, `q=${query}&page=${page}&page_size=25`);
      expect(status).toBe(200);
      const { total, total_at_least: atLeast, items } = body.data;
      return { total, atLeast, items: items.length };
    };

    expect(await found('wombat')).toEqual({ total: 1000, atLeast: true, items: 25 });
    // Past what was counted, the pages go on: 1,100 matches fill 44 pages.
    expect(await found('wombat', 44)).toEqual({ total: 1000, atLeast: true, items: 25 });
    expect(await found('wombat', 45)).toEqual({ total: 1000, atLeast: true, items: 0 });
    // Fewer than 1,000 word matches and fewer than 1,000 title matches, more than 1,000 together.
    expect(await found('dingo')).toEqual({ total: 1000, atLeast: true, items: 25 });
    // A meeting matching by its words and its title counts once.
    expect(await found('numbat')).toEqual({ total: 900, atLeast: false, items: 25 });
    expect(await found('numbat', 36)).toEqual({ total: 900, atLeast: false, items: 25 });
    expect(await found('numbat', 37)).toEqual({ total: 900, atLeast: false, items: 0 });
    // 1,800 participants in 600 meetings.
    expect(await found('bilby.test')).toEqual({ total: 600, atLeast: false, items: 25 });
  });

  it('finds a phrase said late in a long transcript, while its batches are written', async () => {
    // In an organization of its own, so the other tests' expectations hold.
    const cy = await t.signUp('cy@initech.test', 'Cy');
    const meeting = await insertMeeting(t.database.db, {
      organizationId: cy.principal.organizationId,
      ownerUserId: cy.principal.userId,
      title: 'Long review',
      source: 'transcript_upload',
      status: 'transcribing',
      startedAt: new Date('2026-10-02T10:00:00Z'),
      participants: [],
    });
    // Short lines: a document's positions stop at 16,383 (words past it lose their order).
    const segments = Array.from({ length: 2_100 }, (_, index) => ({
      startMs: index * 6_000,
      endMs: index * 6_000 + 5_000,
      speaker: index % 2 ? 'Sam' : 'Lena',
      text: index === 3 ? 'The forecast for marmalade looks fine.' : `Point ${index}.`,
    }));
    segments[2_050] = {
      ...segments[2_050],
      text: 'Our marmalade forecast doubles.',
    } as (typeof segments)[number];
    // More rows than one statement takes on either database, so the phrase is in a later batch.
    await replaceSegments(t.database.db, { meeting, segments });
    const found = async (query: string) =>
      (
        await searchMeetingsByText(t.database.db, {
          organizationId: cy.principal.organizationId,
          viewerUserId: cy.principal.userId,
          query,
          limit: 10,
        })
      ).map((result) => result.meetingId);
    expect(await found('"marmalade forecast"')).toEqual([meeting.id]);
    expect(await found('"forecast for marmalade"')).toEqual([meeting.id]);
    expect(await found('"marmalade forecast doubles"')).toEqual([meeting.id]);
    expect(await found('"forecast marmalade"')).toEqual([]);
  }, 60_000);

  it('matches the last word as a prefix while it is typed, and stems the words before it', async () => {
    expect((await search(ada, 'q=kumqu')).body.data.items.map((item) => item.id)).toEqual([ids.kumquat]);
    expect((await search(ada, 'q=harvesting%20kumq')).body.data.items.map((item) => item.id)).toEqual([
      ids.kumquat,
    ]);
    // A finished word before the last is a whole word.
    expect((await search(ada, 'q=kumqu%20harvest')).body.data.total).toBe(0);
  });

  it('finds a meeting by a word only its summary holds, with the summary as plain text', async () => {
    const { body } = await search(ada, 'q=zeppelin');
    expect(body.data.items.map((item) => item.id)).toEqual([ids.zeppelin]);
    expect(body.data.items[0]?.match).toEqual({
      source: 'summary',
      snippet: expect.stringContaining('wants a zeppelin launch event'),
      start_ms: null,
    });
    expect(body.data.items[0]?.match?.snippet).not.toMatch(/[*#]/);
  });

  it('ranks the meeting about the words first, ahead of a newer one that mentions them once', async () => {
    const { body } = await search(ada, 'q=escrow');
    expect(body.data.items.map((item) => item.id)).toEqual([ids.escrowMuch, ids.escrowOnce]);
    expect(body.data.items[1]?.match).toMatchObject({ source: 'transcript', start_ms: 7000 });
    // Paging walks the same order, and the count holds on every page.
    const second = await search(ada, 'q=escrow&page=2&page_size=1');
    expect(second.body.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second.body.data.items.map((item) => item.id)).toEqual([ids.escrowOnce]);
    const pastEnd = await search(ada, 'q=escrow&page=3&page_size=1');
    expect(pastEnd.body.data).toMatchObject({ items: [], total: 2 });
  });

  it('still finds meetings by text inside their name or a participant email, without a snippet', async () => {
    const byName = await search(ada, 'q=orthwin');
    expect(byName.body.data.items.map((item) => item.id)).toEqual([ids.kumquat]);
    expect(byName.body.data.items[0]?.match).toBeNull();
    const byEmail = await search(ada, 'q=nia@northwind');
    expect(byEmail.body.data.items.map((item) => item.id)).toEqual([ids.kumquat]);
  });

  it("never finds another organization's meeting, whatever it says", async () => {
    for (const word of ['kumquat', 'escrow', 'zeppelin', 'Globex']) {
      const ownOnly = await search(ada, `q=${word}`);
      expect(ownOnly.body.data.items.every((item) => Object.values(ids).includes(item.id))).toBe(true);
    }
    const bobs = await search(bob, 'q=kumquat');
    expect(bobs.body.data.total).toBe(1);
    expect(bobs.body.data.items[0]?.id).not.toBe(ids.kumquat);
    const fromFunction = await searchMeetingsByText(t.database.db, {
      organizationId: bob.principal.organizationId,
      viewerUserId: bob.principal.userId,
      query: 'harvest',
      limit: 10,
    });
    expect(fromFunction).toEqual([]);
  });

  it("with scope=mine finds only the caller's own meetings", async () => {
    const signedUp = await t.signUp('tim@acme.test', 'Tim');
    await t.database.db
      .update(memberships)
      .set({ organizationId: ada.principal.organizationId, hasSeat: true })
      .where(eq(memberships.userId, signedUp.principal.userId));
    const principal = { ...signedUp.principal, organizationId: ada.principal.organizationId };
    const tim = { ...signedUp, principal, accessToken: await t.accessTokenFor(principal) };
    const { id } = await createReadyMeeting(t, {
      user: tim,
      title: 'Tim call',
      content: vtt([[1, 'Tim', 'The kumquat shipment is late again.']]),
    });
    expect((await search(tim, 'q=kumquat&scope=mine')).body.data.items.map((item) => item.id)).toEqual([id]);
    const organization = await search(tim, 'q=kumquat&scope=team');
    expect(organization.body.data.items.map((item) => item.id).sort()).toEqual([id, ids.kumquat].sort());
  });

  it.each([
    ['a NUL character', 'q=kum%00quat'],
    ['more than 200 characters', `q=${'a'.repeat(201)}`],
  ])('refuses a query with %s with 400', async (_label, query) => {
    const { status, body } = await search(ada, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it.each([
    '&',
    '|',
    '!',
    '!!',
    "'",
    '"',
    '"unclosed',
    `"o'neil back\\slash" "it''s" -"a b"`,
    '"kumquat harvest" or "-x" "" ""',
    ':*',
    'kumquat:*',
    'kumquat & escrow | !x',
    "o'neil",
    '(kumquat',
    '\\',
    '%_',
    '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - kumquat',
    'or',
    '-',
    '<->',
    '🍊 kumquat',
  ])('answers %j without a server error', async (query) => {
    const { status, body } = await search(ada, `q=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    expect(
      body.data.items.every((item) => Object.values(ids).includes(item.id) || item.title === 'Tim call'),
    ).toBe(true);
  });

  it('searchMeetingsByText ranks with snippets and narrows by dates and participant', async () => {
    const organizationId = ada.principal.organizationId;
    const viewerUserId = ada.principal.userId;
    const found = await searchMeetingsByText(t.database.db, {
      organizationId,
      viewerUserId,
      query: 'escrow',
      limit: 5,
    });
    expect(found.map((hit) => hit.meetingId)).toEqual([ids.escrowMuch, ids.escrowOnce]);
    expect(found[0]).toMatchObject({
      title: 'Escrow terms — Contoso',
      startedAt: expect.any(Date),
      score: expect.any(Number),
      match: { source: 'transcript', snippet: expect.stringMatching(/escrow/i), startMs: expect.any(Number) },
    });
    expect(found[0]?.score).toBeGreaterThan(found[1]?.score ?? 0);
    const byParticipant = await searchMeetingsByText(t.database.db, {
      organizationId,
      viewerUserId,
      query: 'forecast',
      limit: 5,
      participantEmail: 'NIA@northwind.test',
    });
    expect(byParticipant.map((hit) => hit.meetingId)).toEqual([ids.kumquat]);
    const inOctober = await searchMeetingsByText(t.database.db, {
      organizationId,
      viewerUserId,
      query: 'zeppelin',
      limit: 5,
      from: new Date('2026-10-01T00:00:00Z'),
      to: new Date('2026-10-02T00:00:00Z'),
    });
    expect(inOctober.map((hit) => hit.meetingId)).toEqual([ids.zeppelin]);
    const later = await searchMeetingsByText(t.database.db, {
      organizationId,
      viewerUserId,
      query: 'zeppelin',
      limit: 5,
      from: new Date('2026-10-02T00:00:00Z'),
    });
    expect(later).toEqual([]);
  });

  describe('searchMeetingsByText filters (the assistant search tool)', () => {
    type FindOptions = Omit<Parameters<typeof searchMeetingsByText>[1], 'limit' | 'viewerUserId'> & {
      limit?: number;
    };
    /** Searched by the organization's first member, Ada or Bob. */
    const find = async (options: FindOptions) => {
      const viewer = options.organizationId === bob.principal.organizationId ? bob : ada;
      const found = await searchMeetingsByText(t.database.db, {
        limit: 10,
        viewerUserId: viewer.principal.userId,
        ...options,
      });
      return found.map((hit) => hit.meetingId);
    };
    const sorted = (list: string[]) => [...list].sort();

    beforeAll(async () => {
      const link = (options: {
        organizationId: string;
        meetingId: string;
        recordType: 'company' | 'deal';
        name: string;
        state?: 'linked' | 'removed';
      }) =>
        t.database.db.insert(meetingCrmLinks).values({
          ...options,
          recordId: String(Math.floor(Math.random() * 1e9)),
          foundBy: 'participant_email',
        });
      const acme = ada.principal.organizationId;
      await link({
        organizationId: acme,
        meetingId: ids.escrowMuch!,
        recordType: 'company',
        name: 'Contoso Ltd',
      });
      await link({
        organizationId: acme,
        meetingId: ids.escrowMuch!,
        recordType: 'deal',
        name: 'Contoso — Source code escrow',
      });
      // Unlinked by a person: no longer the meeting's company.
      await link({
        organizationId: acme,
        meetingId: ids.escrowOnce!,
        recordType: 'company',
        name: 'Contoso Ltd',
        state: 'removed',
      });
      await link({
        organizationId: acme,
        meetingId: ids.escrowOnce!,
        recordType: 'company',
        name: 'Fabrikam',
      });
      await link({
        organizationId: bob.principal.organizationId,
        meetingId: bobsMeeting,
        recordType: 'company',
        name: 'Contoso Ltd',
      });
    });

    it("narrows by part of a participant's name or email, wildcards taken literally", async () => {
      const organizationId = ada.principal.organizationId;
      expect(sorted(await find({ organizationId, query: 'forecast' }))).toEqual(
        sorted([ids.kumquat!, ids.escrowOnce!]),
      );
      expect(await find({ organizationId, query: 'forecast', participant: 'north' })).toEqual([ids.kumquat]);
      expect(await find({ organizationId, query: 'forecast', participant: 'NORTHWIND.TEST' })).toEqual([
        ids.kumquat,
      ]);
      expect(await find({ organizationId, query: 'forecast', participant: 'dana buy' })).toEqual([
        ids.escrowOnce,
      ]);
      expect(await find({ organizationId, query: 'forecast', participant: 'nobody' })).toEqual([]);
      expect(await find({ organizationId, query: 'forecast', participant: '%' })).toEqual([]);
    });

    it('narrows by a linked company or deal, by part of its name, never by a link that was removed', async () => {
      const organizationId = ada.principal.organizationId;
      expect(await find({ organizationId, query: 'escrow', company: 'contoso' })).toEqual([ids.escrowMuch]);
      expect(await find({ organizationId, query: 'escrow', company: 'FABRIK' })).toEqual([ids.escrowOnce]);
      expect(await find({ organizationId, query: 'escrow', deal: 'source code' })).toEqual([ids.escrowMuch]);
      // A company's name is not a deal's, and every filter given must hold.
      expect(await find({ organizationId, query: 'escrow', deal: 'fabrikam' })).toEqual([]);
      expect(await find({ organizationId, query: 'escrow', deal: 'contoso', company: 'fabrikam' })).toEqual(
        [],
      );
      expect(await find({ organizationId, query: 'kumquat', company: 'contoso' })).toEqual([]);
    });

    it('combines the filters with a date range and with the chosen meetings', async () => {
      const organizationId = ada.principal.organizationId;
      const november = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') };
      expect(await find({ organizationId, query: 'escrow', ...november })).toEqual([ids.escrowMuch]);
      expect(await find({ organizationId, query: 'escrow', company: 'fabrikam', ...november })).toEqual([]);
      expect(
        await find({
          organizationId,
          query: 'escrow',
          company: 'contoso',
          from: new Date('2026-11-18T00:00:00Z'),
        }),
      ).toEqual([]);
      expect(
        await find({ organizationId, query: 'escrow', meetingIds: [ids.escrowOnce!, 'not-a-uuid'] }),
      ).toEqual([ids.escrowOnce]);
      expect(await find({ organizationId, query: 'escrow', meetingIds: ['not-a-uuid'] })).toEqual([]);
      expect(await find({ organizationId, query: '', meetingIds: [] })).toEqual([]);
    });

    it('without words lists the newest meetings that pass the filters, with no snippet', async () => {
      const organizationId = ada.principal.organizationId;
      const all = await searchMeetingsByText(t.database.db, {
        organizationId,
        viewerUserId: ada.principal.userId,
        query: ' ',
        limit: 50,
      });
      expect(all[0]).toMatchObject({ meetingId: ids.escrowOnce, score: 0, match: null });
      const starts = all.map((hit) => hit.startedAt.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expect(all.map((hit) => hit.meetingId)).not.toContain(bobsMeeting);
      expect(await find({ organizationId, query: '', participant: 'nia' })).toEqual([ids.kumquat]);
      expect(await find({ organizationId, query: '', company: 'contoso ltd' })).toEqual([ids.escrowMuch]);
      expect(
        await find({
          organizationId,
          query: '',
          from: new Date('2026-10-01T00:00:00Z'),
          to: new Date('2026-10-02T00:00:00Z'),
        }),
      ).toEqual([ids.zeppelin]);
      expect(await find({ organizationId, query: '', limit: 2 })).toEqual(
        all.slice(0, 2).map((hit) => hit.meetingId),
      );
    });

    it("never finds another organization's meeting through a filter, whatever it matches", async () => {
      const acme = ada.principal.organizationId;
      const globex = bob.principal.organizationId;
      // The same participant, the same company name, the same words: each organization finds its own.
      expect(await find({ organizationId: acme, query: 'kumquat', participant: 'nia' })).toEqual([
        ids.kumquat,
      ]);
      expect(await find({ organizationId: globex, query: 'kumquat', participant: 'nia' })).toEqual([
        bobsMeeting,
      ]);
      expect(await find({ organizationId: acme, query: '', company: 'contoso' })).toEqual([ids.escrowMuch]);
      expect(await find({ organizationId: globex, query: 'escrow', company: 'contoso' })).toEqual([
        bobsMeeting,
      ]);
      // Naming the other organization's meeting finds nothing, with or without words.
      expect(await find({ organizationId: acme, query: 'kumquat', meetingIds: [bobsMeeting] })).toEqual([]);
      expect(await find({ organizationId: acme, query: '', meetingIds: [bobsMeeting] })).toEqual([]);
      expect(await find({ organizationId: globex, query: '', deal: 'source code' })).toEqual([]);
    });
  });
});
