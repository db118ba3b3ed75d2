/**
 * Spoken-language clean-up shared by the summary and the action items. The offline engine quotes
 * the transcript rather than paraphrasing it, so what it can do is take the noise out: hesitations,
 * stutters and discourse markers that read badly once written down.
 */

const HESITATIONS = /,?\s*(?<![\w'-])(?:u+m+|u+h+|e+r+m+|er|a+h+|h+m+|m+h*m+|uh-huh|um-hum)(?![\w'-])\s*,?/gi;
/** "you know" and "I mean" only as interjections, set off by a comma; "do you know…" stays. */
const INTERJECTIONS =
  /,?\s*(?<![\w'])(?:you know|i mean|you see)\s*,|,\s*(?:you know|i mean)(?=\s*[.!?]|$)/gi;
/** "like" wrapped in commas is a filler ("it's, like, slow"); as a verb it is never comma-wrapped. */
const COMMA_LIKE = /,\s*like\s*,|(^|[.!?]\s+)like,/gi;
/** A word said twice is a stutter, but a number word said twice is a number ("twenty twenty-seven"). */
const STUTTER =
  /\b(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|oh|zero)\b)([a-z']+)(?:[\s,]+\1\b)+/gi;
const LEADING_MARKERS =
  /^(?:(?:so|okay|ok|alright|all right|yeah|yes|yep|well|right|and|but|now|look|listen|honestly|basically|anyway|oh|sure|cool|great|perfect|got it|mm)\b[\s,.!-]*)+/i;

/** Removes hesitations, comma-wrapped fillers and stutters, and tidies the punctuation they leave. */
export function removeFillers(text: string): string {
  let result = ` ${text} `;
  result = result.replace(HESITATIONS, ' ');
  result = result.replace(COMMA_LIKE, (_match, sentenceEnd: string | undefined) => sentenceEnd ?? ' ');
  result = result.replace(INTERJECTIONS, ' ');
  result = result.replace(STUTTER, '$1');
  return tidyPunctuation(result);
}

/** Drops leading discourse markers ("So, yeah, okay, ...") that carry no content in written form. */
function stripLeadingMarkers(text: string): string {
  const stripped = text.replace(LEADING_MARKERS, '');
  return stripped.length >= 3 ? stripped : text;
}

/** A quotable sentence: fillers and leading markers removed, first letter capitalised. */
export function cleanForQuote(text: string): string {
  return capitalise(tidyPunctuation(stripLeadingMarkers(removeFillers(text))));
}

export function tidyPunctuation(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/,\s*([.!?])/g, '$1')
    .replace(/^[\s,;:.-]+/, '')
    .replace(/[\s,;:-]+$/, '')
    .trim();
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words of a text as the scoring sees them: lower case, apostrophes kept, `$` and `%` kept. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[$]?[a-z0-9][a-z0-9'’%-]*/g) ?? [];
}

/** Shortens to at most `maxWords` words, ending on a whole word, with an ellipsis when cut. */
export function truncateWords(text: string, maxWords: number): string {
  const parts = text.split(/\s+/).filter((part) => part.length > 0);
  if (parts.length <= maxWords) return text;
  return `${parts
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,;:.-]+$/, '')}…`;
}
