import { contentTerms, stem } from '../keyword-scoring';

/*
 * A yes/no property said in other words than its label: "Strategic Account — whether leadership
 * follows this account closely" is answered by "our VP follows this account personally". A clause
 * restates the property when it says its label's words together, or every word of its description
 * (one may be missing from a description of four or more), a word counting when it is said or one
 * of its family is ("VP" for leadership, "personally" for closely).
 */

/** Families of words a property's description uses, as people say them. */
const FAMILIES: Readonly<Record<string, RegExp>> = {
  [stem('leadership')]:
    /^(?:leadership|leaders?|executives?|execs?|management|ceo|cfo|coo|cto|cio|vp|svp|evp|president|founders?|owners?|board)$/,
  // "asked me for a weekly status on this rollout": leadership following an account closely.
  [stem('closely')]: /^(?:closely|personally|directly|herself|himself|themselves|weekly|daily)$/,
  [stem('follows')]: /^(?:follow\w*|track\w*|watch\w*|sponsor\w*|status|updates?|briefings?)$/,
  [stem('account')]: /^(?:accounts?|customers?|clients?|rollouts?|implementations?|deals?|relationships?)$/,
  [stem('confirmed')]: /^(?:confirm\w*|approv\w*|sign\w*|secured|budgeted)$/,
  // "The money is there", "finance signed off on the spend": a budget in other words.
  [stem('budget')]: /^(?:budget\w*|money|funds?|funding|spend|capex|opex)$/,
};

/** The words of a property a clause must say to restate it: its label's and its description's. */
export type Predicate = { label: string[]; description: string[] };

export function predicateOf(label: string, description: string, informative: ReadonlySet<string>): Predicate {
  const pick = (text: string) => [...new Set(contentTerms(text).filter((term) => informative.has(term)))];
  return { label: pick(label), description: pick(description.replace(/^\s*whether\b/i, '')) };
}

/** Whether `words` (lower case) say `term` (a stem) or a word of its family. */
export function says(words: ReadonlyArray<string>, term: string): boolean {
  const family = FAMILIES[term];
  return words.some((word) => stem(word) === term || (family?.test(word) ?? false));
}

/** Whether `clause` restates the property (its polarity is read separately). */
export function restatesPredicate(clause: string, predicate: Predicate): boolean {
  const words = clause.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (predicate.label.length >= 2 && predicate.label.every((term) => says(words, term))) return true;
  const { description } = predicate;
  if (description.length < 3) return false;
  const said = description.filter((term) => says(words, term)).length;
  return said === description.length || (description.length >= 4 && said >= description.length - 1);
}
