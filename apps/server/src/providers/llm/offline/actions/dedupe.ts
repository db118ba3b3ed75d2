import { contentTerms, similarity } from '../keyword-scoring';
import type { ActionContext as Context, FoundActionItem } from './found-item';

/**
 * Merges restatements: same owner and similar words (the recap at the end of a call repeats each
 * item), and "Sure, I'll do it by Wednesday" answering a request to the same person.
 */
export function dedupe(items: FoundActionItem[], context: Context): FoundActionItem[] {
  const kept: Array<FoundActionItem & { terms: Set<string> }> = [];
  for (const item of items) {
    // "Run that one" is compared as what it points back to, not as "run".
    const terms = new Set(contentTerms(item.pointsBackTo ?? item.text));
    const duplicate = kept.find(
      (known) =>
        (known.owner === item.owner || known.owner === null || item.owner === null) &&
        (similarity(known.terms, terms) >= 0.5 ||
          (isSubset(terms, known.terms) && (terms.size >= 2 || known.owner === item.owner)) ||
          (isSubset(known.terms, terms) && known.terms.size >= 2) ||
          isAnswerTo({ answer: item, request: known, context })),
    );
    if (!duplicate) {
      kept.push({ ...item, terms });
      continue;
    }
    // "Could you do the macros by the sixteenth?" after "I'll do the macros by the eighteenth": moved.
    const isMovedDate = item.kind === 'request' && item.dueDate !== null && duplicate.kind !== 'request';
    duplicate.dueDate = isMovedDate ? item.dueDate : (duplicate.dueDate ?? item.dueDate);
    duplicate.owner ??= item.owner;
    if (duplicate.terms.size < terms.size && duplicate.kind !== 'request') {
      duplicate.text = item.text;
      duplicate.terms = terms;
    }
  }
  return kept.map(({ terms: _terms, ...item }) => item);
}

/** A first-person reply in the turn right after a request made to its speaker, or a task given to them. */
function isAnswerTo(input: { answer: FoundActionItem; request: FoundActionItem; context: Context }): boolean {
  const { answer, request } = input;
  // "Dana will share the terms, is that right?" — "Yes, I'll dig those out": one task, as assigned.
  if ((request.kind !== 'request' && request.kind !== 'named') || answer.kind !== 'commitment') return false;
  if (request.owner !== answer.owner) return false;
  const isSoonAfter =
    answer.sentence.speaker === null
      ? answer.sentence.index - request.sentence.index <= 3
      : answer.sentence.turnIndex - request.sentence.turnIndex <= 2;
  return (
    answer.sentence.index > request.sentence.index &&
    isSoonAfter &&
    /\b(?:it|that|this|them|her|him|those)\b/i.test(answer.text)
  );
}

function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0) return false;
  for (const term of a) if (!b.has(term)) return false;
  return true;
}
