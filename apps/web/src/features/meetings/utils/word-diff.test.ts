import { describe, expect, it } from 'vitest';
import { collapseUnchanged, countChangedWords, diffWords } from './word-diff';

describe('diffWords', () => {
  it('marks the words a change removes and adds, and joins back to both texts', () => {
    const before = 'Pilot with two teams in March, budget not confirmed';
    const after = 'Pilot with four teams in March, budget confirmed at 40k';
    const parts = diffWords(before, after);
    expect(
      parts
        .filter((part) => part.type !== 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((part) => part.type !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe(after);
    expect(parts.filter((part) => part.type === 'removed').map((part) => part.text.trim())).toEqual([
      'two',
      'not',
    ]);
    expect(parts.filter((part) => part.type === 'added').map((part) => part.text.trim())).toEqual([
      'four',
      'at 40k',
    ]);
    expect(countChangedWords(parts)).toEqual({ added: 3, removed: 2 });
  });

  it('shows a paragraph appended to a description as added, the rest unchanged', () => {
    const old = 'Northbeam evaluates fleet tracking for 40 vans.';
    const parts = diffWords(old, `${old}\n\nMeeting 3 Dec: wants SSO before signing.`);
    expect(parts).toEqual([
      { type: 'same', text: old },
      { type: 'added', text: '\n\nMeeting 3 Dec: wants SSO before signing.' },
    ]);
  });

  it('keeps a few words around each change when collapsed', () => {
    const same = Array.from({ length: 30 }, (_, index) => `w${index}`).join(' ');
    const parts = diffWords(`${same} old tail`, `${same} new tail`);
    const collapsed = collapseUnchanged(parts, 3);
    expect(collapsed[0]).toEqual({ type: 'same', text: '… w27 w28 w29 ' });
    expect(collapsed.slice(1)).toEqual(parts.slice(1));
  });

  it('stays quick on long texts by replacing a very different middle whole', () => {
    const a = Array.from({ length: 1_000 }, (_, index) => `a${index}`).join(' ');
    const b = Array.from({ length: 1_000 }, (_, index) => `b${index}`).join(' ');
    expect(diffWords(a, b).map((part) => part.type)).toEqual(['removed', 'added']);
  });
});
