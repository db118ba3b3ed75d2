import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ZMeetingDetailResponseSchema, ZMeetingListResponseSchema } from '@ting/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meetingOutputs, meetings as meetingsTable, memberships, transcriptSegments } from '../src/db/schema';
import { SALES_CALL_VTT } from './meeting-fixtures';
import { putOnPlan } from './plan-fixtures';
import { recordingBytes } from './recording-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

type Detail = {
  id: string;
  status: string;
  status_reason: string | null;
  segments: Array<{ speaker: string | null; text: string; start_ms: number }>;
  outputs: null | {
    summary_markdown: string;
    action_items: unknown[];
    engine: string;
    summary_prompt: string;
  };
};

describe('meetings: transcript uploads through the pipeline', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.signUp('ada@acme.test', 'Ada');
    bob = await t.signUp('bob@globex.test', 'Bob');
    // Many uploads below: keep Ada's organization clear of the free plan's monthly limit (tested apart).
    await putOnPlan(t.database.db, { organizationId: ada.principal.organizationId, plan: 'business' });
  });
  afterAll(() => t?.close());

  const as = (user: SignedUpUser) => ({ authorization: `Bearer ${user.accessToken}` });

  async function upload(options: {
    user: SignedUpUser;
    title?: string;
    content?: string;
    participants?: unknown[];
  }) {
    return t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: as(options.user),
      payload: {
        title: options.title ?? 'Discovery call — Acme',
        started_at: '2026-11-17T15:00:00Z',
        participants: options.participants ?? [{ name: 'Dana Buyer', email: 'dana@acme-buyer.com' }],
        transcript: { filename: 'call.vtt', content: options.content ?? SALES_CALL_VTT },
      },
    });
  }

  async function detail(user: SignedUpUser, id: string): Promise<Detail> {
    const response = await t.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers: as(user) });
    expect(response.statusCode).toBe(200);
    // Written as JSON text a part at a time, not by the response schema's serializer: held to it here.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(ZMeetingDetailResponseSchema.parse(body)).toEqual(body);
    return body.data;
  }

  async function waitForStatus(user: SignedUpUser, id: string, statuses: string[]): Promise<Detail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const meeting = await detail(user, id);
      if (statuses.includes(meeting.status)) return meeting;
      if (Date.now() > deadline) throw new Error(`Meeting ${id} stayed ${meeting.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('turns an uploaded WebVTT transcript into a ready meeting with transcript, summary and action items', async () => {
    const created = await upload({ user: ada });
    expect(created.statusCode).toBe(201);
    const { id, status } = created.json().data;
    expect(status).toBe('queued');

    const meeting = await waitForStatus(ada, id, ['ready', 'failed']);
    expect(meeting.status).toBe('ready');
    expect(meeting.segments).toHaveLength(8);
    expect(meeting.segments[0]).toMatchObject({ speaker: 'Sam Seller', start_ms: 1000 });
    expect(meeting.outputs?.engine).toBe('offline');
    expect(meeting.outputs?.summary_markdown).toMatch(/\S/);
    expect(meeting.outputs?.action_items.length).toBeGreaterThan(0);
    expect(meeting.outputs?.summary_prompt).toMatch(/Summarise the meeting/);
  });

  it('opens a meeting of thousands of lines with every one of them, in order', async () => {
    // More lines than a page of segments, and than a part of the response, holds.
    const lines = Array.from(
      { length: 4321 },
      (_, index) => `Speaker ${(index % 3) + 1}: line ${index} "quoted" \\ ü`,
    );
    const created = await upload({ user: ada, title: 'Long call', content: lines.join('\n') });
    expect(created.statusCode, created.body).toBe(201);
    const meeting = await waitForStatus(ada, created.json().data.id, ['ready', 'failed']);
    expect(meeting.status).toBe('ready');
    expect(meeting.segments.map((segment) => `${segment.speaker}: ${segment.text}`)).toEqual(lines);
    expect(meeting.outputs?.engine).toBe('offline');
  });

  it("writes the summary with the owner's own prompt and records it", async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/auth/user/meta',
      headers: as(bob),
      payload: { metadata: { prompts: { summary: 'Three bullets for the account executive.' } } },
    });
    const created = await upload({ user: bob, title: 'Renewal — Globex' });
    const meeting = await waitForStatus(bob, created.json().data.id, ['ready', 'failed']);
    expect(meeting.outputs?.summary_prompt).toBe('Three bullets for the account executive.');
  });

  it.each([
    ['an empty title', { title: '' }, /title/],
    [
      'a file that is no transcript',
      { content: 'just some words without any structure\u0000\u0001' },
      /call\.vtt/,
    ],
  ])('refuses %s with a clear 400, and stores nothing', async (_label, overrides, pattern) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/meetings', headers: as(ada) })).json().data
      .total;
    const response = await upload({ user: ada, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.stringMatching(pattern) });
    const after = (await t.app.inject({ method: 'GET', url: '/api/meetings', headers: as(ada) })).json().data
      .total;
    expect(after).toBe(before);
  });

  it('lists meetings newest first, searchable by name and participant email, paged', async () => {
    await upload({
      user: ada,
      title: 'Pricing review — Initech',
      participants: [{ email: 'peter@initech.com' }],
    });
    const byTitle = await t.app.inject({ method: 'GET', url: '/api/meetings?q=initech', headers: as(ada) });
    expect(byTitle.json().data.items.map((item: { title: string }) => item.title)).toEqual([
      'Pricing review — Initech',
    ]);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: '/api/meetings?q=peter@initech',
      headers: as(ada),
    });
    expect(byEmail.json().data.total).toBe(1);
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/meetings?page=1&page_size=1',
      headers: as(ada),
    });
    expect(paged.json().data).toMatchObject({ page: 1, page_size: 1 });
    expect(paged.json().data.items).toHaveLength(1);
    const total = paged.json().data.total;
    expect(total).toBeGreaterThan(1);
    // Each item carries its own participants, and the count holds on every page, past the end too.
    expect(byTitle.json().data.items[0].participants).toEqual([{ name: null, email: 'peter@initech.com' }]);
    const pastEnd = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?page=${total + 1}&page_size=1`,
      headers: as(ada),
    });
    expect(pastEnd.json().data).toMatchObject({ items: [], total, page: total + 1 });
    const lastPage = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?page=${total}&page_size=1`,
      headers: as(ada),
    });
    expect(lastPage.json().data).toMatchObject({ total });
    expect(lastPage.json().data.items).toHaveLength(1);
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/meetings?page_size=1000',
      headers: as(ada),
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('sends a list page as the response schema holds it, each item as the meeting is stored', async () => {
    const title = 'Quotes "q", a back\\slash, tab\tand line\u2028break — Ünïcode 🎉 </script>';
    const created = await upload({
      user: ada,
      title,
      participants: [
        { name: "Zoë “Z” O'Brien", email: 'zoe@acme-buyer.com' },
        { email: 'nameless@acme-buyer.com' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().data.id;
    await waitForStatus(ada, id, ['ready']);
    // Times with microseconds, as PostgreSQL's now() writes them: the API sends milliseconds.
    await t.database.db
      .update(meetingsTable)
      .set({ startedAt: new Date('2026-11-02T09:08:07.654Z') })
      .where(eq(meetingsTable.id, id));
    await t.database.db.execute(
      sql`update meetings set created_at = '2026-11-03T01:02:03.999999Z' where id = ${id}`,
    );

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/meetings?page_size=100',
      headers: as(ada),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    // Parsing strips what the schema does not name, so equality means nothing more and nothing less.
    expect(ZMeetingListResponseSchema.parse(body)).toEqual(body);
    const item = body.data.items.find((candidate: { id: string }) => candidate.id === id);
    const [row] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, id));
    expect(item).toEqual({
      id,
      title,
      source: 'transcript_upload',
      status: row?.status,
      status_reason: row?.statusReason ?? null,
      started_at: '2026-11-02T09:08:07.654Z',
      duration_ms: row?.durationMs ?? null,
      owner: { id: ada.principal.userId, name: 'Ada', email: 'ada@acme.test' },
      visibility: 'team',
      participants: [
        { name: "Zoë “Z” O'Brien", email: 'zoe@acme-buyer.com' },
        { name: null, email: 'nameless@acme-buyer.com' },
      ],
      created_at: '2026-11-03T01:02:03.999Z',
      notetaker: null,
    });
    // The meeting's details and the list's search show the same item.
    const {
      segments: _segments,
      outputs: _outputs,
      transcript_format: _format,
      ...shown
    } = (await detail(ada, id)) as Detail & { transcript_format: unknown };
    expect(shown).toEqual(item);
    const searched = await t.app.inject({ method: 'GET', url: '/api/meetings?q=Ünïcode', headers: as(ada) });
    const [found, ...others] = searched.json().data.items;
    expect(others).toEqual([]);
    expect({ ...found, match: undefined }).toEqual({ ...item, match: undefined });
  });

  it("lists the team's meetings, or with scope=mine only the member's own", async () => {
    const signedUp = await t.signUp('tim@acme.test', 'Tim');
    await t.database.db
      .update(memberships)
      .set({ organizationId: ada.principal.organizationId })
      .where(eq(memberships.userId, signedUp.principal.userId));
    const principal = { ...signedUp.principal, organizationId: ada.principal.organizationId };
    const tim = { ...signedUp, principal, accessToken: await t.accessTokenFor(principal) };
    await upload({ user: tim, title: 'Tim alone — Hooli' });
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/meetings?${query}`, headers: as(tim) })).json().data;
    const mine = await list('scope=mine');
    expect(mine.items.map((item: { title: string }) => item.title)).toEqual(['Tim alone — Hooli']);
    expect(mine.total).toBe(1);
    const organization = await list('scope=team');
    expect(organization.total).toBeGreaterThan(1);
    expect(organization.items.map((item: { owner: { email: string } }) => item.owner.email)).toContain(
      'ada@acme.test',
    );
    expect((await list('scope=mine&q=alone')).total).toBe(1);
    expect((await list('scope=mine&q=Initech')).total).toBe(0);
  });

  it("refuses another organization's meeting everywhere with 404", async () => {
    const { id } = (await upload({ user: ada, title: 'Secret deal' })).json().data;
    for (const request of [
      { method: 'GET' as const, url: `/api/meetings/${id}` },
      { method: 'GET' as const, url: `/api/meetings/${id}/transcript?format=txt` },
      { method: 'POST' as const, url: `/api/meetings/${id}/retry` },
      { method: 'DELETE' as const, url: `/api/meetings/${id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: as(bob) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/meetings?q=Secret', headers: as(bob) });
    expect(list.json().data.total).toBe(0);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/transcripts/search?q=spreadsheets',
      headers: as(bob),
    });
    expect(search.json().data.every((hit: { meeting_id: string }) => hit.meeting_id !== id)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/meetings/not-a-uuid', headers: as(bob) })).statusCode,
    ).toBe(404);
  });

  it('exports the transcript as WebVTT, SRT and plain text', async () => {
    const { id } = (await upload({ user: ada, title: 'Export me' })).json().data;
    await waitForStatus(ada, id, ['ready']);
    const vtt = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${id}/transcript?format=vtt`,
      headers: as(ada),
    });
    expect(vtt.headers['content-type']).toMatch(/text\/vtt/);
    expect(vtt.headers['content-disposition']).toContain('Export-me.vtt');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect(vtt.body).toContain('<v Dana Buyer>');
    const srt = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${id}/transcript?format=srt`,
      headers: as(ada),
    });
    expect(srt.body).toMatch(/^1\r?\n00:00:01,000 --> 00:00:06,500/);
    const txt = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${id}/transcript?format=txt`,
      headers: as(ada),
    });
    expect(txt.body).toContain('Dana Buyer: Pricing matters a lot for us.');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${id}/transcript?format=pdf`,
      headers: as(ada),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('finds transcript passages with full-text search', async () => {
    const { id } = (await upload({ user: ada, title: 'Searchable' })).json().data;
    await waitForStatus(ada, id, ['ready']);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/transcripts/search?q=security%20questionnaire',
      headers: as(ada),
    });
    expect(response.statusCode).toBe(200);
    const hit = response.json().data.find((candidate: { meeting_id: string }) => candidate.meeting_id === id);
    expect(hit).toMatchObject({
      speaker: 'Sam Seller',
      text: expect.stringContaining('security questionnaire'),
    });
  });

  it('runs each pipeline step idempotently: running one twice leaves one transcript and one output', async () => {
    const { id } = (await upload({ user: ada, title: 'Twice' })).json().data;
    await waitForStatus(ada, id, ['ready']);
    const { pipeline } = t.services.meetings;
    // Run the steps again, as a redelivered job would (a ready meeting is left alone, so step back first).
    const setStatus = (status: 'summarising' | 'transcribing') =>
      t.database.db.update(meetingsTable).set({ status }).where(eq(meetingsTable.id, id));
    await setStatus('transcribing');
    await pipeline.ingest(id);
    await pipeline.ingest(id);
    await setStatus('summarising');
    await pipeline.summarise(id);
    await pipeline.summarise(id);
    const segments = await t.database.db
      .select()
      .from(transcriptSegments)
      .where(eq(transcriptSegments.meetingId, id));
    const outputs = await t.database.db.select().from(meetingOutputs).where(eq(meetingOutputs.meetingId, id));
    expect(segments).toHaveLength(8);
    expect(outputs).toHaveLength(1);
    await waitForStatus(ada, id, ['ready']);
  });

  it('stops with a readable reason when a step cannot succeed, and Retry runs it again', async () => {
    const { id } = (await upload({ user: ada, title: 'Lost file' })).json().data;
    await waitForStatus(ada, id, ['ready']);
    await rm(path.join(t.config.dataDir, 'objects', ada.principal.organizationId, 'meetings', id), {
      recursive: true,
      force: true,
    });
    const notStopped = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/retry`,
      headers: as(ada),
    });
    expect(notStopped.statusCode).toBe(409);

    await t.database.db.update(meetingsTable).set({ status: 'failed' }).where(eq(meetingsTable.id, id));
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/retry`,
      headers: as(ada),
    });
    expect(retried.statusCode).toBe(202);
    const failed = await waitForStatus(ada, id, ['failed']);
    expect(failed.status_reason).toBe(
      'The uploaded transcript file is missing from storage. Upload it again.',
    );
  });

  it('removes the stored transcript file when the meeting cannot be saved', async () => {
    // An organization that does not exist: the file is stored under it, then the insert fails.
    const ghost = { userId: ada.principal.userId, organizationId: crypto.randomUUID() };
    await expect(
      t.services.meetings.capture.createFromTranscript({
        principal: ghost,
        request: {
          title: 'Orphan',
          participants: [],
          transcript: { filename: 'call.vtt', content: SALES_CALL_VTT },
        },
      }),
    ).rejects.toThrow();
    const left = await readdir(path.join(t.dataDir, 'objects', ghost.organizationId), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    expect(left.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('deletes a meeting with its media, transcript, outputs and search entries', async () => {
    const { id } = (await upload({ user: ada, title: 'Delete me' })).json().data;
    await waitForStatus(ada, id, ['ready']);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/meetings/${id}`, headers: as(ada) });
    expect(removed.json()).toEqual({ data: { id } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers: as(ada) })).statusCode,
    ).toBe(404);
    expect(
      await t.database.db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(meetingOutputs).where(eq(meetingOutputs.meetingId, id))).toEqual(
      [],
    );
  });
});

