import type { CalendarDate } from '../calendar-date';
import { bestSupported, type Candidate, isConditionalAt, isNegatedBefore } from '../crm-cues';
import { anchorsIn, conceptCue, type FieldProfile, type Relevance } from '../crm-field-profile';
import { findTargetDate } from '../due-dates';
import { stem } from '../keyword-scoring';
import type { Sentence } from '../sentences';
import { namesThirdPartyContract } from './third-party-contract';

/*
 * Dates of a deal (close, contract start, renewal) from the sentences about them.
 */

/** The concepts that are dates of a deal: a clause that names two of them belongs to neither for sure. */
const DATE_CONCEPTS = ['decision', 'start', 'renewal'] as const;
/** Words that name a contract in speech ("the renewal term starts", "the agreement"). */
const CONTRACT_WORDS =
  /\b(?:contracts?|term|agreements?|subscriptions?|licen[cs]es?|renewals?|deal|order form)\b/i;
/** "I'll send you the proposal by Friday": a deadline of a task, not a date of the deal. */
const COMMITMENT =
  /\b(?:I'll|I will|we'll|we will|I'm going to|we're going to|let me|I need to|I have to)\b/i;

/** The clause of `text` (between commas, semicolons, colons) around the span `index`…`index + length`. */
function clauseAt(text: string, index: number, length: number): string {
  const start = Math.max(0, text.slice(0, index).search(/[^,;:]*$/));
  const end = text.slice(index + length).search(/[,;:]/);
  return text.slice(start, end < 0 ? text.length : index + length + end);
}

/**
 * The label's words for what the date belongs to ("contract" in "Contract Start Date"): a date
 * said of something else ("we can start next week") is not that date.
 */
