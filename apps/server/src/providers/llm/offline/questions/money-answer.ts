import { escapeMarkdown } from '../../shared/markdown-text';
import { findQuantities, type Quantity } from '../../shared/spoken-numbers';
import { contentTerms, isLogistics } from '../keyword-scoring';
import { type AnswerContext, focusHits, onePerSegment, speakerOf, type TypedAnswer } from './answer-context';
import { type Evidence, findEvidence } from './evidence';

/*
 * "What did they say about pricing?", "What is their budget?": the sums of money said, each with
 * what it is for ("$9,000 for the pilot") and who said it, then the moments.
 */

/** Where a sum of money, or talk of one, may be. */
const MONEY_TALK =
  /[$€£]|\b(?:\d[\d,.]*\s?k|thousand|million|grand|hundred|dollars?|euros?|pounds?|bucks|budget\w*|pric\w*|costs?|fees?|discount\w*|spend\w*|pay\w*|invoice\w*|quote\w*|per (?:user|seat|month|year|licen[cs]e))\b/i;
/** Words that make a bare number ("nine thousand") a sum of money. */
const MONEY_CONTEXT =
  /\b(?:budget\w*|pric\w*|costs?|fees?|discount\w*|spend\w*|pay\w*|invoice\w*|proposal|quote|contract|deal|worth|plan|licen[cs]\w*|subscription|pilot|afford\w*|charge\w*|quota|closed|commit|pipeline|revenue|forecast|bookings|arr|rate|flat|annual\w*|(?:a|per) (?:year|month|seat|user|licen[cs]e))\b/i;
/** What a sum is for. */
const SUBJECT =
  /\b(?:list price|annual plan|monthly plan|(?:two|three|multi)-year (?:term|deal|contract|option)|pilot|proposal|budget|discount|renewal|contract|subscription|licen[cs]es?|implementation(?: fee)?|onboarding(?: fee)?|setup fee|support|connector|add-on|chargebacks?|price)\b/gi;
/** The rate after a sum: "per user per month", "a year". */
const RATE =
  /^\s*(?:(?:a|an|per|each) (?:year|month|quarter|week|user|seat|clinician|licen[cs]e|head|hub|site)\b|annually\b|monthly\b|yearly\b)(?:\s*(?:per|a|an|each) (?:year|month|user|seat)\b)*/i;
const BUDGET_QUESTION = /\b(?:budget\w*|afford\w*|spend\w*|set aside|money)\b/i;
const BUDGET_TALK = /\b(?:budget\w*|afford\w*|set aside|approved|fiscal|funded|funding|discretionary)\b/i;
const PRICE_TALK =
  /\b(?:pric\w*|costs?|fees?|per (?:user|seat|month|year)|plan|proposal|quote|discount\w*|pilot|comes? to|licen[cs]\w*)\b/i;
/** Price talk about talking of it later ("when we get to pricing"). */
const AGENDA =
  /\b(?:when we get to|get to|talk about|go over|walk through|questions? (?:on|about)|come back to)\b/i;
const DISCOUNT_QUESTION =
  /\b(?:discount\w*|flexib\w*|deal|better price|lower|cheaper|multi-year|negotiat\w*)\b/i;
const DISCOUNT_TALK =
  /\b(?:discount\w*|% off|percent off|waive\w*|lock\w*|(?:two|three|multi)-year|years?\b.*\bterm|term\b|flexib\w*|capped|cap\b|lower|reduc\w*|cheaper)\b/i;
const PERCENT_QUESTION = /\b(?:discount\w*|increase\w*|cap\w*|percent\w*|uplift|%)/i;
/** Counted things, not money: "eleven thousand shipments" (a plural, not "is" or "this"). */
const COUNT_NOUN = /^(?!(?:is|was|has|his|its|this|plus|less|dollars|bucks|euros|pounds)$)[a-z]+s$/;

const MAX_AMOUNTS = 3;
const MAX_MOMENTS = 4;
/** Moments quoted at least, when there are that many: the figures and what else was said of them. */
const MIN_MOMENTS = 3;

type Amount = {
  evidence: Evidence;
  quantity: Quantity;
  display: string;
  rate: string;
  subject: string | null;
  /** "Nine thousand is within my budget": a sum under the subject, not its value. */
  isWithin: boolean;
  /** Said as a new offer ("we can come down to…"), replacing what was said before. */
  isRevision: boolean;
  /** The earlier figure this one replaced, when there was one. */
  revises: Amount | null;
  /** Replaced by a later offer: answers give the later one. */
  isSuperseded: boolean;
  score: number;
};

/** A figure put forward in place of an earlier one. */
const REVISION =
  /\b(?:come (?:down|up) to|coming down to|bring (?:it|that|this) (?:down )?to|(?:drop|lower|reduce|cut) (?:it|that|this|the price) to|best (?:I|we) can do|revised|updated|new (?:price|number|offer|quote|figure)|instead|final (?:offer|price|number)|meet you at|how about|we can do|I can do|could do|can offer|match (?:that|it) at|now (?:at|down to))\b/i;

