import { formatCrmNumber } from '../shared/crm-values';
import { findQuantities, type Quantity } from '../shared/spoken-numbers';
import { extractDealAmount } from './crm/amount-field';
import { predicateOf, restatesPredicate, says } from './crm/bool-predicate';
import { isPastOrCurrentSpend } from './crm/deal-amount';
import { HEADCOUNT_FIELD, isHeadcount } from './crm/headcount';
import { isMoney, isUnitPrice } from './crm/money-figures';
import { countedNouns, countReplies, saysSeatsOtherwise } from './crm/seat-counts';
import { yesNoReplies } from './crm/yes-no-replies';
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
  if (isSeatField) candidates.push(...countReplies(sentences, 'seats'));
  else if (isHeadcountField) candidates.push(...countReplies(sentences, 'headcount'));
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
      if (![...subjects].some((subject) => says(words, subject))) continue;
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
  candidates.push(...yesNoReplies(sentences, subjects, (question) => polarityOf(question) === 'true'));
  const values = new Set(candidates.map((candidate) => candidate.value));
  return values.size === 1 ? bestSupported(candidates) : null;
}
