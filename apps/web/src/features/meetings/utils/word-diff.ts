/** A run of a word diff: text both sides share, or only the old (removed) or only the new (added) side. */
export type TDiffPart = { type: 'same' | 'added' | 'removed'; text: string };

/** Beyond this many cells the middle is shown as replaced whole: a word-by-word table would stall the tab. */
const MAX_TABLE_CELLS = 250_000;

/** Words and the spaces between them, apart, so joining the tokens gives the text back. */
const tokens = (text: string): string[] => text.match(/\S+|\s+/g) ?? [];

/** Words with the spaces after them, to count words of context. */
const wordsWithSpace = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

const push = (parts: TDiffPart[], type: TDiffPart['type'], text: string) => {
  if (text === '') return;
  const last = parts.at(-1);
  if (last?.type === type) last.text += text;
  else parts.push({ type, text });
};

/**
 * Which words a change removes and adds (longest common subsequence of words, after the shared start and
 * end). No diff library is installed; values are a record's text, a few thousand words at most.
 */
export function diffWords(before: string, after: string): TDiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: TDiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_TABLE_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    // lengths[i][j]: the most words midA[i..] and midB[j..] share in order (shared spaces count for
    // nothing, so they never pull words out of line).
    const lengths = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
    for (let i = midA.length - 1; i >= 0; i -= 1)
      for (let j = midB.length - 1; j >= 0; j -= 1)
        lengths[i]![j] =
          midA[i] === midB[j]
            ? lengths[i + 1]![j + 1]! + (/^\s/.test(midA[i]!) ? 0 : 1)
            : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        push(parts, 'same', midA[i]!);
        i += 1;
        j += 1;
      } else if (j < midB.length && (i === midA.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
        push(parts, 'added', midB[j]!);
        j += 1;
      } else {
        push(parts, 'removed', midA[i]!);
        i += 1;
      }
    }
  }
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}

/** How many words a diff adds and removes. */
export function countChangedWords(parts: readonly TDiffPart[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const count = { added: 0, removed: 0 };
  for (const part of parts) {
    if (part.type === 'added') count.added += words(part.text);
    else if (part.type === 'removed') count.removed += words(part.text);
  }
  return count;
}

/**
 * The changes with a few words of what surrounds them: long unchanged runs shortened to their edges
 * with an ellipsis, for the collapsed view.
 */
export function collapseUnchanged(parts: readonly TDiffPart[], contextWords = 6): TDiffPart[] {
  return parts.map((part, index) => {
    if (part.type !== 'same') return part;
    const words = wordsWithSpace(part.text);
    const isFirst = index === 0;
    const isLast = index === parts.length - 1;
    const keep = (isFirst ? 0 : contextWords) + (isLast ? 0 : contextWords);
    if (words.length <= keep + 1) return part;
    const head = isFirst ? '' : words.slice(0, contextWords).join('');
    const tail = isLast ? '' : words.slice(words.length - contextWords).join('');
    return { type: 'same', text: isLast ? `${head}…` : `${head}… ${tail}` };
  });
}
