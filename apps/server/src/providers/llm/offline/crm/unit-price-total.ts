import { formatCrmNumber } from '../../shared/crm-values';
import { findQuantities, type Quantity } from '../../shared/spoken-numbers';
import type { Candidate } from '../crm-cues';
import type { Sentence } from '../sentences';
import { isPastOrCurrentSpend } from './deal-amount';
import { saysSeatsOtherwise } from './seat-counts';

/*
 * A deal's total when the call only says a price per seat and how many seats: "$38 per user per
 * month for sixty users" is 38 × 60 × 12 a year. Both must be said in one statement, with the
 * period the price is for; a price per seat with no period, or today's spend, gives nothing.
 */

/** "per user per month", "a seat a year": the unit priced and the period, right after the price. */
const PER_UNIT_PERIOD =
  /^\s*(?:per|a|an|each|for each) (seat|user|licen[cs]e|agent|head|member)\s*(?:,\s*)?(?:per|a|an|each|every) (month|year)\b/i;
/** What a count must count to be the seats priced. */
const SEAT_NOUNS = /^(?:seats|users|licen[cs]es|agents|heads|members|staff)$/i;
const MONTHS_IN = { month: 12, year: 1 } as const;

/** The seats priced: counted as seats or users, or as the people licensed ("for the team of twenty-five"). */
function seatCount(text: string, quantities: Quantity[], price: Quantity): Quantity | null {
  return (
    quantities.find(
      (quantity) =>
        quantity !== price &&
        quantity.unit === null &&
        (SEAT_NOUNS.test(quantity.noun ?? '') || saysSeatsOtherwise(text, quantity)),
    ) ?? null
  );
}

/** The yearly total of the last statement pricing seats and counting them, or null. */
export function unitPriceTotal(sentences: ReadonlyArray<Sentence>): Candidate | null {
  let found: Candidate | null = null;
  for (const sentence of sentences) {
    const { text } = sentence;
    if (text.trimEnd().endsWith('?')) continue;
    const quantities = findQuantities(text);
    for (const price of quantities) {
      if (price.unit !== 'currency' || isPastOrCurrentSpend(text, price)) continue;
      const rate = PER_UNIT_PERIOD.exec(text.slice(price.index + price.length));
      const seats = rate && seatCount(text, quantities, price);
      if (!rate || !seats) continue;
      const period = rate[2]!.toLowerCase() as keyof typeof MONTHS_IN;
      const value = formatCrmNumber(price.value * seats.value * MONTHS_IN[period]);
      if (value) found = { value, score: 1, sentence };
    }
  }
  return found;
}
