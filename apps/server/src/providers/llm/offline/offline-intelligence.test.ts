import { DEFAULT_PROMPTS } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import type { MeetingContext } from '../meeting-intelligence';
import { checkInMeeting } from './fixtures/check-in-meeting';
import {
  PILOT_CALL_PARTICIPANTS,
  PILOT_CALL_SEGMENTS,
  PILOT_CALL_STARTED_AT,
  PILOT_CALL_TITLE,
} from './fixtures/pilot-negotiation-call';
import {
  SALES_CALL_ACTION_ITEMS,
  SALES_CALL_DECISIONS,
  SALES_CALL_NON_DECISIONS,
  SALES_CALL_PARTICIPANTS,
  SALES_CALL_SEGMENTS,
  SALES_CALL_STARTED_AT,
  SALES_CALL_TITLE,
} from './fixtures/sales-call-45min';
import { syntheticTranscript } from './fixtures/synthetic-transcript';
import { createOfflineIntelligence, OFFLINE_ENGINE } from './index';
import { salesTopics } from './keyword-scoring';
import {
  NO_ACTION_ITEMS_MESSAGE,
  NO_DECISIONS_MESSAGE,
  NO_KEY_POINTS_MESSAGE,
  TOO_SHORT_MESSAGE,
} from './summary-markdown';

const engine = createOfflineIntelligence({ timeZone: 'America/Chicago' });

const SALES_CALL: MeetingContext & { prompt: string } = {
  title: SALES_CALL_TITLE,
  startedAt: SALES_CALL_STARTED_AT,
  participants: SALES_CALL_PARTICIPANTS,
  segments: SALES_CALL_SEGMENTS,
  prompt: DEFAULT_PROMPTS.summary,
};

