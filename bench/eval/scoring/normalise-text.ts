import { canonicalNumber, numberWordsToDigits } from './number-words';

/*
 * Text as the suite compares it: lower case, numbers as plain digits ("$9,000" = "9000" = "9k" =
 * "nine thousand"; "15th" = "15"), words lightly stemmed ("seats" = "seat", "pricing" = "priced").
 * The same function reads the ground truth and the engine's words, so its quirks cancel out.
 */

const DIGIT_SUFFIXES: Record<string, number> = {
  k: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  b: 1e9,
  bn: 1e9,
  thousand: 1_000,
  grand: 1_000,
  million: 1_000_000,
  billion: 1e9,
};

/** A number in digits, with thousands separators, decimals and a multiplier ("1.2M", "40 thousand"). */
const DIGIT_NUMBER =
  /(?<![\p{L}\p{N}.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:(mm|bn|k|m|b)|\s?(thousand|million|billion|grand))?(?![\p{L}\p{N}])/gu;
const DIGIT_ORDINAL = /(\d)(?:st|nd|rd|th)(?![\p{L}])/gu;
const TOKEN = /\d+(?:\.\d+)?|[\p{L}\p{N}]+/gu;
/** Punctuation between clauses; a point inside a number ("1.2") is not one. */
const CLAUSE_BREAK = /[,;:!?()—–]|\.(?!\d)/u;

function digitsToCanonical(text: string): string {
  return text.replace(
    DIGIT_NUMBER,
    (_match, whole: string, decimals: string | undefined, short?: string, long?: string) => {
      const value = Number(`${whole.replace(/,/g, '')}${decimals ? `.${decimals}` : ''}`);
      const multiplier = DIGIT_SUFFIXES[short ?? long ?? ''] ?? 1;
      return ` ${canonicalNumber(value * multiplier)} `;
    },
  );
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Month names and their abbreviations ("Feb", "Sept") as the full name. */
const MONTH_OF: Record<string, string> = Object.fromEntries([
  ...MONTHS.map((month) => [month, month]),
  ...MONTHS.map((month) => [month.slice(0, 3), month]),
  ['sept', 'september'],
]);
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

/** "2026-06-30" as "june 30 2026", the way people write the date. */
function isoDatesToWords(text: string): string {
  return text.replace(ISO_DATE, (match, year: string, month: string, day: string) => {
    const name = MONTHS[Number(month) - 1];
    return name ? ` ${name} ${Number(day)} ${year} ` : match;
  });
}

/** Dates in one order, month first: "30 June", "the 30th of June" and "June 30" all read "june 30". */
function monthFirst(tokens: readonly string[]): string[] {
  const out = tokens.map((token) => MONTH_OF[token] ?? token);
  for (let index = 0; index < out.length - 1; index += 1) {
    const day = Number(out[index]);
    if (!Number.isInteger(day) || day < 1 || day > 31) continue;
    const monthAt = out[index + 1] === 'of' ? index + 2 : index + 1;
    const month = out[monthAt];
    if (month === undefined || !MONTHS.includes(month)) continue;
    out.splice(index, monthAt - index + 1, month, String(day));
    index += 1;
  }
  return out;
}

/** A light suffix stemmer: enough that plurals and -ing/-ed forms meet, and the same on both sides. */
export function stem(word: string): string {
  if (/\d/.test(word) || word.length <= 3) return word;
  let out = word;
  if (out.endsWith('ies') && out.length > 4) out = `${out.slice(0, -3)}y`;
  else if (out.endsWith('sses')) out = out.slice(0, -2);
  else if (out.endsWith('s') && !/(?:ss|us|is)$/.test(out)) out = out.slice(0, -1);
  const before = out;
  if (out.endsWith('ing') && out.length > 5) out = out.slice(0, -3);
  else if (out.endsWith('ed') && out.length > 4) out = out.slice(0, -2);
  // "planned" → "plann" → "plan"; but "called", "passed" keep theirs.
  if (out !== before && /([b-df-hj-km-np-tv-z])\1$/.test(out) && !/(?:ll|ss|zz|ff)$/.test(out))
    out = out.slice(0, -1);
  if (out.endsWith('e') && out.length > 4) out = out.slice(0, -1);
  return out;
}

/** The text as a list of normalised tokens (numbers canonical, words stemmed). */
export function normalisedTokens(text: string): string[] {
  const prepared = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/%/g, ' percent ')
    .replace(DIGIT_ORDINAL, '$1');
  // A number said in words never runs across punctuation: "two hundred, two-year" is 200 and 2.
  const tokens = digitsToCanonical(isoDatesToWords(prepared))
    .split(CLAUSE_BREAK)
    .flatMap((clause) => numberWordsToDigits(clause.match(TOKEN) ?? []));
  return monthFirst(tokens).map(stem);
}

/** Words that carry no content of an action item or fact, fillers of speech included. */
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between
both but by can could did do does doing don done down during each else even ever few for from further get
gets getting go goes going gonna got had has have having he her here hers herself him himself his how i if
in into is it its itself just let like ll me might more most must my myself need needs no nor not now of
off ok okay on once only or other our ours ourselves out over own please re really right same shall she
should so some such sure than that the their theirs them themselves then there these they this those
through to too uh um under until up us ve very was we were what when where which while who whom why will
with would yeah yes you your yours yourself yourselves t s d m thing things kind sort maybe actually
basically literally well alright anyway mean know think guess`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

export const isStopWord = (token: string) => STOP_WORDS.has(token);

/** The distinct content words of a text: normalised tokens that are not stop words. */
export function contentWords(text: string): Set<string> {
  return new Set(normalisedTokens(text).filter((token) => !isStopWord(token)));
}

/** Whether `phrase` (normalised tokens) occurs in `tokens` as a contiguous run. */
export function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    for (let offset = 0; offset < phrase.length; offset += 1) {
      if (tokens[start + offset] !== phrase[offset]) continue outer;
    }
    return true;
  }
  return false;
}
