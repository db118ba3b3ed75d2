import { describe, expect, it } from 'vitest';
import { escapeMarkdown, markdownAsWords } from './markdown-text';

describe('escapeMarkdown: text set into an answer stays words', () => {
  it('keeps a title written as a link from becoming one', () => {
    expect(escapeMarkdown('[Open the meeting](https://evil.example/x)')).toBe(
      '\\[Open the meeting\\](https\\://evil.example/x)',
    );
    expect(escapeMarkdown('![pixel](https://evil.example/p.png)')).toBe(
      '!\\[pixel\\](https\\://evil.example/p.png)',
    );
  });

  it('escapes code, emphasis, HTML, headings, tables and strikethrough', () => {
    expect(escapeMarkdown('`rm -rf` *now* __bold__ <img src=x onerror=alert(1)> # | ~~x~~ \\')).toBe(
      '\\`rm -rf\\` \\*now\\* \\_\\_bold\\_\\_ \\<img src=x onerror=alert(1)\\> \\# \\| \\~\\~x\\~\\~ \\\\',
    );
  });

  it('keeps bare addresses from being autolinked, and leaves paths as they read', () => {
    expect(escapeMarkdown('see https://evil.example/x or www.evil.example, mail dana@evil.example')).toBe(
      'see https\\://evil.example/x or www\\.evil.example, mail dana\\@evil.example',
    );
    // `//host` and an in-app path are no link without brackets, which are escaped.
    expect(escapeMarkdown('go to //evil.example/x or /invite?token=abc')).toBe(
      'go to //evil.example/x or /invite?token=abc',
    );
  });

  it('turns line breaks into spaces, so no text starts a block of its own', () => {
    expect(escapeMarkdown('Demo\n\n[x]: https://evil.example\r\n> quoted')).toBe(
      'Demo \\[x\\]: https\\://evil.example \\> quoted',
    );
  });
});

describe('markdownAsWords: stored Markdown quoted as the words it reads', () => {
  it('keeps link labels and escaped characters, and drops the markup', () => {
    expect(
      markdownAsWords(
        '## Summary\n- Ship to **Denver** in `March`, see [the plan](https://evil.example) \\*firm\\*',
      ),
    ).toBe('Summary\nShip to Denver in March, see the plan *firm*');
    expect(escapeMarkdown(markdownAsWords('[x](//evil.example/x) ![p](https://evil.example/p)'))).toBe('x p');
  });
});
