import type { CrmFieldToFill } from '../meeting-intelligence';
import { contentTerms, stem } from './keyword-scoring';
import type { Sentence } from './sentences';

/*
 * Retrieval for CRM fields: which sentences of the meeting speak to a field. A field is described
 * by its label, description and prompt; their informative words are searched for (idf-weighted, as
 * the summary scores sentences), and a field about something a sales team tracks (budget, price,
 * competitors, timing, priority…) also finds the sentences that talk about it in other words
 * ("set aside" for a budget, "talking to" for competitors).
 */

export type FieldConcept =
  | 'budget'
  | 'amount'
  | 'competitors'
  | 'decision'
  | 'start'
  | 'renewal'
  | 'priority'
  | 'stage'
  | 'pain'
  | 'nextStep'
  | 'decisionMaker';

/** Each concept: how a field's own text names it, and how a meeting talks about it. */
const CONCEPTS: ReadonlyArray<{ concept: FieldConcept; field: RegExp; cue: RegExp }> = [
  {
    concept: 'budget',
    field: /\bbudget/i,
    cue: /\b(?:budget\w*|set aside|allocated|earmarked|funding|funded|funds|spend|money)\b/i,
  },
  {
    concept: 'amount',
    field: /\b(?:amount|deal (?:size|value)|contract value|acv|arr|mrr|price|pricing|cost|revenue|fees?)\b/i,
    cue: /\b(?:pric\w*|cost\w*|quote\w*|proposal|per (?:year|month|seat|user)|a year|annual\w*|total|comes? to|discount\w*|licen[cs]\w*|fees?|contract value|deal)\b/i,
  },
  {
    concept: 'competitors',
    field: /\b(?:competit\w*|alternatives?|other vendors?|incumbent|rival)\b/i,
    cue: /\b(?:competit\w*|alternatives?|other vendors?|incumbent|evaluating|comparing|compared (?:to|with)|versus|vs\.?|(?:also|currently) (?:talking|speaking) (?:to|with)|looking at|considering|(?:currently|already) (?:use|using|on)|switch\w* (?:from|away from)|go(?:ing)? with|went with|bake-?off|shortlist\w*)\b/i,
  },
  {
    concept: 'decision',
    field: /\b(?:close ?date|closing|decision (?:date|timeline)|decide|expected close|timeline)\b/i,
    // "Sign" is a close, "sign-off" an approval on the way to one; "submissions close", "our
    // quarter close" are not the deal's.
    // Choosing a vendor is deciding: "we'll pick a vendor next quarter", "make the call by Friday".
    cue: /\b(?:decid\w*|decision|sign(?:ed|ing)?(?![- ]off)|(?<!\b(?:[a-z]{2,}(?<!\bthi|\bwa|\bha|\bdoe|\bi|\bu|\bit|\balway|\bperhap|\btoward)s|quarter|month|year|books|fiscal|financial|window|office|deadline|market)\s)clos(?:e|ing)|go ahead|purchase|buy|timeline|(?:choos\w*|chose|pick\w*|select\w*) (?:a |the |one |our |which )?(?:vendors?|suppliers?|providers?|partners?|platforms?|tools?|solutions?)|choos\w* between|make (?:a|the|our) (?:call|choice)|pull the trigger|mov(?:e|ing) (?:forward|ahead) (?:with|on)|go\/no[- ]go)\b/i,
  },
  {
    concept: 'start',
    field: /\b(?:start|go[- ]live|launch|kick[- ]?off|implementation|onboarding)\b/i,
    cue: /\b(?:start\w*|go[- ]live|go live|launch\w*|kick\w* ?off|begin\w*|roll\w* out|onboard\w*|effective)\b/i,
  },
  {
    concept: 'renewal',
    field: /\b(?:renew\w*|expir\w*|end date)\b/i,
    // Not a bare "end": "by the end of June" is a deadline, not a contract ending.
    cue: /\b(?:renew\w*|expir\w*|runs? out|(?:contract|term|agreement|subscription)s? (?:ends?|ended|ending))\b/i,
  },
  {
    concept: 'priority',
    field: /\bpriorit/i,
    cue: /\b(?:priorit\w*|urgent|critical|top of (?:the|our|my) list)\b/i,
  },
  { concept: 'stage', field: /\b(?:deal ?stage|stage|pipeline stage)\b/i, cue: /(?!)/ },
  {
    concept: 'pain',
    field: /\b(?:pain|problems?|challenges?|needs)\b/i,
    // Words of trouble only: "hours" or "biggest" alone say nothing of a pain ("an hour per clinic").
    cue: /\b(?:pain\w*|problems?|struggl\w*|frustrat\w*|challeng\w*|issues?|slow|manual\w*|waste\w*|costs? us|cost us|mistakes?|errors?|headaches?|nightmare|late|missed|lost|complain\w*|spend\w* (?:[\w-]+ ){0,3}(?:hours?|days?|half|most))\b/i,
  },
  {
    concept: 'nextStep',
    field: /\bnext steps?\b/i,
    cue: /\b(?:next steps?|follow[- ]up|send|schedule|set up|book)\b/i,
  },
  {
    concept: 'decisionMaker',
    field: /\b(?:decision[- ]makers?|economic buyer|approver|sign[- ]?off)\b/i,
    cue: /\b(?:decision[- ]makers?|sign\w* off|signs? anything|approv\w*|final say|ceo|cfo|cio|cto|coo|vp|board|procurement|legal)\b/i,
  },
];