type MoneyTalk = { evidence: Evidence; quantities: Quantity[] };

/**
 * The sentences of money talk with the quantities they say, read once per transcript: the summary
 * asks several money questions of the same meeting (price, budget, yearly total, discount).
 */
const moneyTalkBySegments = new WeakMap<AnswerContext['meeting']['segments'], MoneyTalk[]>();

function moneyTalkOf(segments: AnswerContext['meeting']['segments']): MoneyTalk[] {
  const known = moneyTalkBySegments.get(segments);
  if (known) return known;
  const talk = findEvidence({ segments, cue: MONEY_TALK }).map((evidence) => ({
    evidence,
    quantities: findQuantities(evidence.text),
  }));
  moneyTalkBySegments.set(segments, talk);
  return talk;
}

export function answerMoney(context: AnswerContext): TypedAnswer | null {
  const said = moneyTalkOf(context.meeting.segments);
  const talk = said.map(({ evidence }) => evidence);
  const isBudget = BUDGET_QUESTION.test(context.question);
  const wantsPercent = PERCENT_QUESTION.test(context.question);
  const amounts = said.flatMap(({ evidence, quantities }) =>
    amountsIn({ evidence, quantities, context, isBudget, wantsPercent }),
  );
  if (amounts.length === 0) return null;

  markRevisions(amounts);
  const best = distinctAmounts(amounts.sort((a, b) => b.score - a.score));
  const lines = best.map((amount) => `${sumPhrase(amount)} (${speakerOf(amount.evidence)})`);
  const lead = `${best.length === 1 ? 'The amount said' : 'The amounts said'}: ${lines.join('; ')}.`;

  const wordsCue = DISCOUNT_QUESTION.test(context.question)
    ? DISCOUNT_TALK
    : isBudget
      ? BUDGET_TALK
      : PRICE_TALK;
  // Then what else was said of it without a figure ("we can hold that price for two years").
  const wordsOnly = talk
    .filter(
      (evidence) =>
        !evidence.isQuestion &&
        !isLogistics(evidence.text) &&
        !AGENDA.test(evidence.text) &&
        !/\bcost(?:s|ing)? us\b/i.test(evidence.text) &&
        wordsCue.test(evidence.text),
    )
    .map((evidence) => ({ evidence, score: focusHits(context, evidence) }))
    .sort((a, b) => b.score - a.score)
    .map(({ evidence }) => evidence);
  const figures = onePerSegment(best.map((amount) => amount.evidence));
  const besides = onePerSegment([...figures, ...wordsOnly]).slice(figures.length);
  // At least the statement most like the question ("is the budget approved?"), then up to three.
  const extra = besides.slice(0, Math.max(1, MIN_MOMENTS - figures.length));
  return {
    lead,
    evidence: [...figures, ...extra].slice(0, MAX_MOMENTS),
    fact: best.map(sumPhrase).join('; '),
  };
}

function amountsIn(input: {
  evidence: Evidence;
  quantities: Quantity[];
  context: AnswerContext;
  isBudget: boolean;
  wantsPercent: boolean;
}): Amount[] {
  const { evidence, quantities, context, isBudget, wantsPercent } = input;
  const { text } = evidence;
  const hasContext = MONEY_CONTEXT.test(text) || MONEY_CONTEXT.test(evidence.before ?? '');
  const amounts: Amount[] = [];
  for (const quantity of quantities) {
    const isMoney =
      quantity.unit === 'currency' ||
      (quantity.unit === null &&
        quantity.value >= 100 &&
        !(quantity.value >= 1900 && quantity.value <= 2100) &&
        hasContext &&
        !(
          quantity.noun &&
          COUNT_NOUN.test(quantity.noun) &&
          /^ \p{L}/u.test(text.slice(quantity.index + quantity.length))
        ));
    // A percentage counts when asked for, or beside budget talk ("a fifteen percent cut in spend").
    const isPercent =
      quantity.unit === 'percent' && (wantsPercent || /\b(?:budget|spend\w*|cut|freeze)\b/i.test(text));
    if (!isMoney && !isPercent) continue;
    let score = quantity.unit === 'currency' || isPercent ? 3 : 2;
    score += focusHits(context, evidence);
    score += (isBudget ? BUDGET_TALK : PRICE_TALK).test(`${evidence.before ?? ''} ${text}`) ? 2 : 0;
    if (DISCOUNT_QUESTION.test(context.question) && DISCOUNT_TALK.test(text)) score += 2;
    if (evidence.isQuestion) score -= 2;
    const subject =
      subjectOf({ text: clauseAround({ text, at: quantity.index }), at: quantity.index }) ??
      subjectOf({ text: evidence.before ?? '', at: Number.POSITIVE_INFINITY });
    // "How much is the pilot?": the sum said for the pilot first.
    if (subject) score += contentTerms(subject).some((term) => context.focus.has(term)) ? 2 : 0.5;
    amounts.push({
      evidence,
      quantity,
      display: displayOf(quantity),
      rate:
        text
          .slice(quantity.index + quantity.length)
          .match(RATE)?.[0]
          .trim() ?? '',
      subject,
      isWithin: /\b(?:within|under|inside|fits)\b/i.test(text),
      isRevision: !evidence.isQuestion && REVISION.test(text),
      revises: null,
      isSuperseded: false,
      score,
    });
  }
  return amounts;
}

