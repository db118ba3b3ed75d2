import { describe, expect, it } from 'vitest';
import { echoFromAWorker, holdEveryWorkerSlot } from '../../../threads/testing/worker-slots';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import {
  PILOT_CALL_PARTICIPANTS,
  PILOT_CALL_SEGMENTS,
  PILOT_CALL_STARTED_AT,
  PILOT_CALL_TITLE,
} from '../offline/fixtures/pilot-negotiation-call';
import {
  SALES_CALL_PARTICIPANTS,
  SALES_CALL_SEGMENTS,
  SALES_CALL_STARTED_AT,
  SALES_CALL_TITLE,
} from '../offline/fixtures/sales-call-45min';
import { syntheticTranscript } from '../offline/fixtures/synthetic-transcript';
import { formatTimestamp } from '../shared/transcript-format';
import type { ChatEvent, ChatMeeting, ChatTurn, TranscriptMatch } from './meeting-chat';
import { composeOfflineAnswer, createOfflineChat } from './offline-chat';

function line(startMs: number, speaker: string | null, text: string): TranscriptSegment {
  return { startMs, endMs: startMs + 5_000, speaker, text };
}

function smallTalk(fromMs: number, count: number): TranscriptSegment[] {
  return Array.from({ length: count }, (_, index) =>
    line(
      fromMs + index * 20_000,
      index % 2 === 0 ? 'Sam Ortiz' : 'Dana Lee',
      `Chatting about the weather, item ${index}.`,
    ),
  );
}

function meeting(overrides: Partial<ChatMeeting> = {}): ChatMeeting {
  return {
    id: 'acme',
    title: 'Acme discovery call',
    startedAt: new Date('2026-03-10T15:00:00Z'),
    participants: [{ name: 'Dana Lee', email: 'dana@acme.test' }],
    segments: [
      ...smallTalk(0, 30),
      line(724_000, 'Dana Lee', 'So, um, the list price is $45 per seat per month.'),
      ...smallTalk(730_000, 30),
      line(3_723_000, 'Sam Ortiz', 'We can hold that price for two years if you sign this quarter.'),
      ...smallTalk(3_730_000, 10),
    ],
    summaryMarkdown: '## Summary\n\n- Acme wants 40 seats.',
    actionItems: [
      { text: 'Send the revised proposal', owner: 'Sam Ortiz', dueDate: '2026-03-13', done: false },
      { text: 'Book the security review', owner: null, dueDate: null, done: true },
    ],
    ...overrides,
  };
}

const salesCall: ChatMeeting = {
  id: 'northwind',
  title: SALES_CALL_TITLE,
  startedAt: SALES_CALL_STARTED_AT,
  participants: SALES_CALL_PARTICIPANTS,
  segments: SALES_CALL_SEGMENTS,
  summaryMarkdown: null,
  actionItems: [],
};

function ask(
  question: string,
  meetings: ChatMeeting[] = [meeting()],
  previousQuestion: string | null = null,
  matches?: TranscriptMatch[],
) {
  return composeOfflineAnswer({ meetings, query: { question, previousQuestion }, matches });
}

function globexMeeting(): ChatMeeting {
  return meeting({
    id: 'globex',
    title: 'Globex renewal',
    segments: [
      ...smallTalk(0, 10),
      line(200_000, 'Hank Scorpio', 'Our price increase is capped at five percent.'),
    ],
  });
}

/** What the database's search finds for "price" in `meeting()` and `globexMeeting()`, best first. */
const PRICE_MATCHES: TranscriptMatch[] = [
  { meetingId: 'acme', index: 30, score: 0.1 },
  { meetingId: 'globex', index: 10, score: 0.1 },
  { meetingId: 'acme', index: 61, score: 0.09 },
];

/** The quoted moments: blockquotes, each one moment (a question and its reply share one). */
function moments(answer: string): string[] {
  return answer.split('\n\n').filter((paragraph) => paragraph.startsWith('> **['));
}

