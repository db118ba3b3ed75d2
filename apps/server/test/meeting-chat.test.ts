import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createChatService } from '../src/modules/chat/chat.service';
import { type FakeLlmServer, startFakeLlmServer } from '../src/providers/llm/ai-sdk/testing/fake-llm-server';
import { createOfflineChat } from '../src/providers/llm/chat';
import { askChat, connectChat } from './chat-socket';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

type ChatMessage = { role: 'user' | 'assistant' | 'error'; content: string };

const question = (content: string, history: ChatMessage[] = []) => [...history, { role: 'user', content }];

describe('meeting chat over WebSocket /chat (offline engine)', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  let adaMeeting: string;
  let bobMeeting: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    ada = await t.signUp('ada@acme.test', 'Ada');
    bob = await t.signUp('bob@globex.test', 'Bob');
    ({ id: adaMeeting } = await createReadyMeeting(t, { user: ada }));
    ({ id: bobMeeting } = await createReadyMeeting(t, { user: bob, title: 'Globex renewal' }));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
  });

  const open = async (user: SignedUpUser) => {
    const socket = await connectChat(t, user.accessToken);
    sockets.push(socket);
    return socket;
  };

  it('closes an idle socket when its token expires, so the client reconnects with a fresh one', async () => {
    const shortLived = await t.accessTokenFor(ada.principal, { expiresInSeconds: 2 });
    const socket = await connectChat(t, shortLived);
    sockets.push(socket);
    const frames = await askChat(socket, {
      meetingIds: [adaMeeting],
      messages: question('What is their budget?'),
    });
    expect(frames.at(-1)).toBe('[END MSG]');
    const code = await new Promise<number>((resolve) =>
      socket.once('close', (closeCode) => resolve(closeCode)),
    );
    expect(code).toBe(4001);
  });

  it('refuses a repeated or oversized token with 401, not a server error', async () => {
    const url = `${t.baseUrl.replace(/^http/, 'ws')}/chat`;
    for (const query of [`?token=a&token=b`, `?token=${'x'.repeat(5000)}`]) {
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${url}${query}`);
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('open', () => reject(new Error('opened')));
      });
      expect(status, query.slice(0, 30)).toBe(401);
    }
  });

  it.each([
    ['no token', ''],
    ["the meeting page's placeholder '01'", '01'],
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ])('refuses the upgrade with 401 for %s', async (_label, token) => {
    await expect(connectChat(t, token)).rejects.toThrow('HTTP 401');
  });

  it('streams [START MSG], the answer in chunks, then [END MSG], quoting the moment with its timestamp', async () => {
    const socket = await open(ada);
    const frames = await askChat(socket, {
      meetingIds: [adaMeeting],
      messages: question('What is their budget?'),
    });
    expect(frames[0]).toBe('[START MSG]');
    expect(frames.at(-1)).toBe('[END MSG]');
    const chunks = frames.slice(1, -1);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.some((chunk) => chunk.startsWith('['))).toBe(false);
    const answer = chunks.join('');
    expect(answer).toMatch(/forty thousand/);
    expect(answer).toMatch(/00:22/);
  });

  it('names a meeting titled as a link by its words: the answer holds no link a title planted', async () => {
    const cy = await t.signUp('cy@initech.test', 'Cy');
    const { id } = await createReadyMeeting(t, {
      user: cy,
      title: '[Open the meeting](https://evil.example/x)',
    });
    const answer = (
      await askChat(await open(cy), { meetingIds: [id], messages: question('What is their budget?') })
    )
      .slice(1, -1)
      .join('');
    expect(answer).toContain('**\\[Open the meeting\\](https\\://evil.example/x)**');
    expect(answer).not.toContain('https://');
  });

  it('answers questions on one socket in order, with the history', async () => {
    const socket = await open(ada);
    const first = await askChat(socket, {
      meetingIds: [adaMeeting],
      messages: question('Who reviews security?'),
    });
    const firstAnswer = first.slice(1, -1).join('');
    expect(firstAnswer).toMatch(/security/i);
    const second = await askChat(socket, {
      meetingIds: [adaMeeting],
      messages: question('And the pilot?', [
        { role: 'user', content: 'Who reviews security?' },
        { role: 'assistant', content: firstAnswer },
        { role: 'error', content: 'an earlier failure the client showed' },
      ]),
    });
    expect(second[0]).toBe('[START MSG]');
    expect(second.slice(1, -1).join('')).toMatch(/pilot/i);
  });

  it('refuses a second question while the first is being answered, and still answers the first', async () => {
    const socket = await open(ada);
    const request = { meetingIds: [adaMeeting], messages: question('What is their budget?') };
    const frames: string[] = [];
    const done = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        frames.push(data.toString());
        if (data.toString() === '[END MSG]') resolve();
      });
    });
    socket.send(JSON.stringify(request));
    socket.send(JSON.stringify(request));
    await done;
    const refusal = '[ERR] Wait for the answer to finish before asking again.';
    expect(frames.filter((frame) => frame === refusal)).toHaveLength(1);
    const next = frames.filter((frame) => frame !== refusal);
    expect(next[0]).toBe('[START MSG]');
    expect(next.join('')).toMatch(/forty thousand/);
  });

  it("refuses another organization's meeting with an [ERR] frame and answers nothing", async () => {
    const socket = await open(ada);
    for (const meetingIds of [[bobMeeting], [adaMeeting, bobMeeting], ['not-a-meeting']]) {
      const frames = await askChat(socket, { meetingIds, messages: question('What was agreed?') });
      expect(frames, JSON.stringify(meetingIds)).toHaveLength(1);
      expect(frames[0]).toMatch(/^\[ERR\] Meeting \S+ not found\.$/);
    }
    // The socket stays usable.
    const frames = await askChat(socket, {
      meetingIds: [adaMeeting],
      messages: question('What was agreed?'),
    });
    expect(frames[0]).toBe('[START MSG]');
  });

  it("answers a question that names no meeting from the caller's organization only", async () => {
    // What the assistant will do; the /chat contract itself asks for at least one meeting.
    const chat = createChatService({
      meetings: t.services.meetings.reads,
      engine: createOfflineChat(),
      people: t.services.identity,
    });
    // One question the search matches (in both organizations' meetings), one it matches nowhere.
    for (const content of ['What is their budget?', 'Who is Zed Quux?']) {
      const events = await chat.answer({
        principal: ada.principal,
        request: { meetingIds: [], messages: [{ role: 'user', content }] },
        signal: new AbortController().signal,
      });
      let text = '';
      const citedMeetings = new Set<string>();
      for await (const event of events) {
        if (event.type === 'text') text += event.text;
        if (event.type === 'citation') citedMeetings.add(event.meetingId);
        expect(event.type, text).not.toBe('error');
      }
      expect(text, content).toContain('Discovery call — Acme');
      expect(text, content).not.toContain('Globex renewal');
      expect([...citedMeetings].every((id) => id === adaMeeting)).toBe(true);
    }
  });

  it('stops a user asking more than 30 questions a minute, with an [ERR] frame', async () => {
    const carol = await t.signUp('carol@acme.test', 'Carol');
    const { id } = await createReadyMeeting(t, { user: carol });
    const socket = await open(carol);
    for (let index = 0; index < 30; index += 1) {
      const frames = await askChat(socket, { meetingIds: [id], messages: question(`Budget? (${index})`) });
      expect(frames[0]).toBe('[START MSG]');
    }
    const refused = await askChat(socket, { meetingIds: [id], messages: question('One more?') });
    expect(refused).toEqual([
      '[ERR] You are asking faster than Ting can answer. Wait a minute, then ask again.',
    ]);
  });

  it.each([
    ['text that is not JSON', 'hello?', /could not be read/],
    ['no meetings', { meetingIds: [], messages: question('Hi') }, /meetingIds/],
    [
      'a last message that is not a question',
      { meetingIds: ['x'], messages: [{ role: 'assistant', content: 'Hi' }] },
      /last message must be a non-empty question/,
    ],
    ['an empty question', { meetingIds: ['x'], messages: question('   ') }, /non-empty question/],
  ])('answers %s with a readable [ERR] frame', async (_label, request, pattern) => {
    const socket = await open(ada);
    const frames = await askChat(socket, request);
    expect(frames).toHaveLength(1);
    expect(frames[0]?.startsWith('[ERR] ')).toBe(true);
    expect(frames[0]?.slice(6)).toMatch(pattern);
  });
});

describe('meeting chat with an LLM engine', () => {
  let llm: FakeLlmServer;
  let t: TestApp;
  let ada: SignedUpUser;
  let meetingId: string;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    t = await createTestApp({
      listen: true,
      env: { AI_PROVIDER: 'compatible', AI_BASE_URL: llm.baseUrl, AI_MODEL: 'chat-model' },
    });
    ada = await t.signUp('ada@acme.test', 'Ada');
    ({ id: meetingId } = await createReadyMeeting(t, { user: ada }));
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  it("streams the model's answer with the transcript as context", async () => {
    const socket = await connectChat(t, ada.accessToken);
    try {
      const frames = await askChat(socket, {
        meetingIds: [meetingId],
        messages: question('What is their budget?'),
      });
      expect(frames[0]).toBe('[START MSG]');
      expect(frames.at(-1)).toBe('[END MSG]');
      expect(frames.slice(1, -1).join('')).toMatch(/What is their budget\?/);
      const request = llm.requests.at(-1);
      expect(request?.body.stream).toBe(true);
      expect(request?.system + (request?.user ?? '')).toMatch(/forty thousand/);
    } finally {
      socket.terminate();
    }
  });

  it('sends [ERR] with what went wrong when the model refuses', async () => {
    llm.enqueue({ kind: 'http', status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const socket = await connectChat(t, ada.accessToken);
    try {
      const frames = await askChat(socket, {
        meetingIds: [meetingId],
        messages: question('What is their budget?'),
      });
      const error = frames.at(-1) ?? '';
      expect(error.startsWith('[ERR] ')).toBe(true);
      expect(error).toMatch(/AI_API_KEY|API key/);
    } finally {
      socket.terminate();
    }
  });
});

/** A second call of Acme's; Globex says nearly the same about its own warehouse. */
const warehouseCall = (firmware: string) => `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Sam Seller>Welcome back, everyone. Shall we start with the hardware?

00:00:12.000 --> 00:00:18.000
<v Dana Buyer>Our warehouse in Tucson still runs the Zephyr scanners on firmware ${firmware}.

00:00:18.500 --> 00:00:24.000
<v Sam Seller>Good to know, we support that version today.
`;

describe('meeting chat over several meetings', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let kickoff: string;
  let warehouse: string;
  let globexWarehouse: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    ada = await t.signUp('ada@acme.test', 'Ada');
    const bob = await t.signUp('bob@globex.test', 'Bob');
    ({ id: kickoff } = await createReadyMeeting(t, { user: ada }));
    ({ id: warehouse } = await createReadyMeeting(t, {
      user: ada,
      title: 'Warehouse review',
      content: warehouseCall('nine'),
    }));
    ({ id: globexWarehouse } = await createReadyMeeting(t, {
      user: bob,
      title: 'Globex warehouse',
      content: warehouseCall('ten'),
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('quotes the passage the database finds in the second meeting, searching only the meetings asked about', async () => {
    const { reads } = t.services.meetings;
    const searches: unknown[] = [];
    const chat = createChatService({
      meetings: {
        get: (options) => reads.get(options),
        list: (options) => reads.list(options),
        searchTranscripts: (options) => {
          searches.push(options.meetingIds);
          return reads.searchTranscripts(options);
        },
      },
      engine: createOfflineChat(),
      people: t.services.identity,
    });
    const events = await chat.answer({
      principal: ada.principal,
      request: {
        meetingIds: [kickoff, warehouse],
        messages: [{ role: 'user', content: 'Which scanners run in the Tucson warehouse?' }],
      },
      signal: new AbortController().signal,
    });
    let text = '';
    const citations: Array<{ meetingId: string; quote: string }> = [];
    for await (const event of events) {
      if (event.type === 'text') text += event.text;
      if (event.type === 'citation') citations.push(event);
    }

    expect(searches).toEqual([[kickoff, warehouse]]);
    expect(text).toContain('From **Warehouse review**:');
    expect(text).toContain(
      '[00:12] Dana Buyer:** Our warehouse in Tucson still runs the Zephyr scanners on firmware nine.',
    );
    expect(text).not.toContain('firmware ten');
    expect(citations.map((citation) => citation.meetingId)).toEqual([warehouse]);
  });

  it('over the socket, says nothing matched when the database finds nothing in the meetings', async () => {
    const socket = await connectChat(t, ada.accessToken);
    try {
      const frames = await askChat(socket, {
        meetingIds: [kickoff, warehouse],
        messages: question('What about kubernetes?'),
      });
      expect(frames.slice(1, -1).join('')).toMatch(
        /^I found nothing about kubernetes in the transcripts of \*\*Discovery call — Acme\*\* and \*\*Warehouse review\*\*\./,
      );
      const found = await askChat(socket, {
        meetingIds: [warehouse, kickoff],
        messages: question('Which firmware do the Zephyr scanners run?'),
      });
      expect(found.slice(1, -1).join('')).toContain('firmware nine');
    } finally {
      socket.terminate();
    }
  });

  it("never searches another organization's meeting, even when asked for it by id", async () => {
    const { reads } = t.services.meetings;
    const search = (meetingIds?: string[]) =>
      reads.searchTranscripts({ principal: ada.principal, query: 'zephyr', limit: 50, meetingIds });

    expect((await search([globexWarehouse])).map((hit) => hit.meeting_id)).toEqual([]);
    expect(
      (await search([globexWarehouse, warehouse, 'not-a-meeting'])).map((hit) => hit.meeting_id),
    ).toEqual([warehouse]);
    expect((await search()).map((hit) => hit.meeting_id)).toEqual([warehouse]);
    expect(await search([])).toEqual([]);
    const [hit] = await search([warehouse]);
    expect(hit).toMatchObject({ seq: 1, speaker: 'Dana Buyer', score: expect.any(Number) });
    expect(hit!.score).toBeGreaterThan(0);
  });

  it("keeps the search route's hits as the contract has them, without the score", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/transcripts/search?q=zephyr',
      headers: bearer(ada),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        meeting_id: warehouse,
        meeting_title: 'Warehouse review',
        seq: 1,
        start_ms: 12_000,
        speaker: 'Dana Buyer',
        text: 'Our warehouse in Tucson still runs the Zephyr scanners on firmware nine.',
      },
    ]);
  });
});
