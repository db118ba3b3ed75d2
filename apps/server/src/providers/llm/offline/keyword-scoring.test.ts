import { describe, expect, it } from 'vitest';
import { contentTerms, pickSalient, salesTopics, scoreSentences, stem } from './keyword-scoring';
import { splitTranscript } from './sentences';

describe('stem and contentTerms', () => {
  it('groups word forms and drops conversation glue', () => {
    expect(stem('prices')).toBe(stem('price'));
    expect(stem('pricing')).toBe(stem('price'));
    expect(stem('integrations')).toBe(stem('integration'));
    expect(contentTerms("Yeah, I mean, we're basically looking at the pricing")).toEqual([stem('pricing')]);
  });
});

describe('salesTopics', () => {
  it('finds sales signals, most mentioned first', () => {
    expect(salesTopics('Is SOC 2 and SSO covered in the security review?')).toEqual(['security']);
    expect(salesTopics('List price is $45 per user, and the budget is approved.')).toEqual([
      'pricing',
      'budget',
      'decision process',
    ]);
    expect(salesTopics('In terms of the weather, it snowed.')).toEqual([]);
  });
});

describe('scoreSentences and pickSalient', () => {
  const { sentences } = splitTranscript(
    [
      'Hi everyone, thanks for making the time today.',
      'Our chargebacks for late delivery notifications reached forty thousand dollars last quarter.',
      'The chargebacks come from late delivery notifications to retail customers.',
      'Retail customers with delivery windows send chargebacks when notifications are late.',
      'The security review needs the SOC 2 report and the penetration test summary.',
      'The weather was nice.',
      'Pricing is $38 per user per month on the annual plan.',
    ].map((text, index) => ({ startMs: index * 60_000, endMs: index * 60_000 + 50_000, speaker: 'A', text })),
  );
  const scored = scoreSentences(sentences);

  it('scores the recurring subject above small talk', () => {
    const score = (fragment: string) => scored.find((entry) => entry.sentence.text.includes(fragment))!.score;
    expect(score('forty thousand')).toBeGreaterThan(score('weather'));
    expect(score('forty thousand')).toBeGreaterThan(score('Hi everyone'));
  });

  it('covers the requested topics and returns picks in transcript order', () => {
    const picks = pickSalient({ scored, count: 3, cover: ['security', 'pricing'] });
    expect(picks.map((pick) => pick.topic)).toContain('security');
    expect(picks.map((pick) => pick.topic)).toContain('pricing');
    const indexes = picks.map((pick) => pick.scored.sentence.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });
});
