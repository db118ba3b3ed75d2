import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { type FakeLlmServer, startFakeLlmServer } from '../ai-sdk/testing/fake-llm-server';
import { syntheticTranscript } from '../offline/fixtures/synthetic-transcript';
import { IntelligenceError } from '../shared/errors';
import { estimateTokens } from '../shared/token-budget';
import { renderSegment } from '../shared/transcript-format';
import { type AiSdkChatConfig, createAiSdkChat } from './ai-sdk-chat';
import type { ChatEvent, ChatMeeting, ChatTurn, TranscriptMatch } from './meeting-chat';

let server: FakeLlmServer;

beforeAll(async () => {
  server = await startFakeLlmServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  server.requests.length = 0;
});

function chat(overrides: Partial<AiSdkChatConfig> = {}) {
  return createAiSdkChat({
    provider: 'compatible',
    baseUrl: server.baseUrl,
    model: 'llama3.1:8b',
    maxRetries: 0,
    ...overrides,
  });
}

function line(startMs: number, speaker: string, text: string): TranscriptSegment {
  return { startMs, endMs: startMs + 5_000, speaker, text };
}

const SHORT_SEGMENTS = [
  line(0, 'Sam Ortiz', 'Thanks for making the time today.'),
  line(724_000, 'Dana Lee', 'The list price is $45 per seat per month.'),
  line(730_000, 'Sam Ortiz', 'We can hold that price for two years.'),
];

function meeting(overrides: Partial<ChatMeeting> = {}): ChatMeeting {
  return {
    id: 'acme',
    title: 'Acme discovery call',
    startedAt: new Date('2026-03-10T15:00:00Z'),
    participants: [
      { name: 'Dana Lee', email: 'dana@acme.test' },
      { name: 'Sam Ortiz', email: null },
    ],
    segments: SHORT_SEGMENTS,
    summaryMarkdown: '- Acme wants 40 seats.',
    actionItems: [
      { text: 'Send the revised proposal', owner: 'Sam Ortiz', dueDate: '2026-03-13', done: false },
    ],
    ...overrides,
  };
}

const NEEDLE = 'Our warehouse in Tucson still runs the Zephyr scanners on firmware nine.';

/** About 2,500 segments of a sales call, the needle in the middle. */
function longMeeting(): { meeting: ChatMeeting; needle: TranscriptSegment } {
  const segments = syntheticTranscript({ words: 50_000, durationMs: 6 * 3_600_000 });
  const middle = Math.floor(segments.length / 2);
  const needle = { ...segments[middle]!, speaker: 'Marcus Okafor', text: NEEDLE };
  segments[middle] = needle;
  return { meeting: meeting({ id: 'long', title: 'Six-hour workshop', segments }), needle };
}

const user = (content: string): ChatTurn => ({ role: 'user', content });

/** The answer's text chunks; an error event is thrown as its cause, the error the engine logs. */
async function collect(events: AsyncIterable<ChatEvent>): Promise<string[]> {
  const all: string[] = [];
  for await (const event of events) {
    if (event.type === 'error') throw event.cause;
    if (event.type === 'text') all.push(event.text);
  }
  return all;
}

function answer(options: {
  engine?: ReturnType<typeof chat>;
  meetings?: ChatMeeting[];
  messages: ChatTurn[];
  transcriptMatches?: TranscriptMatch[];
}) {
  const engine = options.engine ?? chat();
  return collect(
    engine.answer({
      meetings: options.meetings ?? [meeting()],
      messages: options.messages,
      transcriptMatches: options.transcriptMatches,
      signal: new AbortController().signal,
    }),
  );
}

async function lastEvent(engine: ReturnType<typeof chat>, messages: ChatTurn[]): Promise<ChatEvent> {
  let last: ChatEvent | undefined;
  for await (const event of engine.answer({
    meetings: [meeting()],
    messages,
    signal: new AbortController().signal,
  })) {
    last = event;
  }
  if (!last) throw new Error('no event');
  return last;
}