function subjectOf(profile: FieldProfile): RegExp | null {
  const label = profile.field.label;
  const conceptWords = profile.concepts.map(conceptCue);
  const subjects = (label.match(/[\p{L}']+/gu) ?? []).filter(
    (word) => !/^dates?$/i.test(word) && !conceptWords.some((cue) => cue.test(word)),
  );
  if (subjects.length === 0) return null;
  if (subjects.some((word) => CONTRACT_WORDS.test(word))) return CONTRACT_WORDS;
  return new RegExp(`\\b(?:${subjects.map((word) => stem(word.toLowerCase())).join('|')})`, 'i');
}

/**
 * date / datetime: the dates said of the field in relevant sentences, forwards from the meeting.
 * A date counts when the field's words are said in its own clause (or asked in the question it
 * answers: "When does the contract end?" "It ends April thirtieth."), it is not a condition ("if
 * you sign by the end of the month"), nor the deadline of a task ("I'll send the renewal proposal
 * by Wednesday"), nor denied ("I'm not deciding anything today"), and the sentence speaks of what
 * the date belongs to (the contract) — this deal's, not another vendor's ("your Zendesk contract").
 * A date whose own clause names that subject outweighs one said further along the sentence.
 */
export function extractDate(
  profile: FieldProfile,
  relevant: Relevance[],
  meetingDate: CalendarDate | null,
  call: DateCall,
): Candidate | null {
  if (!meetingDate) return null;
  const subject = subjectOf(profile);
  const otherDateCues = DATE_CONCEPTS.filter((concept) => !profile.concepts.includes(concept)).map(
    conceptCue,
  );
  // A date said in passing ("send it by Friday") is no close date: the sentence must be about it.
  const readings = [
    ...relevant
      .filter((relevance) => relevance.hasCue || relevance.labelHits > 0)
      .map((relevance) => ({ relevance, asked: null })),
    ...repliesTo(profile, call.sentences),
    ...followUps(profile, call.sentences),
  ];
  const candidates: Candidate[] = [];
  for (const { relevance, asked } of readings) {
    const text = relevance.sentence.text;
    // "When would you want to start?" "February first.": asked of the deal, whose contract it is.
    const isAskedWhen = asked?.trimEnd().endsWith('?') === true;
    const saysSubject = (clause: string) =>
      !subject || isAskedWhen || subject.test(clause) || subject.test(asked ?? '');
    if (!saysSubject(text)) continue;
    // A follow-up's "the fifteenth" is the fifteenth after the date its statement said, if any.
    const [said] = asked && !asked.trimEnd().endsWith('?') ? datesIn(asked, meetingDate) : [];
    for (const found of datesIn(text, said ? calendarDateOf(said.isoDate) : meetingDate)) {
      if (isConditionalAt(text, found.index)) continue;
      // "Decide by the end of next month, so the team can start before…" gives no start date: the
      // field's words must be said in the date's own clause.
      const clause = clauseAt(text, found.index, found.length);
      const anchors = dateAnchors(asked ?? clause, profile);
      if (anchors.length === 0) continue;
      // "Signed by the end of May and start on June first": each date belongs to its nearest event.
      if (
        !asked &&
        datesAnotherEvent(
          clause,
          clause.indexOf(text.slice(found.index, found.index + found.length)),
          anchors,
          otherDateCues,
        )
      )
        continue;
      if (!asked && anchors.every((anchor) => isNegatedBefore(clause, anchor))) continue;
      // A contract with another vendor ending is the time to switch, not this deal's renewal.
      const isRenewal = profile.concepts.includes('renewal');
      if (isRenewal && namesThirdPartyContract(`${asked ?? ''} ${clause}`, call.title)) continue;
      if (COMMITMENT.test(clause) && !isCueJustBefore(text, profile, found.index)) continue;
      const isShared = otherDateCues.some((cue) => cue.test(clause));
      const score = (relevance.score + 2) * (isShared ? 0.5 : 1) * (saysSubject(clause) ? 1 : 0.5);
      // A datetime gets midnight UTC of the day, as HubSpot stores a date picked for one.
      const value = profile.field.type === 'datetime' ? `${found.isoDate}T00:00:00.000Z` : found.isoDate;
      candidates.push({ value, score, sentence: relevance.sentence });
    }
  }
  return bestSupported(candidates);
}

/** Characters between a date at `at` and a cue word at `anchor`, before or after it. */
const gapTo = (anchor: number, at: number) => Math.abs(at - anchor);

/**
 * Whether the date at `at` of `clause` is nearer another event's cue than the field's own
 * (`anchors`): "we sign by May 29 and start on June 1" dates the start with June 1, not the close.
 */
function datesAnotherEvent(clause: string, at: number, anchors: number[], otherCues: RegExp[]): boolean {
  if (at < 0) return false;
  const own = Math.min(...anchors.map((anchor) => gapTo(anchor, at)));
  for (const cue of otherCues) {
    for (const match of clause.matchAll(new RegExp(cue.source, 'gi'))) {
      if (gapTo(match.index, at) < own) return true;
    }
  }
  return false;
}

/** A close date's own words: signing or closing; "I'll decide by the 27th" may end either way. */
const CLOSING =
  /\b(?:sign(?:ed|ing)?(?![- ]off)|countersign\w*|(?<!\b(?:[a-z]{2,}(?<!\bthi|\bwa|\bha|\bdoe|\bi|\bu|\bit|\balway|\bperhap|\btoward)s|quarter|month|year|books|fiscal|financial|window|office|deadline|market)\s)clos(?:e|ed|es|ing)|go ahead|purchase|buy|order)\b/gi;

/** Where a date's clause names the field; for a close date, only its closing words. */
function dateAnchors(clause: string, profile: FieldProfile): number[] {
  if (/\bclos/i.test(profile.field.label)) return [...clause.matchAll(CLOSING)].map((match) => match.index);
  return anchorsIn(clause, profile, true);
}

/** What a date's reading needs of the call besides the field's sentences. */
export type DateCall = { sentences: ReadonlyArray<Sentence>; title: string };

/** "When does…", "What date…", "By when…": a question whose answer is a date. */
const ASKS_WHEN = /^\W*(?:(?:and|so|okay|ok|then)\W+)?(?:when|by when|what date|which date|what day)\b/i;

/** Support of a reply to a question that names the field: as much as a sentence with its cue. */
const REPLY_SCORE = 4;

/**
 * The first sentence of another speaker's reply to a question that asks for a date and names the
 * field by its cues, read with the question's words: "It ends April thirtieth." answers "When does
 * the contract end for you?".
 */
function repliesTo(
  profile: FieldProfile,
  sentences: ReadonlyArray<Sentence>,
): Array<{ relevance: Relevance; asked: string }> {
  const replies: Array<{ relevance: Relevance; asked: string }> = [];
  for (const question of sentences) {
    if (!question.text.trimEnd().endsWith('?') || !ASKS_WHEN.test(question.text)) continue;
    if (anchorsIn(question.text, profile, true).length === 0) continue;
    const reply = sentences[question.index + 1];
    if (!reply || reply.speaker === question.speaker || reply.text.trimEnd().endsWith('?')) continue;
    replies.push({
      relevance: { sentence: reply, score: REPLY_SCORE, hasCue: true, termHits: 0, labelHits: 0 },
      asked: question.text,
    });
  }
  return replies;
}

/** A follow-up this short only pins down what its speaker just said ("Say by the fifteenth."). */
const MAX_FOLLOW_UP_WORDS = 6;

/**
 * A short sentence that dates the statement its speaker just made, read with that statement's
 * words: "I'd sign that same week. Say by the fifteenth."
 */
function followUps(
  profile: FieldProfile,
  sentences: ReadonlyArray<Sentence>,
): Array<{ relevance: Relevance; asked: string }> {
  const found: Array<{ relevance: Relevance; asked: string }> = [];
  for (const said of sentences) {
    if (said.text.trimEnd().endsWith('?') || dateAnchors(said.text, profile).length === 0) continue;
    const next = sentences[said.index + 1];
    if (!next || next.speaker !== said.speaker || next.text.trimEnd().endsWith('?')) continue;
    if (next.text.split(/\s+/).length > MAX_FOLLOW_UP_WORDS || dateAnchors(next.text, profile).length > 0)
      continue;
    found.push({
      relevance: { sentence: next, score: REPLY_SCORE, hasCue: true, termHits: 0, labelHits: 0 },
      asked: said.text,
    });
  }
  return found;
}

function calendarDateOf(isoDate: string): CalendarDate {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Every date said in `text` ("signed by November thirtieth, so the contract can be effective January first"). */
function datesIn(
  text: string,
  meetingDate: CalendarDate,
): Array<{ isoDate: string; index: number; length: number }> {
  const dates: Array<{ isoDate: string; index: number; length: number }> = [];
  let offset = 0;
  while (offset < text.length && dates.length < 4) {
    const found = findTargetDate({ text: text.slice(offset), meetingDate });
    if (!found) break;
    dates.push({ ...found, index: found.index + offset });
    offset += found.index + Math.max(1, found.length);
  }
  return dates;
}

/** "I'll get the order form signed by July thirty-first": the committed act is the field's own. */
function isCueJustBefore(text: string, profile: FieldProfile, index: number): boolean {
  const before = text.slice(Math.max(0, index - 24), index);
  return profile.concepts.some((concept) =>
    new RegExp(`(?:${conceptCue(concept).source})\\s+(?:by|on|before|in|from)?\\s*(?:the\\s+)?$`, 'i').test(
      before,
    ),
  );
}
