import { formatCrmNumber } from '../shared/crm-values';
import { findQuantities, type Quantity } from '../shared/spoken-numbers';
import { predicateOf, restatesPredicate } from './crm/bool-predicate';
import { isDealFigure, isPastOrCurrentSpend, type MoneyMention, settledAmount } from './crm/deal-amount';
import { HEADCOUNT_FIELD, isHeadcount } from './crm/headcount';
import { unitPriceTotal } from './crm/unit-price-total';
import { bestSupported, type Candidate, isNegatedBefore, polarityOf } from './crm-cues';
import { anchorsIn, conceptCue, type FieldProfile, type Relevance } from './crm-field-profile';
import { stem } from './keyword-scoring';
import type { Sentence } from './sentences';

/*
 * Typed values from the sentences retrieved for a field (`relevantSentences`). Every extractor
 * abstains when the meeting is not clear: two different values with similar support, a question,
 * a condition ("if the budget is approved") or a negation it cannot read.
 */

export type Found = Candidate;

/** How near (in characters) a value must be to the words that make its sentence relevant. */
const NEAR_CHARS = 40;

/** 2 when the field's words are said within `NEAR_CHARS` of the span `at`…`at + length`, else 0. */
function nearness(text: string, profile: FieldProfile, at: number, length = 0): number {
  const gap = (anchor: number) => (anchor < at ? at - anchor : Math.max(0, anchor - (at + length)));
  const distance = Math.min(...anchorsIn(text, profile).map(gap));
  return distance <= NEAR_CHARS ? 2 : 0;
}

const COUNT_FIELD =
  /\b(?:seats?|users?|licen[cs]es?|employees?|headcount|people|members?|agents?|reps?|clinicians?|locations?|sites?|stores?|hubs?|units?|devices?|accounts?)\b/i;
const PERCENT_FIELD = /\b(?:percent\w*|%|rate|discount|probability|share)\b/i;
/** Words ending in "s" after an amount that do not make it a count of something. */
const NOT_COUNTED = new Set([
  'is',
  'was',
  'this',
  'thus',
  'plus',
  'us',
  'as',
  'has',
  'its',
  'yes',
  'across',
  'less',
  'unless',
  'towards',
]);

/** Money, or a large figure said as a total: "fifty thousand a year", but not "eleven thousand shipments". */
function isMoney(quantity: Quantity): boolean {
  if (quantity.unit === 'currency') return true;
  if (quantity.unit !== null || quantity.value < 1000) return false;
  const noun = quantity.noun;
  return noun === null || !/^[a-z]+s$/.test(noun) || NOT_COUNTED.has(noun);
}

/** "$45 per user per month", "$38 a seat": a price per unit rather than a total. */
function isUnitPrice(text: string, quantity: Quantity): boolean {
  const after = text
    .slice(quantity.index + quantity.length, quantity.index + quantity.length + 30)
    .toLowerCase();
  return (
    /^\s*(?:per|a|an|each|for each|every)\s+(?!year\b|annum\b|yr\b)[a-z]+/.test(after) &&
    !/^\s*a\s+year\b/.test(after)
  );
}

/** number: money for budgets and amounts, a count for "seats" or "users", a percentage for a rate. */
export function extractNumber(
  profile: FieldProfile,
  relevant: Relevance[],
  sentences: ReadonlyArray<Sentence>,
): Found | null {
  const countNouns = new Set(
    [...(profile.text.match(new RegExp(COUNT_FIELD.source, 'gi')) ?? [])].map(countKey),
  );
  const isCount =
    countNouns.size > 0 && !profile.concepts.some((concept) => concept === 'budget' || concept === 'amount');
  const isHeadcountField = HEADCOUNT_FIELD.test(profile.text);
  const isSeatField = isCount && [...countNouns].some((noun) => SEAT_KEYS.has(noun));
  const isPercent = !isCount && PERCENT_FIELD.test(profile.text);
  const isMoneyField = profile.concepts.includes('budget') || profile.concepts.includes('amount');
  if (isMoneyField && !profile.concepts.includes('budget')) return extractDealAmount(relevant, sentences);
  // A count names what it counts ("sixty users"): every sentence may say it, not only relevant ones.
  const scanned: Relevance[] = isCount ? withRelevance(relevant, sentences) : relevant;
  const candidates: Candidate[] = [];
  const otherwise: Candidate[] = [];
  for (const relevance of scanned) {
    const text = relevance.sentence.text;
    let quantities = findQuantities(text);
    if (isMoneyField) {
      // "$38 per user per month … about $27,360 a year": a unit price is not the deal's figure,
      // and of several totals in one sentence the largest is the one the others add up to.
      quantities = quantities.filter((quantity) => !isUnitPrice(text, quantity) && isMoney(quantity));
      const largest = Math.max(...quantities.map((quantity) => quantity.value));
      quantities = quantities.filter((quantity) => quantity.value === largest);
    }
    for (const quantity of quantities) {
      let fits: boolean;
      if (isHeadcountField) fits = isHeadcount(text, quantity);
      else if (isCount) fits = countedNouns(text, quantity).some((noun) => countNouns.has(countKey(noun)));
      else if (isPercent) fits = quantity.unit === 'percent';
      else if (isMoneyField) fits = isMoney(quantity) && (relevance.hasCue || relevance.labelHits > 0);
      // A number field of its own kind: only said next to two of its words.
      else fits = relevance.termHits >= 2 && quantity.unit !== 'percent';
      const isSeatSaidOtherwise = !fits && isSeatField && saysSeatsOtherwise(text, quantity);
      if (!fits && !isSeatSaidOtherwise) continue;
      const value = formatCrmNumber(quantity.value);
      const near = nearness(text, profile, quantity.index, quantity.length);
      // "…fits inside that budget, with room for the connector, an add-on at $3,000": not the budget.
      if (value === null || (isMoneyField && near === 0)) continue;
      if (isCount && !isHeadcountField) {
        const score = countScore(text, quantity, relevance);
        // The field's own noun ("sixty seats") said anywhere outweighs other words for a user.
        if (score > 0)
          (isSeatSaidOtherwise ? otherwise : candidates).push({ value, score, sentence: relevance.sentence });
        continue;
      }
      candidates.push({ value, score: relevance.score + near, sentence: relevance.sentence });
    }
  }
  return bestSupported(candidates.length > 0 ? candidates : otherwise);
}

