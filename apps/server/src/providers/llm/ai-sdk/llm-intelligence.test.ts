import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingContext } from '../meeting-intelligence';
import {
  createAiSdkIntelligence,
  createLanguageModel,
  createLlmIntelligence,
  IntelligenceError,
} from './index';
import { splitIntoWindows } from './map-reduce';
import { type FakeLlmServer, startFakeLlmServer } from './testing/fake-llm-server';

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

const STARTED_AT = new Date('2025-03-04T15:00:00Z'); // a Tuesday
const SUMMARY_PROMPT = 'Summarise for the account executive in three bullets, pricing first.';
const ACTION_ITEMS_PROMPT = 'List every action item with its owner.';

function meeting(
  lines: Array<[speaker: string | null, text: string]>,
  prompt = SUMMARY_PROMPT,
): MeetingContext & { prompt: string } {
  return {
    title: 'Acme renewal',
    startedAt: STARTED_AT,
    participants: [
      { name: 'Alice Martin', email: 'alice@seller.test' },
      { name: null, email: 'bob@acme.test' },
    ],
    segments: lines.map(([speaker, text], index) => ({
      startMs: index * 30_000,
      endMs: index * 30_000 + 28_000,
      speaker,
      text,
    })),
    prompt,
  };
}

const SHORT_MEETING = meeting([
  ['Alice', 'Thanks for joining, Bob. Let us go over the renewal.'],
  ['Bob', 'We need the price to stay under forty thousand a year.'],
  ['Alice', "I'll send the revised quote, due 2025-03-07."],
  ['Bob', "I'll check with legal about the data processing terms, due 2025-02-30."],
  ['Alice', 'Great, we agreed to meet again next week.'],
]);

/** A long call: filler talk with commitments early, in the middle and at the end. */
function longMeeting(prompt: string): MeetingContext & { prompt: string } {
  const lines: Array<[string, string]> = [];
  for (let index = 0; index < 80; index += 1) {
    const speaker = index % 2 === 0 ? 'Alice' : 'Bob';
    lines.push([speaker, `Point ${index}: we talked about rollout planning, the pilot team and onboarding.`]);
  }
  lines[5] = ['Carol', "I'll draft the pilot plan, due 2025-03-10."];
  lines[40] = ['Bob', "I'll get budget approval from finance."];
  lines[76] = ['Dave', "I'll book the kickoff, due 2025-03-20."];
  return meeting(lines, prompt);
}

