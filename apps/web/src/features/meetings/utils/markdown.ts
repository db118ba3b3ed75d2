/**
 * A deliberately tiny Markdown reader for meeting summaries: `#`–`######` headings, `-`/`*`/`1.` lists,
 * `**bold**`, `_italic_`/`*italic*`, `` `code` ``, links and paragraphs. It builds a tree that React
 * renders as text, so raw HTML in a summary shows as text and never reaches the DOM as markup; links keep
 * only http, https and mailto addresses.
 *
 * Replaced by react-markdown with the full meeting-view issue, which brings tables and nested lists too.
 */

export type TMarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: TMarkdownInline[] }
  | { kind: 'em'; children: TMarkdownInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: TMarkdownInline[] };

export type TMarkdownBlock =
  | { kind: 'heading'; level: number; children: TMarkdownInline[] }
  | { kind: 'list'; isOrdered: boolean; items: TMarkdownInline[][] }
  | { kind: 'paragraph'; children: TMarkdownInline[] };

const SAFE_LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** The address when it is an absolute http, https or mailto URL; null for anything else (javascript:, data:, relative). */
export const safeLinkHref = (href: string): string | null => {
  try {
    const url = new URL(href.trim());
    return SAFE_LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}]/u.test(char);

const LINK = /^\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/;

/** Parses inline markup; unmatched markers stay as the characters they are. */
export const parseInline = (source: string): TMarkdownInline[] => {
  const nodes: TMarkdownInline[] = [];
  let text = '';
  const flush = () => {
    if (text) nodes.push({ kind: 'text', text });
    text = '';
  };
  let index = 0;
  while (index < source.length) {
    const char = source[index] as string;
    const rest = source.slice(index);

    if (char === '\\' && index + 1 < source.length && /[\\`*_[\]()#-]/.test(source[index + 1] as string)) {
      text += source[index + 1];
      index += 2;
      continue;
    }
    if (char === '`') {
      const end = source.indexOf('`', index + 1);
      if (end > index + 1) {
        flush();
        nodes.push({ kind: 'code', text: source.slice(index + 1, end) });
        index = end + 1;
        continue;
      }
    }
    if (rest.startsWith('**')) {
      const end = source.indexOf('**', index + 2);
      if (end > index + 2) {
        flush();
        nodes.push({ kind: 'strong', children: parseInline(source.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    }
    // `_` only opens at a word start, so snake_case names stay as they are.
    if (
      (char === '*' || (char === '_' && !isWordChar(source[index - 1]))) &&
      !/\s/.test(source[index + 1] ?? ' ')
    ) {
      const end = source.indexOf(char, index + 1);
      if (
        end > index + 1 &&
        !/\s/.test(source[end - 1] as string) &&
        (char === '*' || !isWordChar(source[end + 1]))
      ) {
        flush();
        nodes.push({ kind: 'em', children: parseInline(source.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const match = LINK.exec(rest);
      if (match) {
        flush();
        const children = parseInline(match[1] ?? '');
        const href = safeLinkHref(match[2] ?? '');
        // An unsafe link keeps its words and loses its address.
        if (href) nodes.push({ kind: 'link', href, children });
        else nodes.push(...children);
        index += match[0].length;
        continue;
      }
    }
    text += char;
    index += 1;
  }
  flush();
  return nodes;
};

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

/** Splits Markdown into headings, lists and paragraphs. */
export const parseMarkdown = (source: string): TMarkdownBlock[] => {
  const blocks: TMarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { isOrdered: boolean; items: string[] } | null = null;

  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const closeList = () => {
    if (list) blocks.push({ kind: 'list', isOrdered: list.isOrdered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (!line.trim()) {
      closeParagraph();
      closeList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      closeParagraph();
      closeList();
      blocks.push({
        kind: 'heading',
        level: heading[1]?.length ?? 1,
        children: parseInline(heading[2] ?? ''),
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = bullet ? null : ORDERED.exec(line);
    const item = bullet ?? ordered;
    if (item) {
      closeParagraph();
      const isOrdered = ordered !== null;
      if (list && list.isOrdered !== isOrdered) closeList();
      list ??= { isOrdered, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    if (list && /^\s+/.test(rawLine)) {
      // An indented line continues the list item above it.
      const items: string[] = list.items;
      items[items.length - 1] = `${items[items.length - 1]} ${line.trim()}`;
      continue;
    }
    closeList();
    paragraph.push(line.trim());
  }
  closeParagraph();
  closeList();
  return blocks;
};