/** The body of a `## Heading` section, up to the next heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  if (start < 0) return '';
  const rest = markdown.slice(start + heading.length + 4);
  const end = rest.search(/\n## /);
  return end < 0 ? rest : rest.slice(0, end);
}

function bullets(text: string): string[] {
  return text.split('\n').filter((line) => line.startsWith('- '));
}

const meeting = (lines: Array<[speaker: string | null, text: string]>) =>
  checkInMeeting(lines, SALES_CALL_STARTED_AT);

describe('the offline engine on a 45-minute sales call', () => {
  it('is named "offline"', () => {
    expect(engine.engine).toBe('offline');
    expect(OFFLINE_ENGINE).toBe('offline');
  });

  it('the fixture is a realistic 45-minute call of 6,000 words or more', () => {
    const words = SALES_CALL_SEGMENTS.reduce((total, segment) => total + segment.text.split(/\s+/).length, 0);
    expect(words).toBeGreaterThanOrEqual(6_000);
    expect(SALES_CALL_SEGMENTS.at(-1)!.endMs).toBeLessThanOrEqual(45 * 60_000);
    expect(SALES_CALL_SEGMENTS.at(-1)!.endMs).toBeGreaterThan(44 * 60_000);
    expect(new Set(SALES_CALL_SEGMENTS.map((segment) => segment.speaker)).size).toBe(5);
  });

  it('finds every known action item with its owner and due date, and few others', async () => {
    const { items } = await engine.extractActionItems({
      ...SALES_CALL,
      prompt: DEFAULT_PROMPTS.action_items,
    });
    for (const expected of SALES_CALL_ACTION_ITEMS) {
      const match = items.find(
        (item) =>
          item.owner === expected.owner &&
          item.dueDate === expected.dueDate &&
          expected.mentions.test(item.text),
      );
      expect(
        match,
        `${expected.owner ?? 'nobody'}: ${expected.mentions} by ${expected.dueDate}`,
      ).toBeDefined();
    }
    expect(items.length).toBeLessThanOrEqual(SALES_CALL_ACTION_ITEMS.length + 2);
  });

  it('writes tasks as short imperatives, not whole sentences', async () => {
    const { items } = await engine.extractActionItems(SALES_CALL);
    expect(items.map((item) => item.text)).toContain('Send the revised proposal over to Dana Whitfield');
    for (const item of items) {
      expect(item.text).toMatch(/^[A-Z]/);
      expect(item.text.split(' ').length).toBeLessThanOrEqual(19);
      expect(item.text).not.toMatch(/\b(?:um|uh|I'll|by Friday)\b/);
    }
  });

  it('lists the known decisions and none of the look-alikes', async () => {
    const { markdown } = await engine.summarise(SALES_CALL);
    const decisions = section(markdown, 'Decisions');
    for (const decision of SALES_CALL_DECISIONS) expect(decisions).toContain(decision);
    for (const lookAlike of SALES_CALL_NON_DECISIONS) expect(decisions).not.toContain(lookAlike);
  });

  it('writes Overview, Key points, Decisions and Next steps in order, and no engine note', async () => {
    const { markdown } = await engine.summarise(SALES_CALL);
    const positions = ['## Overview', '## Key points', '## Decisions', '## Next steps'].map((heading) =>
      markdown.indexOf(heading),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The meeting page says which engine wrote the summary, beside it: once is enough.
    expect(markdown).not.toMatch(/offline engine|AI provider/i);
    expect(markdown.trimEnd().split('\n').at(-1)).toMatch(/^- \*\*/);
  });

  it('names the meeting, its length and people in the overview, with two or three quotes', async () => {
    const { markdown } = await engine.summarise(SALES_CALL);
    const overview = section(markdown, 'Overview');
    expect(overview).toContain('45-minute meeting with Alex Rivera, Dana Whitfield');
    expect(overview).toContain('Main topics:');
    const quotes = overview.split('\n').filter((line) => line.includes('“'));
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    expect(quotes.length).toBeLessThanOrEqual(3);
  });

  it('gives 5 to 8 timestamped key points that include pricing and security', async () => {
    const { markdown } = await engine.summarise(SALES_CALL);
    const points = bullets(section(markdown, 'Key points'));
    expect(points.length).toBeGreaterThanOrEqual(5);
    expect(points.length).toBeLessThanOrEqual(8);
    for (const point of points) expect(point).toMatch(/^- \[\d\d:\d\d\] /);
    expect(points.some((point) => /pric|\$\d/i.test(point))).toBe(true);
    expect(points.some((point) => /security|SOC 2/i.test(point))).toBe(true);
    for (const point of bullets(section(markdown, 'Decisions'))) expect(point).toMatch(/^- \[\d\d:\d\d\] /);
  });

  it('lists the action items as next steps with owner and due date', async () => {
    const { markdown } = await engine.summarise(SALES_CALL);
    const nextSteps = bullets(section(markdown, 'Next steps'));
    expect(nextSteps).toContain(
      '- **Alex Rivera**: Send the revised proposal over to Dana Whitfield (due Fri 2026-11-20)',
    );
    expect(nextSteps.some((line) => line.startsWith('- **Unassigned**: Get a security review call'))).toBe(
      true,
    );
  });

  it('gives the same output for the same input', async () => {
    expect((await engine.summarise(SALES_CALL)).markdown).toBe((await engine.summarise(SALES_CALL)).markdown);
  });
});

/** Lines at the times given (seconds), each said in five seconds. */
function timed(
  lines: Array<[at: number, speaker: string, text: string]>,
): MeetingContext & { prompt: string } {
  return {
    title: 'Discovery call',
    startedAt: SALES_CALL_STARTED_AT,
    participants: [],
    segments: lines.map(([at, speaker, text]) => ({
      startMs: at * 1000,
      endMs: at * 1000 + 5_500,
      speaker,
      text,
    })),
    prompt: '',
  };
}

/** The 25-second discovery call a new rep uploaded (e2e/fixtures/discovery-call.vtt). */
const SHORT_CALL = timed([
  [1, 'Sam Seller', 'Thanks for joining, Dana. How do you handle renewals today?'],
  [6.5, 'Dana Buyer', 'Spreadsheets, mostly. We miss follow-ups and our budget is tight this year.'],
  [13.5, 'Sam Seller', "Understood. I'll send the revised proposal by Friday."],
  [19.5, 'Dana Buyer', 'Great. We agreed to start a pilot with the Chicago team.'],
]);

