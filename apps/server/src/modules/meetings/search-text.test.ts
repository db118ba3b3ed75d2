import { describe, expect, it } from 'vitest';
import { toPlainSnippet } from './search-snippet';
import { splitSearchText, toWebSearchText } from './search-text';

describe('splitSearchText', () => {
  it.each([
    ['secu', { words: '', prefix: 'secu' }],
    ['pricing secu', { words: 'pricing ', prefix: 'secu' }],
    ['pricing secu ', { words: 'pricing secu ', prefix: null }],
    ['pricing -legal', { words: 'pricing -legal', prefix: null }],
    ['"security review', { words: '"security review', prefix: null }],
    ['"security review" pil', { words: '"security review" ', prefix: 'pil' }],
    ['pricing or legal', { words: 'pricing or legal', prefix: null }],
    ['peter@initech', { words: 'peter@initech', prefix: null }],
    ['&|!:*', { words: '&|!:*', prefix: null }],
  ])('reads %j as words and the last word typed', (query, expected) => {
    expect(splitSearchText(query)).toEqual(expected);
  });

  it('folds runs of negations into one, which PostgreSQL can parse', () => {
    expect(toWebSearchText('a ------ - b')).toBe('a - b');
  });
});

describe('toPlainSnippet', () => {
  it("takes a summary's Markdown marks out", () => {
    expect(
      toPlainSnippet({
        source: 'summary',
        headline: '## Next steps\n- **Send** the [proposal](https://x.test) by `Friday`',
      }),
    ).toBe('Next steps Send the proposal by Friday');
  });

  it('leaves transcript text as said, cut to a short line', () => {
    expect(toPlainSnippet({ source: 'transcript', headline: 'the *real* plan' })).toBe('the *real* plan');
    expect(
      toPlainSnippet({ source: 'transcript', headline: 'word '.repeat(100) }).length,
    ).toBeLessThanOrEqual(240);
  });
});
