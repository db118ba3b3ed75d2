import { describe, expect, it } from 'vitest';
import { findQuantities, parseSpokenNumber } from './spoken-numbers';

describe('parseSpokenNumber', () => {
  it.each([
    ['thirty thousand euros', 30000],
    ['$9,000', 9000],
    ['2.5k', 2500],
    ['1.2 million', 1200000],
    ['one point two million', 1200000],
    ['two hundred and fifty thousand dollars', 250000],
    ['thirty-five thousand', 35000],
    ['thirty five thousand', 35000],
    ['half a million', 500000],
    ['forty-four and a half thousand pounds', 44500],
    ['two and a half million', 2500000],
    ['a hundred', 100],
    ['ten grand', 10000],
    ['€30k per year', 30000],
    ['twenty seats', 20],
    ['12.5', 12.5],
    ['fifteen percent', 15],
  ])('reads "%s" as %d', (text, value) => {
    expect(parseSpokenNumber(text)).toBe(value);
  });

  it.each(['', 'soon', 'next Friday', 'between 20 and 30', 'twenty twenty-five'])(
    'reads no one number in "%s"',
    (text) => {
      expect(parseSpokenNumber(text)).toBeNull();
    },
  );
});

describe('findQuantities', () => {
  it('tells money, percentages and counts apart, with the word that follows', () => {
    const found = findQuantities(
      'We move eleven thousand shipments, pay $27,360 a year, grew 30% and want 2k shipments tracked for fifty thousand a year.',
    );
    expect(found.map(({ value, unit, noun }) => ({ value, unit, noun }))).toEqual([
      { value: 11000, unit: null, noun: 'shipments' },
      { value: 27360, unit: 'currency', noun: 'a' },
      { value: 30, unit: 'percent', noun: 'and' },
      { value: 2000, unit: null, noun: 'shipments' },
      { value: 50000, unit: null, noun: 'a' },
    ]);
  });

  it('does not take a word after a comma for what the quantity counts', () => {
    const [seats, amount] = findQuantities('Fifteen seats, forty thousand, integrations pack included.');
    expect(seats).toMatchObject({ value: 15, noun: 'seats' });
    expect(amount).toMatchObject({ value: 40000, noun: null });
  });

  it('reads numbers apart when punctuation stands between them', () => {
    const found = findQuantities('Brookfield is twenty-two thousand, eighteen users.');
    expect(found.map(({ value, noun }) => ({ value, noun }))).toEqual([
      { value: 22000, noun: null },
      { value: 18, noun: 'users' },
    ]);
  });

  it('names the currency and spans the words it read', () => {
    const text = 'The budget is thirty thousand euros, roughly.';
    const [quantity] = findQuantities(text);
    expect(quantity).toMatchObject({ value: 30000, unit: 'currency', currency: 'EUR' });
    expect(text.slice(quantity!.index, quantity!.index + quantity!.length)).toBe('thirty thousand euros');
  });
});
