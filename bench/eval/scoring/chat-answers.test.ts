import { describe, expect, it } from 'vitest';
import type { EvalQuestion } from '../eval-meeting';
import { chatFigures, leadOf, scoreAnswer } from './chat-answers';

const pricing: EvalQuestion = {
  id: 'pricing',
  question: 'What did they say about pricing?',
  facts: [
    { id: 'pilot', says: 'Pilot $9,000', accept: [['pilot', '9000']] },
    { id: 'annual', says: 'Annual $36,000', accept: ['36000'] },
  ],
};

describe('scoreAnswer', () => {
  it('is correct only with every required fact', () => {
    const full = scoreAnswer({ question: pricing, answer: 'A $9k pilot, then $36,000 a year.' });
    expect(full).toMatchObject({ isCorrect: true, share: 1, missing: [] });
    const half = scoreAnswer({ question: pricing, answer: 'The pilot costs nine thousand dollars.' });
    expect(half.isCorrect).toBe(false);
    expect(half.share).toBe(0.5);
    expect(half.missing.map((fact) => fact.id)).toEqual(['annual']);
  });

  it('tells an answer that says the facts from one that only quotes them', () => {
    const answered = scoreAnswer({
      question: pricing,
      answer:
        'A $9,000 pilot, then $36k a year.\n\n> **[04:12] Dana:** The pilot is nine thousand, annual thirty-six thousand.',
    });
    expect(answered).toMatchObject({ isCorrect: true, isCorrectBeforeQuotes: true });
    const quoted = scoreAnswer({
      question: pricing,
      answer:
        'Here are the moments that best match:\n> **[04:12] Dana:** The pilot is nine thousand, annual thirty-six thousand.',
    });
    expect(quoted).toMatchObject({ isCorrect: true, isCorrectBeforeQuotes: false });
  });
});

describe('leadOf', () => {
  it('is the text before the first quoted line, or all of it without quotes', () => {
    expect(leadOf('Answer.\n\n> quote\nafter')).toBe('Answer.\n');
    expect(leadOf('Only text.')).toBe('Only text.');
    expect(leadOf('> quote first')).toBe('');
  });
});

describe('chatFigures', () => {
  it('reports accuracy, accuracy before quotes and the mean share of facts', () => {
    const scores = [
      scoreAnswer({ question: pricing, answer: 'Pilot $9,000; annual 36k.' }),
      scoreAnswer({ question: pricing, answer: 'Moments:\n> The pilot is 9000, annual 36000.' }),
      scoreAnswer({ question: pricing, answer: 'The pilot is 9000.' }),
      scoreAnswer({ question: pricing, answer: 'I could not find that.' }),
    ];
    expect(chatFigures(scores)).toEqual({
      accuracy: 0.5,
      accuracyBeforeQuotes: 0.25,
      meanFactShare: 0.625,
      correct: 2,
      asked: 4,
    });
  });

  it('has no figures without questions', () => {
    expect(chatFigures([])).toEqual({
      accuracy: null,
      accuracyBeforeQuotes: null,
      meanFactShare: null,
      correct: 0,
      asked: 0,
    });
  });
});
