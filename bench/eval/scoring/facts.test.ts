import { describe, expect, it } from 'vitest';
import type { Fact } from '../eval-meeting';
import { checkFacts, factFound, phrasingFound, readText } from './facts';

const pilotPrice: Fact = { id: 'pilot-price', says: 'Pilot costs $9,000', accept: [['pilot', '9000']] };

describe('phrasingFound', () => {
  it('finds a phrase only with its words in order', () => {
    const text = readText('The decision maker is Priya Raman, their VP of Operations.');
    expect(phrasingFound(text, 'VP of operations')).toBe(true);
    expect(phrasingFound(text, 'operations VP')).toBe(false);
  });

  it('finds a keyword set in any order, each keyword a phrase', () => {
    const text = readText('Raman (VP Operations) signs; no board approval is needed.');
    expect(phrasingFound(text, ['no board approval', 'raman'])).toBe(true);
    expect(phrasingFound(text, ['board approval', 'CFO'])).toBe(false);
  });

  it('does not match part of a word', () => {
    expect(phrasingFound(readText('They use Jobberwocky.'), 'Jobber')).toBe(false);
  });
});

describe('factFound', () => {
  it.each([
    'The pilot is $9,000.',
    'Pilot price: 9k for the quarter',
    'we can do the pilot at nine thousand dollars',
    'A 9000 USD pilot',
  ])('counts a figure however it is written: %s', (text) => {
    expect(factFound(readText(text), pilotPrice)).toBe(true);
  });

  it('does not count another figure', () => {
    expect(factFound(readText('The pilot is $90,000.'), pilotPrice)).toBe(false);
    expect(factFound(readText('The pilot is $900.'), pilotPrice)).toBe(false);
  });

  it('counts any one of the accepted phrasings', () => {
    const fact: Fact = {
      id: 'gate',
      says: 'Legal and security are the gates',
      accept: ['legal review', ['security', 'gate']],
    };
    expect(factFound(readText('Next: the security gate.'), fact)).toBe(true);
    expect(factFound(readText('Next: legal review.'), fact)).toBe(true);
    expect(factFound(readText('Next: procurement.'), fact)).toBe(false);
  });
});

describe('checkFacts', () => {
  it('splits facts into found and missing', () => {
    const competitor: Fact = { id: 'competitor', says: 'ServiceTitan', accept: ['ServiceTitan'] };
    const result = checkFacts({ text: 'Pilot at $9k.', facts: [pilotPrice, competitor] });
    expect(result.found.map((fact) => fact.id)).toEqual(['pilot-price']);
    expect(result.missing.map((fact) => fact.id)).toEqual(['competitor']);
  });
});