function compatibleEngine(options: { contextTokens?: number; maxRetries?: number } = {}) {
  return createAiSdkIntelligence({
    provider: 'compatible',
    baseUrl: server.baseUrl,
    model: 'llama3.1:8b',
    maxRetries: options.maxRetries ?? 0,
    contextTokens: options.contextTokens,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<IntelligenceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IntelligenceError);
  return error as IntelligenceError;
}

describe('summary through the AI SDK', () => {
  it('asks an OpenAI-compatible server for a JSON-schema summary that follows the user prompt', async () => {
    const engine = compatibleEngine();
    const { markdown } = await engine.summarise(SHORT_MEETING);

    expect(engine.engine).toBe('compatible:llama3.1:8b');
    expect(markdown).toContain(`Instruction: ${SUMMARY_PROMPT}`);
    expect(markdown).toContain('Read 5 transcript lines.');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.body.model).toBe('llama3.1:8b');
    expect(request!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'meeting_summary', schema: { properties: { markdown: { type: 'string' } } } },
    });
    expect(request!.system).toContain('You are a sales meeting assistant.');
    expect(request!.system).toContain('Never invent');
    expect(request!.user).toContain(`<instruction>\n${SUMMARY_PROMPT}\n</instruction>`);
    expect(request!.user).toContain("[01:00] Alice: I'll send the revised quote, due 2025-03-07.");
    expect(request!.user).toContain('Participants: Alice Martin <alice@seller.test>, bob@acme.test');
  });

  it('uses OpenAI Chat Completions with strict structured output and the API key', async () => {
    const engine = createAiSdkIntelligence({
      provider: 'openai',
      apiKey: 'sk-test-123',
      baseUrl: server.baseUrl,
      model: 'gpt-4.1-mini',
      maxRetries: 0,
    });
    const { markdown } = await engine.summarise(SHORT_MEETING);

    expect(engine.engine).toBe('openai:gpt-4.1-mini');
    expect(markdown).toContain(SUMMARY_PROMPT);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-123');
    expect(request!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'meeting_summary', strict: true },
    });
  });

  it('speaks the Anthropic Messages API', async () => {
    const engine = createAiSdkIntelligence({
      provider: 'anthropic',
      apiKey: 'sk-ant-test',
      baseUrl: server.baseUrl,
      model: 'claude-sonnet-4-5',
      maxRetries: 0,
    });
    const { markdown } = await engine.summarise(SHORT_MEETING);

    expect(engine.engine).toBe('anthropic:claude-sonnet-4-5');
    expect(markdown).toContain(SUMMARY_PROMPT);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/messages');
    expect(request!.headers['x-api-key']).toBe('sk-ant-test');
    expect(request!.system).toContain('You are a sales meeting assistant.');
    expect(request!.task).toBe('summary');
  });

  it('reads the answer from the JSON tool call of Anthropic models without native structured output', async () => {
    const engine = createAiSdkIntelligence({
      provider: 'anthropic',
      apiKey: 'sk-ant-test',
      baseUrl: server.baseUrl,
      model: 'claude-3-haiku-20240307',
      maxRetries: 0,
    });
    const { items } = await engine.extractActionItems(SHORT_MEETING);

    expect(items.map((item) => item.owner)).toEqual(['Alice', 'Bob']);
    const [request] = server.requests;
    expect(request!.body.tools).toBeDefined();
    expect(request!.body.output_config).toBeUndefined();
  });

  it('answers without calling the model when the transcript is empty', async () => {
    const engine = compatibleEngine();
    const empty = meeting([['Alice', '   ']]);

    expect((await engine.summarise(empty)).markdown).toMatch(/no transcript/);
    expect((await engine.extractActionItems(empty)).items).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('action items through the AI SDK', () => {
  it('returns validated items with owners, keeps real due dates and drops impossible ones', async () => {
    const { items } = await compatibleEngine().extractActionItems({
      ...SHORT_MEETING,
      prompt: ACTION_ITEMS_PROMPT,
    });

    expect(items).toEqual([
      { text: "I'll send the revised quote.", owner: 'Alice', dueDate: '2025-03-07' },
      { text: "I'll check with legal about the data processing terms.", owner: 'Bob', dueDate: null },
    ]);
    const [request] = server.requests;
    expect(request!.task).toBe('actionItems');
    expect(request!.user).toContain('Date: 2025-03-04 (Tuesday)');
    expect(request!.user).toContain(ACTION_ITEMS_PROMPT);
    expect(request!.system).toContain('Resolve relative dates');
  });

  it('asks again when the answer is not valid JSON, then succeeds', async () => {
    server.enqueue({ kind: 'text', text: 'Sure! Here are the items: {items: [' });
    const { items } = await compatibleEngine().extractActionItems(SHORT_MEETING);

    expect(items).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.system).not.toContain('previous answer could not be read');
    expect(server.requests[1]!.system).toContain('previous answer could not be read');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    server.enqueue({
      kind: 'text',
      text: '```json\n{"items": [{"text": "Call Bob", "owner": "Alice", "dueDate": null}]}\n```',
    });
    const { items } = await compatibleEngine().extractActionItems(SHORT_MEETING);

    expect(items).toEqual([{ text: 'Call Bob', owner: 'Alice', dueDate: null }]);
  });

  it('gives up with a clear error after repeated invalid answers', async () => {
    server.enqueue(
      { kind: 'text', text: 'not json' },
      { kind: 'text', text: '{"items": "none"}' },
      { kind: 'text', text: '{"items": [{"text": "x"}]}' },
    );
    const error = await failureOf(compatibleEngine().extractActionItems(SHORT_MEETING));

    expect(server.requests).toHaveLength(3);
    expect(error.reason).toBe('invalid-output');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('Cannot extract action items from meeting "Acme renewal"');
    expect(error.message).toContain('AI_MODEL');
  });
});

describe('map-reduce over long transcripts', () => {
  it('takes notes on several windows, then writes the summary from them in one call', async () => {
    const engine = compatibleEngine({ contextTokens: 1_800 });
    const { markdown } = await engine.summarise(longMeeting(SUMMARY_PROMPT));

    const tasks = server.requests.map((request) => request.task);
    const notesCalls = tasks.filter((task) => task === 'notes').length;
    expect(notesCalls).toBeGreaterThanOrEqual(3);
    expect(tasks).toEqual([...Array(notesCalls).fill('notes'), 'summary']);
    expect(server.requests[0]!.user).toMatch(new RegExp(`This is Part 1 of ${notesCalls}, 00:00 to `));
    expect(markdown).toContain(`Instruction: ${SUMMARY_PROMPT}`);
    expect(markdown).toContain('notes lines');
    const reduce = server.requests.at(-1)!;
    expect(reduce.user).toContain('<notes>');
    expect(reduce.user).not.toContain('<transcript>');
    // Every request fits the context (4 characters a token).
    for (const request of server.requests) {
      expect((request.system.length + request.user.length) / 4).toBeLessThan(1_800);
    }
  });

  it('collects action items from different windows with their timestamps, each once', async () => {
    const engine = compatibleEngine({ contextTokens: 1_800 });
    const { items } = await engine.extractActionItems(longMeeting(ACTION_ITEMS_PROMPT));

    const tasks = server.requests.map((request) => request.task);
    expect(tasks.at(-1)).toBe('actionItems');
    expect(tasks.filter((task) => task === 'actionItems')).toHaveLength(1);
    expect(tasks.filter((task) => task === 'notes').length).toBeGreaterThanOrEqual(3);
    expect(items).toEqual([
      { text: "I'll draft the pilot plan.", owner: 'Carol', dueDate: '2025-03-10' },
      { text: "I'll get budget approval from finance.", owner: 'Bob', dueDate: null },
      { text: "I'll book the kickoff.", owner: 'Dave', dueDate: '2025-03-20' },
    ]);
    // Segment 5 starts at 2:30, 40 at 20:00, 76 at 38:00; the notes keep those times.
    const reduce = server.requests.at(-1)!;
    expect(reduce.user).toContain("- [02:30] Carol: I'll draft the pilot plan. (due 2025-03-10)");
    expect(reduce.user).toContain("- [20:00] Bob: I'll get budget approval from finance.");
    expect(reduce.user).toContain("- [38:00] Dave: I'll book the kickoff. (due 2025-03-20)");
  });

  it('merges notes first when they are too long for one reduce call', async () => {
    const lines: Array<[string, string]> = [];
    for (let index = 0; index < 120; index += 1) {
      lines.push([`Person${index}`, `I'll follow up on open question number ${index} with the team.`]);
    }
    const engine = compatibleEngine({ contextTokens: 1_500 });
    const { items } = await engine.extractActionItems(meeting(lines, ACTION_ITEMS_PROMPT));

    const merges = server.requests.filter(
      (request) => request.task === 'notes' && request.user.includes('<notes>'),
    );
    expect(merges.length).toBeGreaterThan(0);
    expect(server.requests.at(-1)!.task).toBe('actionItems');
    expect(items[0]).toMatchObject({ owner: 'Person0' });
  });

  it('reads a short transcript in one call', async () => {
    await compatibleEngine({ contextTokens: 8_000 }).summarise(SHORT_MEETING);
    expect(server.requests.map((request) => request.task)).toEqual(['summary']);
  });

  it('splits windows that fit the budget and cover the whole transcript', () => {
    const { segments } = longMeeting(SUMMARY_PROMPT);
    const windows = splitIntoWindows({ segments, windowTokens: 300 });
    expect(windows.length).toBeGreaterThan(3);
    const covered = new Set(windows.flat());
    expect(covered.size).toBe(segments.length);
  });
});

describe('provider failures', () => {
  it('does not retry a refused API key and names AI_API_KEY', async () => {
    server.enqueue({
      kind: 'http',
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    });
    const engine = createAiSdkIntelligence({
      provider: 'openai',
      apiKey: 'sk-wrong',
      baseUrl: server.baseUrl,
      model: 'gpt-4.1-mini',
      maxRetries: 2,
    });
    const error = await failureOf(engine.summarise(SHORT_MEETING));

    expect(server.requests).toHaveLength(1);
    expect(error.retryable).toBe(false);
    expect(error.reason).toBe('authentication');
    expect(error.status).toBe(401);
    expect(error.message).toContain('AI_API_KEY');
    expect(error.message).toContain('Incorrect API key provided');
    expect(error.message).toContain('Cannot summarise meeting "Acme renewal" with openai:gpt-4.1-mini');
  });

  it('reports an unknown model as not retryable, naming AI_MODEL', async () => {
    server.enqueue({
      kind: 'http',
      status: 404,
      body: { error: { message: 'model "llama9" not found, try pulling it first', type: 'not_found_error' } },
    });
    const error = await failureOf(compatibleEngine().summarise(SHORT_MEETING));

    expect(error.retryable).toBe(false);
    expect(error.message).toContain('AI_MODEL');
    expect(error.message).toContain('llama3.1:8b');
  });

  it('rejects a bad request as not retryable', async () => {
    server.enqueue({
      kind: 'http',
      status: 400,
      body: { error: { message: 'response_format is not supported' } },
    });
    const error = await failureOf(compatibleEngine().summarise(SHORT_MEETING));

    expect(error.retryable).toBe(false);
    expect(error.reason).toBe('invalid-request');
    expect(error.message).toContain('response_format is not supported');
  });

  it('retries a server error, then reports it as retryable', async () => {
    const failure = {
      kind: 'http',
      status: 500,
      body: { error: { message: 'boom' } },
      headers: { 'retry-after-ms': '1' },
    };
    server.enqueue(failure as never, failure as never);
    const error = await failureOf(compatibleEngine({ maxRetries: 1 }).summarise(SHORT_MEETING));

    expect(server.requests).toHaveLength(2);
    expect(error.retryable).toBe(true);
    expect(error.reason).toBe('unavailable');
    expect(error.status).toBe(500);
  });

  it('recovers when a retry after a server error succeeds', async () => {
    server.enqueue({
      kind: 'http',
      status: 503,
      body: { error: { message: 'busy' } },
      headers: { 'retry-after-ms': '1' },
    });
    const { markdown } = await compatibleEngine({ maxRetries: 1 }).summarise(SHORT_MEETING);

    expect(markdown).toContain(SUMMARY_PROMPT);
    expect(server.requests).toHaveLength(2);
  });

  it('reports a rate limit as retryable', async () => {
    server.enqueue({ kind: 'http', status: 429, body: { error: { message: 'Rate limit reached' } } });
    const error = await failureOf(compatibleEngine().summarise(SHORT_MEETING));

    expect(error.reason).toBe('rate-limited');
    expect(error.retryable).toBe(true);
  });

  it('reports a model that does not answer in time as retryable', async () => {
    server.enqueue({ kind: 'answer', delayMs: 1_000 });
    const engine = createAiSdkIntelligence({
      provider: 'compatible',
      baseUrl: server.baseUrl,
      model: 'llama3.1:8b',
      maxRetries: 0,
      timeoutMs: 50,
    });
    const error = await failureOf(engine.summarise(SHORT_MEETING));

    expect(error.reason).toBe('unavailable');
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('did not answer in time');
  });

  it('reports an unreachable server as retryable, naming AI_BASE_URL', async () => {
    const closed = await startFakeLlmServer();
    await closed.close();
    const engine = createAiSdkIntelligence({
      provider: 'compatible',
      baseUrl: closed.baseUrl,
      model: 'llama3.1:8b',
      maxRetries: 0,
    });
    const error = await failureOf(engine.summarise(SHORT_MEETING));

    expect(error.retryable).toBe(true);
    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain('AI_BASE_URL');
  });
});

describe('configuration', () => {
  it('needs an API key for OpenAI and Anthropic', () => {
    expect(() => createLanguageModel({ provider: 'openai', model: 'gpt-4.1-mini' })).toThrow(/AI_API_KEY/);
    expect(() =>
      createLanguageModel({ provider: 'anthropic', apiKey: ' ', model: 'claude-sonnet-4-5' }),
    ).toThrow(/AI_API_KEY/);
  });

  it('needs a valid base URL for a compatible server, but no key', () => {
    expect(() => createLanguageModel({ provider: 'compatible', model: 'llama3.1' })).toThrow(/AI_BASE_URL/);
    expect(() =>
      createLanguageModel({ provider: 'compatible', baseUrl: 'localhost:11434', model: 'x' }),
    ).toThrow(/AI_BASE_URL/);
    expect(() =>
      createLanguageModel({
        provider: 'compatible',
        baseUrl: 'http://localhost:11434/v1',
        model: 'llama3.1',
      }),
    ).not.toThrow();
  });

  it('needs a model name', () => {
    expect(() => createLanguageModel({ provider: 'openai', apiKey: 'k', model: '' })).toThrow(/AI_MODEL/);
  });

  it('rejects a context too small to hold any transcript', async () => {
    const engine = createLlmIntelligence({
      model: createLanguageModel({ provider: 'compatible', baseUrl: server.baseUrl, model: 'tiny' }),
      engineName: 'compatible:tiny',
      contextTokens: 600,
    });
    const error = await failureOf(engine.summarise(longMeeting(SUMMARY_PROMPT)));

    expect(error.reason).toBe('configuration');
    expect(error.message).toContain('AI_CONTEXT_TOKENS=600');
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a context size that is not a positive whole number', () => {
    const model = createLanguageModel({ provider: 'compatible', baseUrl: server.baseUrl, model: 'tiny' });
    expect(() => createLlmIntelligence({ model, engineName: 'x', contextTokens: 0 })).toThrow(
      /AI_CONTEXT_TOKENS/,
    );
  });
});