/** The answer's text chunks; an error event is thrown as its cause, the error the engine logs. */
async function collect(events: AsyncIterable<ChatEvent>): Promise<string[]> {
  const all: string[] = [];
  for await (const event of events) {
    if (event.type === 'error') throw event.cause;
    if (event.type === 'text') all.push(event.text);
  }
  return all;
}

const user = (content: string): ChatTurn => ({ role: 'user', content });

describe('offline chat answers', () => {
  it('answers a pricing question with the sum said, then quotes the moments cleaned of fillers', () => {
    const answer = ask('What did they say about pricing?');
    expect(
      answer.startsWith('The amount said: **$45** per seat per month as the list price (Dana Lee).'),
    ).toBe(true);
    expect(answer).toContain('> **[12:04] Dana Lee:** The list price is $45 per seat per month.');
    expect(answer).toContain('> **[1:02:03] Sam Ortiz:** We can hold that price for two years');
    expect(answer).not.toContain('weather');
  });

  it('quotes two to four moments of a real call, each at the time it was said', () => {
    const answer = ask('What did they say about pricing?', [salesCall]);
    const quoted = moments(answer);
    expect(quoted.length).toBeGreaterThanOrEqual(2);
    expect(quoted.length).toBeLessThanOrEqual(4);

    const listPrice = SALES_CALL_SEGMENTS.find((segment) => segment.text.includes('List price is $45'))!;
    expect(answer).toContain(`> **[${formatTimestamp(listPrice.startMs)}] ${listPrice.speaker}:**`);
    // Every quoted timestamp belongs to a segment of that speaker that holds the quoted words.
    for (const match of answer.matchAll(/> \*\*\[([\d:]+)\] ([^:]+):\*\* (\S+ \S+ \S+)/g)) {
      const [, at, speaker, opening] = match as unknown as [string, string, string, string];
      const source = SALES_CALL_SEGMENTS.find(
        (segment) => formatTimestamp(segment.startMs) === at && segment.speaker === speaker,
      );
      expect(source, `${at} ${speaker}`).toBeDefined();
      expect(source!.text.toLowerCase()).toContain(opening.toLowerCase().replace(/[.,]$/, ''));
    }
  });

  it('quotes the reply along with a matching question', () => {
    const segments = [
      ...smallTalk(0, 10),
      line(300_000, 'Sam Ortiz', 'What does onboarding look like?'),
      line(305_000, 'Dana Lee', 'Two weeks with a named engineer.'),
      ...smallTalk(310_000, 10),
    ];
    const answer = ask('Tell me about onboarding', [meeting({ segments })]);
    expect(answer).toContain(
      '> **[05:00] Sam Ortiz:** What does onboarding look like?\n>\n> **[05:05] Dana Lee:** Two weeks with a named engineer.',
    );
  });

  it('answers a follow-up without words of its own from the previous question', () => {
    const answer = ask('Who said that?', [meeting()], 'What is the list price?');
    expect(answer).toContain('[12:04] Dana Lee:');
  });

  it('answers a request for the summary with the stored summary, or says it is not ready', () => {
    expect(ask('Can you give me a recap?')).toBe(
      'Here is the summary of **Acme discovery call**:\n\n## Summary\n\n- Acme wants 40 seats.',
    );
    const pending = ask('Summarize the meeting', [meeting({ summaryMarkdown: null, actionItems: [] })]);
    expect(pending).toContain('The summary of **Acme discovery call** is not ready yet');
    // A summary "of" a subject is a search: the stored summary would not answer it.
    expect(ask('Summarize what they said about the price')).toContain('[12:04] Dana Lee:');
  });

  it('lists the action items with owner, due date and done state', () => {
    const answer = ask('What are the next steps?');
    expect(answer).toBe(
      [
        'Here are the action items of **Acme discovery call**:',
        '',
        '- [ ] Send the revised proposal — Sam Ortiz, due 2026-03-13',
        '- [x] Book the security review',
      ].join('\n'),
    );
    expect(ask('Any action items?', [meeting({ actionItems: [] })])).toBe(
      'No action items were found in **Acme discovery call**.',
    );
    expect(ask('List the to-dos', [meeting({ actionItems: [], summaryMarkdown: null })])).toContain(
      'not ready yet',
    );
  });

  it('says honestly that nothing matched and how to ask instead', () => {
    const answer = ask('What did they say about kubernetes?');
    expect(answer).toContain(
      'I found nothing about kubernetes in the transcript of **Acme discovery call**.',
    );
    expect(answer).toContain('a name');
    expect(moments(answer)).toEqual([]);
    expect(ask('Hmm?')).toContain(
      'Nothing in the transcript of **Acme discovery call** matches your question.',
    );
  });

  it('says the transcript is not ready when the meeting has none yet', () => {
    const answer = ask('What about pricing?', [meeting({ segments: [] })]);
    expect(answer).toContain('The transcript of **Acme discovery call** is not ready yet');
    expect(moments(answer)).toEqual([]);
  });

  it('names the meeting of each moment when several meetings are asked about', () => {
    const globex = globexMeeting();
    const pending = meeting({ id: 'initech', title: 'Initech intro', segments: [] });
    const answer = ask('What about the price?', [meeting(), globex, pending], null, PRICE_MATCHES);

    expect(answer.startsWith('Here is what was said about the price:')).toBe(true);
    const acmeAt = answer.indexOf('From **Acme discovery call**:');
    const globexAt = answer.indexOf('From **Globex renewal**:');
    expect(acmeAt).toBeGreaterThan(0);
    expect(globexAt).toBeGreaterThan(acmeAt);
    expect(answer.indexOf('[12:04] Dana Lee:')).toBeGreaterThan(acmeAt);
    expect(answer.indexOf('[03:20] Hank Scorpio:')).toBeGreaterThan(globexAt);
    expect(answer).toContain(
      '_The transcript of **Initech intro** is not ready yet, so it was not searched._',
    );
  });

  it('sets titles, speakers, lines, questions and action items into answers as words, never as links', () => {
    const hostile = meeting({
      title: '[Open the meeting](https://evil.example/x)',
      segments: [
        ...smallTalk(0, 5),
        line(
          724_000,
          '*Dana* <b>',
          'The price is on https://evil.example/pay and [here](//evil.example/x) or `/invite?token=abc`.',
        ),
        ...smallTalk(730_000, 5),
      ],
      actionItems: [
        {
          text: 'Open [the deck](https://evil.example/deck)',
          owner: 'www.evil.example',
          dueDate: null,
          done: false,
        },
      ],
    });
    const answers = [
      ask('What is the price?', [hostile]),
      ask('What about the [price](https://evil.example/q)?', [hostile]),
      ask('What about the price?', [hostile, globexMeeting()], null, [
        { meetingId: 'acme', index: 5, score: 1 },
      ]),
      ask('What are the action items?', [hostile]),
      ask('What about the price?', [meeting({ title: '<img src=x onerror=alert(1)>', segments: [] })]),
    ];
    for (const answer of answers) {
      // Past the engine's own timestamps and task boxes, no unescaped bracket (so no link or image), no
      // autolink, no HTML.
      const words = answer.replace(/\[\d+(?::\d{2})+\] /g, '').replace(/^- \[[ x]\] /gm, '');
      expect(words).not.toMatch(/(^|[^\\])[[\]<]/);
      expect(answer).not.toMatch(/https?:\/\/|www\.evil/);
    }
    expect(answers[0]).toContain('Said in **\\[Open the meeting\\](https\\://evil.example/x)**:');
    expect(answers[0]).toContain(
      '\\*Dana\\* \\<b\\>:** The price is on https\\://evil.example/pay and \\[here\\](//evil.example/x) or \\`/invite?token=abc\\`.',
    );
    expect(answers[3]).toContain(
      '- [ ] Open \\[the deck\\](https\\://evil.example/deck) — www\\.evil.example',
    );
  });
});