/** A pilot negotiation: a pain that is about time (not money), a price, and a decision said three times. */
const PILOT_CALL = timed([
  [0, 'Priya Shah', 'Hi Maya, hi Ben, thanks for making the time today.'],
  [5, 'Maya Okafor', 'The biggest problem is still documentation time for our clinical teams.'],
  [
    10,
    'Maya Okafor',
    'Our nurses at the Back Bay clinic spend close to two hours a shift on notes after the shift.',
  ],
  [
    20,
    'Ben Lindqvist',
    'Your proposal for the whole network was thirty-six thousand dollars a year, which is too much for now.',
  ],
  [30, 'Priya Shah', 'For a pilot with two clinics for three months, that comes to nine thousand dollars.'],
  [
    40,
    'Ben Lindqvist',
    'Nine thousand is within my discretionary budget, so I would not need board approval.',
  ],
  [50, 'Maya Okafor', 'Our compliance team will ask where the recordings are stored and who can see them.'],
  [
    60,
    'Alex Morgan',
    'Recordings stay in a US region and are encrypted at rest, with access through single sign-on.',
  ],
  [
    70,
    'Priya Shah',
    'So, to summarise: we agreed to start a pilot with the Back Bay and Cambridge clinics for three months, at nine thousand dollars.',
  ],
  [80, 'Maya Okafor', "Yes, we agreed to start a pilot on that basis. Let's do it."],
  [90, 'Ben Lindqvist', 'Agreed from my side, as long as legal is happy with the terms.'],
]);

describe('the offline summary says only what a rep would keep', () => {
  it('quotes no greetings or acknowledgements, in key points or overview', async () => {
    const { markdown } = await engine.summarise(SHORT_CALL);
    expect(markdown).not.toMatch(/Thanks for joining|Understood|Spreadsheets, mostly/);
    expect(section(markdown, 'Key points').trim()).toBe(NO_KEY_POINTS_MESSAGE);
    expect(section(markdown, 'Overview')).toContain('We miss follow-ups and our budget is tight this year.');
  });

  it('gives a call under a minute its length in seconds', async () => {
    const { markdown } = await engine.summarise(SHORT_CALL);
    expect(section(markdown, 'Overview')).toContain(
      '**Discovery call**: a 25-second meeting with Sam Seller',
    );
    const long = await engine.summarise(SALES_CALL);
    expect(section(long.markdown, 'Overview')).toContain(': a 45-minute meeting with');
  });

  it('labels a point with a topic only when the sentence is about it, such as money for a budget', async () => {
    const { markdown } = await engine.summarise(PILOT_CALL);
    const nurses = bullets(section(markdown, 'Key points')).find((point) =>
      point.includes('two hours a shift'),
    );
    expect(nurses).toBeDefined();
    expect(nurses).not.toMatch(/\*\*(?:Budget|Pricing)\*\*/);
    expect(salesTopics('Our nurses spend close to two hours a shift on notes.')).toEqual([]);
    expect(salesTopics('You get quotes from the dispatchers in the report.')).toEqual([]);
    expect(salesTopics('We spend about $40,000 a year on exception handling.')).toContain('budget');
    expect(salesTopics('The proposal was thirty-six thousand dollars a year.')).toContain('pricing');
  });

  it('lists a decision once, however often it is confirmed, and quotes it only under Decisions', async () => {
    const { markdown } = await engine.summarise(PILOT_CALL);
    expect(bullets(section(markdown, 'Decisions'))).toEqual([
      '- [01:10] Priya Shah: To summarise: we agreed to start a pilot with the Back Bay and Cambridge clinics for three months, at nine thousand dollars.',
    ]);
    expect(markdown.match(/we agreed to start a pilot/gi)).toHaveLength(1);
  });
});

