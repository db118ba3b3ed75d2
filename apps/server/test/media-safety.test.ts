import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings as meetingsTable, memberships, sessions } from '../src/db/schema';
import { setMeetingStatus } from '../src/modules/meetings/meetings.repository';
import { makeWithFfmpeg } from '../src/providers/media/test-support/ffmpeg-fixtures';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { putOnPlan } from './plan-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const HTML = Buffer.from(
  '<!doctype html><script>fetch("/api/meetings").then(r=>r.text()).then(alert)</script>',
);

/** Every file under a directory (recursively), relative to it; none when it does not exist. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

/** The app's session cache TTL here: short, so the sign-out tests need not wait the real 30 s. */
const SESSION_CHECK_TTL_MS = 300;
const pastTheCacheWindow = () => new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 200));

describe('media safety: recordings are typed by their bytes and served inert', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let fixtures: string;
  let mp3: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, sessionCheckTtlMs: SESSION_CHECK_TTL_MS });
    ada = await t.signUp('ada@media-safety.test', 'Ada');
    fixtures = await mkdtemp(path.join(tmpdir(), 'ting-media-safety-'));
    const mp3Path = path.join(fixtures, 'tone.mp3');
    await makeWithFfmpeg([
      '-f',
      'lavfi',
      '-t',
      '1',
      '-i',
      'sine=frequency=440:sample_rate=16000',
      '-c:a',
      'libmp3lame',
      mp3Path,
    ]);
    mp3 = await readFile(mp3Path);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (fixtures) await rm(fixtures, { recursive: true, force: true });
  });

  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  const objectsOf = (user: SignedUpUser) =>
    filesUnder(path.join(t.dataDir, 'objects', user.principal.organizationId));

  async function create(options: {
    user?: SignedUpUser;
    length: number;
    fields: Record<string, string>;
    headers?: Record<string, string>;
  }) {
    return fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...bearer(options.user ?? ada),
        'upload-length': String(options.length),
        'upload-metadata': metadata(options.fields),
        ...options.headers,
      },
    });
  }

  async function upload(options: { user?: SignedUpUser; body: Buffer; fields: Record<string, string> }) {
    const created = await create({ user: options.user, length: options.body.length, fields: options.fields });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();
    return fetch(location, {
      method: 'PATCH',
      headers: {
        ...TUS,
        ...bearer(options.user ?? ada),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(options.body),
    });
  }

  const mediaLinkOf = async (meetingId: string, user: SignedUpUser = ada) =>
    (
      await (
        await fetch(`${t.baseUrl}/api/meetings/${meetingId}/media-url`, { headers: bearer(user) })
      ).json()
    ).data as { url: string; content_type: string };

  /** A meeting of `user`'s with the test recording as its media. */
  async function recordedMeeting(user: SignedUpUser): Promise<string> {
    const response = await upload({
      user,
      body: mp3,
      fields: { filename: 'call.mp3', filetype: 'audio/mpeg' },
    });
    expect(response.status).toBe(204);
    return response.headers.get('ting-meeting-id') ?? '';
  }

  /** Waits until the pipeline has stopped working on the meeting (ready, failed or stopped). */
  async function settled(meetingId: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await t.database.db
        .select({ status: meetingsTable.status })
        .from(meetingsTable)
        .where(eq(meetingsTable.id, meetingId));
      if (row && ['ready', 'failed', 'limit_reached'].includes(row.status)) return;
      if (Date.now() > deadline) throw new Error(`Meeting ${meetingId} stayed ${row?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** What a player's seek asks of a media link: the second hundred bytes. */
  const seek = (url: string) => fetch(`${t.baseUrl}${url}`, { headers: { range: 'bytes=100-199' } });

  async function expectStreams(url: string): Promise<void> {
    const part = await seek(url);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    // No copy the browser would play without asking, once the session is gone.
    expect(part.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await part.arrayBuffer()).equals(mp3.subarray(100, 200))).toBe(true);
  }

  async function expectRefused(url: string): Promise<void> {
    for (const response of [await seek(url), await fetch(`${t.baseUrl}${url}`)]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await response.json()).code).toBe('NOT_FOUND');
    }
  }

  /** The user's invitation link's token for `email`, as its admin creates it. */
  async function invitationToken(options: { by: SignedUpUser; email: string }): Promise<string> {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/organization/invitations',
      headers: bearer(options.by),
      payload: { email: options.email },
    });
    expect(invited.statusCode).toBe(201);
    return new URL(invited.json().data.url).searchParams.get('token') ?? '';
  }

  async function join(options: { user: SignedUpUser; token: string }): Promise<SignedUpUser> {
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${options.token}/accept`,
      headers: bearer(options.user),
      payload: { leave_current: true },
    });
    expect(accepted.statusCode).toBe(200);
    const identity = await t.app.inject({
      method: 'GET',
      url: '/api/data/organization/id',
      headers: { cookie: options.user.sessionCookie },
    });
    const { organization, accessToken } = identity.json().data;
    return {
      ...options.user,
      principal: { ...options.user.principal, organizationId: organization.id },
      accessToken,
    };
  }

  it("streams a live session's media link with byte ranges, and not once that session signed out", async () => {
    const cy = await t.signUp('cy@media-safety.test', 'Cy');
    const link = await mediaLinkOf(await recordedMeeting(cy), cy);
    await expectStreams(link.url);

    // What Auth.js does at sign-out: the session row goes.
    const sessionToken = cy.sessionCookie.split('=')[1] ?? '';
    await t.database.db.delete(sessions).where(eq(sessions.sessionToken, sessionToken));
    await pastTheCacheWindow();
    await expectRefused(link.url);
  });

  it("stops a member's media link once they leave the organization, and keeps the others' streaming", async () => {
    const dee = await t.signUp('dee@media-safety.test', 'Dee');
    const meetingId = await recordedMeeting(dee);
    // Teammates read processed meetings only; this one has no speech-to-text to get there by itself,
    // so once the pipeline has stopped it is marked processed.
    await settled(meetingId);
    await setMeetingStatus(t.database.db, { meetingId, status: 'ready' });
    const eli = await join({
      user: await t.signUp('eli@media-safety.test', 'Eli'),
      token: await invitationToken({ by: dee, email: 'eli@media-safety.test' }),
    });
    const elisLink = await mediaLinkOf(meetingId, eli);
    await expectStreams(elisLink.url);
    const deesLink = await mediaLinkOf(meetingId, dee);

    // Eli moves to another organization; his session lives on, there.
    const fay = await t.signUp('fay@media-safety.test', 'Fay');
    await join({ user: eli, token: await invitationToken({ by: fay, email: 'eli@media-safety.test' }) });
    await pastTheCacheWindow();
    await expectRefused(elisLink.url);
    await expectStreams(deesLink.url);
  });

  it('refuses a media link that names neither a session nor a share (signed before links named them)', async () => {
    const gil = await t.signUp('gil@media-safety.test', 'Gil');
    const meetingId = await recordedMeeting(gil);
    const key = createHash('sha256').update(`ting-media-link:${t.secrets.authSecret}`).digest();
    const token = await new SignJWT({ org: gil.principal.organizationId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(meetingId)
      .setIssuedAt()
      .setExpirationTime('6h')
      .sign(key);
    await expectRefused(`/api/media?token=${encodeURIComponent(token)}`);
  });

  it('refuses HTML declared text/html with an .mp3 name: 415, nothing stored, no tus files left', async () => {
    const before = await objectsOf(ada);
    const response = await upload({ body: HTML, fields: { filename: 'call.mp3', filetype: 'text/html' } });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('not an audio or video recording'),
    });
    expect(await objectsOf(ada)).toEqual(before);
    expect(await filesUnder(uploadsDir())).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(meetingsTable)
      .where(eq(meetingsTable.organizationId, ada.principal.organizationId));
    expect(rows).toEqual([]);
  });

  it('stores real audio declared text/html as audio, served with nosniff and a sandbox CSP', async () => {
    const response = await upload({ body: mp3, fields: { filename: 'call.mp3', filetype: 'text/html' } });
    expect(response.status).toBe(204);
    const meetingId = response.headers.get('ting-meeting-id') ?? '';
    expect(await filesUnder(uploadsDir())).toEqual([]);

    const link = await mediaLinkOf(meetingId);
    expect(link.content_type).toBe('audio/mpeg');
    const media = await fetch(`${t.baseUrl}${link.url}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('audio/mpeg');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await media.arrayBuffer()).equals(mp3)).toBe(true);
  });

  it('serves a row stored with a bad type before the fix as an inert download', async () => {
    const response = await upload({ body: mp3, fields: { filename: 'old.mp3', filetype: 'audio/mpeg' } });
    const meetingId = response.headers.get('ting-meeting-id') ?? '';
    await t.database.db
      .update(meetingsTable)
      .set({ mediaContentType: 'text/html' })
      .where(eq(meetingsTable.id, meetingId));

    const link = await mediaLinkOf(meetingId);
    expect(link.content_type).toBe('application/octet-stream');
    const media = await fetch(`${t.baseUrl}${link.url}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('application/octet-stream');
    expect(media.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('sends transcript exports as fixed text types, as attachments, with nosniff and a sandbox CSP', async () => {
    const { id } = await createReadyMeeting(t, { user: ada, title: '<script>alert(1)</script>' });
    for (const [format, type] of [
      ['vtt', 'text/vtt; charset=utf-8'],
      ['srt', 'application/x-subrip; charset=utf-8'],
      ['txt', 'text/plain; charset=utf-8'],
    ]) {
      const exported = await fetch(`${t.baseUrl}/api/meetings/${id}/transcript?format=${format}`, {
        headers: bearer(ada),
      });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toBe(type);
      expect(exported.headers.get('content-disposition')).toBe(
        `attachment; filename="scriptalert1script.${format}"`,
      );
      expect(exported.headers.get('x-content-type-options')).toBe('nosniff');
      expect(exported.headers.get('content-security-policy')).toBe('sandbox');
    }
  });

  it('answers tus errors as {message, code} JSON, without SQL, stacks or storage paths', async () => {
    // tus's own refusals.
    const noVersion = await fetch(`${t.baseUrl}/api/uploads`, { method: 'POST', headers: bearer(ada) });
    expect(noVersion.status).toBe(412);
    expect(await noVersion.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });

    const created = await create({ length: mp3.length, fields: { filename: 'call.mp3' } });
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();
    const conflict = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...TUS,
        ...bearer(ada),
        'upload-offset': '10',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(mp3),
    });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ code: 'CONFLICT', message: expect.any(String) });

    // A failure on our side (here: the database refusing the insert) shows no detail at all.
    const { capture } = t.services.meetings;
    const original = capture.createFromRecording;
    capture.createFromRecording = async () => {
      throw new Error(
        `Failed query: insert into "meetings" ("title") values ($1) params: secret title; ${t.dataDir}/objects/x`,
      );
    };
    try {
      const failed = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...bearer(ada),
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(mp3),
      });
      expect(failed.status).toBe(500);
      const text = await failed.text();
      expect(JSON.parse(text)).toEqual({
        code: 'INTERNAL_ERROR',
        message: expect.stringMatching(/^Something went wrong on our side\. Please try again\./),
      });
      expect(text).not.toMatch(/insert|secret title|objects|uploads|\/tmp|at .*\.ts/i);
    } finally {
      capture.createFromRecording = original;
    }
    // The finished upload does not stay behind after the failure either.
    expect(await filesUnder(uploadsDir())).toEqual([]);
  });

  it('deletes the stored recording when the meeting cannot be saved', async () => {
    const before = await objectsOf(ada);
    await expect(
      t.services.meetings.capture.createFromRecording({
        principal: ada.principal,
        // PostgreSQL cannot store NUL: the insert fails after the recording was stored.
        title: 'Broken \u0000 title',
        startedAt: new Date(),
        declaredType: 'audio/mpeg',
        source: 'audio_upload',
        sizeBytes: mp3.length,
        body: Readable.from([mp3]),
      }),
    ).rejects.toThrow();
    expect(await objectsOf(ada)).toEqual(before);
  });

  it('does not answer Access-Control-Allow-Origin: * (the web app is same-origin)', async () => {
    const options = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,tus-resumable,upload-length,upload-metadata',
      },
    });
    const created = await create({
      length: 10,
      fields: { filename: 'call.mp3' },
      headers: { origin: 'https://evil.example' },
    });
    for (const response of [options, created]) {
      expect([null, t.baseUrl]).toContain(response.headers.get('access-control-allow-origin'));
    }
  });

  it('builds Location from the Host, not X-Forwarded-Host, unless a proxy TRUST_PROXY trusts sent it', async () => {
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const created = await create({ length: 10, fields: { filename: 'call.mp3' }, headers: forwarded });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl);
    expect(location.origin).toBe(t.baseUrl);

    // The test's requests come from 127.0.0.1: the proxy, as TRUST_PROXY names it.
    const behindProxy = await createTestApp({ listen: true, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const user = await behindProxy.signUp('proxy@media-safety.test');
      const proxied = await fetch(`${behindProxy.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: {
          ...TUS,
          ...bearer(user),
          'upload-length': '10',
          'upload-metadata': metadata({ filename: 'call.mp3' }),
          ...forwarded,
        },
      });
      expect(proxied.status).toBe(201);
      expect(proxied.headers.get('location')).toMatch(/^https:\/\/evil\.example\/api\/uploads\//);
      // A client that reaches Ting past the proxy is not believed, as Fastify would not believe it.
      const direct = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...TUS,
          ...bearer(user),
          host: 'ting.test',
          'upload-length': '10',
          'upload-metadata': metadata({ filename: 'call.mp3' }),
          ...forwarded,
        },
        remoteAddress: '203.0.113.9',
      });
      expect(direct.statusCode).toBe(201);
      expect(direct.headers.location).toMatch(/^http:\/\/ting\.test\/api\/uploads\//);
    } finally {
      await behindProxy.close();
    }
  }, 120_000);

  it('refuses NUL, lone surrogates, out-of-range dates and non-UUID ids in metadata with a 400', async () => {
    const cases: Array<Record<string, string>> = [
      { filename: 'call.mp3', title: 'Call \u0000 with Dana' },
      { filename: 'call\u0000.mp3' },
      { filename: 'call.mp3', participants: 'dana@initech.test\u0000' },
      { filename: 'call.mp3', started_at: '9999-12-31T00:00:00Z' },
      { filename: 'call.mp3', started_at: 'yesterday' },
      { filename: 'call.mp3', meeting_id: '------------------------------------' },
    ];
    for (const fields of cases) {
      const response = await create({ length: 10, fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    // A lone surrogate cannot travel as UTF-8; its replacement character is ordinary text.
    const surrogate = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...bearer(ada),
        'upload-length': '10',
        'upload-metadata': `filename ${Buffer.from('call.mp3').toString('base64')},title ${Buffer.from([0xed, 0xa0, 0x80]).toString('base64')}`,
      },
    });
    expect(surrogate.status).toBe(201);
  });
  /** A user of a new free organization whose five meetings of this month are used. */
  async function freeOrganizationOverItsLimit(email: string): Promise<SignedUpUser> {
    const user = await t.signUp(email, 'Over Limit');
    for (let index = 0; index < 5; index += 1) {
      await createReadyMeeting(t, { user, title: `Call ${index + 1}` });
    }
    await t.database.db
      .update(meetingsTable)
      .set({ countedAt: new Date() })
      .where(eq(meetingsTable.organizationId, user.principal.organizationId));
    return user;
  }

  /** The organization's stored objects and the tus files of its uploads. */
  const footprintOf = async (user: SignedUpUser) => ({
    objects: await objectsOf(user),
    uploads: (await readdir(uploadsDir()).catch(() => [] as string[])).filter((name) =>
      name.startsWith(user.principal.organizationId),
    ),
  });

  it("refuses a recording for a meeting the plan would stop before a byte is stored: over the month's meetings, or no seat", async () => {
    const over = await freeOrganizationOverItsLimit('over.limit@media-safety.test');
    const before = await footprintOf(over);
    const refused = await create({
      user: over,
      length: 100 * 1024 ** 2,
      fields: { filename: 'call.mp3', filetype: 'audio/mpeg' },
      headers: { 'content-type': 'application/offset+octet-stream' },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'CONFLICT',
      message:
        "Your Free plan includes 5 processed meetings a month, and this month's are used. Upgrade your plan in Settings → Billing to upload this recording now, or upload it next month.",
    });
    expect(await footprintOf(over)).toEqual(before);

    // A member without a seat on a paid plan: the same stop as their meeting would get.
    const team = await t.signUp('team.admin@media-safety.test', 'Team Admin');
    await putOnPlan(t.database.db, {
      organizationId: team.principal.organizationId,
      plan: 'business',
      seats: 1,
    });
    const unseated = await t.signUp('unseated@media-safety.test', 'Unseated');
    await t.database.db
      .update(memberships)
      .set({ organizationId: team.principal.organizationId, role: 'member', isPayer: false, hasSeat: false })
      .where(eq(memberships.userId, unseated.principal.userId));
    const member = {
      ...unseated,
      principal: { ...unseated.principal, organizationId: team.principal.organizationId },
      accessToken: await t.accessTokenFor({
        ...unseated.principal,
        organizationId: team.principal.organizationId,
      }),
    };
    const noSeat = await create({ user: member, length: mp3.length, fields: { filename: 'call.mp3' } });
    expect(noSeat.status).toBe(409);
    expect((await noSeat.json()).message).toBe(
      "You have no seat on your organization's Business plan, so this recording cannot be processed. Ask your admin to assign you a seat in Settings → Billing, then upload it again.",
    );
    // The seated admin's upload goes through.
    expect((await upload({ user: team, body: mp3, fields: { filename: 'call.mp3' } })).status).toBe(204);
  });

  it("refuses with 413 a recording past the plan's storage, counting what is kept and what is uploading", async () => {
    const user = await t.signUp('storage@media-safety.test', 'Storage');
    const GIB = 1024 ** 3;
    // The free plan keeps 5 GB: a first 4 GB upload starts; a second cannot fit beside it.
    const first = await create({ user, length: 4 * GIB, fields: { filename: 'first.wav' } });
    expect(first.status).toBe(201);
    const second = await create({ user, length: 4 * GIB, fields: { filename: 'second.wav' } });
    expect(second.status).toBe(413);
    expect(await second.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message:
        'This recording does not fit in the 5 GB of recordings your Free plan keeps (4 GB are used). Delete meetings you no longer need, or upgrade your plan in Settings → Billing.',
    });
    await fetch(new URL(first.headers.get('location') ?? '', t.baseUrl), {
      method: 'DELETE',
      headers: { ...TUS, ...bearer(user) },
    });

    // Recordings kept count by the sizes Ting stored.
    const stored = await upload({
      user,
      body: mp3,
      fields: { filename: 'kept.mp3', filetype: 'audio/mpeg' },
    });
    expect(stored.status).toBe(204);
    const meetingId = stored.headers.get('ting-meeting-id') ?? '';
    await t.database.db
      .update(meetingsTable)
      .set({ mediaSizeBytes: 5 * GIB - 1000 })
      .where(eq(meetingsTable.id, meetingId));
    const before = await footprintOf(user);
    const full = await create({ user, length: 2000, fields: { filename: 'more.mp3' } });
    expect(full.status).toBe(413);
    expect((await full.json()).message).toMatch(
      /^This recording does not fit in the 5 GB .* \(5 GB are used\)/,
    );
    expect(await footprintOf(user)).toEqual(before);
    // Deleting the meeting frees its room.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meetingId}`,
      headers: bearer(user),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await create({ user, length: 2000, fields: { filename: 'more.mp3' } })).status).toBe(201);
  });

  it("stops a recording of unknown length at the part that would pass the plan's storage", async () => {
    const user = await t.signUp('growing@media-safety.test', 'Growing');
    const stored = await upload({
      user,
      body: mp3,
      fields: { filename: 'kept.mp3', filetype: 'audio/mpeg' },
    });
    expect(stored.status).toBe(204);
    // 60 KB of the Free plan's 5 GB left.
    await t.database.db
      .update(meetingsTable)
      .set({ mediaSizeBytes: 5 * 1024 ** 3 - 60_000 })
      .where(eq(meetingsTable.id, stored.headers.get('ting-meeting-id') ?? ''));
    // As the browser recorder uploads: the length is declared only at Stop.
    const created = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...bearer(user),
        'upload-defer-length': '1',
        'upload-metadata': metadata({ filename: 'recording.webm', filetype: 'audio/webm' }),
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();
    const part = (offset: number, bytes: number) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...bearer(user),
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(Buffer.alloc(bytes, 1)),
      });
    expect((await part(0, 40_000)).status).toBe(204);
    const past = await part(40_000, 40_000);
    expect(past.status).toBe(413);
    expect((await past.json()).message).toMatch(
      /^This recording does not fit in the 5 GB of recordings your Free plan keeps/,
    );
    const head = await fetch(location, { method: 'HEAD', headers: { ...TUS, ...bearer(user) } });
    expect(head.headers.get('upload-offset')).toBe('40000');
  });

  it('gives up uploads that never finish within a day, files and all', async () => {
    const started = await create({
      length: mp3.length,
      fields: { filename: 'stalled.mp3', filetype: 'audio/mpeg' },
    });
    expect(started.status).toBe(201);
    const id = (started.headers.get('location') ?? '').split('/').pop() ?? '';
    const infoPath = path.join(uploadsDir(), `${id}.json`);
    const info = JSON.parse(await readFile(infoPath, 'utf8'));
    // Started 25 hours ago and never finished.
    info.creation_date = new Date(Date.now() - 25 * 3600_000).toISOString();
    await writeFile(infoPath, JSON.stringify(info));

    const fresh = await create({
      length: mp3.length,
      fields: { filename: 'fresh.mp3', filetype: 'audio/mpeg' },
    });
    const freshId = (fresh.headers.get('location') ?? '').split('/').pop() ?? '';

    expect(await t.services.audioUploads.expireUnfinished()).toBe(1);
    const left = await readdir(uploadsDir());
    expect(left.filter((name) => name.startsWith(id))).toEqual([]);
    expect(left.filter((name) => name.startsWith(freshId)).length).toBeGreaterThan(0);
  });
});
