import { Readable } from 'node:stream';
import { ZMeetingListResponseSchema } from '@ting/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { memberships } from '../src/db/schema';
import { setMeetingStatus } from '../src/modules/meetings/meetings.repository';
import { askChat, connectChat, jsonFrames, textOf } from './chat-socket';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { putOnPlan } from './plan-fixtures';
import { recordingBytes } from './recording-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

/** A call whose words no other meeting says: whoever finds "quasar" found this meeting. */
const PRIVATE_VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Rita Rep>Our quasar pricing stays confidential until the board meets.

00:00:07.000 --> 00:00:12.000
<v Olga Buyer>Understood, the quasar numbers stay between us.
`;

const TEAM_VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Rita Rep>The nebula rollout starts in March for the whole team.
`;

const question = (content: string) => [{ role: 'user', content }];
type Item = { id: string; title: string; owner: { name: string | null }; visibility: string };

describe('who sees which meeting: the owner, and teammates once processed unless private', () => {
  let t: TestApp;
  /** The organization's admin. */
  let ada: SignedUpUser;
  /** Two reps of Ada's organization. */
  let rita: SignedUpUser;
  let sam: SignedUpUser;
  /** Another organization. */
  let bob: SignedUpUser;
  let teamMeeting: string;
  let privateMeeting: string;
  const sockets: WebSocket[] = [];

  const joinAda = async (email: string, name: string): Promise<SignedUpUser> => {
    const signedUp = await t.signUp(email, name);
    await t.database.db
      .update(memberships)
      .set({ organizationId: ada.principal.organizationId, role: 'member', isPayer: false })
      .where(eq(memberships.userId, signedUp.principal.userId));
    const principal = { ...signedUp.principal, organizationId: ada.principal.organizationId };
    return { ...signedUp, principal, accessToken: await t.accessTokenFor(principal) };
  };

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    ada = await t.signUp('ada@acme.test', 'Ada Admin');
    bob = await t.signUp('bob@globex.test', 'Bob');
    rita = await joinAda('rita@acme.test', 'Rita Rep');
    sam = await joinAda('sam@acme.test', 'Sam Rep');
    // Seats for everyone and no monthly limit: many meetings below.
    await putOnPlan(t.database.db, { organizationId: ada.principal.organizationId, plan: 'business' });
    ({ id: teamMeeting } = await createReadyMeeting(t, {
      user: rita,
      title: 'Nebula rollout — Initech',
      content: TEAM_VTT,
    }));
    ({ id: privateMeeting } = await createReadyMeeting(t, {
      user: rita,
      title: 'Quasar pricing — Hooli',
      content: PRIVATE_VTT,
    }));
    const made = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${privateMeeting}/visibility`,
      headers: bearer(rita),
      payload: { visibility: 'private' },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ id: privateMeeting, visibility: 'private' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
  });

  const request = (
    user: { accessToken: string },
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(user), payload });
  const list = async (user: SignedUpUser, query = '') => {
    const response = await request(user, 'GET', `/api/meetings${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ZMeetingListResponseSchema.parse(body)).toEqual(body);
    return body.data as { items: Item[]; total: number };
  };
  const ids = (items: Item[]) => items.map((item) => item.id);
  const openSocket = async (user: { accessToken: string }) => {
    const socket = await connectChat(t, user.accessToken);
    sockets.push(socket);
    return socket;
  };

  it("shows teammates each other's processed meetings with the owner's name, and filters My meetings and Team", async () => {
    const own = await createReadyMeeting(t, { user: sam, title: 'Sam’s call — Umbrella' });
    for (const viewer of [sam, ada]) {
      const team = await list(viewer, '?scope=team');
      expect(ids(team.items)).toContain(teamMeeting);
      expect(team.items.find((item) => item.id === teamMeeting)).toMatchObject({
        owner: { name: 'Rita Rep' },
        visibility: 'team',
      });
      // Team is the default.
      expect(ids((await list(viewer)).items)).toEqual(ids(team.items));
    }
    const samsOwn = await list(sam, '?scope=mine');
    expect(ids(samsOwn.items)).toEqual([own.id]);
    expect(samsOwn.total).toBe(1);
    expect(ids((await list(sam, '?scope=team')).items)).toContain(own.id);
    expect(ids((await list(rita, '?scope=mine')).items).sort()).toEqual([teamMeeting, privateMeeting].sort());
    expect((await request(sam, 'GET', `/api/meetings/${teamMeeting}`)).statusCode).toBe(200);
    expect((await request(sam, 'GET', '/api/meetings?scope=organization')).statusCode).toBe(400);
    // Another organization sees none of it.
    expect(ids((await list(bob, '?scope=team')).items)).not.toContain(teamMeeting);
  });

  it('keeps a private meeting to its owner: everywhere else it is not found, for a teammate and for the admin', async () => {
    // The owner reads it as before.
    expect((await request(rita, 'GET', `/api/meetings/${privateMeeting}`)).statusCode).toBe(200);
    expect(ids((await list(rita, '?scope=team')).items)).toContain(privateMeeting);
    const id = privateMeeting;
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const routes: Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object]> = [
      ['GET', `/api/meetings/${id}`],
      ['GET', `/api/meetings/${id}/transcript?format=txt`],
      ['GET', `/api/meetings/${id}/media-url`],
      ['PATCH', `/api/meetings/${id}/action-items`, { action_items: [] }],
      ['PATCH', `/api/meetings/${id}/visibility`, { visibility: 'team' }],
      ['POST', `/api/meetings/${id}/retry`],
      ['GET', `/api/meetings/${id}/share`],
      ['POST', `/api/meetings/${id}/share`],
      ['DELETE', `/api/meetings/${id}/share`],
      ['GET', `/api/meetings/${id}/chat`],
      ['DELETE', `/api/meetings/${id}/chat`],
      ['GET', `/api/meetings/${id}/crm`],
      ['POST', `/api/meetings/${id}/crm/links`, { record_type: 'company', record_id: '1' }],
      ['DELETE', `/api/meetings/${id}/crm/links/${unknownId}`],
      ['GET', `/api/meetings/${id}/crm/updates`],
      ['POST', `/api/meetings/${id}/crm/sync`],
      ['POST', `/api/meetings/${id}/crm/updates/decision`, { decision: 'approve' }],
      ['POST', `/api/meetings/${id}/crm/updates/${unknownId}/decision`, { decision: 'reject' }],
      ['POST', `/api/meetings/${id}/crm/updates/${unknownId}/retry`],
      ['DELETE', `/api/meetings/${id}`],
    ];
    for (const viewer of [sam, ada]) {
      for (const [method, url, payload] of routes) {
        const response = await request(viewer, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('Quasar');
      }
      // Not listed, not found by its name, its words or its participants' lines.
      for (const query of ['', '?scope=team', '?q=quasar', '?q=Hooli', '?scope=team&q=confidential']) {
        expect(ids((await list(viewer, query)).items), query).not.toContain(id);
      }
      // Nor counted: a search's total is read from the search documents alone.
      expect((await list(viewer, '?q=quasar')).total).toBe(0);
      expect((await list(viewer, '?q=Hooli')).total).toBe(0);
      const lines = await request(viewer, 'GET', '/api/transcripts/search?q=quasar');
      expect(lines.json().data).toEqual([]);
    }
    // Still the owner's, untouched.
    const detail = (await request(rita, 'GET', `/api/meetings/${id}`)).json().data;
    expect(detail).toMatchObject({ id, visibility: 'private', status: 'ready' });
    expect((await request(rita, 'GET', '/api/transcripts/search?q=quasar')).json().data).not.toEqual([]);
  });

  it('keeps a private meeting out of the meeting chat and the assistant, named or searched for', async () => {
    const socket = await openSocket(sam);
    // Named: refused as an unknown meeting.
    const named = await askChat(socket, { meetingIds: [privateMeeting], messages: question('Pricing?') });
    expect(named).toEqual([`[ERR] Meeting ${privateMeeting} not found.`]);
    // Unnamed: the chat picks among what Sam may read, never the private meeting.
    const unnamed = await askChat(socket, {
      meetingIds: [],
      messages: question('What about quasar pricing?'),
    });
    expect(unnamed.join('')).not.toMatch(/quasar/i);

    const conversation = (await request(sam, 'POST', '/api/assistant/conversations', {})).json().data;
    const chosen = await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [privateMeeting],
      messages: question('Pricing?'),
    });
    expect(chosen).toEqual([`[ERR] Meeting ${privateMeeting} not found.`]);
    const searched = await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [],
      messages: question('Which meeting mentioned quasar pricing?'),
    });
    expect(searched.at(-1)).toBe('[END MSG]');
    expect(textOf(searched)).not.toMatch(/quasar|Hooli/i);
    expect(JSON.stringify(jsonFrames(searched, '[CITE]'))).not.toContain(privateMeeting);

    // The owner's assistant finds it.
    const ritasSocket = await openSocket(rita);
    const ritasConversation = (await request(rita, 'POST', '/api/assistant/conversations', {})).json().data;
    const ritas = await askChat(ritasSocket, {
      conversationId: ritasConversation.id,
      meetingIds: [],
      messages: question('Which meeting mentioned quasar pricing?'),
    });
    expect(JSON.stringify(jsonFrames(ritas, '[CITE]'))).toContain(privateMeeting);
  });

  it('hides a meeting in progress or failed from teammates until it is processed', async () => {
    const { id } = await createReadyMeeting(t, { user: rita, title: 'Orbit review — Soylent' });
    for (const status of ['transcribing', 'failed'] as const) {
      await setMeetingStatus(t.database.db, { meetingId: id, status });
      expect((await request(sam, 'GET', `/api/meetings/${id}`)).statusCode, status).toBe(404);
      expect(ids((await list(sam)).items), status).not.toContain(id);
      expect(ids((await list(sam, '?q=Orbit')).items), status).not.toContain(id);
      expect(ids((await list(sam, '?q=renewals')).items), status).not.toContain(id);
      expect((await request(rita, 'GET', `/api/meetings/${id}`)).statusCode, status).toBe(200);
    }
    await setMeetingStatus(t.database.db, { meetingId: id, status: 'ready' });
    expect((await request(sam, 'GET', `/api/meetings/${id}`)).statusCode).toBe(200);
    expect(ids((await list(sam, '?q=renewals')).items)).toContain(id);
  });

  it("lets only the owner change a meeting's visibility, and a teammate's player stops once it is private", async () => {
    const { id } = await createReadyMeeting(t, { user: rita, title: 'Pulsar demo — Vehement' });
    const recording = recordingBytes('webm', 'pulsar demo audio');
    await t.services.meetings.capture.attachRecording({
      principal: rita.principal,
      meetingId: id,
      declaredType: 'audio/webm',
      sizeBytes: recording.length,
      body: Readable.from([recording]),
    });
    const link = (await request(sam, 'GET', `/api/meetings/${id}/media-url`)).json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    // A teammate and the admin may read it, not change who does.
    for (const other of [sam, ada]) {
      const refused = await request(other, 'PATCH', `/api/meetings/${id}/visibility`, {
        visibility: 'private',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'Only the meeting owner can do this.' });
    }
    for (const payload of [{ visibility: 'hidden' }, { visibility: 'private', extra: 1 }, {}]) {
      const bad = await request(rita, 'PATCH', `/api/meetings/${id}/visibility`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const made = await request(rita, 'PATCH', `/api/meetings/${id}/visibility`, { visibility: 'private' });
    expect(made.json().data.visibility).toBe('private');
    // The link Sam was given stops at once; the owner's plays on.
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    const ritasLink = (await request(rita, 'GET', `/api/meetings/${id}/media-url`)).json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url: ritasLink })).statusCode).toBe(200);

    // The owner may still share it explicitly: the link opens it for whoever holds it.
    const shared = await request(rita, 'POST', `/api/meetings/${id}/share`);
    expect(shared.statusCode).toBe(201);
    const token = new URL(shared.json().data.url).searchParams.get('share') ?? '';
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/shared/meetings/${id}`,
      headers: { 'x-share-token': token },
    });
    expect(visitor.statusCode).toBe(200);

    // Visible to the team again: Sam reads it once more.
    await request(rita, 'PATCH', `/api/meetings/${id}/visibility`, { visibility: 'team' });
    expect((await request(sam, 'GET', `/api/meetings/${id}`)).statusCode).toBe(200);
    expect(ids((await list(sam, '?q=pulsar')).items)).toContain(id);
  });

  it("makes new meetings private by the organization's default, which only the admin changes", async () => {
    expect((await request(sam, 'GET', '/api/organization/meeting-settings')).json()).toEqual({
      data: { new_meetings_private: false },
    });
    const refused = await request(sam, 'PATCH', '/api/organization/meeting-settings', {
      new_meetings_private: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: "Only the organization's admin can make new meetings private or visible to the team.",
    });
    for (const payload of [{ new_meetings_private: 'yes' }, {}, { new_meetings_private: true, extra: 1 }]) {
      const bad = await request(ada, 'PATCH', '/api/organization/meeting-settings', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const set = await request(ada, 'PATCH', '/api/organization/meeting-settings', {
      new_meetings_private: true,
    });
    expect(set.json()).toEqual({ data: { new_meetings_private: true } });
    // Another organization's default is its own.
    expect((await request(bob, 'GET', '/api/organization/meeting-settings')).json().data).toEqual({
      new_meetings_private: false,
    });

    const { id: hidden } = await createReadyMeeting(t, { user: rita, title: 'Comet plan — Stark' });
    expect((await request(rita, 'GET', `/api/meetings/${hidden}`)).json().data.visibility).toBe('private');
    expect((await request(sam, 'GET', `/api/meetings/${hidden}`)).statusCode).toBe(404);
    // Meetings made before keep theirs.
    expect((await request(sam, 'GET', `/api/meetings/${teamMeeting}`)).statusCode).toBe(200);

    await request(ada, 'PATCH', '/api/organization/meeting-settings', { new_meetings_private: false });
    const { id: shown } = await createReadyMeeting(t, { user: rita, title: 'Meteor plan — Wayne' });
    expect((await request(sam, 'GET', `/api/meetings/${shown}`)).json().data.visibility).toBe('team');
    expect((await request(sam, 'GET', `/api/meetings/${hidden}`)).statusCode).toBe(404);
  });
});