describe('AI SDK meeting chat', () => {
  it('streams the model answer in several chunks, named after provider and model', async () => {
    const engine = chat();
    expect(engine.engine).toBe('compatible:llama3.1:8b');
    const chunks = await answer({ engine, messages: [user('What is the list price?')] });

    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe('You asked: What is the list price?. Context lines: 3');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.isStreaming).toBe(true);
  });

  it('sends the instructions, the meeting, the whole short transcript and the conversation', async () => {
    const messages: ChatTurn[] = [
      user('Who was on the call?'),
      { role: 'assistant', content: 'Dana Lee and Sam Ortiz [00:00].' },
      user('What is the list price?'),
    ];
    await answer({ messages });

    const request = server.requests[0]!;
    expect(request.system).toContain('Answer only from the meeting material');
    expect(request.system).toContain(
      'Cite the moments you rely on with their timestamps in square brackets, e.g. [12:04]',
    );
    expect(request.system).toContain('When the material does not contain the answer, say so plainly');
    expect(request.system).toContain('Title: Acme discovery call');
    expect(request.system).toContain('Date: 2026-03-10 (Tuesday)');
    expect(request.system).toContain('Participants: Dana Lee <dana@acme.test>, Sam Ortiz');
    expect(request.system).toContain('- Acme wants 40 seats.');
    expect(request.system).toContain('- [ ] Send the revised proposal (owner: Sam Ortiz, due: 2026-03-13)');
    for (const segment of SHORT_SEGMENTS) expect(request.system).toContain(renderSegment(segment));
    expect(request.system).toContain(`<transcript>\n${renderSegment(SHORT_SEGMENTS[0]!)}`);
    expect(request.system).not.toContain('<transcript excerpts="true">');

    const sent = (request.body.messages as Array<{ role: string; content: unknown }>)
      .filter((message) => message.role !== 'system')
      .map((message) => ({ role: message.role, content: message.content }));
    expect(sent).toEqual(messages);
  });

  it("tells the model who asks, their time zone and now, and reads the meeting's date in that zone", async () => {
    // Tuesday 10 March 2026, 15:00 UTC: still Tuesday in Los Angeles (08:00), already Wednesday in Tokyo.
    const meetingAt = meeting({ startedAt: new Date('2026-03-10T15:00:00Z') });
    const ask = (caller: { timeZone: string; isTimeZoneKnown: boolean }) =>
      collect(
        chat().answer({
          meetings: [meetingAt],
          messages: [user('What did I promise this week?')],
          caller: { name: 'Sam Ortiz', email: 'sam@ting.test', ...caller },
          now: new Date('2026-03-12T17:30:00Z'),
          signal: new AbortController().signal,
        }),
      );
    await ask({ timeZone: 'America/Los_Angeles', isTimeZoneKnown: true });
    const { system } = server.requests[0]!;
    expect(system).toContain(
      'The person asking is Sam Ortiz <sam@ting.test>. It is now Thursday 2026-03-12, 10:30 in America/Los_Angeles (their time zone).',
    );
    expect(system).toContain('"I", "me" and "my" in the questions mean this person.');
    expect(system).toContain('Never present an item owned by someone else as theirs');
    expect(system).toContain('"this week" (Monday 00:00 until now)');
    expect(system).toContain('Date: 2026-03-10 (Tuesday)');

    await ask({ timeZone: 'Asia/Tokyo', isTimeZoneKnown: true });
    expect(server.requests[1]!.system).toContain('Date: 2026-03-11 (Wednesday)');

    await ask({ timeZone: 'UTC', isTimeZoneKnown: false });
    expect(server.requests[2]!.system).toContain(
      'in UTC (their time zone is not known: when dates matter, say that days are counted in UTC)',
    );
  });

  it('says nothing of a caller when none is given (an evaluation run)', async () => {
    await answer({ messages: [user('What did I promise?')] });
    expect(server.requests[0]!.system).not.toContain('The person asking is');
  });

  it('sends the passages that answer the question, not the whole transcript, when it is too long', async () => {
    const { meeting: long, needle } = longMeeting();
    const contextTokens = 4_000;
    const chunks = await answer({
      engine: chat({ contextTokens }),
      meetings: [long],
      messages: [user('Which scanners does the Tucson warehouse use?')],
    });

    const request = server.requests[0]!;
    expect(request.system).toContain(renderSegment(needle));
    expect(request.system).toContain('<transcript excerpts="true">');
    const sentLines = Number(chunks.join('').match(/Context lines: (\d+)/)?.[1]);
    expect(sentLines).toBeGreaterThan(5);
    expect(sentLines).toBeLessThan(long.segments.length / 10);
    expect(estimateTokens(request.system) + estimateTokens(request.user)).toBeLessThan(contextTokens);
    expect(request.body.max_tokens).toBe(1_000);
  });

  it('sends the passages around the lines the database matched when several long transcripts do not fit', async () => {
    const first = longMeeting().meeting;
    const { meeting: workshop, needle } = longMeeting();
    const second = { ...workshop, id: 'second', title: 'Second workshop' };
    const messages = [user('Which scanners does the Tucson warehouse use?')];
    const noMatch =
      '<transcript excerpts="true">\n(no passage of this transcript matches the question)\n</transcript>';

    await answer({
      engine: chat({ contextTokens: 4_000 }),
      meetings: [first, second],
      messages,
      transcriptMatches: [{ meetingId: 'second', index: second.segments.indexOf(needle), score: 0.3 }],
    });
    const [firstMeeting, secondMeeting] = server.requests[0]!.system.split('</meeting>');
    expect(firstMeeting).toContain(noMatch);
    expect(secondMeeting).toContain(renderSegment(needle));

    // The first transcript holds the needle too, but only the database searches several.
    await answer({
      engine: chat({ contextTokens: 4_000 }),
      meetings: [first, second],
      messages,
      transcriptMatches: [],
    });
    expect(server.requests[1]!.system).not.toContain(NEEDLE);
    expect(server.requests[1]!.system.split(noMatch)).toHaveLength(3);
  });

  it('keeps the recent turns of a long conversation and always the question', async () => {
    const history: ChatTurn[] = Array.from({ length: 40 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `Turn ${index}: ${'so much to say about the weather '.repeat(20)}`,
    }));
    await answer({
      engine: chat({ contextTokens: 8_000 }),
      messages: [...history, user('What is the list price?')],
    });

    const sent = (server.requests[0]!.body.messages as Array<{ role: string; content: string }>).filter(
      (message) => message.role !== 'system',
    );
    expect(sent.at(-1)).toEqual(user('What is the list price?'));
    expect(sent.length).toBeLessThan(history.length);
    expect(sent[0]!.role).toBe('user');
    expect(sent.map((message) => message.content)).toContain(history.at(-1)!.content);
  });

  it('tells the model when a meeting has no transcript yet', async () => {
    await answer({
      meetings: [meeting({ segments: [], summaryMarkdown: null, actionItems: [] })],
      messages: [user('What happened?')],
    });
    const { system } = server.requests[0]!;
    expect(system).toContain('Transcript: not available yet');
    expect(system).toContain('Summary: not written yet.');
    expect(system).toContain('Action items: not extracted yet.');
  });

  it('streams through the OpenAI and Anthropic APIs too', async () => {
    for (const provider of ['openai', 'anthropic'] as const) {
      const chunks = await answer({
        engine: chat({ provider, apiKey: 'sk-test', model: 'test-model' }),
        messages: [user('What is the list price?')],
      });
      expect(chunks.length, provider).toBeGreaterThan(2);
      expect(chunks.join(''), provider).toBe('You asked: What is the list price?. Context lines: 3');
    }
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/messages']);
  });

  it('turns a refused API key into an IntelligenceError that says what to check', async () => {
    server.enqueue({ kind: 'http', status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const error = await answer({
      engine: chat({ provider: 'openai', apiKey: 'sk-wrong', model: 'gpt-4.1-mini' }),
      messages: [user('What is the list price?')],
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(IntelligenceError);
    expect(error).toMatchObject({ reason: 'authentication', retryable: false, status: 401 });
    expect((error as Error).message).toBe(
      'Cannot answer about "Acme discovery call" with openai:gpt-4.1-mini: the provider refused the API key ' +
        '(HTTP 401: Incorrect API key provided). Check AI_API_KEY.',
    );
  });

  it('ends the answer with an error event whose message is short and names none of the provider details', async () => {
    server.enqueue({ kind: 'http', status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const events: ChatEvent[] = [];
    for await (const event of chat({ provider: 'openai', apiKey: 'sk-wrong', model: 'gpt-4.1-mini' }).answer({
      meetings: [meeting()],
      messages: [user('What is the list price?')],
      signal: new AbortController().signal,
    })) {
      events.push(event);
    }

    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      type: 'error',
      message: 'Cannot answer: the AI provider refused the API key. Check AI_API_KEY and AI_MODEL.',
      isRetryable: false,
    });
    const message = event?.type === 'error' ? event.message : '';
    expect(message).not.toMatch(/Incorrect|401|http|gpt-4\.1-mini/);
  });

  it('tells the user to ask again when the provider is down, and keeps our own refusals as they are', async () => {
    server.enqueue({
      kind: 'http',
      status: 503,
      body: { error: { message: 'upstream overloaded at 10.0.0.7' } },
    });
    const outage = await lastEvent(chat(), [user('What is the list price?')]);
    expect(outage).toMatchObject({ type: 'error', isRetryable: true });
    expect(outage.type === 'error' && outage.message).toBe(
      'Cannot answer right now: the AI provider could not be reached in time. Ask again in a moment.',
    );

    const refusal = await lastEvent(chat(), [user('Hi'), { role: 'assistant', content: 'Hello' }]);
    expect(refusal.type === 'error' && refusal.message).toBe(
      'Cannot answer: the conversation does not end with a question. Type a question and send it again.',
    );
  });

  it('turns a provider outage into a retryable IntelligenceError', async () => {
    server.enqueue({ kind: 'http', status: 500, body: { error: { message: 'The server had an error' } } });
    const error = await answer({
      meetings: [meeting(), meeting({ id: 'other', title: 'Other' })],
      messages: [user('What is the list price?')],
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(IntelligenceError);
    expect(error).toMatchObject({ reason: 'unavailable', retryable: true, status: 500 });
    expect((error as Error).message).toBe(
      'Cannot answer about 2 meetings with compatible:llama3.1:8b: the provider failed (HTTP 500: The server had an error).',
    );
  });

  it('stops promptly when the signal aborts, without an error', async () => {
    server.enqueue({ kind: 'answer', chunkDelayMs: 200 });
    const controller = new AbortController();
    const received: ChatEvent[] = [];
    const started = performance.now();
    for await (const chunk of chat().answer({
      meetings: [meeting()],
      messages: [user('What is the list price?')],
      signal: controller.signal,
    })) {
      received.push(chunk);
      controller.abort();
    }
    // The whole answer takes 9 chunks × 200 ms; the stream ended at the abort.
    expect(received).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a context too small to hold any transcript, naming AI_CONTEXT_TOKENS', async () => {
    expect(() => chat({ contextTokens: 0 })).toThrow(/AI_CONTEXT_TOKENS/);
    const error = await answer({ engine: chat({ contextTokens: 500 }), messages: [user('Price?')] }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(IntelligenceError);
    expect(error).toMatchObject({ reason: 'configuration' });
    expect((error as Error).message).toContain('AI_CONTEXT_TOKENS=500');
    expect(server.requests).toHaveLength(0);
  });
});
