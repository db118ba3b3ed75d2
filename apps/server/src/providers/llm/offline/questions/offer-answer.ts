import { findQuantities } from '../../shared/spoken-numbers';
import { sentenceSpans } from '../sentences';
import {
  type AnswerContext,
  focusHits,
  onePerSegment,
  reportedIn,
  speakerOf,
  type TypedAnswer,
} from './answer-context';
import { type Evidence, findEvidence } from './evidence';
import { sidesOf } from './sides';

/*
 * "What did we offer to keep them?", "What did we concede?": what the selling side put on the table
 * (a discount, free months, a waived fee, a new price), in the order it was offered, then the moments.
 * The buyer's asks ("you waive the implementation fee") are not offers.
 */

/** Talk of giving something: a price, a discount, something free or waived. */
const OFFER_TALK =
  /\b(?:offer\w*|propos\w*|reduction|waiv\w*|free\b|throw (?:in|that in)|on the table|(?:I|we) can (?:do|bring|give|include|extend|hold|lock|match|offer)|(?:bring|come|coming) (?:it |that |the price )?down to|% off|percent off|discount\w*|credits?|price (?:lock|protection)|lock (?:in )?the price|named (?:support|engineer|account|CSM)|at no (?:extra )?cost|no charge|at no charge)\b/i;
/**
 * Said by the one who gives: "I'd like to offer", "let me put one number on the table", "we can do",
 * or a figure with no giver named. Not "Ramp offered us", not the buyer's "you waive the fee".
 */
const OWN_OFFER =
  /\b(?:I|we)(?:'d|'ll|'m|'re| would| will| can| could| are| am)?(?: \w+){0,3} (?:offer|propos\w*|waive|give|include|throw|bring|do|put|hold|lock|match|extend|take)\b|\blet (?:me|us) (?:\w+ ){0,2}(?:offer|put|give|throw|do|propose)\b|\bhere'?s what (?:I|we)\b/i;
const OTHERS_GIVE =
  /\b(?:you|they|he|she|[A-Z][a-z]+) (?:\w+ ){0,1}(?:waive|offer(?:ed|s)?|give|gave|drop|throw|quoted)\b/;
/** A sentence that leans on the one before it ("At the same rate, that's…"). */
const LEANS_BACK =
  /^\W*(?:at (?:the|that) same|that(?:'s| is| comes| would)|which|this (?:is|would)|it (?:comes|works out))\b/i;
/** An offer refused by the one who would make it ("twenty-five percent I can't do"). */
const REFUSED =
  /\b(?:can't|cannot|won't|not able to|unable to) (?:do|offer|go|give)\b|\bsee what (?:I|we) can (?:do|offer)\b|\b(?:don't|do not) want\b/i;
/** Something given up rather than priced: what a question about concessions asks for first. */
const GIFT =
  /\b(?:waiv\w*|free\b|% off|percent off|discount\w*|credits?|no (?:extra )?(?:cost|charge)|reduction)\b/i;
const CONCESSION_QUESTION =
  /\b(?:conced\w*|concessions?|give (?:up|away)|keep (?:them|him|her|the account)|to stay|save)\b/i;
/** A short sentence that announces the offer the next one states ("Here's what I'd like to offer."). */
const MAX_ANNOUNCING_WORDS = 12;
const MAX_OFFERS = 3;
const MAX_WORDS = 50;

export function answerOffers(context: AnswerContext): TypedAnswer | null {
  const sides = sidesOf(context);
  const talk = findEvidence({ segments: context.meeting.segments, cue: OFFER_TALK }).filter(
    (evidence) =>
      !evidence.isQuestion &&
      !REFUSED.test(evidence.text) &&
      (OWN_OFFER.test(evidence.text) || !OTHERS_GIVE.test(evidence.text)),
  );
  const giftWeight = CONCESSION_QUESTION.test(context.question) ? 2 : 1;
  const hasSeller = talk.some((evidence) => evidence.speaker && sides.isSeller(evidence.speaker));
  const offers = talk
    .filter((evidence) => !hasSeller || (evidence.speaker !== null && sides.isSeller(evidence.speaker)))
    .map((evidence) => ({
      evidence,
      said: withStatedOffer({ context, evidence }),
      score:
        (evidence.text.match(new RegExp(OFFER_TALK.source, 'gi'))?.length ?? 0) +
        focusHits(context, evidence) +
        (OWN_OFFER.test(evidence.text) ? 1 : 0) +
        (GIFT.test(evidence.text) ? giftWeight : 0) +
        (findQuantities(evidence.text).some((quantity) => quantity.unit !== null) ? 1 : 0),
    }));
  if (offers.length === 0) return null;
  const best = onePerSegment(
    [...offers].sort((a, b) => b.score - a.score).map((offer) => offer.evidence),
  ).slice(0, MAX_OFFERS);
  const chosen = offers
    .filter((offer) => best.includes(offer.evidence))
    .sort((a, b) => a.evidence.segmentIndex - b.evidence.segmentIndex);
  const items = chosen.map(
    (offer) => `${reportedIn(context, offer.said, MAX_WORDS)} (${speakerOf(offer.evidence)})`,
  );
  return {
    lead: `Offered: ${items.join('; ')}.`,
    evidence: chosen.map((offer) => offer.evidence),
  };
}

/** The sentence, and the one after it when it only announces the offer ("let me put one number on the table"). */
function withStatedOffer(input: { context: AnswerContext; evidence: Evidence }): string {
  const { context, evidence } = input;
  if (evidence.before && LEANS_BACK.test(evidence.text)) return `${evidence.before} ${evidence.text}`;
  const isAnnouncing =
    evidence.text.split(/\s+/).length <= MAX_ANNOUNCING_WORDS && !/\d|percent|free|waiv/i.test(evidence.text);
  if (!isAnnouncing) return evidence.text;
  const text = context.meeting.segments[evidence.segmentIndex]!.text.replace(/\s+/g, ' ').trim();
  const sentences = sentenceSpans(text).map((span) => text.slice(span.start, span.end));
  const position = sentences.indexOf(evidence.text);
  const next = position >= 0 ? sentences[position + 1] : undefined;
  return next ? `${evidence.text} ${next}` : evidence.text;
}
