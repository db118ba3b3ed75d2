import { describe, expect, it } from 'vitest';
import { formatTimestamp, sentenceSpans, splitTranscript } from './sentences';

describe('splitTranscript', () => {
  it('splits turns into sentences with their speaker and interpolated times', () => {
    const { turns, sentences } = splitTranscript([
      { startMs: 0, endMs: 10_000, speaker: 'Alex', text: 'First sentence here. Second one is here.' },
      { startMs: 10_000, endMs: 12_000, speaker: 'Dana', text: 'Sure!' },
    ]);
    expect(turns.map((turn) => turn.speaker)).toEqual(['Alex', 'Dana']);
    expect(sentences.map((sentence) => [sentence.text, sentence.speaker, sentence.turnIndex])).toEqual([
      ['First sentence here.', 'Alex', 0],
      ['Second one is here.', 'Alex', 0],
      ['Sure!', 'Dana', 1],
    ]);
    expect(sentences[0]!.startMs).toBe(0);
    expect(sentences[1]!.startMs).toBeGreaterThan(4_000);
    expect(sentences[1]!.startMs).toBeLessThan(6_000);
    expect(sentences[2]!.startMs).toBe(10_000);
  });

  it('joins a sentence that a speech engine cut across two segments of one speaker', () => {
    const { sentences } = splitTranscript([
      { startMs: 0, endMs: 3_000, speaker: 'Alex', text: "I'll send the revised" },
      { startMs: 3_000, endMs: 6_000, speaker: 'Alex', text: 'proposal by Friday. Thanks.' },
    ]);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "I'll send the revised proposal by Friday.",
      'Thanks.',
    ]);
    expect(sentences[1]!.startMs).toBeGreaterThan(3_000);
  });

  it('orders segments by time and skips empty ones', () => {
    const { sentences } = splitTranscript([
      { startMs: 5_000, endMs: 6_000, speaker: 'B', text: 'Second.' },
      { startMs: 0, endMs: 1_000, speaker: 'A', text: '  ' },
      { startMs: 1_000, endMs: 2_000, speaker: 'A', text: 'First.' },
    ]);
    expect(sentences.map((sentence) => sentence.text)).toEqual(['First.', 'Second.']);
  });

  it('returns nothing for an empty transcript', () => {
    expect(splitTranscript([])).toEqual({ turns: [], sentences: [] });
  });
});

describe('sentenceSpans', () => {
  const split = (text: string) => sentenceSpans(text).map((span) => text.slice(span.start, span.end));

  it('does not end sentences at abbreviations, initials or pauses', () => {
    expect(split('Dr. Patel met Mr. J. Smith in the U.S. office. Then we left.')).toEqual([
      'Dr. Patel met Mr. J. Smith in the U.S. office.',
      'Then we left.',
    ]);
    expect(split('So... we waited. Was it No. 5? No. It was 6.')).toEqual([
      'So... we waited.',
      'Was it No. 5?',
      'No.',
      'It was 6.',
    ]);
  });

  it('keeps decimals, amounts and quoted endings inside their sentence', () => {
    expect(split('The price is 2.5 percent. It costs $9,000. He said "stop." Then left.')).toEqual([
      'The price is 2.5 percent.',
      'It costs $9,000.',
      'He said "stop."',
      'Then left.',
    ]);
  });

  it('ends a sentence at a period before a lower-case word, as speech engines write them', () => {
    expect(split('Um, so, yeah. okay. We use e.g. Salesforce and vs. them.')).toEqual([
      'Um, so, yeah.',
      'okay.',
      'We use e.g. Salesforce and vs. them.',
    ]);
  });

  it('splits at the full stops of other scripts, with or without a space after them', () => {
    expect(split('我们下周开始。价格是九千美元。')).toEqual(['我们下周开始。', '价格是九千美元。']);
    expect(split('हम अगले हफ्ते शुरू करेंगे। कीमत नौ हजार है।')).toEqual(['हम अगले हफ्ते शुरू करेंगे।', 'कीमत नौ हजार है।']);
  });

  it('cuts unpunctuated run-ons into readable pieces', () => {
    const runOn = Array.from({ length: 150 }, (_, index) =>
      index % 12 === 11 ? 'and' : `word${index}`,
    ).join(' ');
    const pieces = split(runOn);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    for (const piece of pieces) expect(piece.split(' ').length).toBeLessThanOrEqual(60);
    expect(pieces.join(' ')).toBe(runOn);
  });
});

describe('formatTimestamp', () => {
  it('writes minutes and seconds, and hours past the first hour', () => {
    expect(formatTimestamp(0)).toBe('[00:00]');
    expect(formatTimestamp(754_900)).toBe('[12:34]');
    expect(formatTimestamp(3_723_000)).toBe('[1:02:03]');
  });
});
