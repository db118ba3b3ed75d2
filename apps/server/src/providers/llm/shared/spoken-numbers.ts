/**
 * Quantities as meetings say them: "thirty thousand euros", "$9,000", "2.5k", "1.2 million",
 * "twenty seats", "fifteen percent", "half a million". Number words form a small closed grammar
 * (units, tens, scales, "and", "point"), so it is read here rather than guessed by a model.
 */

export type QuantityUnit = 'currency' | 'percent' | null;

export type Quantity = {
  value: number;
  /** Where the quantity's words start and how long they are, currency signs and words included. */
  index: number;
  length: number;
  /** `currency` with a currency sign or word (or a `k`/`grand` of money), `percent` with % or "percent". */
  unit: QuantityUnit;
  /** The currency said, when one was (`EUR`, `USD`, `GBP`). */
  currency: string | null;
  /** The word right after the quantity ("seats" in "twenty seats"), lower case; null when none. */
  noun: string | null;
};

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Readonly<Record<string, number>> = {
  thousand: 1e3,
  k: 1e3,
  grand: 1e3,
  million: 1e6,
  mil: 1e6,
  m: 1e6,
  mm: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
};
const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  dollar: 'USD',
  dollars: 'USD',
  usd: 'USD',
  bucks: 'USD',
  euro: 'EUR',
  euros: 'EUR',
  eur: 'EUR',
  pound: 'GBP',
  pounds: 'GBP',
  gbp: 'GBP',
  quid: 'GBP',
};
const CURRENCY_SIGNS: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/** Words, digit groups ("9,000", "2.5") with an optional glued scale ("2.5k", "30K", "1.2m"), signs. */
const TOKEN = /[$€£%]|\d+(?:,\d{3})*(?:\.\d+)?(?:k|m|mm|bn|b)?(?![\w])|[a-z]+(?:-[a-z]+)?/gi;

/** `isApart`: punctuation stands between this token and the one before ("twenty-two thousand, eighteen"). */
type Token = { text: string; lower: string; index: number; end: number; isApart: boolean };

function tokensOf(text: string): Token[] {
  let previousEnd = 0;
  return [...text.matchAll(TOKEN)].map((match) => {
    const token = {
      text: match[0],
      lower: match[0].toLowerCase(),
      index: match.index,
      end: match.index + match[0].length,
      isApart: /[^\s]/.test(text.slice(previousEnd, match.index)),
    };
    previousEnd = token.end;
    return token;
  });
}

/** A word's value as a number word: "thirty-five" → 35; null when it is none. */
function wordValue(word: string): number | null {
  if (word in UNITS) return UNITS[word]!;
  const [tens, unit] = word.split('-');
  if (tens && unit && UNITS[tens] !== undefined && UNITS[tens]! >= 20 && (UNITS[unit] ?? 10) < 10) {
    return UNITS[tens]! + UNITS[unit]!;
  }
  return null;
}

function digitValue(token: string): { value: number; scale: number } | null {
  const match = /^(\d+(?:,\d{3})*(?:\.\d+)?)(k|m|mm|bn|b)?$/i.exec(token);
  if (!match) return null;
  const value = Number(match[1]!.replaceAll(',', ''));
  return { value, scale: match[2] ? SCALES[match[2].toLowerCase()]! : 1 };
}

/** Whether a token can start or continue a number ("a" and "and" only inside one, see below). */
function isNumberToken(lower: string): boolean {
  return wordValue(lower) !== null || lower === 'hundred' || lower in SCALES || digitValue(lower) !== null;
}

/**
 * Reads one number from consecutive tokens starting at `start`: the classic total/current fold
 * ("two hundred and fifty thousand" → 250000), "point" decimals, "a"/"half a" before a scale.
 */
