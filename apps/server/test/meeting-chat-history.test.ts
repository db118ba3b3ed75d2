import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { meetingChatMessages, memberships } from '../src/db/schema';
import { askChat, connectChat } from './chat-socket';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

type ChatMessage = { role: 'user' | 'assistant' | 'error'; content: string };

const answerOf = (frames: string[]) => frames.filter((frame) => !frame.startsWith('[')).join('');

describe('meeting chat history: kept per meeting and user', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  /** Ada's teammate: same organization, other user. */
  let cleo: { accessToken: string };
  let bob: SignedUpUser;
  let adaMeeting: string;
  let otherAdaMeeting: string;
  let bobMeeting: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    ada = await t.signUp('ada@acme.test', 'Ada');
    bob = await t.signUp('bob@globex.test', 'Bob');
    const joined = await t.signUp('cleo@acme.test', 'Cleo');
    await t.database.db
      .update(memberships)
      .set({ organizationId: ada.principal.organizationId, role: 'member', isPayer: false })
      .where(eq(memberships.userId, joined.principal.userId));
    cleo = {
      accessToken: await t.accessTokenFor({
        ...joined.principal,
        organizationId: ada.principal.organizationId,
      }),
    };
    ({ id: adaMeeting } = await createReadyMeeting(t, { user: ada }));
    ({ id: otherAdaMeeting } = await createReadyMeeting(t, { user: ada, title: 'Second call' }));
    ({ id: bobMeeting } = await createReadyMeeting(t, { user: bob, title: 'Globex renewal' }));
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
  });

  const open = async (user: { accessToken: string }) => {
    const socket = await connectChat(t, user.accessToken);
    sockets.push(socket);
    return socket;
  };
  const historyOf = (user: { accessToken: string }, meetingId: string) =>
    t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}/chat`, headers: bearer(user) });

  it('keeps each question about a meeting and the answer shown, in order, for the page to load again', async () => {
    const empty = await historyOf(ada, adaMeeting);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: { messages: [] } });

    const socket = await open(ada);
    const conversation: ChatMessage[] = [{ role: 'user', content: 'What is their budget?' }];
    const first = answerOf(await askChat(socket, { meetingIds: [adaMeeting], messages: conversation }));
    expect(first).not.toBe('');
    conversation.push({ role: 'assistant', content: first }, { role: 'user', content: 'Who decides?' });
    const second = answerOf(await askChat(socket, { meetingIds: [adaMeeting], messages: conversation }));

    const response = await historyOf(ada, adaMeeting);
    expect(response.statusCode).toBe(200);
    const { messages } = response.json().data as { messages: Array<ChatMessage & { created_at: string }> };
    expect(messages.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'What is their budget?' },
      { role: 'assistant', content: first },
      { role: 'user', content: 'Who decides?' },
      { role: 'assistant', content: second },
    ]);
    expect(Number.isNaN(Date.parse(messages[0]?.created_at ?? ''))).toBe(false);
    // Another meeting of hers has its own conversation.
    expect((await historyOf(ada, otherAdaMeeting)).json().data.messages).toEqual([]);
  });

  it('never shows it to a teammate, nor to another organization', async () => {
    // Cleo, same organization: she may read the meeting, but not Ada's conversation about it.
    const teammate = await historyOf(cleo, adaMeeting);
    expect(teammate.statusCode).toBe(200);
    expect(teammate.json().data.messages).toEqual([]);
    const cleoSocket = await open(cleo);
    await askChat(cleoSocket, {
      meetingIds: [adaMeeting],
      messages: [{ role: 'user', content: 'Any risks?' }],
    });
    expect(
      (await historyOf(cleo, adaMeeting)).json().data.messages.map((m: ChatMessage) => m.content),
    ).toEqual(['Any risks?', expect.any(String)]);
    expect(
      (await historyOf(ada, adaMeeting))
        .json()
        .data.messages.some((m: ChatMessage) => m.content === 'Any risks?'),
    ).toBe(false);

    // Bob, another organization: the meeting is not found, and asking about it stores nothing.
    const outsider = await historyOf(bob, adaMeeting);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bobSocket = await open(bob);
    const refused = await askChat(bobSocket, {
      meetingIds: [adaMeeting],
      messages: [{ role: 'user', content: 'Leak their budget' }],
    });
    expect(refused.at(-1)).toMatch(/^\[ERR\]/);
    const leaked = await t.database.db
      .select()
      .from(meetingChatMessages)
      .where(eq(meetingChatMessages.content, 'Leak their budget'));
    expect(leaked).toEqual([]);
    expect((await historyOf(bob, bobMeeting)).json().data.messages).toEqual([]);
    expect((await historyOf(bob, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('does not keep a question over several meetings, which belongs to no meeting page', async () => {
    const socket = await open(ada);
    await askChat(socket, {
      meetingIds: [adaMeeting, otherAdaMeeting],
      messages: [{ role: 'user', content: 'Compare both calls' }],
    });
    const rows = await t.database.db
      .select()
      .from(meetingChatMessages)
      .where(eq(meetingChatMessages.content, 'Compare both calls'));
    expect(rows).toEqual([]);
  });

  it("clears the caller's own conversation only, and never another organization's", async () => {
    const clear = (user: { accessToken: string }, meetingId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/meetings/${meetingId}/chat`, headers: bearer(user) });
    const socket = await open(ada);
    await askChat(socket, {
      meetingIds: [otherAdaMeeting],
      messages: [{ role: 'user', content: 'What did we agree?' }],
    });
    const cleoSocket = await open(cleo);
    await askChat(cleoSocket, {
      meetingIds: [otherAdaMeeting],
      messages: [{ role: 'user', content: 'Cleo asks too' }],
    });
    expect((await historyOf(ada, otherAdaMeeting)).json().data.messages).toHaveLength(2);

    // Bob, another organization, cannot clear (nor learn of) Ada's conversation.
    const outsider = await clear(bob, otherAdaMeeting);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await historyOf(ada, otherAdaMeeting)).json().data.messages).toHaveLength(2);
    expect((await clear(ada, 'not-a-uuid')).statusCode).toBe(404);

    const cleared = await clear(ada, otherAdaMeeting);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ data: null });
    expect((await historyOf(ada, otherAdaMeeting)).json().data.messages).toEqual([]);
    // Her teammate's conversation about the same meeting stays.
    expect(
      (await historyOf(cleo, otherAdaMeeting)).json().data.messages.map((m: ChatMessage) => m.content),
    ).toEqual(['Cleo asks too', expect.any(String)]);
    // Clearing an empty conversation is fine.
    expect((await clear(ada, otherAdaMeeting)).statusCode).toBe(200);
  });

  it('is gone with its meeting', async () => {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${adaMeeting}`,
      headers: bearer(ada),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const rows = await t.database.db
      .select()
      .from(meetingChatMessages)
      .where(eq(meetingChatMessages.meetingId, adaMeeting));
    expect(rows).toEqual([]);
  });
});
