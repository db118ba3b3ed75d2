import { describe, expect, it } from 'vitest';
import {
  PILOT_CALL_PARTICIPANTS,
  PILOT_CALL_SEGMENTS,
  PILOT_CALL_STARTED_AT,
  PILOT_CALL_TITLE,
} from '../fixtures/pilot-negotiation-call';
import {
  SALES_CALL_PARTICIPANTS,
  SALES_CALL_SEGMENTS,
  SALES_CALL_STARTED_AT,
  SALES_CALL_TITLE,
} from '../fixtures/sales-call-45min';
import type { QuestionType } from './question-type';
import { answerByType, type QuestionMeeting } from './typed-answer';

const PILOT_CALL: QuestionMeeting = {
  title: PILOT_CALL_TITLE,
  startedAt: PILOT_CALL_STARTED_AT,
  participants: PILOT_CALL_PARTICIPANTS,
  segments: PILOT_CALL_SEGMENTS,
};

const DISCOVERY_CALL: QuestionMeeting = {
  title: SALES_CALL_TITLE,
  startedAt: SALES_CALL_STARTED_AT,
  participants: SALES_CALL_PARTICIPANTS,
  segments: SALES_CALL_SEGMENTS,
};

type Typed = Exclude<QuestionType, 'summary' | 'actionItems' | 'general'>;

function answer(type: Typed, question: string, meeting: QuestionMeeting = PILOT_CALL) {
  const typed = answerByType({ type, meeting, question });
  if (!typed) throw new Error(`No ${type} answer to "${question}"`);
  const moments = typed.evidence.map((evidence) => meeting.segments[evidence.segmentIndex]!.text);
  return { lead: typed.lead, moments };
}

describe('typed answers on a pilot negotiation', () => {
  it('answers a pricing question with the sums said and what each is for', () => {
    const { lead, moments } = answer('money', 'What did they say about pricing?');
    expect(lead).toContain('**$9,000** for the pilot (Priya Shah)');
    expect(lead).toContain('**$36,000** a year for the proposal (Ben Lindqvist)');
    expect(moments.some((text) => text.includes('That comes to nine thousand dollars'))).toBe(true);
    // An agenda line names pricing and says nothing of it.
    expect(moments.some((text) => text.includes('walk through the pilot scope and pricing'))).toBe(false);
  });

  it('puts the sum for what the question names first', () => {
    expect(answer('money', 'How much is the pilot?').lead).toMatch(
      /^The amounts said: \*\*\$9,000\*\* for the pilot/,
    );
  });

  it('names the decision maker from what they said of themselves, and the others involved', () => {
    const { lead, moments } = answer('people', 'Who is the decision maker?');
    expect(lead).toBe(
      '**Ben Lindqvist** appears to be the decision maker: nine thousand is within their discretionary budget, ' +
        'so they would not need board approval for it. Also involved: **the board**.',
    );
    expect(moments[0]).toContain('I would not need board approval');
  });

  it('names the decision maker others name, with their role', () => {
    const { lead } = answer('people', 'Who is the decision maker?', DISCOVERY_CALL);
    expect(lead).toMatch(
      /^The decision appears to rest with \*\*Raj \(CFO\)\*\*: their CFO, Raj, signs anything over fifty thousand a year/,
    );
    expect(lead).toContain('the IT security team');
  });

  it('lists who spoke when asked who was on the call', () => {
    const typed = answerByType({ type: 'people', meeting: PILOT_CALL, question: 'Who was on the call?' });
    expect(typed).toEqual({
      lead: `**Priya Shah**, **Ben Lindqvist**, **Maya Okafor** and **Alex Morgan** spoke in **Helio Health × Vantage Notes: pilot terms**.`,
      evidence: [],
    });
  });

  it('names the risks by kind, the gates of legal and security among them, with the moments', () => {
    const { lead, moments } = answer('risks', 'What are the risks?');
    expect(lead).toMatch(/^The risks raised: /);
    expect(lead).toContain('**legal review**');
    expect(lead).toContain('**security and compliance**');
    expect(moments.some((text) => text.includes('before legal will look at anything'))).toBe(true);
    expect(moments.some((text) => text.includes('Our compliance team will ask'))).toBe(true);
  });

  it('gives the dates of the timeline, resolved against the meeting day, and lengths of time', () => {
    const { lead, moments } = answer('timeline', "What's the timeline?");
    expect(lead).toContain('**31 March 2026** (the end of the quarter) for the board (Maya Okafor)');
    expect(lead).toContain('**1 April 2026** for the pilot (Priya Shah)');
    expect(lead).toContain('**three months** for the pilot');
    // Small talk and follow-ups have dates too; they are not the timeline.
    expect(moments.some((text) => text.includes('Monday was a long one'))).toBe(false);
    expect(moments.some((text) => text.includes('tomorrow morning'))).toBe(false);
  });

  it('names the competitor and what was said of it', () => {
    const { lead, moments } = answer('competitors', 'Who else are they talking to?');
    expect(lead).toBe(
      'The alternative named: **Cliniscribe** (Ben Lindqvist: to be transparent, they are also talking to Cliniscribe).',
    );
    expect(moments).toEqual([expect.stringContaining('we are also talking to Cliniscribe')]);
  });

  it('names vendors, not the meeting’s own side or its people, in a long call', () => {
    const { lead } = answer('competitors', 'Are they looking at other vendors?', DISCOVERY_CALL);
    const named = [...lead.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);
    expect(named).toEqual(['FreightPilot', 'Tracklane']);
  });

  it('gives the main pain in the buyer’s words', () => {
    const { lead } = answer('pains', 'What is their main pain?');
    expect(lead).toMatch(/^The main pain: the biggest problem is still documentation time \(Maya Okafor\)\./);
  });

  it('gives each decision once, confirmations left out', () => {
    const { lead, moments } = answer('decisions', 'What was agreed?');
    expect(lead).toBe(
      'Decided: they agreed to start a pilot with the Back Bay and Cambridge clinics for three months, at nine ' +
        'thousand dollars, pending the security review (Priya Shah).',
    );
    expect(moments).toHaveLength(1);
  });

  it('has no typed answer when the transcript holds nothing of the type', () => {
    const smallTalk: QuestionMeeting = {
      ...PILOT_CALL,
      segments: [{ startMs: 0, endMs: 4_000, speaker: 'Sam', text: 'The weather was lovely in the park.' }],
    };
    for (const type of ['money', 'people', 'risks', 'timeline', 'competitors', 'decisions'] as const) {
      expect(answerByType({ type, meeting: smallTalk, question: 'What about it?' }), type).toBeNull();
    }
  });
});