const pilotCall: ChatMeeting = {
  id: 'helio',
  title: PILOT_CALL_TITLE,
  startedAt: PILOT_CALL_STARTED_AT,
  participants: PILOT_CALL_PARTICIPANTS,
  segments: PILOT_CALL_SEGMENTS,
  summaryMarkdown: null,
  actionItems: [],
};

describe('offline chat answers that answer (issue 15)', () => {
  it('gives the pilot price a rep asks for, first in a sentence, then where it was said', () => {
    const answer = ask('What did they say about pricing?', [pilotCall]);
    const [lead] = answer.split('\n\n');
    expect(lead).toContain('**$9,000** for the pilot (Priya Shah)');
    const said = PILOT_CALL_SEGMENTS.find((segment) => segment.text.includes('nine thousand dollars, and'))!;
    expect(answer).toContain(`> **[${formatTimestamp(said.startMs)}] Priya Shah:** Understood. For a pilot`);
  });

  it('finds the decision maker in a buyer who needs no board approval', () => {
    const answer = ask('Who is the decision maker?', [pilotCall]);
    expect(answer.startsWith('**Ben Lindqvist** appears to be the decision maker:')).toBe(true);
    expect(answer).toContain('Ben Lindqvist:** Nine thousand is within my discretionary budget');
  });

  it('names legal and security among the risks, quoting where each came up', () => {
    const answer = ask('What are the risks?', [pilotCall]);
    expect(answer.split('\n\n')[0]).toMatch(
      /\*\*legal review\*\*.*\*\*security and compliance\*\*|\*\*security and compliance\*\*.*\*\*legal review\*\*/,
    );
    expect(answer).toContain('before legal will look at anything');
    expect(answer).toContain('Our compliance team will ask where the recordings are stored');
  });

  it('cites each moment of a typed answer right after quoting it, in the order said', async () => {
    const events: ChatEvent[] = [];
    for await (const event of createOfflineChat().answer({
      meetings: [pilotCall],
      messages: [user('Who else are they talking to?')],
      signal: new AbortController().signal,
    })) {
      events.push(event);
    }
    const said = PILOT_CALL_SEGMENTS.find((segment) => segment.text.includes('Cliniscribe'))!;
    expect(events.filter((event) => event.type === 'citation')).toEqual([
      {
        type: 'citation',
        meetingId: 'helio',
        startMs: said.startMs,
        endMs: said.endMs,
        speaker: 'Ben Lindqvist',
        quote:
          'To be transparent, we are also talking to Cliniscribe. Their price per clinician is higher, but they already have an agreement with our health system.',
      },
    ]);
  });

  it('quotes a long line from the sentence that answers', () => {
    const filler = 'We went through the onboarding plan for the clinics in some detail. '.repeat(8);
    const segments = [line(0, 'Priya Shah', `${filler}The pilot comes to nine thousand dollars in total.`)];
    const answer = ask('How much is the pilot?', [meeting({ segments })]);
    expect(answer).toContain('> **[00:00] Priya Shah:** …The pilot comes to nine thousand dollars in total.');
  });

  it('falls back to the matching moments when the transcript holds no answer of the type', () => {
    const segments = [...smallTalk(0, 10), line(300_000, 'Dana Lee', 'Kubernetes runs all of our clinics.')];
    expect(ask('Who else is on kubernetes?', [meeting({ segments })])).toContain('[05:00] Dana Lee:');
    expect(ask('What did they say about pricing?', [meeting({ segments })])).toContain(
      'I found nothing about pricing in the transcript of **Acme discovery call**.',
    );
  });
});

