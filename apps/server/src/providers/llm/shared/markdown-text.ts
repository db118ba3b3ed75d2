/**
 * Text an engine did not write — a meeting title, a name, a transcript line, the user's own words — set
 * into the Markdown it answers with, as words and nothing else. A title `[Open](https://…)` or a line
 * holding an address must not become a link (nor emphasis, a heading, HTML or an image) in the answer:
 * only the links the engine writes itself (to the meeting) are links.
 *
 * - Characters Markdown acts on are backslash-escaped (`[`, `]`, `<`, `` ` ``, `*`, `#`…): no link,
 *   image, autolink, HTML, code or emphasis can open.
 * - Bare addresses are kept from GFM's autolinks (`https://…`, `www.…`, `name@host`) by escaping the
 *   character each one needs (`https\://`, `www\.`, `name\@host`); they read the same.
 * - Line breaks become spaces, so text can never start a block (a list, a quote, a code block).
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_[\]<>#|~]/g, '\\$&')
    .replace(/:\/\//g, '\\://')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/@/g, '\\@');
}

const BACKSLASH_ESCAPE = /\\([!-/:-@[-`{-~])/g;
/** Stands in for an escaped character while the rest is read (a private-use character). */
const LITERAL = /\uE000(\d+)\uE000/g;

/**
 * A piece of stored Markdown (a snippet of a summary) as the words it reads, to quote as text: a link
 * keeps its label, emphasis, code marks, headings' and lists' markers and backslash escapes go. Pass the
 * result through `escapeMarkdown` to set it into an answer.
 */
export function markdownAsWords(markdown: string): string {
  const literals: string[] = [];
  return markdown
    .replace(BACKSLASH_ESCAPE, (_, char: string) => `\uE000${literals.push(char) - 1}\uE000`)
    .replace(/^[ \t]*(?:#{1,6}|[-*+]|\d+[.)]|>)[ \t]+/gm, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)?/g, '$1')
    .replace(/\*\*|__|[*`]/g, '')
    .replace(LITERAL, (_, index: string) => literals[Number(index)] ?? '');
}
