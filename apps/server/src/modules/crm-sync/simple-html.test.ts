import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../providers/llm/shared/markdown-text';
import { markdownToSimpleHtml } from './simple-html';

describe('markdownToSimpleHtml', () => {
  it('shows escaped characters as themselves, neither markup nor backslashes', () => {
    const said = escapeMarkdown('Mail dana@acme.example, see https://acme.example and *not bold* <b>');
    expect(markdownToSimpleHtml(`- **Dana**: ${said}`)).toBe(
      '<ul><li><strong>Dana</strong>: Mail dana@acme.example, see https://acme.example and *not bold* &lt;b&gt;</li></ul>',
    );
  });
});