describe('offline chat answers to questions of no known type', () => {
  it('states the reply to the matching question asked in the call before quoting it', () => {
    const segments = [
      ...smallTalk(0, 10),
      line(300_000, 'Dana Lee', 'Business continuity. What are your recovery objectives?'),
      line(305_000, 'Sam Ortiz', 'Recovery time objective four hours, recovery point objective one hour.'),
      ...smallTalk(310_000, 10),
    ];
    const [lead] = ask('What are the recovery objectives?', [meeting({ segments })]).split('\n\n');
    expect(lead).toBe(
      '**Sam Ortiz** said: recovery time objective four hours, recovery point objective one hour.',
    );
  });

  it('leaves a greeting out of the answer, even one naming who the question names', () => {
    const segments = [
      line(0, 'Sam Ortiz', 'Hi Dana, thanks for making the time to plan your leave today.'),
      ...smallTalk(5_000, 10),
      line(300_000, 'Dana Lee', 'I am on leave from May fourth. I will be back on the eighteenth.'),
      ...smallTalk(310_000, 10),
    ];
    const [lead] = ask('What did Dana say about her leave?', [meeting({ segments })]).split('\n\n');
    expect(lead).toMatch(/^\*\*Dana Lee\*\* said: they are on leave from May fourth/);
    expect(lead).not.toContain('making the time');
  });

  it('states the sentence of a matching moment that holds the question words', () => {
    const segments = [
      ...smallTalk(0, 10),
      line(
        300_000,
        'Dana Lee',
        'Good question. We run QuickBooks Online for accounting across all branches.',
      ),
      ...smallTalk(310_000, 10),
    ];
    const [lead] = ask('Which accounting system do they run?', [meeting({ segments })]).split('\n\n');
    expect(lead).toContain('**Dana Lee** said: they run QuickBooks Online for accounting');
  });
});

