/**
 * A search box's text for `websearch_to_tsquery`. PostgreSQL fails ('tsquery stack too small') on more
 * than 32 negations in a row (`--------…`, `- - - x`, `-!-!-!x`), and a double negation adds nothing: a
 * run of `-` with only punctuation or spaces between becomes one `-`.
 */
export const toWebSearchText = (query: string): string => query.replace(/-(?:[^\p{L}\p{N}]*-)+/gu, '-');

/**
 * What a search box holds, split for a search-as-you-type query: `words` for `websearch_to_tsquery`
 * (quotes, `or` and `-` keep their meaning), and `prefix`, the last word as typed so far, to match as a
 * prefix (`secu` finds "security"). No prefix when the text ends in a space or punctuation, or when
 * the last word is negated (`-legal`), inside a quoted phrase, or follows `or`: there the whole text
 * is meant as written.
 */
export function splitSearchText(query: string): { words: string; prefix: string | null } {
  const text = toWebSearchText(query);
  const last = /(^|[\s(])([\p{L}\p{N}]+)$/u.exec(text);
  const prefix = last?.[2];
  if (!prefix || last.index === undefined) return { words: text, prefix: null };
  const head = text.slice(0, last.index + (last[1]?.length ?? 0));
  const isInPhrase = (head.match(/"/g)?.length ?? 0) % 2 === 1;
  const followsOr = /(^|\s)or\s*$/i.test(head);
  if (isInPhrase || followsOr || /^or$/i.test(prefix)) return { words: text, prefix: null };
  return { words: head, prefix };
}
