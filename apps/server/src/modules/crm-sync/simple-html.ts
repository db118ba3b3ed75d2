import { escapeHtml } from '../../text/escape-html';

/** Markdown's backslash escapes (`\*`, `\[`, `https\://`): the character itself, never markup. */
const BACKSLASH_ESCAPE = /\\([!-/:-@[-`{-~])/g;
/** Stands in for an escaped character while emphasis is read (a private-use character). */
const LITERAL = /\uE000(\d+)\uE000/g;

/** Bold and italics inside a line (after escaping). */
function inline(text: string): string {
  const literals: string[] = [];
  const marked = text.replace(
    BACKSLASH_ESCAPE,
    (_, char: string) => `\uE000${literals.push(char) - 1}\uE000`,
  );
  return escapeHtml(marked)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*?)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(LITERAL, (_, index: string) => escapeHtml(literals[Number(index)] ?? ''));
}

/**
 * A summary's Markdown as the simple HTML HubSpot shows in an activity: headings, paragraphs,
 * bulleted and numbered lists, bold and italics. Anything else stays as text.
 */
export function markdownToSimpleHtml(markdown: string): string {
  const out: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };
  const closeList = () => {
    if (list) out.push(`</${list}>`);
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (line === '') {
      flushParagraph();
      closeList();
    } else if (heading) {
      flushParagraph();
      closeList();
      const level = Math.min(6, Math.max(3, (heading[1] ?? '#').length + 2));
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
    } else if (bullet || numbered) {
      flushParagraph();
      const kind = bullet ? 'ul' : 'ol';
      if (list !== kind) {
        closeList();
        out.push(`<${kind}>`);
        list = kind;
      }
      out.push(`<li>${inline((bullet ?? numbered)?.[1] ?? '')}</li>`);
    } else {
      closeList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  closeList();
  return out.join('');
}
