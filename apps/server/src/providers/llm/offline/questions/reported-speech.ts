import { escapeMarkdown } from '../../shared/markdown-text';
import { cleanForQuote, truncateWords } from '../text-cleaning';

/** "To summarise:" before a restated point. */
const RECAP =
  /^\W*(?:so,?\s*)?(?:to (?:summari[sz]e|recap|sum (?:it )?up)|in summary|just to recap|recapping)[:,]?\s*/i;

/** First-person words and the third-person words that report them. */
const THIRD_PERSON: ReadonlyArray<[RegExp, string]> = [
  [/\bI'm\b|\bI am\b/g, 'they are'],
  [/\bI was\b/g, 'they were'],
  [/\bI've\b/g, 'they have'],
  [/\bI'll\b/g, 'they will'],
  [/\bI'd\b/g, 'they would'],
  [/\bI\b/g, 'they'],
  [/\bme\b/g, 'them'],
  [/\bmy\b/gi, 'their'],
  [/\bmine\b/g, 'theirs'],
  [/\bmyself\b/g, 'themselves'],
  [/\bwe're\b/gi, 'they are'],
  [/\bwe've\b/gi, 'they have'],
  [/\bwe'll\b/gi, 'they will'],
  [/\bwe'd\b/gi, 'they would'],
  [/\bwe\b/gi, 'they'],
  [/\bour\b/gi, 'their'],
  [/\bours\b/g, 'theirs'],
  [/\bus\b/g, 'them'],
  [/\bourselves\b/g, 'themselves'],
];

/**
 * A sentence as an answer reports it: fillers out, first person turned into the third ("my budget"
 * → "their budget"), starting in lower case unless it starts with a name (`isName`: a capital at a
 * sentence's start says nothing), at most `maxWords` words, Markdown escaped. "Nine thousand is
 * within my discretionary budget" → "nine thousand is within their discretionary budget".
 */
export function reported(input: {
  text: string;
  isName: (word: string) => boolean;
  maxWords?: number;
}): string {
  let result = cleanForQuote(input.text.replace(RECAP, '')).replace(/[.!?…]+$/, '');
  for (const [pattern, replacement] of THIRD_PERSON) result = result.replace(pattern, replacement);
  // "…in June. they would rather…": a sentence inside the report still starts with a capital.
  result = result.replace(/([.!?] )([a-z])/g, (_, end: string, letter: string) => end + letter.toUpperCase());
  const firstWord = result.match(/^[A-Za-z'’-]+/)?.[0] ?? '';
  if (/^[A-Z][a-z'’-]*$/.test(firstWord) && !input.isName(firstWord)) {
    result = result.charAt(0).toLowerCase() + result.slice(1);
  }
  return escapeMarkdown(truncateWords(result, input.maxWords ?? 24));
}
