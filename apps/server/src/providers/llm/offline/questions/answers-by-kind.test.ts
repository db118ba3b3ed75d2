import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../../transcription/transcript-segment';
import { hasSearchableWords } from '../../chat/transcript-retrieval';
import { questionTypeOf } from './question-type';
import { reported } from './reported-speech';
import { answerByType, type QuestionMeeting } from './typed-answer';

/*
 * Question kinds the offline chat answered only with quotes, or with the wrong figure (issue 15):
 * the date of the thing asked about, a date changed in the call, what the seller offered, why
 * something happens, a rival only "been talking to". Each on a small call written for the test.
 */

function meetingOf(lines: Array<[speaker: string, text: string]>): QuestionMeeting {
  const segments: TranscriptSegment[] = lines.map(([speaker, text], index) => ({
    startMs: index * 10_000,
    endMs: index * 10_000 + 9_000,
    speaker,
    text,
  }));
  return {
    title: 'Call',
    startedAt: new Date('2026-05-04T15:00:00Z'),
    participants: [
      { name: 'Nora Field', email: 'nora@vendor.test' },
      { name: 'Tom Reyes', email: 'tom@buyer.test' },
    ],
    segments,
  };
}

const typeOf = (question: string) =>
  questionTypeOf({ question, hasOtherWords: (text) => hasSearchableWords({ question: text }) });

function leadOf(meeting: QuestionMeeting, question: string): string {
  const type = typeOf(question);
  if (type === 'summary' || type === 'actionItems' || type === 'general') throw new Error(type);
  const answer = answerByType({ type, meeting, question });
  if (!answer) throw new Error(`No answer to "${question}"`);
  return answer.lead;
}

const PLAN_CALL = meetingOf([
  ['Nora Field', 'The launch is on Monday, June first, because the old contract ends that week.'],
  ['Tom Reyes', 'Great. I will send the floor plan by May twentieth.'],
  ['Nora Field', 'And I will send the rollout checklist by May twenty-second.'],
  ['Nora Field', 'Could you get the floor plan to me by the fifteenth instead?'],
  ['Tom Reyes', 'The fifteenth, fine.'],
]);

describe('timeline answers about one thing', () => {
  it('gives the date said of what the question names, not the project milestones', () => {
    const lead = leadOf(PLAN_CALL, 'When do we get the rollout checklist?');
    expect(lead).toMatch(/^The timing said: \*\*22 May 2026\*\*/);
    expect(lead).not.toContain('1 June 2026');
  });

  it('takes a date proposed in a question and agreed to over the one said before', () => {
    expect(leadOf(PLAN_CALL, 'When is the floor plan due?')).toMatch(/^The timing said: \*\*15 May 2026\*\*/);
  });

  it('takes no date from a period that only describes ("our budget is tight this year")', () => {
    const describing = meetingOf([
      ['Nora Field', 'How do you handle renewals today?'],
      ['Tom Reyes', 'Spreadsheets, mostly. We miss follow-ups and our budget is tight this year.'],
    ]);
    expect(
      answerByType({ type: 'timeline', meeting: describing, question: 'What is the timeline?' }),
    ).toBeNull();
    const deadline = meetingOf([
      ['Tom Reyes', 'We want to go live this year, and the budget has to be signed off by next quarter.'],
    ]);
    const lead = leadOf(deadline, 'What is the timeline?');
    expect(lead).toContain('31 December 2026');
  });
});

describe('offer answers', () => {
  const SAVE_CALL = meetingOf([
    ['Tom Reyes', 'Honestly, we want thirty percent off and you waive the setup fee.'],
    ['Nora Field', "Thirty percent I can't do. Here's what I'd like to offer."],
    ['Nora Field', 'Two months free on the renewal, and a named support engineer for your team.'],
    ['Tom Reyes', 'Another vendor offered us a lower price last week.'],
  ]);

  it('reads "what did we offer" as an offer question, not a price question', () => {
    expect(typeOf('What did we offer to keep them?')).toBe('offers');
    expect(typeOf('What did we concede?')).toBe('offers');
  });

  it('states what the seller offered, not what the buyer asked for or a rival offered', () => {
    const lead = leadOf(SAVE_CALL, 'What did we offer to keep them?');
    expect(lead).toContain('two months free on the renewal');
    expect(lead).not.toContain('setup fee');
    expect(lead).not.toContain('lower price');
  });
});

describe('reason answers', () => {
  const WHY_CALL = meetingOf([
    ['Nora Field', 'Before the demo, can you tell me why now?'],
    [
      'Tom Reyes',
      'Sure. Our current phone platform goes out of support at the end of the year, and the vendor will not extend it.',
    ],
    ['Nora Field', 'Understood, thank you.'],
  ]);

  it('reads a why-question as a question for reasons', () => {
    expect(typeOf('Why are they replacing their phone system now?')).toBe('reasons');
    expect(typeOf('What caused the outage?')).toBe('reasons');
  });

  it('answers with the reply to a "why" asked in the call', () => {
    expect(leadOf(WHY_CALL, 'Why are they buying now?')).toMatch(
      /^The reason given: their current phone platform goes out of support at the end of the year/,
    );
  });
});

describe('competitor answers', () => {
  it('names a rival the buyer has "been talking to"', () => {
    const call = meetingOf([
      ['Tom Reyes', "We've been talking to Shiftwise. They sent us a quote last week."],
      ['Nora Field', 'Thanks for telling me.'],
    ]);
    expect(leadOf(call, 'Which competitor are they talking to?')).toContain('**Shiftwise**');
  });

  it('never names a place the buyer works in, listed or said as where they are', () => {
    const call = meetingOf([
      ['Tom Reyes', 'We run three branches: Columbus, Dayton and Cincinnati, plus an office in Reno.'],
      ['Tom Reyes', 'Dayton compares us with Shiftwise and other tools every quarter.'],
      ['Nora Field', 'What do the branches use today for scheduling besides Shiftwise?'],
      ['Tom Reyes', 'Spreadsheets. Reno tried Shiftwise against you last year.'],
    ]);
    const named = [...leadOf(call, 'Which competitors came up?').matchAll(/\*\*(.+?)\*\*/g)].map(
      (match) => match[1],
    );
    expect(named).toEqual(['Shiftwise']);
  });
});

describe('reported speech', () => {
  it('starts each reported sentence with a capital, after first person turned third', () => {
    expect(reported({ text: 'Usage dropped in May. I would rather talk now.', isName: () => false })).toBe(
      'usage dropped in May. They would rather talk now',
    );
  });
});
