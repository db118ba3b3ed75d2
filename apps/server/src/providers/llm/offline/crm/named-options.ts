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

/** "It's been sitting at contract sent since April": where a record was, not where it is. */
const WAS_ONCE = /\b(?:has|have|had|'s|'ve|'d) been\b[^.;]*\bsince\b|\bnot (?:true|the case) any ?more\b/i;

/** Every statement that names a many-word option, not negated, under a condition nor past. */
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
      if (WAS_ONCE.test(text)) continue;
      candidates.push({ value, score: NAMED_SCORE, sentence });
    }
  }
  return candidates;
}

/** Support of an option given as the answer to a question about the field. */
const REPLY_SCORE = 4;

/**
 * "And the priority?" "Medium.": the other speaker's reply that opens with an option's label, to a
 * question that names the field (`asksField`).
 */
export function optionsGivenInReply(
  options: CrmFieldToFill['options'],
  sentences: ReadonlyArray<Sentence>,
  asksField: (question: string) => boolean,
): Candidate[] {
  const found: Candidate[] = [];
  for (const question of sentences) {
    if (!question.text.trimEnd().endsWith('?') || !asksField(question.text)) continue;
    const reply = sentences[question.index + 1];
    if (!reply || reply.speaker === question.speaker) continue;
    for (const option of options) {
      const pattern = optionPattern(option.label);
      const match =
        pattern &&
        new RegExp(
          `^\\W*(?:(?:I'd say|I think|probably|definitely|still|so)\\W+)?${pattern.source}`,
          'iu',
        ).exec(reply.text);
      if (match) found.push({ value: option.value, score: REPLY_SCORE, sentence: reply });
    }
  }
  return found;
}
