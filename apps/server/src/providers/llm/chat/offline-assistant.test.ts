import { describe, expect, it } from 'vitest';
import type { Caller } from '../shared/caller';
import type {
  ActionItemsLookup,
  AssistantToolbox,
  MeetingSearchHit,
  MeetingSearchInput,
  UpcomingMeeting,
} from './assistant-toolbox';
import type { ChatEvent } from './meeting-chat';
import { createOfflineAssistant } from './offline-assistant';

type Calls = { name: keyof AssistantToolbox; input: unknown }[];

/** A toolbox that answers from these lists and records every lookup; the CRM and the web are never expected. */
function fakeToolbox(options: {
  hits?: MeetingSearchHit[];
  actionItems?: ActionItemsLookup;
  /** The calendar's meetings; undefined when no calendar is connected. */
  upcoming?: UpcomingMeeting[];
  calls: Calls;
  failure?: Error;
}): AssistantToolbox {
  const { calls } = options;
  const record = <T>(name: keyof AssistantToolbox, input: unknown, value: T): Promise<T> => {
    calls.push({ name, input });
    return options.failure ? Promise.reject(options.failure) : Promise.resolve(value);
  };
  const unexpected = (name: keyof AssistantToolbox) => (input: unknown) => {
    calls.push({ name, input });
    return Promise.reject(new Error(`${name} must not be called offline`));
  };
  return {
    searchMeetings: (input: MeetingSearchInput) => record('searchMeetings', input, options.hits ?? []),
    readMeeting: unexpected('readMeeting'),
    listActionItems: (input) =>
      record('listActionItems', input, options.actionItems ?? { period: null, meetings: [] }),
    listUpcomingMeetings: (input) =>
      record(
        'listUpcomingMeetings',
        input,
        options.upcoming ? { isConnected: true, result: options.upcoming } : { isConnected: false },
      ),
    searchCrm: unexpected('searchCrm'),
    readCrmRecord: unexpected('readCrmRecord'),
    searchWeb: unexpected('searchWeb'),
  };
}

/** Ada asks from Berlin, on Friday 20 November 2026 at 10:00. */
const ADA: Caller = {
  name: 'Ada Lovelace',
  email: 'ada@acme.test',
  timeZone: 'Europe/Berlin',
  isTimeZoneKnown: true,
};
const NOW = new Date('2026-11-20T09:00:00Z');

async function ask(options: {
  question: string;
  toolbox: AssistantToolbox;
  signal?: AbortSignal;
  caller?: Caller;
}): Promise<{ events: ChatEvent[]; text: string }> {
  const events: ChatEvent[] = [];
  for await (const event of createOfflineAssistant().answer({
    messages: [{ role: 'user', content: options.question }],
    toolbox: options.toolbox,
    meetingIds: [],
    now: NOW,
    caller: options.caller,
    signal: options.signal ?? new AbortController().signal,
  })) {
    events.push(event);
  }
  const text = events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
  return { events, text };
}

const toolEvents = (events: ChatEvent[]) =>
  events.filter((event) => event.type === 'tool-call' || event.type === 'tool-result');
const citations = (events: ChatEvent[]) => events.filter((event) => event.type === 'citation');

const warehouse: MeetingSearchHit = {
  meetingId: 'meeting-warehouse',
  title: 'Warehouse review — Tucson',
  startedAt: new Date('2026-11-17T15:00:00Z'),
  participants: ['Marcus Okafor', 'Lee Park'],
  moments: [
    {
      startMs: 83_000,
      speaker: 'Marcus Okafor',
      text: 'Um, our warehouse in Tucson still runs the   Zephyr scanners on firmware nine.',
    },
    { startMs: 3_725_000, speaker: null, text: 'The Zephyr scanners need the upgrade before peak season.' },
    { startMs: 3_900_000, speaker: 'Lee Park', text: 'A third Zephyr moment that is not quoted.' },
  ],
  summarySnippet: null,
};
const rollout: MeetingSearchHit = {
  meetingId: 'meeting-rollout',
  title: 'Scanner rollout plan',
  startedAt: new Date('2026-11-10T10:00:00Z'),
  participants: [],
  moments: [],
  summarySnippet: 'The Zephyr scanners ship to Denver in **March**.',
};