describe('plan limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('processes 5 meetings a month on the free plan, then stops the next with an upgrade hint', async () => {
    const user = await t.signUp('free@acme.test', 'Free User');
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers,
        payload: {
          title: `Call ${index + 1}`,
          transcript: { filename: 'call.vtt', content: SALES_CALL_VTT },
        },
      });
      ids.push(response.json().data.id);
      // One at a time, as meetings arrive, so the order of counting is the order of upload.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const status = (
          await t.app.inject({ method: 'GET', url: `/api/meetings/${ids[index]}`, headers })
        ).json().data.status;
        if (['ready', 'limit_reached', 'failed'].includes(status)) break;
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const sixth = (await t.app.inject({ method: 'GET', url: `/api/meetings/${ids[5]}`, headers })).json()
      .data;
    expect(sixth.status).toBe('limit_reached');
    expect(sixth.status_reason).toMatch(/Free plan includes 5 processed meetings a month/);
    expect(sixth.status_reason).toMatch(/Upgrade/);
    const identity = (
      await t.app.inject({
        method: 'GET',
        url: '/api/data/organization/id',
        headers: { cookie: user.sessionCookie },
      })
    ).json().data;
    expect(identity.organization.meetings_processed_this_period).toBe(5);
    expect(identity.user.meetings_processed_this_month).toBe(5);
  });
});

