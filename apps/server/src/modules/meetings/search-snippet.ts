/** The longest snippet a search result carries; a headline is ~24 words, so this only guards odd text. */
export const MAX_SNIPPET_CHARS = 240;

/**
 * A headline as one line of plain text: a summary's Markdown marks (headings, emphasis, code, quotes,
 * bullets, link targets) taken out, whitespace collapsed, cut at `MAX_SNIPPET_CHARS`.
 */
export function toPlainSnippet(options: { headline: string; source: 'transcript' | 'summary' }): string {
  let text = options.headline;
  if (options.source === 'summary') {
    text = text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/[*_`~]+/g, '');
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > MAX_SNIPPET_CHARS ? `${text.slice(0, MAX_SNIPPET_CHARS - 1).trimEnd()}…` : text;
}
