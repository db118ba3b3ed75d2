import type { Quantity } from '../../shared/spoken-numbers';

/*
 * What a figure said in a call is: money (a currency, or a large total said bare), a price per
 * unit, or a monthly rate of a total.
 */

/** Words ending in "s" after an amount that do not make it a count of something. */
const NOT_COUNTED = new Set([
  'is',
  'was',
  'this',
  'thus',
  'plus',
  'us',
  'as',
  'has',
  'its',
  'yes',
  'across',
  'less',
  'unless',
  'towards',
  // Verbs after a figure: "seventeen thousand works", "fifty thousand sounds fair".
  'works',
  'sounds',
  'seems',
  'fits',
  'covers',
  'includes',
  'comes',
  'makes',
  'gets',
  'goes',
  'looks',
  'means',
  'stays',
  'feels',
]);

/** Money, or a large figure said as a total: "fifty thousand a year", but not "eleven thousand shipments". */
export function isMoney(quantity: Quantity): boolean {
  if (quantity.unit === 'currency') return true;
  if (quantity.unit !== null || quantity.value < 1000) return false;
  const noun = quantity.noun;
  return noun === null || !/^[a-z]+s$/.test(noun) || NOT_COUNTED.has(noun);
}

/** "$2,400 a month", "1,200 euros monthly": a rate said by the month, right after the figure. */
const MONTHLY = /^\s*(?:(?:a|per|each|every)\s+month|monthly|\/\s*mo(?:nth)?)\b/i;

/**
 * A total said by the month, as its yearly figure: "$2,400 a month" is 28,800 a year. A price per
 * seat ("$38 per user per month") is no total; null when the figure is not monthly.
 */
export function yearlyOfMonthly(text: string, quantity: Quantity): Quantity | null {
  if (quantity.unit !== 'currency') return null;
  const after = text.slice(quantity.index + quantity.length, quantity.index + quantity.length + 30);
  return MONTHLY.test(after) ? { ...quantity, value: quantity.value * 12 } : null;
}

/** "$45 per user per month", "$38 a seat": a price per unit rather than a total. */
export function isUnitPrice(text: string, quantity: Quantity): boolean {
  const after = text
    .slice(quantity.index + quantity.length, quantity.index + quantity.length + 30)
    .toLowerCase();
  return (
    /^\s*(?:per|a|an|each|for each|every)\s+(?!year\b|annum\b|yr\b)[a-z]+/.test(after) &&
    !/^\s*a\s+year\b/.test(after)
  );
}
