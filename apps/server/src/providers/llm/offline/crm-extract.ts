import { formatCrmNumber } from '../shared/crm-values';
import { findQuantities, type Quantity } from '../shared/spoken-numbers';
import type { CalendarDate } from './calendar-date';
import { bestSupported, type Candidate, polarityOf } from './crm-cues';
import { conceptCue, type FieldProfile, type Relevance } from './crm-field-profile';
import { findTargetDate } from './due-dates';
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

/**
 * Where the field's words or cues occur in a sentence, for nearness. With `cuesOnly`, a field that
 * has concepts is anchored by them alone: "contract" does not make "share the contract terms
 * tomorrow" about a contract's start.
 */
function anchorsIn(text: string, profile: FieldProfile, cuesOnly = false): number[] {
  const anchors: number[] = [];
  for (const concept of profile.concepts) {
    const cue = new RegExp(conceptCue(concept).source, 'gi');
    for (const match of text.matchAll(cue)) anchors.push(match.index);
  }
  if (cuesOnly && profile.concepts.length > 0) return anchors;
  for (const match of text.matchAll(/[\p{L}']+/gu)) {
    if (profile.terms.has(stem(match[0].toLowerCase()))) anchors.push(match.index);
  }
  return anchors;
}

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
    [...(profile.text.match(new RegExp(COUNT_FIELD.source, 'gi')) ?? [])].map((noun) =>
      stem(noun.toLowerCase()),
    ),
  );
  const isCount =
    countNouns.size > 0 && !profile.concepts.some((concept) => concept === 'budget' || concept === 'amount');
  const isPercent = !isCount && PERCENT_FIELD.test(profile.text);
  const isMoneyField = profile.concepts.includes('budget') || profile.concepts.includes('amount');
  // A count names what it counts ("sixty users"): every sentence may say it, not only relevant ones.
  const scanned: Relevance[] = isCount ? withRelevance(relevant, sentences) : relevant;
  const candidates: Candidate[] = [];
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
      if (isCount) fits = quantity.noun !== null && countNouns.has(stem(quantity.noun));
      else if (isPercent) fits = quantity.unit === 'percent';
      else if (isMoneyField) fits = isMoney(quantity) && (relevance.hasCue || relevance.labelHits > 0);
      // A number field of its own kind: only said next to two of its words.
      else fits = relevance.termHits >= 2 && quantity.unit !== 'percent';
      if (!fits) continue;
      const value = formatCrmNumber(quantity.value);
      const near = nearness(text, profile, quantity.index, quantity.length);
      // "…fits inside that budget, with room for the connector, an add-on at $3,000": not the budget.
      if (value === null || (isMoneyField && near === 0)) continue;
      candidates.push({ value, score: relevance.score + near, sentence: relevance.sentence });
    }
  }
  return bestSupported(candidates);
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

/** date / datetime: the first date of each relevant sentence, forwards from the meeting. */
export function extractDate(
  profile: FieldProfile,
  relevant: Relevance[],
  meetingDate: CalendarDate | null,
): Found | null {
  if (!meetingDate) return null;
  const candidates: Candidate[] = [];
  for (const relevance of relevant) {
    // A date said in passing ("send it by Friday") is no close date: the sentence must be about it.
    if (!relevance.hasCue && relevance.labelHits === 0) continue;
    const text = relevance.sentence.text;
    const found = findTargetDate({ text, meetingDate });
    if (!found) continue;
    if (polarityOf(text) === 'conditional') continue;
    // "Decide by the end of next month, so the team can start before…" gives no start date: the
    // field's words must be said in the date's own clause.
    const clauseStart = Math.max(0, text.slice(0, found.index).search(/[^,;:]*$/));
    const clauseEnd = text.slice(found.index + found.length).search(/[,;:]/);
    const clause = text.slice(
      clauseStart,
      clauseEnd < 0 ? text.length : found.index + found.length + clauseEnd,
    );
    if (anchorsIn(clause, profile, true).length === 0) continue;
    const near = 2;
    // A datetime gets midnight UTC of the day, as HubSpot stores a date picked for one.
    const value = profile.field.type === 'datetime' ? `${found.isoDate}T00:00:00.000Z` : found.isoDate;
    candidates.push({ value, score: relevance.score + near, sentence: relevance.sentence });
  }
  return bestSupported(candidates);
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

/** bool: true or false only when every statement about the field's subject says the same. */
export function extractBool(profile: FieldProfile, relevant: Relevance[]): Found | null {
  const subjects = new Set([...profile.labelTerms].filter((term) => !STATE_WORDS.has(term)));
  if (subjects.size === 0) return null;
  const candidates: Candidate[] = [];
  for (const relevance of relevant) {
    // Clause by clause: "the budget is approved, so that's not the blocker" holds one statement.
    for (const clause of relevance.sentence.text.split(/\s*(?:[;,:]|\bbut\b|\balthough\b|\bwhereas\b)\s*/i)) {
      const words = clause.toLowerCase().match(/[\p{L}']+/gu) ?? [];
      if (!words.some((word) => subjects.has(stem(word)))) continue;
      const polarity = polarityOf(clause);
      if (polarity === 'true' || polarity === 'false') {
        candidates.push({ value: polarity, score: relevance.score, sentence: relevance.sentence });
      }
    }
  }
  const values = new Set(candidates.map((candidate) => candidate.value));
  return values.size === 1 ? bestSupported(candidates) : null;
}