function readNumber(tokens: Token[], start: number): { value: number; next: number } | null {
  let total = 0;
  let current = 0;
  let seen = false;
  let index = start;
  let decimals: string | null = null;
  const scaleOnly = (lower: string) => lower === 'hundred' || (lower in SCALES && lower.length > 2);
  for (; index < tokens.length; index += 1) {
    const lower = tokens[index]!.lower;
    // "Twenty-two thousand, eighteen users" are two numbers.
    if (index > start && tokens[index]!.isApart) break;
    const next = tokens[index + 1]?.lower ?? '';
    if (lower === 'half' && next === 'a' && scaleOnly(tokens[index + 2]?.lower ?? '') && !seen) {
      current = 0.5;
      seen = true;
      index += 1;
      continue;
    }
    if (lower === 'a' && !seen && scaleOnly(next)) {
      current = 1;
      seen = true;
      continue;
    }
    if (lower === 'and' && seen && current >= 100 && wordValue(next) !== null) continue;
    // "forty-four and a half thousand": the half belongs to the number before the scale.
    if (
      lower === 'and' &&
      seen &&
      current % 1 === 0 &&
      next === 'a' &&
      tokens[index + 2]?.lower === 'half' &&
      scaleOnly(tokens[index + 3]?.lower ?? '')
    ) {
      current += 0.5;
      index += 2;
      continue;
    }
    if (lower === 'point' && seen && decimals === null && wordValue(next) !== null && current < 1000) {
      decimals = '';
      continue;
    }
    const word = wordValue(lower);
    if (decimals !== null) {
      if (word === null || word > 9) break;
      decimals += String(word);
      continue;
    }
    const digits = digitValue(lower);
    if (digits) {
      // Two numbers in a row ("20 30") are two numbers.
      if (seen && current !== 0 && current % 1 === 0 && total === 0) break;
      if (digits.scale > 1) {
        total += (current + digits.value) * digits.scale;
        current = 0;
        seen = true;
        index += 1;
        break;
      }
      current += digits.value;
      seen = true;
      continue;
    }
    if (word !== null) {
      // "twenty twenty-five" or "one two" are not one number.
      if (seen && current % 100 !== 0 && !(current % 10 === 0 && current % 100 >= 20 && word < 10)) break;
      current += word;
      seen = true;
      continue;
    }
    if (lower === 'hundred' && seen) {
      current = (current === 0 ? 1 : current) * 100;
      continue;
    }
    if (scaleOnly(lower) && seen) {
      const scaled = (current === 0 ? 1 : current) * SCALES[lower]!;
      total += scaled;
      current = 0;
      if (decimals !== null) break;
      continue;
    }
    break;
  }
  if (!seen) return null;
  let value = total + current;
  if (decimals !== null && decimals.length > 0) {
    // "one point two million": the decimals belong to the number before the scale.
    const scaleToken = tokens[index]?.lower ?? '';
    const fraction = Number(`0.${decimals}`);
    if (scaleToken in SCALES && SCALES[scaleToken]! >= 1e3) {
      value = (value + fraction) * SCALES[scaleToken]!;
      index += 1;
    } else value += fraction;
  }
  return { value: Math.round(value * 1e6) / 1e6, next: index };
}

/** Every quantity said in `text`, in order. */
export function findQuantities(text: string): Quantity[] {
  const tokens = tokensOf(text);
  const found: Quantity[] = [];
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index]!;
    const startsNumber =
      isNumberToken(token.lower) ||
      (token.lower === 'a' &&
        ['hundred', 'thousand', 'million', 'billion'].includes(tokens[index + 1]?.lower ?? '')) ||
      (token.lower === 'half' && tokens[index + 1]?.lower === 'a');
    if (!startsNumber || token.lower in SCALES || token.lower === 'hundred') {
      index += 1;
      continue;
    }
    const read = readNumber(tokens, index);
    if (!read) {
      index += 1;
      continue;
    }
    let first = index;
    let last = read.next - 1;
    let unit: QuantityUnit = null;
    let currency: string | null = null;
    const before = tokens[index - 1];
    if (before && before.lower in CURRENCY_SIGNS && before.end >= token.index - 1) {
      currency = CURRENCY_SIGNS[before.lower]!;
      unit = 'currency';
      first = index - 1;
    }
    const after = tokens[read.next];
    if (after && after.lower in CURRENCY_WORDS) {
      currency ??= CURRENCY_WORDS[after.lower]!;
      unit = 'currency';
      last = read.next;
    } else if (after && (after.lower === '%' || after.lower === 'percent' || after.lower === 'per')) {
      if (after.lower !== 'per' || tokens[read.next + 1]?.lower === 'cent') {
        unit = 'percent';
        last = after.lower === 'per' ? read.next + 1 : read.next;
      }
    }
    const following = tokens[last + 1];
    // "forty thousand, integrations pack included": a word after a comma is not what is counted.
    const noun =
      following && /^\s*$/.test(text.slice(tokens[last]!.end, following.index)) ? following : undefined;
    // "30k" and "ten grand" are money, unless they count something ("2k shipments").
    const isThousandsShorthand = /(?:\dk|grand)$/i.test(tokens[read.next - 1]!.text);
    if (isThousandsShorthand && unit === null && !(noun && /^[a-z]+s$/i.test(noun.text))) unit = 'currency';
    found.push({
      value: read.value,
      index: tokens[first]!.index,
      length: tokens[last]!.end - tokens[first]!.index,
      unit,
      currency,
      noun: noun && /^[a-z]/i.test(noun.text) ? noun.lower : null,
    });
    index = Math.max(last + 1, index + 1);
  }
  return found;
}

/**
 * A whole text read as one number ("thirty thousand", "$9,000", "2.5k", "20 seats"); null when it
 * holds no number or several ("20 to 30").
 */
export function parseSpokenNumber(text: string): number | null {
  const quantities = findQuantities(text);
  if (quantities.length !== 1) return null;
  const [quantity] = quantities as [Quantity];
  const rest = `${text.slice(0, quantity.index)} ${text.slice(quantity.index + quantity.length)}`;
  return /\d/.test(rest) ? null : quantity.value;
}
