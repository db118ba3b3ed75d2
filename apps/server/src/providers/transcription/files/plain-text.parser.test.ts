import { describe, expect, it } from 'vitest';
import { expectConsecutiveSegments, expectWellFormedSegments, readFixture } from './fixtures/read-fixture';
import { parseTranscriptFile } from './parse-transcript-file';
import { parsePlainText } from './plain-text.parser';

describe('plain text with times', () => {
  const parsed = parseTranscriptFile({ filename: 'notes.txt', content: readFixture('plain-timed.txt') });

  it('reads "[hh:mm:ss] Name: text" and "(mm:ss) Name: text" lines', () => {
    expect(parsed.format).toBe('text');
    expect(parsed.segments).toHaveLength(24);
    expectWellFormedSegments(parsed.segments);
    expectConsecutiveSegments(parsed.segments);
    expect(parsed.segments[1]).toEqual({
      startMs: 1_000,
      endMs: 4_000,
      speaker: 'Dana Whitfield',
      text: 'Hi Marcus, thanks for making the time today.',
    });
    expect(parsed.segments[18]).toMatchObject({ speaker: 'Dana Whitfield', startMs: 74_000, endMs: 80_000 });
  });

  it('continues the previous line and keeps untimed lines as speaker-less segments', () => {
    expect(parsed.segments[3]?.text).toBe(
      "Great. I've got Priya on the line too, she's our solutions engineer.",
    );
    expect(parsed.segments[0]).toEqual({
      startMs: 0,
      endMs: 1_000,
      speaker: null,
      text: 'Ledgerly x Globex discovery call (notes export)',
    });
    expect(parsed.segments.at(-1)).toMatchObject({
      speaker: null,
      startMs: 97_600,
      text: 'Action items: Priya sends the security questionnaire; Dana sends the proposal by Friday.',
    });
  });
});

describe('plain text without times', () => {
  const parsed = parseTranscriptFile({ filename: 'call.txt', content: readFixture('plain-untimed.txt') });

  it('estimates consecutive times at 150 words a minute', () => {
    expect(parsed.format).toBe('text');
    expect(parsed.segments).toHaveLength(24);
    expectWellFormedSegments(parsed.segments);
    expectConsecutiveSegments(parsed.segments);
    // 8 words: 3.2 s.
    expect(parsed.segments[0]).toEqual({
      startMs: 0,
      endMs: 3_200,
      speaker: 'Dana Whitfield',
      text: 'Hi Marcus, thanks for making the time today.',
    });
    expect(parsed.segments[1]).toMatchObject({ startMs: 3_200, endMs: 8_000, speaker: 'Marcus Lee' });
    expect(parsed.segments.at(-1)).toMatchObject({
      startMs: 98_400,
      endMs: 100_000,
      text: 'Thanks Marcus, talk soon.',
    });
  });

  it('appends a line without a speaker to the turn above it', () => {
    expect(parsed.segments[10]).toMatchObject({
      speaker: 'Marcus Lee',
      text: 'Six people in accounting, two in FP&A, and me. NetSuite for the ledger, Bill.com for payables, and Stripe for billing.',
    });
  });

  it('does not take a label or a time for a speaker', () => {
    expect(parsed.segments[13]?.text).toBe(
      'Before our fiscal year starts in April. Kickoff is usually at 9:30 on the first.',
    );
    expect(parsed.segments[15]).toMatchObject({
      speaker: null,
      text: 'Next steps: we still need the headcount for the pilot.',
    });
  });
});

describe('parsePlainText', () => {
  it('reads a "Name:" line of its own as the speaker of the lines below', () => {
    expect(parsePlainText('Dana Whitfield:\n\nHello there.\nHow are you?\n')).toEqual([
      { startMs: 0, endMs: 2_000, speaker: 'Dana Whitfield', text: 'Hello there. How are you?' },
    ]);
  });

  it('starts a speaker-less segment after a blank line', () => {
    expect(parsePlainText('Ann: One.\n\nTwo.\n').map((segment) => segment.speaker)).toEqual(['Ann', null]);
  });
});