describe('offline chat answers over several meetings', () => {
  it('quotes only the lines the database matched, never searching the transcripts together itself', () => {
    const onlyGlobex = ask('What about the price?', [meeting(), globexMeeting()], null, [PRICE_MATCHES[1]!]);
    expect(moments(onlyGlobex)).toEqual([
      '> **[03:20] Hank Scorpio:** Our price increase is capped at five percent.',
    ]);
  });

  it('says it found nothing when the database matched nothing, as for one meeting', () => {
    for (const matches of [[], undefined]) {
      expect(ask('What about the price?', [meeting(), globexMeeting()], null, matches)).toBe(
        'I found nothing about the price in the transcripts of **Acme discovery call** and **Globex renewal**. ' +
          'I can only find words that were said in the meeting, so try asking with one of them: ' +
          'a name, a company, a product, a figure or a date.',
      );
    }
  });

  it('searches a single transcript itself, whatever matches come with it', () => {
    const pending = meeting({ id: 'initech', title: 'Initech intro', segments: [] });
    expect(ask('What about the price?', [meeting(), pending], null, [])).toContain('[12:04] Dana Lee:');
  });
});

describe('createOfflineChat', () => {
  it('streams the answer in several small chunks that join into the whole answer', async () => {
    const chat = createOfflineChat();
    expect(chat.engine).toBe('offline');
    const chunks = await collect(
      chat.answer({
        meetings: [meeting()],
        messages: [
          user('What is the price?'),
          { role: 'assistant', content: 'Earlier answer.' },
          user('And who said it?'),
        ],
        signal: new AbortController().signal,
      }),
    );
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(ask('And who said it?', [meeting()], 'What is the price?'));
  });

  it('stops streaming once the signal aborts, without an error', async () => {
    const chat = createOfflineChat();
    const controller = new AbortController();
    const received: ChatEvent[] = [];
    for await (const chunk of chat.answer({
      meetings: [salesCall],
      messages: [user('What did they say about pricing?')],
      signal: controller.signal,
    })) {
      received.push(chunk);
      if (received.length === 2) controller.abort();
    }
    expect(received).toHaveLength(2);

    const aborted = AbortSignal.abort();
    expect(
      await collect(chat.answer({ meetings: [salesCall], messages: [user('Pricing?')], signal: aborted })),
    ).toEqual([]);
  });

  it('cites each quoted moment right after the text that quotes it', async () => {
    const events: ChatEvent[] = [];
    for await (const event of createOfflineChat().answer({
      meetings: [meeting()],
      messages: [user('What did they say about pricing?')],
      signal: new AbortController().signal,
    })) {
      events.push(event);
    }
    const citations = events.filter((event) => event.type === 'citation');
    expect(citations).toEqual([
      {
        type: 'citation',
        meetingId: 'acme',
        startMs: 724_000,
        endMs: 729_000,
        speaker: 'Dana Lee',
        quote: 'The list price is $45 per seat per month.',
      },
      {
        type: 'citation',
        meetingId: 'acme',
        startMs: 3_723_000,
        endMs: 3_728_000,
        speaker: 'Sam Ortiz',
        quote: 'We can hold that price for two years if you sign this quarter.',
      },
    ]);
    for (const citation of citations) {
      const textBefore = events
        .slice(0, events.indexOf(citation))
        .map((event) => (event.type === 'text' ? event.text : ''))
        .join('');
      expect(textBefore).toContain(
        `[${formatTimestamp(citation.startMs)}] ${citation.speaker}:** ${citation.quote}`,
      );
    }
  });

  it('cites nothing when it answers with the stored summary or action items', async () => {
    for (const question of ['Can you give me a recap?', 'What are the next steps?']) {
      const types = new Set<string>();
      for await (const event of createOfflineChat().answer({
        meetings: [meeting()],
        messages: [user(question)],
        signal: new AbortController().signal,
      })) {
        types.add(event.type);
      }
      expect([...types], question).toEqual(['text']);
    }
  });

  it('refuses a conversation that does not end with a question', async () => {
    const chat = createOfflineChat();
    await expect(
      collect(
        chat.answer({
          meetings: [meeting()],
          messages: [user('Hi'), { role: 'assistant', content: 'Hello' }],
          signal: new AbortController().signal,
        }),
      ),
    ).rejects.toMatchObject({ name: 'IntelligenceError', reason: 'invalid-request' });
  });
});