describe('offline assistant (no AI model)', () => {
  it('answers a question across meetings by quoting the best moments, each linked to its meeting and second', async () => {
    const calls: Calls = [];
    const { events, text } = await ask({
      question: 'Which meeting mentioned the Zephyr scanners?',
      toolbox: fakeToolbox({ hits: [warehouse, rollout], calls }),
    });
    expect(calls).toEqual([
      {
        name: 'searchMeetings',
        input: { query: 'Which meeting mentioned the Zephyr scanners?', limit: 10 },
      },
    ]);
    expect(toolEvents(events)).toEqual([
      {
        type: 'tool-call',
        toolCallId: 'offline-search_meetings',
        name: 'search_meetings',
        input: { query: 'Which meeting mentioned the Zephyr scanners?' },
      },
      {
        type: 'tool-result',
        toolCallId: 'offline-search_meetings',
        name: 'search_meetings',
        summary: 'Searched 2 meetings',
      },
    ]);
    expect(text).toContain('From **[Warehouse review — Tucson](/meetings/meeting-warehouse)** (2026-11-17):');
    expect(text).toContain(
      '> **[01:23](/meetings/meeting-warehouse?t=83) Marcus Okafor:** Our warehouse in Tucson still runs the Zephyr scanners on firmware nine.',
    );
    expect(text).toContain('> **[1:02:05](/meetings/meeting-warehouse?t=3725) Unknown speaker:**');
    // Two moments a meeting at most.
    expect(text).not.toContain('A third Zephyr moment');
    // A meeting that matched by its summary is quoted from it.
    expect(text).toContain('From **[Scanner rollout plan](/meetings/meeting-rollout)** (2026-11-10):');
    expect(text).toMatch(/> The Zephyr scanners ship to Denver in/);
    // The text comes first, then one citation per quoted moment, in the order quoted.
    expect(events.findIndex((event) => event.type === 'citation')).toBeGreaterThan(
      events.findLastIndex((event) => event.type === 'text'),
    );
    expect(citations(events)).toEqual([
      {
        type: 'citation',
        meetingId: 'meeting-warehouse',
        meetingTitle: 'Warehouse review — Tucson',
        startMs: 83_000,
        endMs: 83_000,
        speaker: 'Marcus Okafor',
        quote: 'Our warehouse in Tucson still runs the Zephyr scanners on firmware nine.',
      },
      expect.objectContaining({ meetingId: 'meeting-warehouse', startMs: 3_725_000, speaker: null }),
    ]);
  });

  it('quotes three meetings at most, the best first', async () => {
    const hits = ['a', 'b', 'c', 'd'].map((id, index) => ({
      ...warehouse,
      meetingId: `meeting-${id}`,
      title: `Call ${id.toUpperCase()}`,
      moments: [{ startMs: index * 1000, speaker: 'Lee Park', text: `Zephyr in call ${id}.` }],
    }));
    const { text, events } = await ask({
      question: 'Zephyr?',
      toolbox: fakeToolbox({ hits, calls: [] }),
    });
    expect([...text.matchAll(/From \*\*\[(Call \w)\]/g)].map((match) => match[1])).toEqual([
      'Call A',
      'Call B',
      'Call C',
    ]);
    expect(citations(events).map((event) => event.type === 'citation' && event.meetingId)).toEqual([
      'meeting-a',
      'meeting-b',
      'meeting-c',
    ]);
  });

  it('says plainly that it found nothing, and what it can find, when no meeting matches', async () => {
    const { text, events } = await ask({
      question: 'What did they say about the kumquat harvest?',
      toolbox: fakeToolbox({ hits: [], calls: [] }),
    });
    expect(text).toMatch(/^I found nothing about that in your meetings\. Without an AI model/);
    expect(citations(events)).toEqual([]);
  });

  it('names the meetings that match only by their title or a participant, after the quoted ones', async () => {
    const byTitle = { ...rollout, meetingId: 'meeting-title', title: 'Zephyr pricing', summarySnippet: null };
    const withQuotes = await ask({
      question: 'Zephyr?',
      toolbox: fakeToolbox({ hits: [byTitle, warehouse], calls: [] }),
    });
    expect(withQuotes.text).toMatch(
      /\n\nThese meetings match too, by their title or participants:\n\n- \*\*\[Zephyr pricing\]\(\/meetings\/meeting-title\)\*\* \(2026-11-10\)$/,
    );
    expect(withQuotes.text.indexOf('Warehouse review')).toBeLessThan(
      withQuotes.text.indexOf('Zephyr pricing'),
    );
    const titlesOnly = await ask({
      question: 'Zephyr?',
      toolbox: fakeToolbox({ hits: [byTitle], calls: [] }),
    });
    expect(titlesOnly.text).toBe(
      'These meetings match by their title or participants, though nothing said in them does:\n\n' +
        '- **[Zephyr pricing](/meetings/meeting-title)** (2026-11-10)',
    );
    expect(citations(titlesOnly.events)).toEqual([]);
  });

  it("keeps a meeting's own link, and sets its title, speakers and lines into the answer as words", async () => {
    const hostile: MeetingSearchHit = {
      meetingId: 'meeting-hostile',
      title: '[Open the meeting](https://evil.example/x)',
      startedAt: new Date('2026-11-17T15:00:00Z'),
      participants: [],
      moments: [
        {
          startMs: 83_000,
          speaker: '[Dana](/invite?token=abc)',
          text: 'The Zephyr price is on https://evil.example/pay, or [here](//evil.example/x) `now`.',
        },
      ],
      summarySnippet: null,
    };
    const snippet = { ...rollout, summarySnippet: 'Zephyr: see [the plan](https://evil.example/plan) <b>' };
    const named = {
      ...rollout,
      meetingId: 'meeting-named',
      title: '**[Zephyr](//evil.example)**',
      summarySnippet: null,
    };
    const { text } = await ask({
      question: 'Zephyr?',
      toolbox: fakeToolbox({ hits: [hostile, snippet, named], calls: [] }),
    });
    expect(text).toContain(
      'From **[\\[Open the meeting\\](https\\://evil.example/x)](/meetings/meeting-hostile)** (2026-11-17):',
    );
    expect(text).toContain(
      '> **[01:23](/meetings/meeting-hostile?t=83) \\[Dana\\](/invite?token=abc):** The Zephyr price is on ' +
        'https\\://evil.example/pay, or \\[here\\](//evil.example/x) \\`now\\`.',
    );
    expect(text).toContain('> Zephyr: see the plan \\<b\\>');
    expect(text).toContain(
      '- **[\\*\\*\\[Zephyr\\](//evil.example)\\*\\*](/meetings/meeting-named)** (2026-11-10)',
    );
    // The only links are the engine's own, to the meetings and their moments.
    const links = [...text.matchAll(/(?<!\\)\]\(([^)]*)\)/g)].map((match) => match[1]);
    expect(links).toEqual([
      '/meetings/meeting-hostile',
      '/meetings/meeting-hostile?t=83',
      '/meetings/meeting-rollout',
      '/meetings/meeting-named',
    ]);
    expect(text).not.toMatch(/https?:\/\//);
  });

  it('does not search for a question without a word to search for', async () => {
    const calls: Calls = [];
    const { text, events } = await ask({ question: 'What did they say?', toolbox: fakeToolbox({ calls }) });
    expect(calls).toEqual([]);
    expect(toolEvents(events)).toEqual([]);
    expect(text).toMatch(/^I found nothing about that in your meetings/);
  });

  const acmeItems: ActionItemsLookup = {
    period: null,
    meetings: [
      {
        meetingId: 'meeting-acme',
        title: 'Acme discovery call',
        startedAt: new Date('2026-11-12T15:00:00Z'),
        isProcessed: true,
        items: [
          {
            text: 'Send the revised   proposal',
            owner: 'Sam Ortiz',
            dueDate: '2026-11-14',
            done: false,
            ownership: 'someone-else',
          },
          { text: 'Book the security review', owner: 'Ada', dueDate: null, done: true, ownership: 'mine' },
          {
            text: 'Share the pilot plan',
            owner: null,
            dueDate: '2026-11-21',
            done: false,
            ownership: 'no-owner',
          },
          {
            text: 'Draft the order form',
            owner: 'Ada Lovelace',
            dueDate: '2026-11-23',
            done: false,
            ownership: 'mine',
          },
        ],
      },
      {
        meetingId: 'meeting-kickoff',
        title: 'Kickoff',
        startedAt: new Date('2026-11-01T15:00:00Z'),
        isProcessed: true,
        items: [
          { text: 'Intro the CTO', owner: 'Ada', dueDate: null, done: false, ownership: 'ambiguous' },
          { text: 'Send the deck', owner: 'Dana', dueDate: null, done: false, ownership: 'someone-else' },
        ],
      },
    ],
  };

  it.each(['What are my action items?', 'What did I promise?', 'Show my to-dos'])(
    "answers %j with the caller's own open items only, apart from those Ting cannot tie to them",
    async (question) => {
      const calls: Calls = [];
      const { text, events } = await ask({
        question,
        caller: ADA,
        toolbox: fakeToolbox({ calls, actionItems: acmeItems }),
      });
      expect(calls).toEqual([{ name: 'listActionItems', input: { limit: 20 } }]);
      expect(toolEvents(events)).toEqual([
        expect.objectContaining({
          type: 'tool-call',
          name: 'list_action_items',
          input: { owner: 'me', limit: 20 },
        }),
        expect.objectContaining({ type: 'tool-result', summary: 'Read action items of 2 meetings' }),
      ]);
      expect(text).toBe(
        [
          'Your open action items from your meetings:',
          '',
          '**[Acme discovery call](/meetings/meeting-acme)** (2026-11-12)',
          '',
          '- [ ] Draft the order form — due 2026-11-23',
          '',
          'Not counted as yours, because Ting cannot tie their owners to you:',
          '',
          '**[Acme discovery call](/meetings/meeting-acme)** (2026-11-12)',
          '',
          '- [ ] Share the pilot plan — no owner recorded, due 2026-11-21',
          '',
          '**[Kickoff](/meetings/meeting-kickoff)** (2026-11-01)',
          '',
          '- [ ] Intro the CTO — owner “Ada”, a name someone else in that meeting has too',
          '',
          '2 more open items belong to others: Dana, Sam Ortiz.',
          '',
          'You have marked 1 item of yours done.',
        ].join('\n'),
      );
      expect(text).not.toContain('revised proposal');
      expect(citations(events)).toEqual([]);
    },
  );

  it("says none is the caller's when every open item is someone else's", async () => {
    const othersOnly: ActionItemsLookup = {
      period: null,
      meetings: [{ ...acmeItems.meetings[1]!, items: [acmeItems.meetings[1]!.items[1]!] }],
    };
    const { text } = await ask({
      question: 'What did I promise?',
      caller: ADA,
      toolbox: fakeToolbox({ calls: [], actionItems: othersOnly }),
    });
    expect(text).toBe(
      'None of the open action items in your meetings is yours.\n\n1 open item belongs to others: Dana.',
    );
  });

  it("answers a question about everyone's items with each open item and its owner", async () => {
    const calls: Calls = [];
    const { text, events } = await ask({
      question: 'What did we agree to do?',
      caller: ADA,
      toolbox: fakeToolbox({ calls, actionItems: acmeItems }),
    });
    expect(toolEvents(events)[0]).toMatchObject({ input: { owner: 'anyone', limit: 20 } });
    expect(text).toBe(
      [
        'There are 5 open action items in your meetings:',
        '',
        '**[Acme discovery call](/meetings/meeting-acme)** (2026-11-12)',
        '',
        '- [ ] Send the revised proposal — Sam Ortiz, due 2026-11-14',
        '- [ ] Share the pilot plan — due 2026-11-21',
        '- [ ] Draft the order form — Ada Lovelace, due 2026-11-23',
        '',
        '**[Kickoff](/meetings/meeting-kickoff)** (2026-11-01)',
        '',
        '- [ ] Intro the CTO — Ada',
        '- [ ] Send the deck — Dana',
      ].join('\n'),
    );
  });

  it('asks for the period a question names, and says plainly when it had no meetings rather than answer for all time', async () => {
    const calls: Calls = [];
    const { text } = await ask({
      question: 'What did I promise this week?',
      caller: ADA,
      toolbox: fakeToolbox({ calls, actionItems: { period: null, meetings: [] } }),
    });
    expect(calls).toEqual([{ name: 'listActionItems', input: { period: 'this_week', limit: 20 } }]);
    expect(text).toBe(
      'You had no meetings this week (since Monday 16 November, Europe/Berlin): none that you recorded, uploaded or were invited to.',
    );
  });

  it('names the period and says it counted in UTC when the caller’s zone is unknown', async () => {
    const { text } = await ask({
      question: 'What did I promise yesterday?',
      caller: { ...ADA, timeZone: 'UTC', isTimeZoneKnown: false },
      toolbox: fakeToolbox({ calls: [], actionItems: { period: null, meetings: [acmeItems.meetings[0]!] } }),
    });
    expect(text).toMatch(
      /^Your open action items from your meetings yesterday \(Thursday 19 November, UTC\):/,
    );
    expect(text).toMatch(/_Days are counted in UTC: your time zone was not sent with the question\._$/);
  });

  it('says when the meetings of the period are still being processed', async () => {
    const { text } = await ask({
      question: 'What are my action items from today?',
      caller: ADA,
      toolbox: fakeToolbox({
        calls: [],
        actionItems: {
          period: null,
          meetings: [{ ...acmeItems.meetings[0]!, isProcessed: false, items: [] }],
        },
      }),
    });
    expect(text).toBe(
      '1 meeting of your meetings today (Friday 20 November, Europe/Berlin) is still being processed: its action items are not ready yet.',
    );
  });

  it('lists "my meetings with Acme this week" from the filters alone, and says plainly when there are none', async () => {
    const calls: Calls = [];
    const listed = await ask({
      question: 'Show my meetings with Acme this week',
      caller: ADA,
      toolbox: fakeToolbox({ calls, hits: [{ ...warehouse, title: 'Acme pilot review', moments: [] }] }),
    });
    expect(calls).toEqual([
      { name: 'searchMeetings', input: { period: 'this_week', mine: true, counterpart: 'Acme', limit: 10 } },
    ]);
    expect(listed.text).toBe(
      'Your meetings with Acme this week (since Monday 16 November, Europe/Berlin):\n\n' +
        '- **[Acme pilot review](/meetings/meeting-warehouse)** (2026-11-17) — with Marcus Okafor, Lee Park\n\n' +
        '_These are meetings that took place. For those still to come, ask for your upcoming meetings._',
    );
    const none = await ask({
      question: 'my calls with Acme yesterday',
      caller: ADA,
      toolbox: fakeToolbox({ calls: [] }),
    });
    expect(none.text).toBe(
      'You had no meetings with Acme yesterday (Thursday 19 November, Europe/Berlin): none that you recorded, uploaded or were invited to.',
    );
  });

  it('searches the words a narrowed question has beside its filters, within those meetings', async () => {
    const calls: Calls = [];
    const { text } = await ask({
      question: 'What did I say about the Zephyr scanners last week?',
      caller: ADA,
      toolbox: fakeToolbox({ calls, hits: [] }),
    });
    expect(calls).toEqual([
      {
        name: 'searchMeetings',
        input: { query: 'zephyr scanners', period: 'last_week', mine: true, limit: 10 },
      },
    ]);
    expect(text).toMatch(
      /^I found nothing about that in your meetings last week \(Monday 9 November to Sunday 15 November, Europe\/Berlin\)\./,
    );
  });

  it('shows calendar times in the caller’s zone', async () => {
    const { text } = await ask({
      question: 'What are my upcoming meetings?',
      caller: { ...ADA, timeZone: 'America/Los_Angeles' },
      toolbox: fakeToolbox({
        calls: [],
        upcoming: [
          {
            title: 'Pilot review',
            startsAt: new Date('2026-11-21T16:30:00Z'),
            endsAt: new Date('2026-11-21T17:00:00Z'),
            attendees: [],
            conferenceUrl: null,
            link: null,
          },
        ],
      }),
    });
    expect(text).toBe(
      'Your upcoming meetings:\n\n- **Pilot review**, 2026-11-21 08:30 (America/Los_Angeles)',
    );
  });

  it.each(['What are my upcoming meetings?', 'Do I have any calls tomorrow?', "What's on my calendar?"])(
    'answers %j with the upcoming calendar meetings',
    async (question) => {
      const calls: Calls = [];
      const { text, events } = await ask({
        question,
        toolbox: fakeToolbox({
          calls,
          upcoming: [
            {
              title: 'Pilot review — Helio Health',
              startsAt: new Date('2026-11-21T16:30:00Z'),
              endsAt: new Date('2026-11-21T17:00:00Z'),
              attendees: ['Maya Okafor', 'lee@acme.test'],
              conferenceUrl: 'https://meet.example/abc',
              link: null,
            },
            {
              title: 'Team standup',
              startsAt: new Date('2026-11-22T09:00:00Z'),
              endsAt: new Date('2026-11-22T09:15:00Z'),
              attendees: [],
              conferenceUrl: null,
              link: null,
            },
          ],
        }),
      });
      expect(calls).toEqual([{ name: 'listUpcomingMeetings', input: { limit: 10 } }]);
      expect(toolEvents(events).at(-1)).toMatchObject({ summary: 'Found 2 upcoming meetings' });
      expect(text).toBe(
        [
          'Your upcoming meetings:',
          '',
          '- **Pilot review — Helio Health**, 2026-11-21 16:30 UTC — with Maya Okafor, lee\\@acme.test',
          '- **Team standup**, 2026-11-22 09:00 UTC',
        ].join('\n'),
      );
    },
  );

  it('says when there is no upcoming meeting', async () => {
    const { text, events } = await ask({
      question: 'What are my upcoming meetings?',
      toolbox: fakeToolbox({ calls: [], upcoming: [] }),
    });
    expect(toolEvents(events).at(-1)).toMatchObject({ summary: 'Found 0 upcoming meetings' });
    expect(text).toBe('You have no meetings in your calendar in the next 30 days.');
  });

  it('says that no calendar is connected, and where to connect one, rather than that there is no meeting', async () => {
    const { text, events } = await ask({
      question: 'What is on my calendar this week?',
      toolbox: fakeToolbox({ calls: [] }),
    });
    expect(toolEvents(events).at(-1)).toMatchObject({ summary: 'No calendar is connected' });
    expect(text).toBe(
      'No calendar is connected, so I cannot see your upcoming meetings. Connect Google Calendar under ' +
        'Settings → Integrations, and ask me again.',
    );
  });

  it.each([
    'Search the web for news about Zephyr scanners',
    'Look up Helio Health online',
    'What is on the internet about Northbeam?',
  ])('says plainly it cannot search the web for %j, without looking anything up', async (question) => {
    const calls: Calls = [];
    const { text, events } = await ask({ question, toolbox: fakeToolbox({ calls }) });
    expect(text).toMatch(/^I cannot search the web: Ting is running without an AI model/);
    expect(calls).toEqual([]);
    expect(toolEvents(events)).toEqual([]);
  });

  it.each([
    'Which deals are closing this month in HubSpot?',
    'What is in my CRM pipeline?',
    'Which deals had a meeting last week?',
    'What stage is the Northbeam deal in?',
  ])('says plainly it cannot reason over CRM data for %j, without looking anything up', async (question) => {
    const calls: Calls = [];
    const { text, events } = await ask({ question, toolbox: fakeToolbox({ calls }) });
    expect(text).toMatch(/^I cannot reason over your CRM data without an AI model/);
    expect(calls).toEqual([]);
    expect(toolEvents(events)).toEqual([]);
  });

  it.each([
    'What did Dana say about the deal?',
    "What's the latest on the Zephyr rollout?",
    'Did they mention their website?',
    'What did they say about Google?',
    'When is the pilot closing?',
  ])(
    'searches the meetings for %j, a meeting question that names the web or a deal in passing',
    async (question) => {
      const calls: Calls = [];
      await ask({ question, toolbox: fakeToolbox({ calls, hits: [warehouse] }) });
      expect(calls.map((call) => call.name)).toEqual(['searchMeetings']);
    },
  );

  it('reports a failed lookup as one final error event and no answer text', async () => {
    const { events } = await ask({
      question: 'Which meeting mentioned the Zephyr scanners?',
      toolbox: fakeToolbox({ calls: [], failure: new Error('database unavailable') }),
    });
    expect(events.at(-1)).toMatchObject({ type: 'error', isRetryable: true });
    expect(events.some((event) => event.type === 'text')).toBe(false);
  });

  it('answers nothing once the question is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const calls: Calls = [];
    const { events } = await ask({
      question: 'What are my action items?',
      toolbox: fakeToolbox({ calls }),
      signal: controller.signal,
    });
    expect(events).toEqual([]);
    expect(calls).toEqual([]);
  });
});
