import { findQuantities } from '../../shared/spoken-numbers';
import type { Candidate } from '../crm-cues';
import { conceptCue } from '../crm-field-profile';
import type { QuestionMeeting } from '../questions/answer-context';
import { readSentence } from '../questions/language';
import type { Sentence } from '../sentences';
import { cleanForQuote } from '../text-cleaning';
import { sellingSpeakers } from './selling-side';

/*
 * Pain points, in the customer's words: the statements of trouble the buying side makes about its
 * own work ("we double-book fifteen jobs a week", "our payroll export broke"). A statement counts
 * more for each word of trouble, for a figure that measures it, for a negative tone (wink-nlp) and
 * for being said in the first person; the seller's retelling is not the customer's words. A
 * statement that points back ("That mistake cost us…") brings the one it points to. Only
 * statements that stand out are kept, and a call where nobody states a problem gets nothing.
 */

/** Words of trouble beyond the field's own pain cue: what broke, stopped, was lost or went wrong. */
const TROUBLE = new RegExp(
  `${conceptCue('pain').source}|\\b(?:broke|broken|fail\\w*|stopp\\w*|stood still|downtime|underpaid|overpaid|double[- ]?book\\w*|mis-\\w+|no[- ]shows?|dropp\\w*|abandon\\w*|on hold|backlogs?|delay\\w*|nobody|no one|hates?|terrible|badly|angry|tears|insolven\\w*|chargebacks?|penalt\\w*|spreadsheets?|by hand|double entr\\w*|re-?enter\\w*|re-?typ\\w*|workarounds?)\\b`,
  'gi',
);
/** "Pain" said figuratively or of the meeting itself ("a pain I'd rather not have", "sorry I'm late"). */
const FIGURATIVE =
  /\b(?:sorry,? (?:I'm|we're|I was|we were|for being|to be) (?:a bit |so )?late|running late|ran over|rather not have|(?:would|could|might|will|'d|'ll) (?:be|become) (?:a )?(?:real )?(?:pain|headache)|pain[- ]free|painless|no pain|no problem|not a problem|growing pains)\b/i;
/**
 * Trouble denied or only feared ("nothing broke", "if anything goes wrong"), or found with what
 * the seller offers ("I have two problems with it"): an objection, not the customer's pain.
 */
const NOT_HAPPENED =
  /\b(?:problems?|issues?) with (?:it|that|this|the (?:proposal|price|pricing|quote|offer|contract|terms))\b|\b(?:if|unless|in case|would|could|might)\b[^,.]*\b(?:goes? wrong|breaks?|fails?|stops?)\b|\bnothing (?:broke|failed|went wrong)\b/i;
/** "The core problem is…", "our biggest headache": the speaker names the pain that matters most. */
const MAIN_PAIN =
  /\b(?:biggest|main|core|real|key|top) (?:problem|issue|challenge|pain|headache)|\bthe (?:problem|issue|challenge|pain) is\b/i;
const FIRST_PERSON = /\b(?:we|our|us|I|my)\b/i;
const MIN_WORDS = 5;
const MAX_PAINS = 3;
/** A statement with less than this is not a pain a rep would write down. */
const MIN_SCORE = 4;
/** Statements scoring below this share of the best are left out. */
const STANDS_OUT = 0.6;

function painScore(sentence: Sentence, isSeller: (speaker: string | null) => boolean): number {
  const text = sentence.text;
  if (text.trimEnd().endsWith('?') || text.split(/\s+/).length < MIN_WORDS) return 0;
  if (FIGURATIVE.test(text) || NOT_HAPPENED.test(text)) return 0;
  const troubles = text.match(TROUBLE)?.length ?? 0;
  if (troubles === 0) return 0;
  if (isSeller(sentence.speaker)) return 0;
  const hasFigure = findQuantities(text).length > 0;
  const isNegative = readSentence(text).sentiment < 0;
  return (
    2 * Math.min(troubles, 2) +
    (MAIN_PAIN.test(text) ? 2 : 0) +
    (hasFigure ? 1 : 0) +
    (isNegative ? 1 : 0) +
    (FIRST_PERSON.test(text) ? 1 : 0)
  );
}

/** The customer's statements of its problems, in the order said, or null when none stands out. */
export function extractPainPoints(input: {
  meeting: QuestionMeeting;
  sentences: ReadonlyArray<Sentence>;
}): Candidate | null {
  const isSeller = sellingSpeakers(input.meeting);
  const scored = input.sentences
    .map((sentence) => ({ sentence, score: painScore(sentence, isSeller) }))
    .filter((entry) => entry.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  const best = scored[0];
  if (!best) return null;
  const picked = scored
    .filter((entry) => entry.score >= best.score * STANDS_OUT)
    .slice(0, MAX_PAINS)
    .map((entry) => entry.sentence);
  const withAntecedents = new Set(
    picked.flatMap((sentence) => [antecedentOf(sentence, input.sentences), sentence]),
  );
  const text = [...withAntecedents]
    .filter((sentence): sentence is Sentence => sentence !== null)
    .sort((a, b) => a.index - b.index)
    .map((sentence) => cleanForQuote(sentence.text).replace(/([^.!?])$/, '$1.'))
    .join(' ');
  return { value: text, score: best.score, sentence: best.sentence };
}

/** "That mistake cost us…", "Our cash flow hates it.": a statement whose subject is said before. */
const POINTS_BACK = /^\W*(?:(?:and|but|so)\s+)?(?:that|this|it|which|those)\b|\b(?:it|that)\W*$/i;

/**
 * What a statement that points back is about: the same speaker's sentence just before it, past
 * fragments ("Nine days."); null when it does not point back or another speaker said it.
 */
function antecedentOf(sentence: Sentence, sentences: ReadonlyArray<Sentence>): Sentence | null {
  if (!POINTS_BACK.test(sentence.text)) return null;
  for (let index = sentence.index - 1; index >= 0 && index >= sentence.index - 3; index -= 1) {
    const before = sentences[index]!;
    if (before.speaker !== sentence.speaker) return null;
    if (before.text.split(/\s+/).length >= MIN_WORDS) return before;
  }
  return null;
}
