import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { assistantMessages, memberships } from '../src/db/schema';
import { askChat, connectChat, jsonFrames, textOf } from './chat-socket';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

/** A warehouse call whose one line about Zephyr scanners is said at 01:23. */
const WAREHOUSE_VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Lee Park>Good morning, thanks for joining the warehouse review.

00:01:23.000 --> 00:01:30.000
<v Marcus Okafor>Our warehouse in Tucson still runs the Zephyr scanners on firmware nine.

00:01:31.000 --> 00:01:36.000
<v Lee Park>Understood. I'll plan the upgrade with your IT team next week.
`;

/** Another organization's call that mentions the same scanners. */
const RIVAL_VTT = `WEBVTT

00:00:05.000 --> 00:00:10.000
<v Rita Globex>We replaced every Zephyr scanner in Denver last spring.
`;

const question = (content: string) => [{ role: 'user', content }];

describe('personal assistant: conversations and /chat with a conversationId (offline engine)', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  /** Ada's teammate: same organization, other user. */
  let cleo: { accessToken: string };
  let bob: SignedUpUser;
  let salesMeeting: string;
  let warehouseMeeting: string;
  let rivalMeeting: string;
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
    ({ id: salesMeeting } = await createReadyMeeting(t, { user: ada }));
    ({ id: warehouseMeeting } = await createReadyMeeting(t, {
      user: ada,
      title: 'Warehouse review — Tucson',
      content: WAREHOUSE_VTT,
    }));
    ({ id: rivalMeeting } = await createReadyMeeting(t, {
      user: bob,
      title: 'Globex scanners',
      content: RIVAL_VTT,
    }));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
  });

  const open = async (user: { accessToken: string }) => {
    const socket = await connectChat(t, user.accessToken);
    sockets.push(socket);
    return socket;
  };
  const request = (
    user: { accessToken: string },
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(user), payload });
  const newConversation = async (user: { accessToken: string }) => {
    const response = await request(user, 'POST', '/api/assistant/conversations', {});
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; title: string };
  };

  it('creates, lists (most recent first), renames and deletes conversations, with their messages', async () => {
    const first = await newConversation(ada);
    expect(first.title).toBe('New conversation');
    const named = await request(ada, 'POST', '/api/assistant/conversations', { title: 'Pipeline review' });
    expect(named.json().data.title).toBe('Pipeline review');

    const list = await request(ada, 'GET', '/api/assistant/conversations');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((conversation: { id: string }) => conversation.id);
    expect(ids.indexOf(named.json().data.id)).toBeLessThan(ids.indexOf(first.id));

    const renamed = await request(ada, 'PATCH', `/api/assistant/conversations/${first.id}`, {
      title: 'Renewals',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.title).toBe('Renewals');

    const socket = await open(ada);
    await askChat(socket, {
      conversationId: first.id,
      meetingIds: [],
      messages: question('What is their budget?'),
    });
    const stored = await t.database.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, first.id));
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);

    const removed = await request(ada, 'DELETE', `/api/assistant/conversations/${first.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await request(ada, 'GET', `/api/assistant/conversations/${first.id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, first.id));
    expect(left).toEqual([]);
  });

  it("refuses another user's or organization's conversation with 404, and ids that are not UUIDs too", async () => {
    const mine = await newConversation(ada);
    for (const other of [cleo, bob]) {
      for (const [method, payload] of [['GET'], ['PATCH', { title: 'Mine now' }], ['DELETE']] as const) {
        const response = await request(other, method, `/api/assistant/conversations/${mine.id}`, payload);
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual({ message: `Conversation ${mine.id} not found.`, code: 'NOT_FOUND' });
      }
      const listed = await request(other, 'GET', '/api/assistant/conversations');
      expect(listed.json().data.map((conversation: { id: string }) => conversation.id)).not.toContain(
        mine.id,
      );
    }
    expect((await request(ada, 'GET', '/api/assistant/conversations/not-a-uuid')).statusCode).toBe(404);
    expect((await request(ada, 'GET', `/api/assistant/conversations/${mine.id}`)).json().data.title).toBe(
      'New conversation',
    );
  });

  it('refuses titles with NUL characters, empty titles and unknown fields with 400', async () => {
    const mine = await newConversation(ada);
    for (const payload of [{ title: 'a\u0000b' }, { title: '  ' }, { title: 'ok', extra: 1 }]) {
      const response = await request(ada, 'PATCH', `/api/assistant/conversations/${mine.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers a question over all meetings with [TOOL] and [CITE] frames, quoting the right meeting, and stores both messages', async () => {
    const conversation = await newConversation(ada);
    const socket = await open(ada);
    const frames = await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [],
      messages: question('Which meeting mentioned the Zephyr scanners?'),
    });
    expect(frames[0]).toBe('[START MSG]');
    expect(frames.at(-1)).toBe('[END MSG]');
    expect(jsonFrames(frames, '[TOOL]')).toEqual([{ name: 'search_meetings', label: 'Searched 1 meeting' }]);
    const citations = jsonFrames(frames, '[CITE]');
    expect(citations).toEqual([
      { kind: 'meeting', title: 'Warehouse review — Tucson', url: `/meetings/${warehouseMeeting}?t=83` },
    ]);
    const answer = textOf(frames);
    expect(answer).toContain('Warehouse review — Tucson');
    expect(answer).toContain('Zephyr scanners on firmware nine');
    expect(answer).toContain(`/meetings/${warehouseMeeting}?t=83`);
    expect(answer).not.toContain(rivalMeeting);
    expect(answer).not.toContain('Globex');

    const detail = (await request(ada, 'GET', `/api/assistant/conversations/${conversation.id}`)).json().data;
    expect(detail.title).toBe('Which meeting mentioned the Zephyr scanners?');
    expect(detail.messages).toHaveLength(2);
    expect(detail.messages[0]).toMatchObject({
      role: 'user',
      content: 'Which meeting mentioned the Zephyr scanners?',
      citations: [],
      tools: [],
    });
    expect(detail.messages[1]).toMatchObject({
      role: 'assistant',
      content: answer,
      citations,
      tools: [{ name: 'search_meetings', label: 'Searched 1 meeting' }],
    });
  });

  it('names a conversation after the first ~60 characters of its first question only', async () => {
    const conversation = await newConversation(ada);
    const socket = await open(ada);
    const long =
      'Tell me everything that was said about the pilot with the Chicago team and its security review';
    await askChat(socket, { conversationId: conversation.id, meetingIds: [], messages: question(long) });
    await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [],
      messages: question('And the budget?'),
    });
    const detail = (await request(ada, 'GET', `/api/assistant/conversations/${conversation.id}`)).json().data;
    expect(detail.title.length).toBeLessThanOrEqual(61);
    expect(detail.title.endsWith('…')).toBe(true);
    expect(long.startsWith(detail.title.slice(0, -1))).toBe(true);
    expect(detail.messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('keeps to the chosen meetings when meetingIds names some', async () => {
    const conversation = await newConversation(ada);
    const socket = await open(ada);
    const frames = await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [salesMeeting],
      messages: question('Which meeting mentioned the Zephyr scanners?'),
    });
    expect(jsonFrames(frames, '[CITE]')).toEqual([]);
    expect(textOf(frames)).toMatch(/found nothing/i);
  });

  it("lists the caller's own open action items (none of others'), says no calendar is connected, and says plainly it cannot search the web", async () => {
    const conversation = await newConversation(ada);
    const socket = await open(ada);
    const items = await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [],
      messages: question('What did I promise?'),
    });
    expect(jsonFrames(items, '[TOOL]')).toEqual([
      { name: 'list_action_items', label: 'Read action items of 2 meetings' },
    ]);
    // Ada recorded both calls, but every item in them is Sam's, Dana's or Lee's: none is claimed as hers.
    expect(textOf(items)).toBe(
      'None of the open action items in your meetings is yours.\n\n' +
        '3 open items belong to others: Dana Buyer, Lee Park, Sam Seller.',
    );
    expect(textOf(items)).not.toContain('Globex');

    const upcoming = await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [],
      messages: question('What are my upcoming meetings?'),
    });
    expect(jsonFrames(upcoming, '[TOOL]')).toEqual([
      { name: 'list_upcoming_meetings', label: 'No calendar is connected' },
    ]);
    expect(textOf(upcoming)).toMatch(
      /^No calendar is connected.*Connect Google Calendar under Settings → Integrations/,
    );

    const web = await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [],
      messages: question('Search the web for news about Zephyr'),
    });
    expect(jsonFrames(web, '[TOOL]')).toEqual([]);
    expect(textOf(web)).toMatch(/cannot search the web/i);

    const crm = await askChat(socket, {
      conversationId: conversation.id,
      meetingIds: [],
      messages: question('Which deals are closing this month in HubSpot?'),
    });
    expect(textOf(crm)).toMatch(/cannot reason over your CRM data without an AI model/i);
  });

  it("refuses bad requests with one [ERR] frame and stores nothing: NUL, unknown or another user's conversation, another organization's meeting", async () => {
    const mine = await newConversation(ada);
    const cleosConversation = await newConversation(cleo);
    const bobsConversation = await newConversation(bob);
    const socket = await open(ada);
    const cases: Array<[unknown, RegExp]> = [
      [{ conversationId: mine.id, meetingIds: [], messages: question('budget\u0000?') }, /^\[ERR\] /],
      [{ conversationId: 'not-a-uuid', meetingIds: [], messages: question('budget?') }, /^\[ERR\] /],
      [
        {
          conversationId: '00000000-0000-4000-8000-000000000000',
          meetingIds: [],
          messages: question('budget?'),
        },
        /^\[ERR\] Conversation 00000000-0000-4000-8000-000000000000 not found\.$/,
      ],
      [
        { conversationId: cleosConversation.id, meetingIds: [], messages: question('budget?') },
        new RegExp(`^\\[ERR\\] Conversation ${cleosConversation.id} not found\\.$`),
      ],
      [
        { conversationId: bobsConversation.id, meetingIds: [], messages: question('budget?') },
        new RegExp(`^\\[ERR\\] Conversation ${bobsConversation.id} not found\\.$`),
      ],
      [
        { conversationId: mine.id, meetingIds: [rivalMeeting], messages: question('budget?') },
        new RegExp(`^\\[ERR\\] Meeting ${rivalMeeting} not found\\.$`),
      ],
    ];
    for (const [body, expected] of cases) {
      const frames = await askChat(socket, body);
      expect(frames, JSON.stringify(body)).toHaveLength(1);
      expect(frames[0]).toMatch(expected);
    }
    for (const conversation of [mine, cleosConversation, bobsConversation]) {
      const stored = await t.database.db
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.conversationId, conversation.id));
      expect(stored).toEqual([]);
    }
  });

  it('leaves the meeting chat as it was: a request without conversationId gets no [TOOL] or [CITE] frames', async () => {
    const socket = await open(ada);
    const frames = await askChat(socket, {
      meetingIds: [warehouseMeeting],
      messages: question('Zephyr scanners?'),
    });
    expect(frames[0]).toBe('[START MSG]');
    expect(frames.slice(1, -1).some((frame) => frame.startsWith('['))).toBe(false);
    const empty = await askChat(socket, { meetingIds: [], messages: question('Zephyr scanners?') });
    expect(empty).toHaveLength(1);
    expect(empty[0]).toMatch(/^\[ERR\] /);
  });
});