const PRICE_CUE = conceptCue('amount');

/**
 * Support for a count of what the deal licenses: the noun said is the evidence (a long sentence
 * that happens to hold the field's words is no better), a count priced ("two hundred and forty
 * agent licences at $165 per agent") is the deal's, and a count negated ("you don't need sixty
 * seats") or paid for today ("we pay for sixty seats") is not a proposal: 0.
 */
function countScore(text: string, quantity: Quantity, relevance: Relevance): number {
  if (isNegatedBefore(text, quantity.index) || isPastOrCurrentSpend(text, quantity)) return 0;
  return 2 + (PRICE_CUE.test(text) ? 3 : 0) + (relevance.labelHits > 0 ? 1 : 0);
}

/** Fields that count licensed users: "Seats", "Licences", "Number of users". */
const SEAT_KEYS = new Set(['seat', 'user', 'licens']);
/**
 * The people a licence would be for, said in other words ("a hundred and twenty staff", "240
 * agents"); "employees" and "people" are left out: they count the company, not its users.
 */
const USER_NOUNS =
  /^(?:staff|agents|reps|clinicians|technicians|techs|nurses|drivers|dispatchers|advisors|members)$/;
/** Talk of bringing people onto the product: what makes a count of staff a count of seats. */
const ONBOARDING =
  /\b(?:licen[cs]\w*|roll(?:ing|ed)? (?:it |this |that )?out|rollout|onboard\w*|moving|mov(?:e|ed) (?:over|across)|migrat\w*|switch\w*|bring(?:ing)? on|log ?ins?|logins?|access|per (?:seat|user)|pric\w*|quote\w*)\b/i;
/** Fewer than this is a handful of people in the call, not the users of a licence. */
const MIN_USERS_SAID_OTHERWISE = 5;

/** Whether `quantity` counts people who would use the product, said in other words than the field's. */
function saysSeatsOtherwise(text: string, quantity: Quantity): boolean {
  if (quantity.unit !== null || quantity.value < MIN_USERS_SAID_OTHERWISE || !ONBOARDING.test(text))
    return false;
  return countedNouns(text, quantity).some((noun) => USER_NOUNS.test(noun.toLowerCase()));
}

/** A counted noun's stem, British and American spellings alike ("licences", "license"). */
function countKey(noun: string): string {
  return stem(noun.toLowerCase().replace(/^licenc/, 'licens'));
}

/** Support of a clause that restates a yes/no property, as much as a sentence that names it with a cue. */
const RESTATED_SCORE = 4;

/**
 * A sentence's statements, clause by clause ("the budget is approved, so that's not the blocker"
 * holds one), a relative clause kept with what it is about ("their sixty thousand budget, which
 * Mike already approved").
 */
function clausesOf(text: string): string[] {
  const clauses: string[] = [];
  for (const clause of text.split(/\s*(?:[;,:]|\bbut\b|\balthough\b|\bwhereas\b)\s*/i)) {
    if (clauses.length > 0 && /^(?:which|that|who)\b/i.test(clause))
      clauses[clauses.length - 1] += `, ${clause}`;
    else clauses.push(clause);
  }
  return clauses;
}