describe('crash and resume', () => {
  // Generous time: this test starts two servers and works three queued jobs on a loaded CI machine.
  it('finishes a meeting queued by a process that stopped, once a worker starts on the same database', {
    timeout: 120_000,
  }, async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ting-resume-'));
    const secrets = {
      authSecret: 'resume-secret-'.repeat(4),
      encryptionKey: 'ab'.repeat(32),
      recallWebhookSecret: 'whsec_cmVzdW1l',
      stripeWebhookSecret: 'whsec_c3RyaXBl',
    };
    try {
      // An API-only process accepts the upload and queues it, then stops before any worker takes it.
      const api = await createTestApp({ shared: { database, dataDir, secrets }, role: 'api' });
      const user = await api.signUp('resume@acme.test', 'Resume');
      const headers = { authorization: `Bearer ${user.accessToken}` };
      const created = await api.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers,
        payload: {
          title: 'Queued before the crash',
          transcript: { filename: 'call.vtt', content: SALES_CALL_VTT },
        },
      });
      const { id } = created.json().data;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(
        (await api.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers })).json().data.status,
      ).toBe('queued');
      await api.close();

      // A new process with the worker role picks the queued job up and finishes the meeting, once.
      const worker = await createTestApp({ shared: { database, dataDir, secrets } });
      try {
        const deadline = Date.now() + 60_000;
        let meeting: Detail;
        for (;;) {
          meeting = (await worker.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers })).json()
            .data;
          if (meeting.status === 'ready' || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(meeting.status).toBe('ready');
        expect(meeting.segments).toHaveLength(8);
        const outputs = await database.db
          .select()
          .from(meetingOutputs)
          .where(eq(meetingOutputs.meetingId, id));
        expect(outputs).toHaveLength(1);
      } finally {
        await worker.close();
      }
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('deletes free recordings 2 months after Ting received them, whatever date the meeting claims, keeping the transcript and outputs', async () => {
    const user = await t.signUp('retention@acme.test', 'Retention');
    const headers = { authorization: `Bearer ${user.accessToken}` };
    // The client chooses the meeting's date: a date in 2099 must not keep the recording for ever.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers,
      payload: {
        title: 'Call dated in 2099',
        started_at: '2099-09-01T10:00:00Z',
        transcript: { filename: 'call.vtt', content: SALES_CALL_VTT },
      },
    });
    const { id } = created.json().data;
    const deadline = Date.now() + 20_000;
    while (
      (await t.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers })).json().data.status !==
      'ready'
    ) {
      if (Date.now() > deadline) throw new Error('not ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The call's recording, added to the transcript meeting, received on 2026-09-01, is what the
    // plan's retention removes.
    const recording = recordingBytes('webm', 'a recording in name only');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-09-01T10:00:00Z') });
    try {
      await t.services.meetings.capture.attachRecording({
        principal: user.principal,
        meetingId: id,
        declaredType: 'audio/webm',
        sizeBytes: recording.length,
        body: Readable.from([recording]),
      });
    } finally {
      vi.useRealTimers();
    }
    const [row] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, id));
    expect(row?.mediaReceivedAt?.toISOString()).toBe('2026-09-01T10:00:00.000Z');
    expect(row?.mediaExpiresAt?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(row?.mediaKey).toMatch(/recording\.webm$/);

    expect(await t.services.usage.deleteExpiredMedia(new Date('2026-10-31T00:00:00Z'))).toBe(0);
    expect(await t.services.usage.deleteExpiredMedia(new Date('2026-11-02T00:00:00Z'))).toBe(1);
    expect(await t.services.usage.deleteExpiredMedia(new Date('2026-11-02T00:00:00Z'))).toBe(0);

    const [after] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, id));
    expect(after?.mediaKey).toBeNull();
    const meeting = (await t.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers })).json().data;
    expect(meeting.segments).toHaveLength(8);
    expect(meeting.outputs?.summary_markdown).toMatch(/\S/);
  });
});
