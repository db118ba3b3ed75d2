import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CrmFieldToFill, MeetingContext } from '../meeting-intelligence';
import {
  CRM_CALL_PARTICIPANTS,
  CRM_CALL_SEGMENTS,
  CRM_CALL_STARTED_AT,
  CRM_CALL_TITLE,
  DEAL_FIELDS,
} from '../offline/fixtures/crm-sales-call';
import { createAiSdkIntelligence, IntelligenceError } from './index';
import { type FakeLlmServer, type RecordedRequest, startFakeLlmServer } from './testing/fake-llm-server';

let server: FakeLlmServer;

beforeAll(async () => {
  server = await startFakeLlmServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  server.requests.length = 0;
  server.answerWith = null;
});

function engine(options: { contextTokens?: number } = {}) {
  return createAiSdkIntelligence({
    provider: 'compatible',
    baseUrl: server.baseUrl,
    model: 'llama3.1:8b',
    maxRetries: 0,
    outputRetries: 1,
    mapConcurrency: 1,
    contextTokens: options.contextTokens,
  });
}

type Input = MeetingContext & { summary: string | null; fields: CrmFieldToFill[] };

function call(fields: CrmFieldToFill[], segments = CRM_CALL_SEGMENTS): Input {
  return {
    title: CRM_CALL_TITLE,
    startedAt: CRM_CALL_STARTED_AT,
    participants: CRM_CALL_PARTICIPANTS,
    segments,
    summary: null,
    fields,
  };
}

const answer = (fields: Record<string, { value: unknown; quote: string | null }>) => ({
  kind: 'text' as const,
  text: JSON.stringify({ fields }),
});

function startOf(words: string, segments = CRM_CALL_SEGMENTS): number {
  return segments.find((segment) => segment.text.includes(words))!.startMs;
}

/** The JSON schema the request asked for, entry `id`. */
function schemaEntry(
  request: RecordedRequest,
  id: string,
): { properties: { value: Record<string, unknown> } } {
  const format = request.body.response_format as {
    json_schema: { schema: { properties: { fields: { properties: Record<string, unknown> } } } };
  };
  return format.json_schema.schema.properties.fields.properties[id] as never;
}

const FIELDS = [
  DEAL_FIELDS.budget,
  DEAL_FIELDS.closeDate,
  DEAL_FIELDS.budgetConfirmed,
  DEAL_FIELDS.priority,
  DEAL_FIELDS.competitors,
  DEAL_FIELDS.dealType,
];