describe('the offline summary’s key facts', () => {
  it('states the price, the decision maker, competitors, dates, pain and risks, as the chat answers them', async () => {
    const { markdown } = await engine.summarise({
      title: PILOT_CALL_TITLE,
      startedAt: PILOT_CALL_STARTED_AT,
      participants: PILOT_CALL_PARTICIPANTS,
      segments: PILOT_CALL_SEGMENTS,
      prompt: DEFAULT_PROMPTS.summary,
    });
    const facts = bullets(section(markdown, 'Key facts'));
    expect(facts.map((fact) => fact.match(/^- \*\*([^*]+)\*\*/)?.[1])).toEqual([
      'Price and budget',
      'Other figures',
      'Decision maker',
      'Competitors',
      'Timeline',
      'Pain',
      'Risks',
    ]);
    expect(facts[0]).toContain('**$9,000** for the pilot');
    expect(facts[2]).toContain('**Ben Lindqvist**');
    expect(facts[3]).toBe('- **Competitors**: **Cliniscribe**');
    expect(facts[4]).toContain('**1 April 2026** for the pilot');
    expect(facts[6]).toMatch(/legal review/);
    expect(markdown.indexOf('## Key facts')).toBeLessThan(markdown.indexOf('## Key points'));
  });

  it('leaves the section out when the meeting states none of them', async () => {
    const { markdown } = await engine.summarise(
      meeting(
        Array.from({ length: 12 }, (_, index): [string, string] => [
          index % 2 === 0 ? 'Sam' : 'Kim',
          `The warehouse in zone ${index} handled more pallets, mostly for the grocery accounts.`,
        ]),
      ),
    );
    expect(markdown).not.toContain('## Key facts');
  });
});

describe('the offline engine and prompts', () => {
  it('gives exactly three key points when asked for three bullets', async () => {
    const { markdown } = await engine.summarise({ ...SALES_CALL, prompt: 'Summarise in three bullets.' });
    expect(bullets(section(markdown, 'Key points'))).toHaveLength(3);
  });

  it('gives fewer key points and a shorter overview when asked to be brief', async () => {
    const normal = await engine.summarise(SALES_CALL);
    const brief = await engine.summarise({ ...SALES_CALL, prompt: 'Keep it brief, bullet points only.' });
    expect(bullets(section(brief.markdown, 'Key points')).length).toBeLessThan(
      bullets(section(normal.markdown, 'Key points')).length,
    );
    expect(
      section(brief.markdown, 'Overview')
        .split('\n')
        .filter((line) => line.includes('“')),
    ).toHaveLength(2);
  });

  it('leaves timestamps out when asked to', async () => {
    const { markdown } = await engine.summarise({ ...SALES_CALL, prompt: 'No timestamps please.' });
    for (const point of bullets(section(markdown, 'Key points'))) expect(point).not.toMatch(/\[\d\d:\d\d\]/);
  });

  it('ignores instructions it cannot follow, for summaries and action items alike', async () => {
    const plain = await engine.summarise({ ...SALES_CALL, prompt: '' });
    const french = await engine.summarise({
      ...SALES_CALL,
      prompt: 'Write it in French, focus on objections.',
    });
    expect(french.markdown).toBe(plain.markdown);
    const items = await engine.extractActionItems({ ...SALES_CALL, prompt: 'Only list my items.' });
    expect(items).toEqual(await engine.extractActionItems({ ...SALES_CALL, prompt: '' }));
  });
});