describe('createOfflineChat on a long transcript', () => {
  // Over 128k characters: answered on a worker thread, which takes a few hundred milliseconds to start.
  const longCall: ChatMeeting = {
    ...salesCall,
    id: 'long',
    segments: syntheticTranscript({ words: 40_000, durationMs: 4 * 3_600_000 }),
  };

  it('gives on a worker thread exactly the answer and citations given inline', {
    timeout: 30_000,
  }, async () => {
    for (const question of [
      'What did they decide?',
      'What is the timeline?',
      'What about the SOC 2 report?',
    ]) {
      const events: ChatEvent[] = [];
      for await (const event of createOfflineChat().answer({
        meetings: [longCall],
        messages: [user(question)],
        signal: new AbortController().signal,
      })) {
        events.push(event);
      }
      const text = events.map((event) => (event.type === 'text' ? event.text : '')).join('');
      expect(text, question).toBe(ask(question, [longCall]));
      expect(events.filter((event) => event.type === 'citation').length, question).toBeGreaterThan(0);
    }
  });

  /** Every event of the answer to a question about the long call. */
  async function everyEventOfLongCall(signal: AbortSignal): Promise<ChatEvent[]> {
    const events: ChatEvent[] = [];
    for await (const event of createOfflineChat().answer({
      meetings: [longCall],
      messages: [user('What did they decide?')],
      signal,
    })) {
      events.push(event);
    }
    return events;
  }

  it('stops without an answer or an error when the signal aborts while it reads', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    expect(await everyEventOfLongCall(controller.signal)).toEqual([]);
  });

  it('stops at once when the signal aborts while it waits for a free thread, and holds no thread after', {
    timeout: 30_000,
  }, async () => {
    const busy = await holdEveryWorkerSlot();
    const controller = new AbortController();
    const answering = everyEventOfLongCall(controller.signal);
    setTimeout(() => controller.abort(), 20);
    // Every thread is still busy: the answer ends without waiting for one.
    expect(await answering).toEqual([]);

    await Promise.all(busy.map((worker) => worker.terminate()));
    // A thread started for the abandoned answer would wait for its segments for minutes, holding its slot.
    expect(await echoFromAWorker(7)).toBe(7);
  });
});

