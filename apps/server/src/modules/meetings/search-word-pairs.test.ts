import { describe, expect, it } from 'vitest';
import { requiredWordPairs } from './search-word-pairs';

describe('requiredWordPairs', () => {
  it('pairs the side-by-side words of each phrase that every match must hold', () => {
    expect(requiredWordPairs(`'renew' <-> 'contract'`)).toEqual(['renew contract']);
    expect(requiredWordPairs(`'price' & 'back' <-> 'slash' <-> 'word'`)).toEqual([
      'back slash',
      'slash word',
    ]);
    expect(requiredWordPairs(`'e-mail' <-> 'e' <-> 'mail' <-> 'repli' & 'x'`)).toEqual([
      'e-mail e',
      'e mail',
      'mail repli',
    ]);
  });

  it('pairs nothing a match need not hold: under or, under not, across a gap or a bracket', () => {
    expect(requiredWordPairs(`'renew' <-> 'contract' | 'price'`)).toEqual([]);
    expect(requiredWordPairs(`'price' & !( 'renew' <-> 'contract' )`)).toEqual([]);
    expect(requiredWordPairs(`'renew' <3> 'contract'`)).toEqual([]);
    expect(requiredWordPairs(`( 'a' & 'b' ) <-> 'c'`)).toEqual([]);
    expect(requiredWordPairs(`'secur':* <-> 'review'`)).toEqual([]);
    expect(requiredWordPairs(`'price' & 'budget'`)).toEqual([]);
    expect(requiredWordPairs('')).toEqual([]);
  });

  it('reads quoted words as PostgreSQL escapes them, and lists a pair once', () => {
    expect(requiredWordPairs(`'o''neil' <-> 'back\\\\slash' & 'o''neil' <-> 'back\\\\slash'`)).toEqual([
      "o'neil back\\slash",
    ]);
  });
});
