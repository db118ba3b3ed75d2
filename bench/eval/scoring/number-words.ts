/*
 * Numbers said in words ("forty-two thousand five hundred", "two point five million", "the
 * fifteenth", "twenty twenty-six") read as the number they say, so that a fact written "42500"
 * is found in a summary that quotes the words. Works on tokens: lower case, hyphens already split.
 * Kept apart from the engines' `spoken-numbers.ts` on purpose: the scorer must not share the bugs of
 * what it scores.
 */

const UNITS: Record<string, number> = {
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
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

/** Multipliers that close a group ("forty-two thousand" then "five hundred"). */
const SCALES: Record<string, number> = { thousand: 1_000, grand: 1_000, million: 1_000_000, billion: 1e9 };

type Kind = 'unit' | 'teen' | 'tens' | 'hundred' | 'scale';

/** A number written with digits, as the suite compares numbers: no trailing zeros, no separators. */
export function canonicalNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
}

const isSmallWord = (token: string | undefined) =>
  token !== undefined && (token in UNITS || token in TENS || token in ORDINALS);

/** The number that starts at `start`, and where it ends; null when no number word starts there. */
function readNumber(tokens: readonly string[], start: number): { value: number; end: number } | null {
  let total = 0;
  let group = 0;
  let last: Kind | null = null;
  let index = start;
  // "a hundred", "a thousand": the article is the one.
  if (tokens[index] === 'a' && (tokens[index + 1] === 'hundred' || tokens[index + 1] === 'thousand')) {
    group = 1;
    last = 'unit';
    index += 1;
  }
  while (index < tokens.length) {
    const token = tokens[index] as string;
    if (token in UNITS || token in ORDINALS) {
      const value = (UNITS[token] ?? ORDINALS[token]) as number;
      const isOrdinal = !(token in UNITS);
      // "one two" are two numbers; "twenty four" one; "twenty fifteen" two.
      if (last === 'unit' || last === 'teen' || (last === 'tens' && value >= 10)) break;
      group += value;
      last = value < 10 ? 'unit' : 'teen';
      index += 1;
      if (isOrdinal) break;
    } else if (token in TENS) {
      if (last === 'unit' || last === 'teen' || last === 'tens') break;
      group += TENS[token] as number;
      last = 'tens';
      index += 1;
    } else if (token === 'hundred' && last !== null && last !== 'hundred') {
      group = (group === 0 ? 1 : group) * 100;
      last = 'hundred';
      index += 1;
    } else if (token in SCALES && last !== null && last !== 'scale') {
      total += group * (SCALES[token] as number);
      group = 0;
      last = 'scale';
      index += 1;
    } else if (
      token === 'and' &&
      (last === 'hundred' || last === 'scale') &&
      isSmallWord(tokens[index + 1])
    ) {
      index += 1;
    } else if (token === 'point' && last !== null && tokens[index + 1] !== undefined) {
      const digits: number[] = [];
      let next = index + 1;
      while ((UNITS[tokens[next] as string] ?? 10) < 10) {
        digits.push(UNITS[tokens[next] as string] as number);
        next += 1;
      }
      if (digits.length === 0) break;
      group += Number(`0.${digits.join('')}`);
      index = next;
      last = 'unit';
      const scale = SCALES[tokens[index] as string];
      if (scale !== undefined) {
        total += group * scale;
        group = 0;
        index += 1;
      }
      break;
    } else {
      break;
    }
  }
  if (last === null) return null;
  return { value: total + group, end: index };
}

/**
 * The tokens with every run of number words replaced by its digits. Two numbers in a row that
 * read as a year ("twenty twenty-six") become the year.
 */
export function numberWordsToDigits(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let previousWordNumber: { value: number; at: number } | null = null;
  let index = 0;
  while (index < tokens.length) {
    const read = readNumber(tokens, index);
    if (!read) {
      out.push(tokens[index] as string);
      previousWordNumber = null;
      index += 1;
      continue;
    }
    const isYear =
      previousWordNumber !== null &&
      previousWordNumber.at === out.length - 1 &&
      (previousWordNumber.value === 19 || previousWordNumber.value === 20) &&
      read.value >= 10 &&
      read.value < 100 &&
      Number.isInteger(read.value);
    if (isYear && previousWordNumber) {
      out[out.length - 1] = canonicalNumber(previousWordNumber.value * 100 + read.value);
      previousWordNumber = null;
    } else {
      out.push(canonicalNumber(read.value));
      previousWordNumber = { value: read.value, at: out.length - 1 };
    }
    index = read.end;
  }
  return out;
}
