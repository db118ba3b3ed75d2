import type { CrmFieldToFill } from '../meeting-intelligence';
import type { Candidate } from './crm-cues';
import { stem } from './keyword-scoring';
import type { Sentence } from './sentences';

/*
 * Options that classify the customer (an industry, a kind of business) are seldom said as their
 * label: the customer says what it is ("as a utility", "for an architecture practice") or its name
 * does ("Pinecrest Health"). An option is found when one of its label's telling words is said so.
 */

/** Label words that tell options apart poorly ("Financial Services", "Health Care"). */
const WEAK_WORDS = new Set(
  ['and', 'the', 'services', 'service', 'care', 'production', 'other', 'general'].map(stem),
);

/** "as a utility", "we're a regulated utility", "for an architecture practice": up to two words between. */
const SELF_DESCRIPTION =
  /\b(?:as an?|we(?:'re| are) an?|for an?|being an?)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu;

const QUANTIFIER = /^(?:couple|lot|lots|number|few|bunch|handful|dozen|few)$/i;

type Option = CrmFieldToFill['options'][number];

function tellingStems(option: Option): string[] {
  return (option.label.toLowerCase().match(/[\p{L}]+/gu) ?? [])
    .filter((word) => word.length >= 4)
    .map(stem)
    .filter((word) => !WEAK_WORDS.has(word));
}

/**
 * The one option the customer's self-description or the meeting's title names, or null when none
 * or several do. Each mention adds support; the evidence is the first sentence that says it.
 */
export function optionFromSelfDescription(input: {
  options: CrmFieldToFill['options'];
  title: string;
  sentences: ReadonlyArray<Sentence>;
}): Candidate | null {
  const byStem = new Map<string, string>();
  const shared = new Set<string>();
  for (const option of input.options) {
    for (const word of tellingStems(option)) {
      if (byStem.has(word) && byStem.get(word) !== option.value) shared.add(word);
      byStem.set(word, option.value);
    }
  }
  // "Business" in both "New Business" and "Existing Business" tells neither apart.
  for (const word of shared) byStem.delete(word);
  const found = new Map<string, { count: number; sentence: Sentence | null }>();
  const note = (words: string, sentence: Sentence | null) => {
    for (const word of words.toLowerCase().match(/[\p{L}]+/gu) ?? []) {
      const value = byStem.get(stem(word));
      if (!value) continue;
      const entry = found.get(value) ?? { count: 0, sentence: null };
      entry.count += 1;
      entry.sentence ??= sentence;
      found.set(value, entry);
    }
  };
  // The title's company names: "Pinecrest Health × Relaymark: renewal check-in".
  note(input.title.split(':')[0] ?? '', null);
  for (const sentence of input.sentences) {
    if (sentence.text.trimEnd().endsWith('?')) continue;
    for (const match of sentence.text.matchAll(SELF_DESCRIPTION)) {
      // "for a couple of banks": others the speaker has worked for, not what the customer is.
      const [head = ''] = match[1]!.split(/\s+of\b/i);
      if (!QUANTIFIER.test(head)) note(head, sentence);
    }
  }
  if (found.size !== 1) return null;
  const [[value, entry]] = [...found.entries()] as [[string, { count: number; sentence: Sentence | null }]];
  const sentence = entry.sentence ?? input.sentences[0];
  return sentence ? { value, score: entry.count, sentence } : null;
}
