import type { Quantity } from '../../shared/spoken-numbers';
import type { Candidate } from '../crm-cues';
import type { Sentence } from '../sentences';

/*
 * A deal's amount among the other figures a sales call says: the price proposed and revised, not
 * what the customer pays today, a budget, an approval threshold ("anything over fifty thousand")
 * or a fee that is part of it. The last figure agreed wins: a negotiation ends on its price.
 */

/** "over fifty thousand", "anything above $25k", "under two thousand dollars": a limit, not a price. */
export const THRESHOLD_BEFORE =
  /\b(?:over|above|under|below|more than|less than|up to|at least|at most|exceed(?:s|ing)?|beyond|north of|south of)\s+(?:about |around |roughly |some )?$/i;
/** "we're paying Expensify thirty-one thousand today", "why we pay seventy-two thousand": spend now. */
const CURRENT_SPEND =
  /\b(?:we|they|you)(?:'re| are)? (?:currently |now |already )?(?:pay(?:ing)?|spend(?:ing)?)\b|\b(?:today|currently|at the moment|right now)\b|\bcost us\b/i;
/** "The overflow alone cost us three hundred thousand last year": the past, not this deal. */
const PAST = /\b(?:last (?:year|month|quarter)|previously|used to|in the past|originally)\b/i;
/** Money of the customer's own business: "we're owed eleven thousand", "ninety thousand in revenue". */
const OWN_BUSINESS_MONEY =
  /\b(?:owed|owe|owing|overdue|outstanding|revenue|turnover|wages|salar(?:y|ies)|payroll|written off|wrote off|worth of (?:orders|sales|stock))\b/i;
/** A budget is what they may spend, not what the deal is. */
const BUDGET_WORDS = /\b(?:budget\w*|set aside|allocated|earmarked|capital plan)\b/i;
/** A competitor's figure: "they came in cheaper, about forty-nine thousand". */
const COMPETITOR_PRICE = /\b(?:cheaper|came in (?:at|under|lower)|undercut|their (?:price|quote|offer))\b/i;

/**
 * "Between twenty and thirty thousand", "$20k to $30k", "anywhere from 15 to 25 thousand": a
 * range is an estimate, not the deal's amount. The figure starts or ends a range.
 */
const RANGE_BEFORE =
  /(?:\b(?:between|anywhere from|somewhere from|ranges? from|range of)|\bbetween\b[^,;.]{1,30}\band|(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|k))\s*(?:to|or|-|–))\s*(?:about |around |roughly )?(?:[$€£]\s*)?$/i;
const RANGE_AFTER =
  /^\s*(?:to|-|–)\s*(?:[$€£]\s*)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)\b/i;

function isRangeEnd(text: string, quantity: Quantity): boolean {
  const before = text.slice(Math.max(0, quantity.index - 40), quantity.index);
  const after = text.slice(quantity.index + quantity.length, quantity.index + quantity.length + 20);
  return RANGE_BEFORE.test(before) || RANGE_AFTER.test(after);
}

/** A later figure below this share of the current one is a part of it (a fee, an add-on), not a revision. */
const PART_SHARE = 0.5;

/** `namesField`: the sentence says the field's own label ("…so that is the total amount of the deal"). */
export type MoneyMention = { quantity: Quantity; sentence: Sentence; namesField?: boolean };

/** The clause (between commas, semicolons, colons, dashes) around a quantity. */
function clauseAround(text: string, quantity: Quantity): string {
  const start = Math.max(0, text.slice(0, quantity.index).search(/[^,;:–—]*$/));
  const endOffset = text.slice(quantity.index + quantity.length).search(/[,;:–—]/);
  return text.slice(start, endOffset < 0 ? text.length : quantity.index + quantity.length + endOffset);
}

/** Whether a figure said in a call is a price of this deal rather than a limit, a budget or spend. */
export function isDealFigure(mention: MoneyMention): boolean {
  const { quantity, sentence } = mention;
  const text = sentence.text;
  if (THRESHOLD_BEFORE.test(text.slice(Math.max(0, quantity.index - 30), quantity.index))) return false;
  if (isRangeEnd(text, quantity)) return false;
  const clause = clauseAround(text, quantity);
  if (isPastOrCurrentSpend(text, quantity) || COMPETITOR_PRICE.test(clause)) return false;
  if (OWN_BUSINESS_MONEY.test(clause)) return false;
  // "Our budget is forty thousand, so that is the total amount of the deal": said to be the amount.
  return mention.namesField === true || !BUDGET_WORDS.test(clause);
}

/** "why we pay seventy-two thousand a year for sixty seats", "cost us … last year": not the deal. */
export function isPastOrCurrentSpend(text: string, quantity: Quantity): boolean {
  const clause = clauseAround(text, quantity);
  return CURRENT_SPEND.test(clause) || PAST.test(clause);
}

/**
 * The amount the call settled on, from deal figures in the order they were said: a later figure
 * replaces the current one when it is a revision or a larger total, and is passed over when it is
 * much smaller (the implementation fee after the yearly price). The evidence is the sentence that
 * said the winning figure last.
 */
export function settledAmount(
  mentions: ReadonlyArray<MoneyMention>,
  format: (value: number) => string | null,
): Candidate | null {
  let current: MoneyMention | null = null;
  const ordered = [...mentions].sort(
    (a, b) => a.sentence.index - b.sentence.index || a.quantity.index - b.quantity.index,
  );
  for (const mention of ordered) {
    if (!isDealFigure(mention)) continue;
    if (current && mention.quantity.value < current.quantity.value * PART_SHARE) continue;
    current = mention;
  }
  if (!current) return null;
  const value = format(current.quantity.value);
  return value === null ? null : { value, score: 1, sentence: current.sentence };
}
