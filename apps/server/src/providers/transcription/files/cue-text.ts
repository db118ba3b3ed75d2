const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  // Direction marks only steer rendering; kept, they would make equal names and texts differ.
  lrm: '',
  rlm: '',
};

const MAX_CODE_POINT = 0x10ffff;

/** Decodes the HTML character references that caption files use; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, (reference, body: string) => {
    if (!body.startsWith('#')) {
      return NAMED_ENTITIES[body.toLowerCase()] ?? reference;
    }
    const isHex = body[1] === 'x' || body[1] === 'X';
    const codePoint = Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10);
    const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    if (!Number.isFinite(codePoint) || codePoint === 0 || codePoint > MAX_CODE_POINT || isSurrogate) {
      return '\uFFFD';
    }
    return String.fromCodePoint(codePoint);
  });
}

/** Escapes text for a WebVTT cue payload or voice annotation, where `&`, `<` and `>` are markup. */
export function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Removes every WebVTT tag (`<c>`, `<i>`, `<v …>`, `<00:00:01.000>`…): a raw `<` cannot occur in cue text. */
export function stripCueTags(text: string): string {
  // Bounded: a lone `<` in a huge cue must not be scanned to the end from every position.
  return text.replace(/<[^<>]{0,300}>/g, '');
}

/**
 * Removes the HTML-like tags SRT players honour (`<i>`, `<font color=…>`) and ASS overrides (`{\an8}`),
 * but leaves a lone `<` or `a < b > c` alone, since SRT text is not escaped.
 */
export function stripMarkupTags(text: string): string {
  return text.replace(/<\/?[a-zA-Z][^<>]{0,300}>/g, '').replace(/\{\\[^{}]{0,100}\}/g, '');
}

/** Collapses runs of whitespace, line breaks included, into single spaces. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Collapses runs of whitespace (line breaks included) and drops invisible marks. */
export function normaliseWhitespace(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\u200B-\u200F\u2060]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