describe('offline chat: "what did I promise" for the caller (issue 28)', () => {
  const sam = {
    name: 'Sam Ortiz',
    email: 'sam@ting.test',
    timeZone: 'America/Los_Angeles',
    isTimeZoneKnown: true,
  };
  const items: ChatMeeting['actionItems'] = [
    { text: 'Send the revised proposal', owner: 'Sam Ortiz', dueDate: '2026-03-13', done: false },
    { text: 'Share the security questionnaire', owner: 'Dana Lee', dueDate: null, done: false },
    { text: 'Book the pilot kickoff', owner: null, dueDate: null, done: false },
    { text: 'Loop in legal', owner: 'sam', dueDate: null, done: true },
  ];
  // Tuesday 10 March 2026, 11:00 in Los Angeles: the meeting (08:00 there) took place this week.
  const now = new Date('2026-03-10T18:00:00Z');
  const askAs = (question: string, meetings = [meeting({ actionItems: items })], caller = sam) =>
    composeOfflineAnswer({ meetings, query: { question, previousQuestion: null }, asking: { caller, now } });

  it("lists only the caller's open items, and the ones with no owner apart, never claimed", () => {
    expect(askAs('What did I promise?')).toBe(
      [
        'Your open action items from **Acme discovery call**:',
        '',
        '**Acme discovery call**',
        '',
        '- [ ] Send the revised proposal — due 2026-03-13',
        '',
        'Not counted as yours, because Ting cannot tie its owner to you:',
        '',
        '**Acme discovery call**',
        '',
        '- [ ] Book the pilot kickoff — no owner recorded',
        '',
        '1 more open item belongs to others: Dana Lee.',
        '',
        'You have marked 1 item of yours done.',
      ].join('\n'),
    );
  });

  it("says none is the caller's when they own nothing in the meeting", () => {
    const dana = { ...sam, name: 'Dana Lee', email: 'dana@acme.test' };
    const answer = askAs('What are my action items?', [meeting({ actionItems: [items[0]!] })], dana);
    expect(answer).toBe(
      'None of the open action items in **Acme discovery call** is yours.\n\n1 open item belongs to others: Sam Ortiz.',
    );
  });

  it('keeps to the period named, in the caller’s zone, and says so when the meeting was not in it', () => {
    expect(askAs('What did I promise this week?')).toMatch(
      /^Your open action items from \*\*Acme discovery call\*\*, this week \(since Monday 9 March, America\/Los_Angeles\):/,
    );
    expect(askAs('What did I promise last week?')).toBe(
      'No meeting here took place last week (Monday 2 March to Sunday 8 March, America/Los_Angeles): ' +
        '**Acme discovery call** on 2026-03-10. So nothing in it was promised then.',
    );
    // In UTC, unknown zone: said so.
    const utc = { ...sam, timeZone: 'UTC', isTimeZoneKnown: false };
    expect(askAs('What did I promise yesterday?', undefined, utc)).toMatch(
      /^No meeting here took place yesterday \(Monday 9 March, UTC\)[\s\S]*_Days are counted in UTC: your time zone was not sent with the question\._$/,
    );
  });

  it('answers as before when the caller is not known (an evaluation run)', () => {
    expect(
      composeOfflineAnswer({
        meetings: [meeting({ actionItems: items })],
        query: { question: 'What are my action items?', previousQuestion: null },
      }),
    ).toContain('Share the security questionnaire');
  });

  it('streams the caller’s items through createOfflineChat', async () => {
    const chunks = await collect(
      createOfflineChat().answer({
        meetings: [meeting({ actionItems: items })],
        messages: [{ role: 'user', content: 'What did I promise?' }],
        caller: sam,
        now,
        signal: new AbortController().signal,
      }),
    );
    const text = chunks.join('');
    expect(text).toContain('Send the revised proposal');
    expect(text).not.toContain('Share the security questionnaire —');
  });
});
