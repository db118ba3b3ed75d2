/**
 * Pairs of stemmed words a search's phrases require side by side, read from the text of its tsquery
 * (`websearch_to_tsquery(…)::text`, e.g. `'renew' <-> 'contract' & 'price'`). Each pair is written as
 * the SQL function `word_pair_hashes` writes a meeting's (`'renew contract'`), so a meeting lacking
 * one cannot hold the phrase: its documents index answers a phrase without reading every meeting that
 * holds the words apart.
 *
 * Only pairs every match must hold: none when the query has `|` or `!` anywhere (a phrase under
 * either need not be there), and only `a <-> b` between two plain words (no prefix or weight, no
 * bracket between).
 */
export function requiredWordPairs(tsQueryText: string): string[] {
  const tokens = [...tsQueryText.matchAll(TSQUERY_TOKEN)].map((match) =>
    match[1] !== undefined ? { word: unquote(match[1]), plain: !match[2] } : { operator: match[0] },
  );
  if (tokens.some((token) => token.operator === '|' || token.operator === '!')) return [];
  const pairs = new Set<string>();
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    const [left, operator, right] = tokens.slice(index, index + 3);
    if (!left?.plain || operator?.operator !== '<->' || !right?.plain) continue;
    pairs.add(`${left.word} ${right.word}`);
  }
  return [...pairs];
}

/**
 * A quoted word with its optional `:*`/weights suffix, a distance operator, or `& | ! ( )`. Inside
 * quotes PostgreSQL doubles `'` and escapes with `\`.
 */
const TSQUERY_TOKEN = /'((?:[^'\\]|''|\\.)*)'(:[*A-Da-d]+)?|<(?:-|\d+)>|[&|!()]/g;

const unquote = (quoted: string): string => quoted.replace(/''|\\(.)/g, (_match, char) => char ?? "'");
