import type { Quantity } from '../../shared/spoken-numbers';

/*
 * A company's number of employees as people say it: "about a hundred and forty people all in",
 * "an architecture practice of a hundred and thirty people", "we're 800 staff". "People" alone
 * counts anyone ("accounts for twenty-five people"), so it needs words about the whole company.
 */

/** A field that holds how many people work for the company. */
export const HEADCOUNT_FIELD = /\b(?:employees|headcount|staff size|company size|number of staff)\b/i;

const STAFF_NOUNS = /^(?:employees|staff|ftes|full-time)$/;
const PEOPLE_NOUNS = /^(?:people|persons|staff|employees|ftes)$/;
/** Words that make "N people" the whole company: "all in", "in total", "a firm of", "we're". */
const WHOLE_COMPANY_BEFORE =
  /\b(?:company|firm|practice|business|organi[sz]ation|group|agency|studio|shop|(?<=\b(?:a|the|our|whole|entire) )team) of (?:about |around |roughly |some |over |just over |nearly )?$|\b(?:we're|we are|we have|we employ|employ) (?:about |around |roughly |some |over |just over |nearly )?$/i;
const WHOLE_COMPANY_AFTER =
  /^\s*(?:people|staff|employees)?\s*(?:all in|in total|total|overall|all told|company-wide|across the company|across (?:all|the) (?:branches|offices|sites))\b/i;

/**
 * "There's fourteen of us year round", "all two hundred and forty of us": the speaker's whole
 * company, unless a part is named ("eight of us in finance", "three of us on this call").
 */
const OF_US = /^\s*of us\b(?!\s+(?:in|on|at|from|here|who)\b)/i;
const MIN_OF_US = 5;

/** Whether `quantity` in `text` is the company's headcount. */
export function isHeadcount(text: string, quantity: Quantity): boolean {
  if (quantity.unit === null && quantity.noun === 'of' && quantity.value >= MIN_OF_US)
    return OF_US.test(text.slice(quantity.index + quantity.length, quantity.index + quantity.length + 30));
  if (quantity.unit !== null || quantity.noun === null || !PEOPLE_NOUNS.test(quantity.noun)) return false;
  if (STAFF_NOUNS.test(quantity.noun)) return true;
  const before = text.slice(Math.max(0, quantity.index - 40), quantity.index);
  const after = text.slice(quantity.index + quantity.length, quantity.index + quantity.length + 40);
  return WHOLE_COMPANY_BEFORE.test(before) || WHOLE_COMPANY_AFTER.test(after);
}