describe('CRM fields through the AI SDK', () => {
  it('asks for a schema built from each field type and options, and accepts valid values with their moment', async () => {
    server.enqueue(
      answer({
        f1: { value: 30000, quote: 'We have thirty thousand euros set aside for support tooling' },
        f2: { value: '2026-04-30', quote: 'We want to make a decision by the end of next month' },
        f3: { value: true, quote: 'and the budget is approved.' },
        f4: { value: 'high', quote: 'this is a top priority for our operations team this year' },
        f5: { value: 'Zendora', quote: 'To be transparent, we are also talking to Zendora.' },
        f6: { value: null, quote: null },
      }),
    );
    const { proposals } = await engine().fillCrmFields(call(FIELDS));

    expect(proposals).toEqual([
      {
        key: DEAL_FIELDS.budget.key,
        value: '30000',
        quote: 'We have thirty thousand euros set aside for support tooling',
        startMs: startOf('thirty thousand euros'),
      },
      {
        key: DEAL_FIELDS.closeDate.key,
        value: '2026-04-30T00:00:00.000Z',
        quote: 'We want to make a decision by the end of next month',
        startMs: startOf('end of next month'),
      },
      {
        key: DEAL_FIELDS.budgetConfirmed.key,
        value: 'true',
        quote: 'and the budget is approved.',
        startMs: startOf('the budget is approved'),
      },
      {
        key: DEAL_FIELDS.priority.key,
        value: 'high',
        quote: 'this is a top priority for our operations team this year',
        startMs: startOf('top priority'),
      },
      {
        key: DEAL_FIELDS.competitors.key,
        value: 'Zendora',
        quote: 'To be transparent, we are also talking to Zendora.',
        startMs: startOf('Zendora'),
      },
    ]);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.task).toBe('crmFields');
    expect(schemaEntry(request!, 'f1').properties.value).toMatchObject({ type: ['number', 'null'] });
    expect(schemaEntry(request!, 'f3').properties.value).toMatchObject({ type: ['boolean', 'null'] });
    expect(JSON.stringify(schemaEntry(request!, 'f4').properties.value)).toContain(
      '"enum":["low","medium","high"',
    );
    expect(request!.user).toContain('Date: 2026-03-10 (Tuesday)');
    expect(request!.user).toContain('f4: Priority (deal; enumeration, one)');
    expect(request!.user).toContain('Options (label → value): Low → low; Medium → medium; High → high');
    expect(request!.user).toContain('[00:02] Sam Carter: Hi Marta');
    expect(request!.system).toContain('an empty field is better than a wrong one');
  });

  it('drops an invented option, a wrong type, an invalid date and a quote that is not in the transcript', async () => {
    server.enqueue(
      answer({
        f1: { value: 'lots of money', quote: 'We have thirty thousand euros set aside for support tooling' },
        f2: { value: 'end of next month', quote: 'We want to make a decision by the end of next month' },
        f3: { value: true, quote: 'Finance has signed off on the budget.' },
        f4: { value: 'urgent', quote: 'this is a top priority for our operations team this year' },
        f5: { value: 'Zendora', quote: 'To be transparent, we are also talking to Zendora.' },
        f6: {
          value: ['newbusiness', 'existingbusiness'],
          quote: 'Hi Marta, hi Pieter, thanks for making the time.',
        },
      }),
    );
    const { proposals } = await engine().fillCrmFields(call(FIELDS));

    expect(proposals.map((proposal) => [proposal.key, proposal.value])).toEqual([
      [DEAL_FIELDS.competitors.key, 'Zendora'],
    ]);
    // One bad field does not make the model answer again.
    expect(server.requests).toHaveLength(1);
  });

  it('never asks about fields that cannot be filled, and proposes a known value again', async () => {
    server.enqueue(
      answer({
        f1: { value: 30000, quote: 'We have thirty thousand euros set aside for support tooling' },
      }),
    );
    const budget = { ...DEAL_FIELDS.budget, currentValue: '30000' };
    const { proposals } = await engine().fillCrmFields(call([DEAL_FIELDS.owner, budget]));
    expect(proposals).toEqual([]);
    expect(server.requests[0]!.user).not.toContain('Deal owner');

    const none = await engine().fillCrmFields(call([DEAL_FIELDS.owner]));
    expect(none.proposals).toEqual([]);
    const silent = await engine().fillCrmFields(call(FIELDS, []));
    expect(silent.proposals).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('asks again when the answer is not the JSON asked for, then reports the failure', async () => {
    server.enqueue(
      { kind: 'text', text: 'I think the budget is 30k.' },
      { kind: 'text', text: '{"values": []}' },
    );
    const error = await engine()
      .fillCrmFields(call(FIELDS))
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(IntelligenceError);
    expect((error as Error).message).toMatch(/Cannot fill CRM fields from meeting "Hollandia Foods/);
    expect(server.requests).toHaveLength(2);
  });
});

describe('CRM fields of a long meeting (map-reduce)', () => {
  /** A long call: talk about rollout, with the budget said early, revised late, and a competitor. */
  function longCall() {
    const texts: string[] = [];
    for (let index = 0; index < 160; index += 1) {
      texts.push(
        `Point ${index}: we went through the rollout plan, the pilot team and the onboarding steps.`,
      );
    }
    texts[10] = 'Our budget for this project is thirty thousand euros.';
    texts[80] = 'We are also talking to Zendora about the same scope.';
    texts[150] = 'Update from finance: the budget is now forty thousand euros.';
    return texts.map((text, index) => ({
      speaker: index % 2 === 0 ? 'Marta Jansen' : 'Sam Carter',
      text,
      startMs: index * 20_000,
      endMs: index * 20_000 + 18_000,
    }));
  }

  it('collects candidates per window, then asks once to settle only the fields the windows disagree on', async () => {
    const segments = longCall();
    const budgetSaid = (user: string, words: string) => user.includes(words);
    server.answerWith = (request) => {
      if (request.user.includes('<candidates>')) {
        return { fields: { f1: { value: 40000, quote: 'the budget is now forty thousand euros' } } };
      }
      const fields: Record<string, { value: unknown; quote: string | null }> = {
        f1: { value: null, quote: null },
        f2: { value: null, quote: null },
      };
      if (budgetSaid(request.user, 'thirty thousand euros')) {
        fields.f1 = { value: 30000, quote: 'Our budget for this project is thirty thousand euros.' };
      }
      if (budgetSaid(request.user, 'forty thousand euros')) {
        fields.f1 = { value: 40000, quote: 'the budget is now forty thousand euros' };
      }
      if (request.user.includes('Zendora')) {
        fields.f2 = { value: 'Zendora', quote: 'We are also talking to Zendora about the same scope.' };
      }
      return { fields };
    };
    const { proposals } = await engine({ contextTokens: 2_500 }).fillCrmFields(
      call([DEAL_FIELDS.budget, DEAL_FIELDS.competitors], segments),
    );

    const maps = server.requests.filter((request) => !request.user.includes('<candidates>'));
    const reduces = server.requests.filter((request) => request.user.includes('<candidates>'));
    expect(maps.length).toBeGreaterThanOrEqual(3);
    expect(maps[0]!.user).toMatch(/This is Part 1 of \d+, 00:00 to /);
    expect(reduces).toHaveLength(1);
    expect(server.requests.at(-1)).toBe(reduces[0]);
    // Only the disputed budget is settled, with both candidates in the order they were said.
    const reduce = reduces[0]!.user;
    expect(reduce).toContain('f1: Budget (deal; number)');
    expect(reduce).not.toContain('Competitors');
    expect(reduce.indexOf('value: 30000')).toBeLessThan(reduce.indexOf('value: 40000'));
    expect(reduce).not.toContain('<transcript>');

    expect(proposals).toEqual([
      {
        key: DEAL_FIELDS.budget.key,
        value: '40000',
        quote: 'the budget is now forty thousand euros',
        startMs: 150 * 20_000,
      },
      {
        key: DEAL_FIELDS.competitors.key,
        value: 'Zendora',
        quote: 'We are also talking to Zendora about the same scope.',
        startMs: 80 * 20_000,
      },
    ]);
  });
});
