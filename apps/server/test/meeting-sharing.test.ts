import { Readable } from 'node:stream';
import { ZMeetingDetailResponseSchema } from '@ting/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingShares, memberships } from '../src/db/schema';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { recordingBytes } from './recording-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

describe('meeting sharing and action items', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  /** Ada's teammate: same organization, not the meeting's owner. */
  let tom: SignedUpUser;
  /** Another organization. */
  let bob: SignedUpUser;
  let meetingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.signUp('ada@acme.test', 'Ada');
    bob = await t.signUp('bob@globex.test', 'Bob');
    const signedUpTom = await t.signUp('tom@acme.test', 'Tom');
    await t.database.db
      .update(memberships)
      .set({ organizationId: ada.principal.organizationId, role: 'member', isPayer: false })
      .where(eq(memberships.userId, signedUpTom.principal.userId));
    const principal = { ...signedUpTom.principal, organizationId: ada.principal.organizationId };
    tom = { ...signedUpTom, principal, accessToken: await t.accessTokenFor(principal) };
    ({ id: meetingId } = await createReadyMeeting(t, { user: ada }));
  });
  afterAll(() => t?.close());

  const share = (user: SignedUpUser, method: 'GET' | 'POST' | 'DELETE', id = meetingId) =>
    t.app.inject({ method, url: `/api/meetings/${id}/share`, headers: bearer(user) });
  const openShared = (options: { id?: string; token?: string; path?: string }) =>
    t.app.inject({
      method: 'GET',
      url: `/api/shared/meetings/${options.id ?? meetingId}${options.path ?? ''}`,
      headers: options.token === undefined ? {} : { 'x-share-token': options.token },
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('share') ?? '';

  it('lets the owner create one link, opened read-only without a session, then revoke it', async () => {
    expect((await share(ada, 'GET')).json()).toEqual({ data: null });

    const created = await share(ada, 'POST');
    expect(created.statusCode).toBe(201);
    const { url } = created.json().data;
    expect(url).toMatch(new RegExp(`^${t.baseUrl}/meetings/${meetingId}\\?share=[A-Za-z0-9_-]{43}$`));

    // Sharing again gives the same link; the owner can read it back later.
    const again = await share(ada, 'POST');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.url).toBe(url);
    expect((await share(ada, 'GET')).json().data.url).toBe(url);

    // Only a hash and a ciphertext are stored, never the token itself.
    const [stored] = await t.database.db.select().from(meetingShares);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(url));

    const visitor = await openShared({ token: tokenOf(url) });
    expect(visitor.statusCode).toBe(200);
    // Written as JSON text a part at a time, not by the response schema's serializer: held to it here.
    expect(visitor.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ZMeetingDetailResponseSchema.parse(visitor.json())).toEqual(visitor.json());
    const meeting = visitor.json().data;
    expect(meeting).toMatchObject({ id: meetingId, title: 'Discovery call — Acme', status: 'ready' });
    expect(meeting.segments.length).toBeGreaterThan(0);
    expect(meeting.outputs.summary_markdown).toMatch(/\S/);
    // Participants' addresses and the owner's prompts stay private.
    expect(meeting.participants).toEqual([{ name: 'Dana Buyer', email: null }]);
    expect(meeting.outputs.summary_prompt).toBe('');
    expect((await openShared({ token: tokenOf(url), path: '/media-url' })).json()).toEqual({
      data: { url: null, content_type: null },
    });

    const revoked = await share(ada, 'DELETE');
    expect(revoked.statusCode).toBe(200);
    expect((await share(ada, 'GET')).json()).toEqual({ data: null });
    const closed = await openShared({ token: tokenOf(url) });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/not available/) });

    // A new link after revoking is a different one.
    const fresh = (await share(ada, 'POST')).json().data.url;
    expect(fresh).not.toBe(url);
    expect((await openShared({ token: tokenOf(url) })).statusCode).toBe(404);
    expect((await openShared({ token: tokenOf(fresh) })).statusCode).toBe(200);
  });

  it("plays the recording for visitors only while the link is active, and hides the owner's address", async () => {
    const { id } = await createReadyMeeting(t, { user: ada, title: 'Recorded call' });
    const recording = recordingBytes('webm', 'recorded audio bytes');
    await t.services.meetings.capture.attachRecording({
      principal: ada.principal,
      meetingId: id,
      declaredType: 'audio/webm',
      sizeBytes: recording.length,
      body: Readable.from([recording]),
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/share`,
      headers: bearer(ada),
    });
    const token = tokenOf(created.json().data.url);

    const shared = await openShared({ id, token });
    expect(shared.json().data.owner).toEqual({ id: '', name: 'Ada', email: '' });
    const media = (await openShared({ id, token, path: '/media-url' })).json().data;
    expect(media.content_type).toBe('audio/webm');
    const playing = await t.app.inject({ method: 'GET', url: media.url });
    expect(playing.statusCode).toBe(200);
    expect(playing.rawPayload.equals(recording)).toBe(true);

    await t.app.inject({ method: 'DELETE', url: `/api/meetings/${id}/share`, headers: bearer(ada) });
    const afterRevoke = await t.app.inject({ method: 'GET', url: media.url });
    expect(afterRevoke.statusCode).toBe(404);
    expect(afterRevoke.json().message).toMatch(/not shared any more/);
    // The owner's own link is not tied to the share.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${id}/media-url`,
      headers: bearer(ada),
    });
    expect((await t.app.inject({ method: 'GET', url: own.json().data.url })).statusCode).toBe(200);
  });

  it("answers 404 to another meeting's id, a guess, no token and the placeholder '01'", async () => {
    const token = tokenOf((await share(ada, 'POST')).json().data.url);
    const { id: otherMeeting } = await createReadyMeeting(t, { user: ada, title: 'Not shared' });
    const attempts = [
      { id: otherMeeting, token },
      { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
      { token: 'A'.repeat(43) },
      { token: '01' },
      { token: '' },
      {},
      { id: 'not-a-uuid', token },
    ];
    for (const attempt of attempts) {
      for (const path of ['', '/media-url']) {
        const response = await openShared({ ...attempt, path });
        expect(response.statusCode, JSON.stringify({ ...attempt, path })).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it("grants nothing to the meeting page's placeholder token '01'", async () => {
    for (const url of [`/api/meetings/${meetingId}`, '/api/meetings', `/api/meetings/${meetingId}/share`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer 01' } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('keeps sharing to the owner: a teammate may not, another organization sees nothing', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await share(tom, method)).statusCode, `teammate ${method}`).toBe(403);
      expect((await share(bob, method)).statusCode, `other organization ${method}`).toBe(404);
    }
  });

  it("lets the organization's admin revoke a member's share link, and nobody else's but the owner", async () => {
    const { id: tomsMeeting } = await createReadyMeeting(t, { user: tom });
    const created = await share(tom, 'POST', tomsMeeting);
    const token = tokenOf(created.json().data.url);
    expect((await openShared({ id: tomsMeeting, token })).statusCode).toBe(200);

    const byOutsider = await share(bob, 'DELETE', tomsMeeting);
    expect(byOutsider.statusCode).toBe(404);
    const byMember = await share(tom, 'DELETE', meetingId);
    expect([byMember.statusCode, byMember.json()]).toEqual([
      403,
      { code: 'FORBIDDEN', message: "Only the organization's admin can revoke another member's share link." },
    ]);

    const byAdmin = await share(ada, 'DELETE', tomsMeeting);
    expect(byAdmin.statusCode).toBeLessThan(300);
    expect((await openShared({ id: tomsMeeting, token })).statusCode).toBe(404);
  });

  it('saves checked, edited, added and removed action items for the organization only', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}`, headers: bearer(ada) })
    ).json().data.outputs.action_items;
    expect(before.length).toBeGreaterThan(0);

    const edited = [
      { ...before[0], text: 'Send the revised proposal with the annual plan', done: true },
      { text: 'Book the security review', owner: 'Tom', due_date: '2026-11-30', done: false },
    ];
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meetingId}/action-items`,
      headers: bearer(tom),
      payload: { action_items: edited },
    });
    expect(saved.statusCode).toBe(200);
    // The edited item keeps its id; the added one is given one.
    const [keptItem, addedItem] = saved.json().data.action_items;
    expect(keptItem).toEqual(edited[0]);
    expect(keptItem.id).toBe(before[0].id);
    expect(addedItem).toEqual({ ...edited[1], id: expect.stringMatching(/^[0-9a-f-]{36}$/), crm_task: null });
    edited[1] = addedItem;
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${meetingId}`,
      headers: bearer(ada),
    });
    expect(reread.json().data.outputs.action_items).toEqual(edited);

    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meetingId}/action-items`,
      headers: bearer(bob),
      payload: { action_items: [] },
    });
    expect(foreign.statusCode).toBe(404);

    for (const bad of [
      { action_items: [{ text: '   ', owner: null, due_date: null, done: false }] },
      { action_items: [{ text: 'x', owner: null, due_date: 'next friday', done: false }] },
      { action_items: 'nope' },
    ]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/meetings/${meetingId}/action-items`,
        headers: bearer(ada),
        payload: bad,
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${meetingId}`,
      headers: bearer(ada),
    });
    expect(unchanged.json().data.outputs.action_items).toEqual(edited);
  });
});
