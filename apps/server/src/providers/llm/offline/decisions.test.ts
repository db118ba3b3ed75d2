import { describe, expect, it } from 'vitest';
import { findDecisions, isDecision } from './decisions';
import { splitTranscript } from './sentences';

describe('isDecision', () => {
  it.each([
    'We agreed to start a 30-day pilot with the Chicago team.',
    "We've decided to keep the Salesforce connector out of the pilot.",
    "Let's go with the annual plan if legal signs off.",
    "We'll move forward with the three-hub rollout in January.",
    "Sounds good, let's do the 30-day pilot with Chicago.",
    'The budget for this has already been approved for this fiscal year.',
    'Legal signed off on the DPA this morning.',
    "Okay, so we're going with the Business tier.",
    'The final decision is to keep FreightPilot for tracking.',
    // Agreements in ordinary words (issue 15: held-out calls said them and none was found).
    "We'll only migrate two years of tickets.",
    "We're not doing the Slack integration in phase one.",
    "Let's drop the custom reports from the first release.",
    'The mobile app is out of scope for now.',
    "I can't go any lower than forty thousand on the price.",
    "Okay, let's move the go-live from the 18th to the 16th.",
    'We can waive the setup fee.',
    // An offer turned down, a known gap accepted.
    "No. I don't want a discount, I want it to work.",
    'The reporting gap we accept and track.',
  ])('accepts "%s"', (text) => {
    expect(isDecision(text)).toBe(true);
  });

  it.each([
    'Last year we decided to go with FreightPilot for tracking, and it has been a mixed bag.',
    "We haven't decided who else joins the pilot.",
    'Have we agreed on the seat count?',
    'If we decided to go annual, would the fee be waived?',
    'It still needs to be approved by Raj.',
    "Okay, let's get started with introductions.",
    "Great, let's take a look at the dashboard.",
    "We didn't agree on the start date.",
    "We're not able to join on Friday.",
    'If we only migrate two years, is that enough?',
    "I'm not sure the team will like it.",
    "I don't want excuses.",
    'We accepted the invite last week.',
  ])('rejects "%s"', (text) => {
    expect(isDecision(text)).toBe(false);
  });
});

describe('findDecisions', () => {
  it('quotes each decision once, without fillers, with its speaker and time', () => {
    const split = splitTranscript([
      { startMs: 0, endMs: 5_000, speaker: 'Dana', text: "Um, okay. Let's go with the, uh, annual plan." },
      { startMs: 5_000, endMs: 9_000, speaker: 'Alex', text: 'Great.' },
      {
        startMs: 60_000,
        endMs: 65_000,
        speaker: 'Alex',
        text: "So let's go with the annual plan, to recap.",
      },
    ]);
    const decisions = findDecisions(split.sentences);
    expect(decisions.map((decision) => [decision.text, decision.sentence.speaker])).toEqual([
      ["Let's go with the annual plan.", 'Dana'],
    ]);
  });

  it('takes a confirmation of a decision, or its recap, for the same decision', () => {
    const split = splitTranscript([
      {
        startMs: 0,
        endMs: 9_000,
        speaker: 'Priya',
        text: 'To summarise: we agreed to start a pilot with the Back Bay and Cambridge clinics for three months.',
      },
      {
        startMs: 10_000,
        endMs: 14_000,
        speaker: 'Maya',
        text: "Yes, we agreed to start a pilot on that basis. Let's do it.",
      },
      {
        startMs: 20_000,
        endMs: 24_000,
        speaker: 'Alex',
        text: 'We agreed to start a 30-day pilot with the Chicago team.',
      },
      {
        startMs: 25_000,
        endMs: 29_000,
        speaker: 'Dana',
        text: "Sounds good, let's do the 30-day pilot with Chicago.",
      },
      {
        startMs: 30_000,
        endMs: 34_000,
        speaker: 'Dana',
        text: "Let's go with the annual plan if legal signs off.",
      },
    ]);
    const decisions = findDecisions(split.sentences);
    expect(decisions.map((decision) => decision.sentence.speaker)).toEqual(['Priya', 'Alex', 'Dana']);
    expect(decisions.map((decision) => decision.restatements.map((sentence) => sentence.speaker))).toEqual([
      ['Maya'],
      ['Dana'],
      [],
    ]);
  });
});

describe('findDecisions: agreements that point back', () => {
  it('takes "Agreed." for the proposal just before it, and "let\'s go with that" with what it points to', () => {
    const split = splitTranscript([
      {
        startMs: 0,
        endMs: 5_000,
        speaker: 'Sam',
        text: 'How about we run the pilot with the Leeds office only for six weeks.',
      },
      { startMs: 5_000, endMs: 6_000, speaker: 'Ines', text: 'Agreed.' },
      {
        startMs: 10_000,
        endMs: 15_000,
        speaker: 'Ines',
        text: 'We could invoice quarterly instead of monthly to keep finance happy.',
      },
      { startMs: 15_000, endMs: 17_000, speaker: 'Sam', text: "Perfect, so we'll go with that." },
      { startMs: 20_000, endMs: 22_000, speaker: 'Sam', text: 'Thanks for your time.' },
      { startMs: 22_000, endMs: 23_000, speaker: 'Ines', text: 'Agreed.' },
    ]);
    const decisions = findDecisions(split.sentences);
    expect(decisions.map((decision) => [decision.sentence.speaker, decision.text])).toEqual([
      ['Sam', 'How about we run the pilot with the Leeds office only for six weeks.'],
      ['Sam', "We could invoice quarterly instead of monthly to keep finance happy. We'll go with that."],
    ]);
  });
});
