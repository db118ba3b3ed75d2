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
  `${conceptCue('pain').source}|\\b(?:broke|broken|fail\\w*|stopp\\w*|stood still|downtime|underpaid|overpaid|double[- ]?book\\w*|mis-\\w+|no[- ]shows?|dropp\\w*|abandon\\w*|on hold|backlogs?|delay\\w*|nobody|no one|hates?|terrible|badly|angry|tears|insolven\\w*|chargebacks?|penalt\\w*|spreadsheets?|by hand|wrong|wrote off|written off|write-?offs?|over-?servic\\w*|double entr\\w*|re-?enter\\w*|re-?typ\\w*|workarounds?)\\b`,
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
const MIN_POINTING_WORDS = 3;
const MAX_PAINS = 6;
/** A statement with less than this is not a pain a rep would write down. */
const MIN_SCORE = 4;
/** Statements scoring below this share of the best are left out. */
const STANDS_OUT = 0.5;

/** A question about the customer's trouble: "What's the problem you'd want this to solve?", "why now?". */
const PAIN_QUESTION =
  /\b(?:problems?|challenges?|pain\w*|struggl\w*|frustrat\w*|issues?|headaches?|goes? wrong|going wrong|went wrong|not working|broken|why now|made you|prompted|brings? you|cost you|hurts?)\b/i;
/** "Anything in our standard terms that's a problem?": an objection to the offer, not the customer's pain. */
const ASKS_ABOUT_OFFER =
  /\b(?:our|the|my) (?:standard )?(?:terms|contract|proposal|pricing|price|quote|offer|order form|paper|redlines?)\b/i;
/** How many sentences of each answer to such a question are taken as the customer's own account. */
const ANSWER_SENTENCES = 4;
/** What answering a question about trouble adds: the customer telling its problem, in its words. */
const ANSWER_SCORE = 4;

/**
 * The sentences the buying side says in answer to a question about its trouble: the turns after
 * the question until the seller speaks again (two at most), their first sentences.
 */
function answersToPainQuestions(
  sentences: ReadonlyArray<Sentence>,
  isSeller: (speaker: string | null) => boolean,
): Set<number> {
  const answers = new Set<number>();
  for (const [position, question] of sentences.entries()) {
    if (!question.text.trimEnd().endsWith('?') || !isSeller(question.speaker)) continue;
    if (!PAIN_QUESTION.test(question.text) || ASKS_ABOUT_OFFER.test(question.text)) continue;
    const turns = new Map<number, number>();
    for (let next = position + 1; next < sentences.length; next += 1) {
      const sentence = sentences[next]!;
      if (isSeller(sentence.speaker)) break;
      if (!turns.has(sentence.turnIndex) && turns.size === 2) break;
      const taken = turns.get(sentence.turnIndex) ?? 0;
      turns.set(sentence.turnIndex, taken + 1);
      if (taken < ANSWER_SENTENCES) answers.add(sentence.index);
    }
  }
  return answers;
}

function painScore(
  sentence: Sentence,
  isSeller: (speaker: string | null) => boolean,
  answersPainQuestion = false,
): number {
  const text = sentence.text;
  // "Our cash flow hates it.": short, but it says what the sentence before it costs.
  const minWords = POINTS_BACK.test(text) ? MIN_POINTING_WORDS : MIN_WORDS;
  if (text.trimEnd().endsWith('?') || text.split(/\s+/).length < minWords) return 0;
  if (FIGURATIVE.test(text) || NOT_HAPPENED.test(text)) return 0;
  const troubles = text.match(TROUBLE)?.length ?? 0;
  if (troubles === 0 && !answersPainQuestion) return 0;
  if (isSeller(sentence.speaker)) return 0;
  const hasFigure = findQuantities(text).length > 0;
  const isNegative = readSentence(text).sentiment < 0;
  return (
    (answersPainQuestion ? ANSWER_SCORE : 0) +
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
  const answers = answersToPainQuestions(input.sentences, isSeller);
  const scored = input.sentences
    .map((sentence) => ({ sentence, score: painScore(sentence, isSeller, answers.has(sentence.index)) }))
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
