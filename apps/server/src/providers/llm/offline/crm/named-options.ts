import type { CrmFieldToFill } from '../../meeting-intelligence';
import { type Candidate, isConditionalAt, isNegatedBefore } from '../crm-cues';
import type { Sentence } from '../sentences';

/*
 * A checkbox of things the customer takes ("Core platform", "SSO add-on"): an option whose label
 * is a name of several words is seldom said by chance, so it counts wherever the call states it —
 * in the quote, the recap or the demo — not only in sentences that name the field. A one-word
 * label ("Analytics", "Email") is too common a word to count that way.
 */

/** Support of an option named outside the sentences about the field. */
const NAMED_SCORE = 2;

/** An option's label as a phrase in speech: its words in order, any spacing or hyphen between. */
export function optionPattern(label: string): RegExp | null {
  const words = label.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[\\s-]*')}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Every statement that names a many-word option, not negated nor under a condition. */
export function optionsNamedInCall(
  options: CrmFieldToFill['options'],
  sentences: ReadonlyArray<Sentence>,
): Candidate[] {
  const named = options
    .filter((option) => (option.label.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 2)
    .map((option) => ({ value: option.value, pattern: optionPattern(option.label) }));
  const candidates: Candidate[] = [];
  for (const sentence of sentences) {
    const text = sentence.text;
    if (text.trimEnd().endsWith('?')) continue;
    for (const { value, pattern } of named) {
      const match = pattern?.exec(text);
      if (!match || isNegatedBefore(text, match.index) || isConditionalAt(text, match.index)) continue;
      candidates.push({ value, score: NAMED_SCORE, sentence });
    }
  }
  return candidates;
}
