import type { Quantity } from '../../shared/spoken-numbers';
import { findQuantities } from '../../shared/spoken-numbers';
import type { Candidate } from '../crm-cues';
import type { Sentence } from '../sentences';

/*
 * How many people a licence is for, when the call does not say "seats": the staff a rollout is for
 * ("rolling it out to forty-five agents"), the people licences are bought for ("licences for the
 * twelve people on the desk"), a team priced per seat, or the reply to "how many users?".
 */

const UNIT_PRICE_WORDS = new Set(['per', 'a', 'an', 'each', 'every', 'for']);

/** What a count counts: the word after it, and the next one for "agent licences", "named users". */
export function countedNouns(text: string, quantity: Quantity): string[] {
  if (quantity.noun === null) return [];
  const next = /^\s+[\p{L}'-]+\s+([\p{L}'-]+)/u.exec(text.slice(quantity.index + quantity.length));
  // "twelve hundred per seat", "450 a user": a price per unit, not a count of units.
  if (!next || UNIT_PRICE_WORDS.has(quantity.noun)) return [quantity.noun];
  return [quantity.noun, next[1]!.toLowerCase()];
}

/**
 * The people a licence would be for, said in other words ("a hundred and twenty staff", "240
 * agents"); "employees" and "people" are left out: they count the company, not its users.
 */
const USER_NOUNS =
  /^(?:staff|agents|reps|clinicians|technicians|techs|nurses|drivers|dispatchers|advisors|members)$/;
/** Talk of bringing people onto the product: what makes a count of staff a count of seats. */
const ONBOARDING =
  /\b(?:licen[cs]\w*|roll(?:ing|ed)? (?:it |this |that )?out|rollout|onboard\w*|moving|mov(?:e|ed) (?:over|across)|migrat\w*|switch\w*|bring(?:ing)? on|log ?ins?|logins?|access|(?:per|a|each) (?:seat|user)|pric\w*|quote\w*|(?:it|this|that)(?:'d| would| will)? be for|(?:would|will|wants? to|needs? to|going to) (?:be )?us(?:e|ing) (?:it|this)|users)\b/i;
/**
 * Words just before a count that make it the licensed people whatever it counts: "licences for the
 * twelve people on the desk", "seats for all thirty", "a team of twenty-five" priced per seat.
 */
const LICENSED_BEFORE =
  /\b(?:(?:seats?|licen[cs]es?|logins?|accounts?|access) for (?:the |all |our |about |around )*|team of (?:about |around )?)$/i;
/** Fewer than this is a handful of people in the call, not the users of a licence. */
const MIN_USERS_SAID_OTHERWISE = 5;

/** Whether `quantity` counts people who would use the product, said in other words than the field's. */
export function saysSeatsOtherwise(text: string, quantity: Quantity): boolean {
  if (quantity.unit !== null || quantity.value < MIN_USERS_SAID_OTHERWISE || !ONBOARDING.test(text))
    return false;
  if (LICENSED_BEFORE.test(text.slice(Math.max(0, quantity.index - 40), quantity.index))) return true;
  return countedNouns(text, quantity).some((noun) => USER_NOUNS.test(noun.toLowerCase()));
}

/** "How many users would…", "how many people need access?": a question whose answer counts seats. */
const ASKS_SEATS =
  /\bhow many\b[^?]*\b(?:seats?|users?|licen[cs]es?|logins?|(?:people|staff|agents|reps)\b[^?]*\b(?:use|using|access|log in|licen[cs]e|on (?:it|the (?:platform|system|tool))))\b/i;
/** "How many employees…", "how many people work there?": a question whose answer is the headcount. */
const ASKS_HEADCOUNT =
  /\bhow many\b[^?]*\b(?:employees|staff|(?:people|folks)\b[^?]*\b(?:work|employ|company|in total|overall))\b/i;
/** Support of a reply: as much as a count said with its noun and a price. */
const REPLY_SCORE = 4;

/**
 * The other speaker's reply to "how many users?" (or "how many employees?" for `headcount`) that
 * opens with a bare count: "Around fifty." A count with a noun of its own counts something else.
 */
export function countReplies(sentences: ReadonlyArray<Sentence>, kind: 'seats' | 'headcount'): Candidate[] {
  const asks = kind === 'seats' ? ASKS_SEATS : ASKS_HEADCOUNT;
  const found: Candidate[] = [];
  for (const question of sentences) {
    if (!question.text.trimEnd().endsWith('?') || !asks.test(question.text)) continue;
    const reply = sentences[question.index + 1];
    if (!reply || reply.speaker === question.speaker || reply.text.trimEnd().endsWith('?')) continue;
    const [first] = findQuantities(reply.text);
    // "Around fifty.", "About 200, give or take": the count leads the reply.
    if (!first || first.unit !== null || first.index > 24) continue;
    if (
      first.noun !== null &&
      !/^(?:people|users|seats|staff|employees|or|give|in|all|total|of|and|but|maybe|probably|i|we)$/.test(
        first.noun,
      )
    )
      continue;
    found.push({ value: String(first.value), score: REPLY_SCORE, sentence: reply });
  }
  return found;
}
