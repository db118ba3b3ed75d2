import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { meetingCrmLinks } from '../src/db/schema';
import { type FakeLlmServer, startFakeLlmServer } from '../src/providers/llm/ai-sdk/testing/fake-llm-server';
import {
  type FakeToolModel,
  startFakeToolModel,
  type ToolModelReply,
  type ToolModelRequest,
} from '../src/providers/llm/chat/testing/fake-tool-model';
import { askChat, connectChat, jsonFrames, textOf } from './chat-socket';
import { crmSyncWorld } from './crm-sync-fixtures';
import { bearer, createReadyMeeting, setActionItems } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

const WAREHOUSE_VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Lee Park>Good morning, thanks for joining the warehouse review.

00:01:23.000 --> 00:01:30.000
<v Marcus Okafor>Our warehouse in Tucson still runs the Zephyr scanners on firmware nine.
`;
const RIVAL_VTT = `WEBVTT

00:00:05.000 --> 00:00:10.000
<v Rita Globex>We replaced every Zephyr scanner in Denver last spring.
`;

/** A chat message's text, whether sent as a string or as parts. */
function textOfMessage(message: { content: unknown } | undefined): string {
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  if (Array.isArray(message.content))
    return message.content.map((part: { text?: string }) => part.text ?? '').join('');
  return '';
}

/** Every `url` in the tool results the model has been sent. */
function urlsIn(request: ToolModelRequest): string[] {
  const urls: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'url' && typeof inner === 'string') urls.push(inner);
        else walk(inner);
      }
    }
  };
  for (const result of request.toolResults.values()) walk(result);
  return urls;
}

/** A model that runs `steps` of tool calls, then answers with `answer(request)`. */
function scripted(options: {
  model: FakeToolModel;
  steps: Array<(request: ToolModelRequest) => ToolModelReply>;
  answer: (request: ToolModelRequest) => string;
}) {
  const first = options.model.requests.length;
  options.model.reply = (request, index) => {
    const step = options.steps[index - first];
    return step ? step(request) : { text: options.answer(request) };
  };
}

describe('personal assistant with an LLM that calls tools (fake OpenAI-compatible model)', () => {
  let model: FakeToolModel;
  let pipelineModel: FakeLlmServer;
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  let warehouseMeeting: string;
  let rivalMeeting: string;
  let world: Awaited<ReturnType<typeof crmSyncWorld>>;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    // The meeting pipeline (summaries, action items) gets the literal fake model; questions get this one.
    pipelineModel = await startFakeLlmServer();
    model = await startFakeToolModel({ fallbackBaseUrl: pipelineModel.baseUrl });
    t = await createTestApp({
      listen: true,
      env: { AI_PROVIDER: 'compatible', AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-tools' },
    });
    ada = await t.signUp('ada@acme.test', 'Ada');
    bob = await t.signUp('bob@globex.test', 'Bob');
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
    // A third organization, with HubSpot connected (the sandbox's portal and its deal 'Fleet team rollout').
    world = await crmSyncWorld(t);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
    await model?.close();
    await pipelineModel?.close();
  });

  const open = async (user: { accessToken: string }) => {
    const socket = await connectChat(t, user.accessToken);
    sockets.push(socket);
    return socket;
  };
  const newConversation = async (user: { accessToken: string }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/conversations',
      headers: bearer(user),
      payload: {},
    });
    return response.json().data.id as string;
  };

  it("runs the tools with the caller's organization only and cites just the moments the tools returned", async () => {
    scripted({
      model,
      steps: [
        () => ({
          toolCalls: [
            { name: 'search_meetings', input: { query: 'Zephyr scanners' } },
            // Ids from the model are never trusted: another organization's meeting is not found.
            { name: 'read_meeting', input: { meeting_id: rivalMeeting, part: 'transcript' } },
            { name: 'search_crm', input: { query: 'Fleet team rollout' } },
            { name: 'search_web', input: { query: 'Zephyr scanner firmware' } },
            { name: 'list_upcoming_meetings', input: {} },
          ],
        }),
      ],
      answer: (request) =>
        `The scanners came up in ${urlsIn(request)
          .filter((url) => url.includes('?t='))
          .map((url) => `[Warehouse review 01:23](${url})`)
          .join(
            ', ',
          )}. Also see [a guess](/meetings/${rivalMeeting}?t=5). HubSpot is not connected and web search is not configured.`,
    });
    const conversationId = await newConversation(ada);
    const socket = await open(ada);
    const before = model.requests.length;
    const frames = await askChat(
      socket,
      {
        conversationId,
        meetingIds: [],
        messages: [{ role: 'user', content: 'Who mentioned the Zephyr scanners?' }],
      },
      30_000,
    );
    expect(frames[0]).toBe('[START MSG]');
    expect(frames.at(-1)).toBe('[END MSG]');
    // The tools run side by side: their frames come as each finishes.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(jsonFrames(frames, '[TOOL]').sort(byName)).toEqual([
      { name: 'list_upcoming_meetings', label: 'No calendar is connected' },
      { name: 'read_meeting', label: 'Could not run read_meeting' },
      { name: 'search_crm', label: 'HubSpot is not connected' },
      { name: 'search_meetings', label: 'Searched 1 meeting' },
      { name: 'search_web', label: 'Web search is not configured' },
    ]);
    expect(jsonFrames(frames, '[CITE]')).toEqual([
      { kind: 'meeting', title: 'Warehouse review — Tucson', url: `/meetings/${warehouseMeeting}?t=83` },
    ]);
    expect(textOf(frames)).toContain('web search is not configured');

    // What the model was sent back: Ada's meeting, never Bob's, nor the other organization's deal.
    const second = model.requests[before + 1]!;
    const sent = JSON.stringify([...second.toolResults.values()]);
    expect(sent).toContain(warehouseMeeting);
    expect(sent).not.toContain('Globex');
    expect(sent).not.toContain('Denver');
    expect(sent).not.toContain('Fleet team rollout');
    expect(sent).toMatch(new RegExp(`Meeting ${rivalMeeting} not found`));
    // Without a calendar, the model is told so, to pass on rather than say there is no meeting.
    expect(sent).toContain('No calendar is connected for this organization');
    // The model saw the tools and today's date.
    expect(model.requests[before]!.tools.map((tool) => tool.function.name).sort()).toEqual([
      'list_action_items',
      'list_upcoming_meetings',
      'read_crm_record',
      'read_meeting',
      'search_crm',
      'search_meetings',
      'search_web',
    ]);

    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/assistant/conversations/${conversationId}`,
        headers: bearer(ada),
      })
    ).json().data;
    expect(detail.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
    expect(detail.messages[1].citations).toEqual(jsonFrames(frames, '[CITE]'));
    expect(detail.messages[1].tools).toEqual(jsonFrames(frames, '[TOOL]'));
    expect(detail.messages[1].content).toBe(textOf(frames));
  });

  it("reads HubSpot deals for a connected organization, cites the record, and never another organization's", async () => {
    const crmSteps = [
      () => ({
        toolCalls: [{ name: 'search_crm', input: { query: 'Fleet team rollout', types: ['deal'] } }],
      }),
      () => ({ toolCalls: [{ name: 'read_crm_record', input: { type: 'deal', id: world.dealId } }] }),
    ];
    const answer = (request: ToolModelRequest) =>
      `The deal: ${urlsIn(request)
        .map((url) => `[Fleet team rollout](${url})`)
        .join(' ')}`;

    scripted({ model, steps: crmSteps, answer });
    const sellerFrames = await askChat(
      await open(world.seller),
      {
        conversationId: await newConversation(world.seller),
        meetingIds: [],
        messages: [{ role: 'user', content: 'Which deals closing this month had a meeting last week?' }],
      },
      30_000,
    );
    expect(jsonFrames(sellerFrames, '[TOOL]')).toEqual([
      { name: 'search_crm', label: 'Searched HubSpot: 1 record' },
      { name: 'read_crm_record', label: 'Read deal Northbeam Logistics — Fleet team rollout' },
    ]);
    const crmCitations = jsonFrames(sellerFrames, '[CITE]').filter((citation) => citation.kind === 'crm');
    expect(crmCitations[0]).toMatchObject({ kind: 'crm', title: 'Northbeam Logistics — Fleet team rollout' });
    expect(crmCitations[0].url).toContain(world.dealId);

    // Ada's organization has no HubSpot: the same ids find nothing.
    scripted({ model, steps: crmSteps, answer });
    const before = model.requests.length;
    const adaFrames = await askChat(
      await open(ada),
      {
        conversationId: await newConversation(ada),
        meetingIds: [],
        messages: [{ role: 'user', content: 'Which deals closing this month had a meeting last week?' }],
      },
      30_000,
    );
    expect(jsonFrames(adaFrames, '[TOOL]')).toEqual([
      { name: 'search_crm', label: 'HubSpot is not connected' },
      { name: 'read_crm_record', label: 'HubSpot is not connected' },
    ]);
    expect(jsonFrames(adaFrames, '[CITE]')).toEqual([]);
    const sent = JSON.stringify(
      model.requests.slice(before).flatMap((request) => [...request.toolResults.values()]),
    );
    expect(sent).not.toContain('Fleet team rollout');
  });

  it("search_meetings narrows by participant, dates, linked company and deal, within the caller's organization", async () => {
    const link = (options: {
      organizationId: string;
      meetingId: string;
      recordType: 'company' | 'deal';
      name: string;
    }) =>
      t.database.db.insert(meetingCrmLinks).values({
        ...options,
        recordId: `${options.recordType}-${options.organizationId}`,
        foundBy: 'participant_email',
      });
    await link({
      organizationId: ada.principal.organizationId,
      meetingId: warehouseMeeting,
      recordType: 'company',
      name: 'Tucson Freight',
    });
    await link({
      organizationId: ada.principal.organizationId,
      meetingId: warehouseMeeting,
      recordType: 'deal',
      name: 'Tucson Freight — Scanner upgrade',
    });
    // Bob's organization links its meeting to a company of the same name.
    await link({
      organizationId: bob.principal.organizationId,
      meetingId: rivalMeeting,
      recordType: 'company',
      name: 'Tucson Freight',
    });
    const searches = [
      { query: 'Zephyr scanners', participant: 'dana' },
      // Bob's meeting's speaker, and a participant of none of Ada's meetings.
      { query: 'Zephyr scanners', participant: 'Rita' },
      { company: 'tucson freight' },
      // `to` is the last day included.
      { deal: 'scanner upgrade', from: '2026-11-17', to: '2026-11-17' },
      { query: 'Zephyr', from: '2026-11-18' },
      { query: 'Zephyr', to: '2026-11-16' },
    ];
    scripted({
      model,
      steps: [() => ({ toolCalls: searches.map((input) => ({ name: 'search_meetings', input })) })],
      answer: () => 'Done.',
    });
    const before = model.requests.length;
    const frames = await askChat(
      await open(ada),
      {
        conversationId: await newConversation(ada),
        meetingIds: [],
        messages: [{ role: 'user', content: 'Which meetings with Tucson Freight mentioned the scanners?' }],
      },
      30_000,
    );
    expect(frames.at(-1)).toBe('[END MSG]');
    const results = model.requests[before + 1]!.toolResults;
    const found = searches.map(
      (_, index) =>
        results.get(`call_${before}_${index}`) as Array<{ meeting_id: string; moments: unknown[] }>,
    );
    expect(found.map((hits) => hits.map((hit) => hit.meeting_id))).toEqual([
      [warehouseMeeting],
      [],
      [warehouseMeeting],
      [warehouseMeeting],
      [],
      [],
    ]);
    // The search with words quotes the moment, linked at its second.
    expect(found[0]?.[0]).toMatchObject({
      title: 'Warehouse review — Tucson',
      date: '2026-11-17',
      participants: ['Dana Buyer'],
      moments: [expect.objectContaining({ url: `/meetings/${warehouseMeeting}?t=83` })],
    });
    expect(JSON.stringify([...results.values()])).not.toContain(rivalMeeting);
  });

  it('tells the model who asks and when, in their zone, and its tools fetch only their items of that period', async () => {
    // Ada's meetings: one an hour ago (this week, wherever she is, unless the week began within the hour),
    // one three weeks ago; both with items of several owners.
    const zone = 'Europe/Berlin';
    const now = new Date();
    const monday = DateTime.fromJSDate(now, { zone }).startOf('week');
    const recent = new Date((monday.toMillis() + now.getTime()) / 2);
    const { id: thisWeek } = await createReadyMeeting(t, {
      user: ada,
      title: 'Acme pricing call',
      startedAt: recent,
      participants: [{ name: 'Dana Buyer', email: 'dana@acmecorp.test' }],
    });
    await setActionItems(t, {
      user: ada,
      meetingId: thisWeek,
      items: [
        { text: 'Send Acme the price sheet', owner: 'Ada' },
        { text: 'Loop in procurement', owner: 'Dana Buyer' },
        { text: 'Book the follow-up', owner: null },
      ],
    });
    const { id: older } = await createReadyMeeting(t, {
      user: ada,
      title: 'Acme intro',
      startedAt: new Date(monday.toMillis() - 21 * 86_400_000),
    });
    await setActionItems(t, {
      user: ada,
      meetingId: older,
      items: [{ text: 'Send the intro deck', owner: 'Ada' }],
    });

    scripted({
      model,
      steps: [
        () => ({
          toolCalls: [
            { name: 'list_action_items', input: { owner: 'me', period: 'this_week' } },
            { name: 'search_meetings', input: { mine: true, counterpart: 'Acme', period: 'this_week' } },
          ],
        }),
      ],
      answer: () => 'You promised to send Acme the price sheet.',
    });
    const before = model.requests.length;
    const frames = await askChat(
      await open(ada),
      {
        conversationId: await newConversation(ada),
        meetingIds: [],
        messages: [{ role: 'user', content: 'What did I promise this week in my meetings with Acme?' }],
        timeZone: zone,
      },
      30_000,
    );
    expect(frames.at(-1)).toBe('[END MSG]');

    // The system context names the caller, now in their zone, and the rule for whose an item is.
    const first = model.requests[before]!;
    const system = textOfMessage(first.messages.find((message) => message.role === 'system'));
    expect(system).toContain('The person asking is Ada <ada@acme.test>.');
    expect(system).toContain(
      `It is now ${DateTime.fromJSDate(now, { zone }).setLocale('en-GB').toFormat('cccc yyyy-LL-dd')}`,
    );
    expect(system).toContain('in Europe/Berlin (their time zone)');
    expect(system).toContain('list_action_items with owner="me"');
    // The tools offer owner = me and a period.
    const schema = JSON.stringify(first.tools.find((tool) => tool.function.name === 'list_action_items'));
    expect(schema).toContain('"owner"');
    expect(schema).toContain('"this_week"');
    expect(JSON.stringify(first.tools.find((tool) => tool.function.name === 'search_meetings'))).toContain(
      '"mine"',
    );

    // What the tools sent back: her item of this week as hers, the others apart or counted, no older week.
    const results = [...model.requests[before + 1]!.toolResults.values()];
    const items = results[0] as {
      period: { name: string; from: string; time_zone: string };
      meetings: Array<{
        meeting_id: string;
        my_items: unknown[];
        not_tied_to_me: unknown[];
        others_items_count: number;
      }>;
    };
    expect(items.period).toMatchObject({
      name: 'this_week',
      from: monday.toJSDate().toISOString(),
      time_zone: zone,
    });
    expect(items.meetings.map((meeting) => meeting.meeting_id)).toEqual([thisWeek]);
    expect(items.meetings[0]).toMatchObject({
      my_items: [expect.objectContaining({ text: 'Send Acme the price sheet', is_mine: true })],
      not_tied_to_me: [
        expect.objectContaining({ text: 'Book the follow-up', owner: 'no owner recorded', is_mine: false }),
      ],
      others_items_count: 1,
    });
    expect(JSON.stringify(results)).not.toContain('Loop in procurement');
    expect(JSON.stringify(results)).not.toContain('intro deck');
    expect((results[1] as Array<{ meeting_id: string }>).map((hit) => hit.meeting_id)).toEqual([thisWeek]);
  });

  it("refuses another user's conversation before the model is asked", async () => {
    const bobsConversation = await newConversation(bob);
    const before = model.requests.length;
    const frames = await askChat(
      await open(ada),
      {
        conversationId: bobsConversation,
        meetingIds: [],
        messages: [{ role: 'user', content: 'Who mentioned the Zephyr scanners?' }],
      },
      30_000,
    );
    expect(frames).toEqual([`[ERR] Conversation ${bobsConversation} not found.`]);
    expect(model.requests.length).toBe(before);
  });
});
