import { describe, expect, it } from 'vitest';
import type { CrmFieldToFill } from '../meeting-intelligence';
import { createQuoteIndex } from './crm-quotes';
import { isFillable, matchOption, normaliseCrmValue } from './crm-values';

type Field = Pick<CrmFieldToFill, 'type' | 'fieldType' | 'options'>;
const field = (type: CrmFieldToFill['type'], fieldType = 'text', options: Field['options'] = []): Field => ({
  type,
  fieldType,
  options,
});
const STAGES = [
  { label: 'Decision Maker Bought-In', value: 'decisionmakerboughtin' },
  { label: 'Closed Won', value: 'closedwon' },
  { label: 'Closed Lost', value: 'closedlost' },
];

describe('normaliseCrmValue', () => {
  it('writes numbers as digits, reading words and units', () => {
    const number = field('number', 'number');
    expect(normaliseCrmValue(number, 30000)).toBe('30000');
    expect(normaliseCrmValue(number, 12.5)).toBe('12.5');
    expect(normaliseCrmValue(number, 'thirty thousand euros')).toBe('30000');
    expect(normaliseCrmValue(number, '$9,000')).toBe('9000');
    expect(normaliseCrmValue(number, '1.2 million')).toBe('1200000');
    expect(normaliseCrmValue(number, 'unknown')).toBeNull();
    expect(normaliseCrmValue(number, Number.NaN)).toBeNull();
    expect(normaliseCrmValue(number, true)).toBeNull();
  });

  it('keeps real calendar days as YYYY-MM-DD and datetimes as ISO UTC', () => {
    expect(normaliseCrmValue(field('date', 'date'), '2026-4-30')).toBe('2026-04-30');
    expect(normaliseCrmValue(field('date', 'date'), '2026-02-30')).toBeNull();
    expect(normaliseCrmValue(field('date', 'date'), 'end of next month')).toBeNull();
    expect(normaliseCrmValue(field('datetime', 'date'), '2026-04-30')).toBe('2026-04-30T00:00:00.000Z');
    expect(normaliseCrmValue(field('datetime', 'date'), '2026-04-30T15:30:00+02:00')).toBe(
      '2026-04-30T13:30:00.000Z',
    );
    expect(normaliseCrmValue(field('date', 'date'), '1899-01-01')).toBeNull();
  });

  it('writes booleans as true or false, and nothing for anything else', () => {
    const bool = field('bool', 'booleancheckbox');
    expect(normaliseCrmValue(bool, true)).toBe('true');
    expect(normaliseCrmValue(bool, false)).toBe('false');
    expect(normaliseCrmValue(bool, 'Yes')).toBe('true');
    expect(normaliseCrmValue(bool, 'maybe')).toBeNull();
    expect(normaliseCrmValue(bool, 1)).toBeNull();
  });

  it('gives an enumeration only its options values, matched without regard to case and punctuation', () => {
    const stage = field('enumeration', 'radio', STAGES);
    expect(normaliseCrmValue(stage, 'closedwon')).toBe('closedwon');
    expect(normaliseCrmValue(stage, 'Closed won')).toBe('closedwon');
    expect(normaliseCrmValue(stage, 'decision maker bought in')).toBe('decisionmakerboughtin');
    expect(normaliseCrmValue(stage, 'negotiation')).toBeNull();
    // One option only, unless the field is a checkbox.
    expect(normaliseCrmValue(stage, ['closedwon', 'closedlost'])).toBeNull();
    const checkbox = field('enumeration', 'checkbox', STAGES);
    expect(normaliseCrmValue(checkbox, ['Closed Lost', 'closedwon', 'closedwon'])).toBe(
      'closedlost;closedwon',
    );
    expect(normaliseCrmValue(checkbox, 'closedwon;closedlost')).toBe('closedwon;closedlost');
    expect(normaliseCrmValue(checkbox, ['closedwon', 'invented'])).toBeNull();
  });

  it('takes a phone number only when it is one', () => {
    const phone = field('phone_number', 'phonenumber');
    expect(normaliseCrmValue(phone, '+31 20 555 0134')).toBe('+31 20 555 0134');
    expect(normaliseCrmValue(phone, 'call me later')).toBeNull();
    expect(normaliseCrmValue(phone, '12 34')).toBeNull();
  });

  it('tidies text and never fills `other`', () => {
    expect(normaliseCrmValue(field('string', 'textarea'), '  Zendora,   Freshdesk \n\n\n\nmore ')).toBe(
      'Zendora, Freshdesk\n\nmore',
    );
    expect(normaliseCrmValue(field('string'), ' … ')).toBeNull();
    expect(normaliseCrmValue(field('other', 'select'), 'anything')).toBeNull();
    expect(isFillable(field('other'))).toBe(false);
    expect(isFillable(field('enumeration', 'select'))).toBe(false);
  });
});

describe('matchOption', () => {
  it('refuses a name that fits two options', () => {
    const options = [
      { label: 'High', value: 'high' },
      { label: 'high', value: 'HIGH_2' },
    ];
    expect(matchOption(options, 'HIGH')).toBeNull();
    expect(matchOption(options, 'HIGH_2')).toBe('HIGH_2');
  });
});

describe('createQuoteIndex', () => {
  const quotes = createQuoteIndex([
    { speaker: 'Marta', startMs: 1_000, endMs: 4_000, text: 'Yes. We have thirty thousand euros set aside,' },
    { speaker: 'Marta', startMs: 4_000, endMs: 7_000, text: 'and um the budget is approved.' },
    { speaker: 'Sam', startMs: 8_000, endMs: 9_000, text: 'Great, thanks.' },
  ]);

  it('finds words of the transcript whatever their case, punctuation and hesitations', () => {
    expect(quotes.locate('the budget is approved')).toEqual({
      quote: 'the budget is approved',
      startMs: 4_000,
    });
    expect(quotes.locate('We have thirty thousand euros set aside, and the budget is approved.')).toEqual({
      quote: 'We have thirty thousand euros set aside, and the budget is approved.',
      startMs: 1_000,
    });
    expect(quotes.locate('We have thirty thousand euros … the budget is approved')?.startMs).toBe(1_000);
  });

  it('refuses words that were not said, and quotes too short to prove anything', () => {
    expect(quotes.locate('the budget of forty thousand is approved')).toBeNull();
    expect(quotes.locate('approved')).toBeNull();
    expect(quotes.locate('')).toBeNull();
  });
});