/** Words every field's text has that say nothing about what it holds. */
const GENERIC = new Set(
  contentTerms(
    'fill field property value values meeting meetings said customer customers deal deals contact contacts ' +
      'company companies record records hubspot crm description notes current keep learnt learned update ' +
      'set automatically name type text number date whether this the what was from write ting',
  ),
);

export type FieldProfile = {
  field: CrmFieldToFill;
  concepts: FieldConcept[];
  /** Informative stems of the label (counted twice) and of the description and prompt. */
  labelTerms: Set<string>;
  terms: Set<string>;
  /** Everything the field says about itself, lower case. */
  text: string;
};

export function profileOf(field: CrmFieldToFill): FieldProfile {
  const label = field.label;
  const rest = `${field.description} ${field.prompt}`;
  const text = `${label} ${rest}`.toLowerCase();
  // The label decides the concepts when it names any; description and prompt otherwise.
  let concepts = CONCEPTS.filter((entry) => entry.field.test(label)).map((entry) => entry.concept);
  if (concepts.length === 0) {
    concepts = CONCEPTS.filter((entry) => entry.field.test(rest)).map((entry) => entry.concept);
  }
  const informative = (terms: string[]) => new Set(terms.filter((term) => !GENERIC.has(term)));
  const labelTerms = informative(contentTerms(label));
  return { field, concepts, labelTerms, terms: informative([...labelTerms, ...contentTerms(rest)]), text };
}

/**
 * Where the field's words or cues occur in a sentence, for nearness. With `cuesOnly`, a field that
 * has concepts is anchored by them alone: "contract" does not make "share the contract terms
 * tomorrow" about a contract's start.
 */
export function anchorsIn(text: string, profile: FieldProfile, cuesOnly = false): number[] {
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

export function conceptCue(concept: FieldConcept): RegExp {
  return CONCEPTS.find((entry) => entry.concept === concept)!.cue;
}

/** A reply that says yes in its first words: "Yes.", "June first, yes.", "That's right". */
const AFFIRMATION =
  /^\W*(?:[\p{L}\p{N}'-]+[\s,]+){0,3}?(?:yes|yeah|yep|correct|exactly|that's right|right)\b/iu;

/**
 * "So a start date of June first for the contract?" answered "June first, yes." by someone else:
 * the question is a statement the other side confirmed.
 */
export function isConfirmedQuestion(sentences: ReadonlyArray<Sentence>, position: number): boolean {
  const asked = sentences[position];
  const reply = sentences[position + 1];
  if (!asked || !reply || reply.speaker === asked.speaker) return false;
  return AFFIRMATION.test(reply.text) && !/\b(?:no|not)\b|n't\b/i.test(reply.text);
}

/** A sentence's relevance to a field: its share of the field's words (idf-weighted), plus concept cues. */
export type Relevance = {
  sentence: Sentence;
  score: number;
  hasCue: boolean;
  termHits: number;
  labelHits: number;
};

/** The sentences of a meeting with their stems and the idf of each, computed once for every field. */
export type SentenceIndex = {
  sentences: ReadonlyArray<Sentence>;
  termsOf: ReadonlyArray<Set<string>>;
  idf: (term: string) => number;
};

export function indexSentences(sentences: ReadonlyArray<Sentence>): SentenceIndex {
  const termsOf = sentences.map((sentence) => new Set(contentTerms(sentence.text)));
  const frequency = new Map<string, number>();
  for (const terms of termsOf) for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const total = Math.max(1, sentences.length);
  return { sentences, termsOf, idf: (term) => Math.log(1 + total / (frequency.get(term) ?? 1)) };
}

const CUE_WEIGHT = 3;

/**
 * The sentences that speak to the field, best first: a concept cue, two of the field's words, or
 * one word of its label. Questions are left out — "is the budget approved?" answers nothing.
 */
export function relevantSentences(index: SentenceIndex, profile: FieldProfile): Relevance[] {
  const cues = profile.concepts.map(conceptCue);
  const found: Relevance[] = [];
  index.sentences.forEach((sentence, position) => {
    if (sentence.text.trimEnd().endsWith('?') && !isConfirmedQuestion(index.sentences, position)) return;
    const terms = index.termsOf[position]!;
    let score = 0;
    let termHits = 0;
    let labelHits = 0;
    for (const term of profile.terms) {
      if (!terms.has(term)) continue;
      termHits += 1;
      const isLabel = profile.labelTerms.has(term);
      if (isLabel) labelHits += 1;
      score += index.idf(term) * (isLabel ? 2 : 1);
    }
    const hasCue = cues.some((cue) => cue.test(sentence.text));
    if (hasCue) score += CUE_WEIGHT;
    if (hasCue || termHits >= 2 || labelHits >= 1)
      found.push({ sentence, score, hasCue, termHits, labelHits });
  });
  return found.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
}