/**
 * The latest offer wins: a figure said as a new offer replaces the earlier figures of the same
 * kind and about the same size (within a factor of two) for the same thing, which then rank below it.
 */
function markRevisions(amounts: Amount[]): void {
  for (const [position, later] of amounts.entries()) {
    if (!later.isRevision) continue;
    for (const earlier of amounts.slice(0, position)) {
      if (earlier.evidence.segmentIndex >= later.evidence.segmentIndex || earlier.isSuperseded) continue;
      const isSameKind =
        (earlier.quantity.unit === 'percent') === (later.quantity.unit === 'percent') &&
        earlier.quantity.value !== later.quantity.value &&
        earlier.rate === later.rate &&
        (earlier.subject === null || later.subject === null || earlier.subject === later.subject);
      const ratio = later.quantity.value / earlier.quantity.value;
      if (!isSameKind || ratio < 0.5 || ratio > 2) continue;
      earlier.isSuperseded = true;
      earlier.score -= 2;
      if (!later.revises) {
        later.revises = earlier;
        later.score += 2;
        later.subject ??= earlier.subject;
      }
    }
  }
}

/** The best-scored amount of each value, at most `MAX_AMOUNTS`, best first; replaced offers only beside their revision. */
function distinctAmounts(sorted: Amount[]): Amount[] {
  const kept: Amount[] = [];
  for (const amount of sorted) {
    if (kept.length >= MAX_AMOUNTS) break;
    if (amount.isSuperseded) continue;
    if (
      !kept.some(
        (known) =>
          known.quantity.value === amount.quantity.value &&
          (known.quantity.unit === 'percent') === (amount.quantity.unit === 'percent'),
      )
    ) {
      kept.push(amount);
    }
  }
  return kept;
}

/**
 * The clause of `text` around `at`, blanked elsewhere so that offsets hold: "or $38 on an annual
 * plan" is about the annual plan, though "monthly plan" is said just before it.
 */
function clauseAround(input: { text: string; at: number }): string {
  const { text, at } = input;
  let start = 0;
  let end = text.length;
  for (const cut of text.matchAll(/[,;:]|\s(?:and|or|but|which)\s/g)) {
    if (cut.index < at) start = cut.index;
    else if (cut.index > at) {
      end = cut.index;
      break;
    }
  }
  return ' '.repeat(start) + text.slice(start, end);
}

/** The subject word nearest to `at` in `text` ("pilot" in "for a pilot … comes to nine thousand"). */
function subjectOf(input: { text: string; at: number }): string | null {
  let nearest: { word: string; distance: number } | null = null;
  for (const match of input.text.matchAll(SUBJECT)) {
    const distance = Math.abs(match.index - input.at);
    if (!nearest || distance < nearest.distance) nearest = { word: match[0].toLowerCase(), distance };
  }
  return nearest?.word ?? null;
}

const SIGNS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

/** "$9,000", "€30,000", "40,000" (no currency said), "5%". */
/** Made once: `toLocaleString` builds a formatter on every call. */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function displayOf(quantity: Quantity): string {
  const number = NUMBER_FORMAT.format(quantity.value);
  if (quantity.unit === 'percent') return `${number}%`;
  return `${quantity.currency ? (SIGNS[quantity.currency] ?? '') : ''}${number}`;
}

/** "**$9,000** for the pilot", "**$45** per user per month as the list price". */
function sumPhrase(amount: Amount): string {
  const figure = `**${amount.display}**${amount.rate ? ` ${escapeMarkdown(amount.rate)}` : ''}`;
  const earlier = amount.revises ? ` (the latest offer, down from ${amount.revises.display})` : '';
  if (amount.revises && amount.revises.quantity.value < amount.quantity.value) {
    return `${sumPhraseOf(amount, figure)} (the latest figure, up from ${amount.revises.display})`;
  }
  return `${sumPhraseOf(amount, figure)}${earlier}`;
}

function sumPhraseOf(amount: Amount, figure: string): string {
  if (!amount.subject) return figure;
  const isValue = /^(?:budget|list price|price|discount)$/.test(amount.subject);
  const relation = amount.isWithin ? 'within' : isValue ? 'as' : 'for';
  return `${figure} ${relation} the ${amount.subject}`;
}