describe('the offline engine on long and odd transcripts', () => {
  it('handles a 60-minute, 9,000-word transcript in well under a second', async () => {
    const segments = syntheticTranscript({ words: 9_000, durationMs: 60 * 60_000 });
    const input = { ...SALES_CALL, segments };
    await engine.summarise(meeting([['A', 'Warm up the regular expressions once.']]));
    const started = performance.now();
    const { markdown } = await engine.summarise(input);
    const { items } = await engine.extractActionItems(input);
    const elapsedMs = performance.now() - started;
    expect(elapsedMs).toBeLessThan(1_000);
    expect(bullets(section(markdown, 'Key points')).length).toBe(8);
    expect(items.length).toBeGreaterThan(0);
  });

  it('handles a three-hour transcript, with hours in its timestamps', async () => {
    const segments = syntheticTranscript({ words: 27_000, durationMs: 3 * 60 * 60_000 });
    const started = performance.now();
    const { markdown } = await engine.summarise({ ...SALES_CALL, segments });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(section(markdown, 'Key points')).toMatch(/\[\d:\d\d:\d\d\]/);
  });

  it('says an empty transcript is too short to summarise', async () => {
    const input = meeting([]);
    const { markdown } = await engine.summarise(input);
    expect(markdown).toContain(`## Overview\n\n${TOO_SHORT_MESSAGE}`);
    expect((await engine.extractActionItems(input)).items).toEqual([]);
  });

  it('still lists the commitment of a very short call', async () => {
    const input = meeting([
      ['Alex', "I'll send the proposal by Friday."],
      ['Dana', 'Great, thanks.'],
    ]);
    const { markdown } = await engine.summarise(input);
    expect(markdown).toContain(TOO_SHORT_MESSAGE);
    expect(markdown).toContain('- **Alex**: Send the proposal (due Fri 2026-11-20)');
  });

  it('says so when a meeting has no decisions or action items', async () => {
    const chat = meeting(
      Array.from({ length: 12 }, (_, index): [string, string] => [
        index % 2 === 0 ? 'Sam' : 'Kim',
        `The warehouse in zone ${index} handled more pallets this month than last month, mostly for the grocery accounts.`,
      ]),
    );
    const { markdown } = await engine.summarise(chat);
    expect(section(markdown, 'Decisions').trim()).toBe(NO_DECISIONS_MESSAGE);
    expect(section(markdown, 'Next steps').trim()).toBe(NO_ACTION_ITEMS_MESSAGE);
  });

  it('works without speaker names', async () => {
    const input = {
      ...SALES_CALL,
      participants: [],
      segments: SALES_CALL_SEGMENTS.map((s) => ({ ...s, speaker: null })),
    };
    const { markdown } = await engine.summarise(input);
    expect(markdown).not.toContain('null');
    expect(bullets(section(markdown, 'Key points')).length).toBeGreaterThanOrEqual(5);
    const { items } = await engine.extractActionItems(input);
    expect(items.some((item) => /revised proposal/.test(item.text) && item.dueDate === '2026-11-20')).toBe(
      true,
    );
  });

  it('escapes Markdown in what people said', async () => {
    const { markdown } = await engine.summarise(
      meeting([
        ['Alex', 'The *enterprise* plan costs $50 per user and includes <script>alert(1)</script> support.'],
        ['Dana', 'The [pricing](http://evil.example) for the enterprise plan is too high for our budget.'],
        ['Alex', 'We can discuss the enterprise pricing and the budget again next week with your team.'],
        ['Dana', 'Fine, the enterprise pricing and the budget are the two topics for next week then.'],
      ]),
    );
    expect(markdown).not.toMatch(/(?<!\\)<script/);
    expect(markdown).not.toMatch(/(?<!\\)\]\(http/);
    expect(markdown).toContain('\\*enterprise\\*');
  });
});

describe('the offline engine and time zones', () => {
  const lateEvening = {
    ...meeting([
      ['Alex', "I'll send the proposal tomorrow."],
      ['Dana', 'Thanks.'],
    ]),
    startedAt: new Date('2026-11-18T02:00:00Z'),
  };

  it('resolves relative dates on the calendar day of the configured time zone', async () => {
    const inUtc = await createOfflineIntelligence().extractActionItems(lateEvening);
    const inChicago = await createOfflineIntelligence({ timeZone: 'America/Chicago' }).extractActionItems(
      lateEvening,
    );
    expect(inUtc.items[0]!.dueDate).toBe('2026-11-19');
    expect(inChicago.items[0]!.dueDate).toBe('2026-11-18');
  });

  it('refuses an unknown time zone when created', () => {
    expect(() => createOfflineIntelligence({ timeZone: 'Mars/Olympus' })).toThrow(
      /unknown time zone "Mars\/Olympus"/,
    );
  });

  it('leaves due dates out when the meeting has no valid start', async () => {
    const { items } = await engine.extractActionItems({ ...lateEvening, startedAt: new Date(Number.NaN) });
    expect(items).toEqual([{ text: 'Send the proposal', owner: 'Alex', dueDate: null }]);
  });
});