const UNIT_PRICE_WORDS = new Set(['per', 'a', 'an', 'each', 'every', 'for']);

/** What a count counts: the word after it, and the next one for "agent licences", "named users". */
function countedNouns(text: string, quantity: Quantity): string[] {
  if (quantity.noun === null) return [];
  const next = /^\s+[\p{L}'-]+\s+([\p{L}'-]+)/u.exec(text.slice(quantity.index + quantity.length));
  // "twelve hundred per seat", "450 a user": a price per unit, not a count of units.
  if (!next || UNIT_PRICE_WORDS.has(quantity.noun)) return [quantity.noun];
  return [quantity.noun, next[1]!.toLowerCase()];
}

/**
 * A deal's amount: the money said in sentences about prices (or with a currency) across the call,
 * largest per sentence (a total over its parts), settled by `settledAmount`.
 */
function extractDealAmount(relevant: Relevance[], sentences: ReadonlyArray<Sentence>): Found | null {
  const aboutPrice = new Set(
    relevant.filter((relevance) => relevance.hasCue || relevance.labelHits > 0).map((r) => r.sentence.index),
  );
  const namingField = new Set(relevant.filter((r) => r.labelHits > 0).map((r) => r.sentence.index));
  const mentions: MoneyMention[] = [];
  for (const sentence of sentences) {
    if (sentence.text.trimEnd().endsWith('?')) continue;
    const figures = findQuantities(sentence.text)
      .filter((quantity) => isMoney(quantity) && !isUnitPrice(sentence.text, quantity))
      .filter((quantity) => quantity.unit === 'currency' || aboutPrice.has(sentence.index))
      .map((quantity) => ({ quantity, sentence, namesField: namingField.has(sentence.index) }))
      .filter(isDealFigure);
    const largest = figures.sort((a, b) => b.quantity.value - a.quantity.value)[0];
    if (largest) mentions.push(largest);
  }
  // No total said: the price per seat times the seats, when one statement says both.
  return settledAmount(mentions, formatCrmNumber) ?? unitPriceTotal(sentences);
}

/** Every statement (no questions), with its relevance when it has one. */
function withRelevance(relevant: Relevance[], sentences: ReadonlyArray<Sentence>): Relevance[] {
  const byIndex = new Map(relevant.map((relevance) => [relevance.sentence.index, relevance]));
  return sentences
    .filter((sentence) => !sentence.text.trimEnd().endsWith('?'))
    .map(
      (sentence) =>
        byIndex.get(sentence.index) ?? { sentence, score: 1, hasCue: false, termHits: 0, labelHits: 0 },
    );
}

/** Words of a bool field's label that name the state rather than the subject ("Budget *Confirmed*"). */
const STATE_WORDS = new Set(
  [
    'confirmed',
    'approved',
    'signed',
    'has',
    'have',
    'is',
    'in',
    'place',
    'yes',
    'no',
    'ok',
    'done',
    'completed',
    'received',
    'agreed',
    'secured',
    'allocated',
    'needed',
    'required',
  ].map(stem),
);

/**
 * bool: true or false only when every statement about the field's subject says the same. A clause
 * that restates the property in other words (`restatesPredicate`: "our VP follows this account
 * personally" for "whether leadership follows this account closely") counts wherever it is said.
 */
export function extractBool(
  profile: FieldProfile,
  relevant: Relevance[],
  sentences: ReadonlyArray<Sentence> = [],
): Found | null {
  const subjects = new Set([...profile.labelTerms].filter((term) => !STATE_WORDS.has(term)));
  if (subjects.size === 0) return null;
  const candidates: Candidate[] = [];
  for (const relevance of relevant) {
    for (const clause of clausesOf(relevance.sentence.text)) {
      const words = clause.toLowerCase().match(/[\p{L}']+/gu) ?? [];
      if (!words.some((word) => subjects.has(stem(word)))) continue;
      const polarity = polarityOf(clause);
      if (polarity === 'true' || polarity === 'false') {
        candidates.push({ value: polarity, score: relevance.score, sentence: relevance.sentence });
      }
    }
  }
  const predicate = predicateOf(profile.field.label, profile.field.description, profile.terms);
  for (const sentence of sentences) {
    if (sentence.text.trimEnd().endsWith('?')) continue;
    for (const clause of clausesOf(sentence.text)) {
      if (!restatesPredicate(clause, predicate)) continue;
      const polarity = polarityOf(clause);
      if (polarity === 'conditional') continue;
      const isNegated = polarity === 'false' || /\b(?:not|never|no longer)\b|n't\b/i.test(clause);
      candidates.push({ value: isNegated ? 'false' : 'true', score: RESTATED_SCORE, sentence });
    }
  }
  const values = new Set(candidates.map((candidate) => candidate.value));
  return values.size === 1 ? bestSupported(candidates) : null;
}
