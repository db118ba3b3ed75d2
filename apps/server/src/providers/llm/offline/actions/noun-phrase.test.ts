import { describe, expect, it } from 'vitest';
import { openingNounPhrase } from './noun-phrase';

describe('openingNounPhrase', () => {
  it.each([
    ['The final import then runs on the weekend before go-live.', 'the final import'],
    ['And the workforce management session, also through Carmen?', 'the workforce management session'],
    ['Your next export is on April tenth.', 'your next export'],
    ['The data cleanup happens on Monday.', 'the data cleanup'],
    ['So our security questionnaire goes to legal first.', 'our security questionnaire'],
  ])('reads "%s" as opening with "%s"', (text, phrase) => {
    expect(openingNounPhrase(text)?.phrase).toBe(phrase);
  });

  it.each([
    'The thing is, budgets are tight.',
    'We can do the import on Monday.',
    'The way I see it, we wait.',
    'Then it runs overnight.',
  ])('finds no phrase to point back to in "%s"', (text) => {
    expect(openingNounPhrase(text)).toBeNull();
  });
});
