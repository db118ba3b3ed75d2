import { describe, expect, it } from 'vitest';
import { contentWords, normalisedTokens, stem } from './normalise-text';

describe('normalisedTokens', () => {
  it.each([
    ['$9,000', '9000'],
    ['9000', '9000'],
    ['9k', '9000'],
    ['9K', '9000'],
    ['9 thousand', '9000'],
    ['nine thousand', '9000'],
    ['nine grand', '9000'],
    ['€1.2M', '1200000'],
    ['1.2 million', '1200000'],
    ['one point two million', '1200000'],
    ['forty-two thousand five hundred', '42500'],
    ['a hundred and twenty', '120'],
    ['$54,000.00', '54000'],
    ['twenty twenty-six', '2026'],
  ])('reads %s as %s', (text, number) => {
    expect(normalisedTokens(text)).toEqual([number]);
  });

  it('reads ordinals as their number, in digits and in words', () => {
    expect(normalisedTokens('March 15th')).toEqual(normalisedTokens('march fifteenth'));
    expect(normalisedTokens('the twenty-first')).toEqual(['the', '21']);
  });

  it('reads dates month first, however they are written', () => {
    const june30 = normalisedTokens('June 30');
    expect(normalisedTokens('30 June')).toEqual(june30);
    expect(normalisedTokens('the thirtieth of June')).toEqual(['the', ...june30]);
    expect(normalisedTokens('Jun 30th')).toEqual(june30);
    expect(normalisedTokens('2026-06-30')).toEqual([...june30, '2026']);
    expect(normalisedTokens('by Sept 1')).toEqual(['by', ...normalisedTokens('September 1')]);
  });

  it('keeps numbers apart that are said apart', () => {
    expect(normalisedTokens('one two three')).toEqual(['1', '2', '3']);
    expect(normalisedTokens('twenty five')).toEqual(['25']);
    expect(normalisedTokens('thirty-one thousand two hundred, two-year term')).toEqual([
      '31200',
      '2',
      'year',
      'term',
    ]);
    expect(normalisedTokens('in 2 weeks, 3 people')).toEqual(['in', '2', 'week', '3', stem('people')]);
  });

  it('leaves letters-and-digits words such as Q3 and SOC 2 alone', () => {
    expect(normalisedTokens('Q3 and SOC 2')).toEqual(['q3', 'and', 'soc', '2']);
  });

  it('reads percentages as a number and the word percent', () => {
    expect(normalisedTokens('12%')).toEqual(normalisedTokens('twelve percent'));
  });

  it('drops possessives and punctuation', () => {
    expect(normalisedTokens("Priya's team, (the CFO).")).toEqual(['priya', 'team', 'the', 'cfo']);
  });
});

describe('stem', () => {
  it('brings plurals and verb forms together', () => {
    expect(stem('seats')).toBe(stem('seat'));
    expect(stem('pricing')).toBe(stem('price'));
    expect(stem('priced')).toBe(stem('prices'));
    expect(stem('planned')).toBe(stem('plan'));
    expect(stem('companies')).toBe(stem('company'));
  });

  it('keeps short words and double letters that belong to the word', () => {
    expect(stem('bus')).toBe('bus');
    expect(stem('called')).toBe('call');
    expect(stem('access')).toBe('access');
  });
});

describe('contentWords', () => {
  it('leaves out stop words and fillers', () => {
    expect([...contentWords("Um, so I'll just send you the revised proposal by Friday")]).toEqual([
      'send',
      'revis',
      'proposal',
      'friday',
    ]);
  });
});
