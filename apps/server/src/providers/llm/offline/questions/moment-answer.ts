import { escapeMarkdown } from '../../shared/markdown-text';
import { contentTerms, isLogistics } from '../keyword-scoring';
import { sentenceSpans } from '../sentences';
import { type AnswerContext, reportedIn } from './answer-context';

/*
 * The answer a matching moment gives, said in the answer's first sentence rather than only quoted:
 * when the moment is a question asked in the call ("What are your recovery objectives?"), the
 * reply to it answers; otherwise the moment's sentence that holds the most of the question's
 * words, and the one after it, which often carries the figure or the name.
 */

/** A line of the transcript as the search found it. */
export type SaidLine = { speaker: string | null; text: string };

/** A matching line, the line said right after it (null at the end), and how well it matches. */
export type MatchedMoment = { line: SaidLine; next: SaidLine | null; score: number };

const MAX_WORDS = 40;
const MAX_ANSWERS = 2;
/** A further moment is said in the lead when it matches at least this share of the first one said. */
const MIN_RELATIVE_SCORE = 0.8;
/** An opening or a pleasantry: it answers nothing, even when it names who the question names. */
const GREETING = /^\W*(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks|thank you|welcome)\b/i;
/** Sentences with fewer informative words say too little to stand as an answer. */
const MIN_TERMS = 2;

/** "**Daniel Kim** said: recovery time objective four hours…", or null when no moment answers. */
export function leadFromMoments(input: {
  context: AnswerContext;
  moments: ReadonlyArray<MatchedMoment>;
}): string | null {
  const { context } = input;
  // Best first; a moment that answers nothing (a greeting, a question left unanswered) is passed over.
  const distinct: Array<{ speaker: string | null; text: string }> = [];
  let firstScore = 0;
  for (const moment of [...input.moments].sort((a, b) => b.score - a.score)) {
    if (distinct.length >= MAX_ANSWERS) break;
    if (distinct.length > 0 && moment.score < firstScore * MIN_RELATIVE_SCORE) break;
    const answer = answerIn({ context, moment });
    if (!answer || distinct.some((known) => known.text === answer.text)) continue;
    if (distinct.length === 0) firstScore = moment.score;
    distinct.push(answer);
  }
  if (distinct.length === 0) return null;
  return distinct
    .map((answer, index) => {
      const who = answer.speaker ? `**${escapeMarkdown(answer.speaker)}**` : 'Someone';
      const text = reportedIn(context, answer.text, MAX_WORDS);
      return index === 0 ? `${who} said: ${text}.` : `Also, ${who} said: ${text}.`;
    })
    .join(' ');
}

function answerIn(input: {
  context: AnswerContext;
  moment: MatchedMoment;
}): { speaker: string | null; text: string } | null {
  const { context, moment } = input;
  const { line, next } = moment;
  const isAsked = line.text.trim().endsWith('?');
  if (isAsked) {
    // The reply answers from its first words: "AWS, in the United States."
    if (!next || next.speaker === line.speaker) return null;
    return { speaker: next.speaker, text: leadingSentences(next.text) };
  }
  const text = focusedSentences({ context, text: line.text });
  return text ? { speaker: line.speaker, text } : null;
}

function sentencesOf(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  return sentenceSpans(clean).map((span) => clean.slice(span.start, span.end));
}

/** The first sentences of a reply, up to `MAX_WORDS` words. */
function leadingSentences(text: string): string {
  const taken: string[] = [];
  let words = 0;
  for (const sentence of sentencesOf(text)) {
    const count = sentence.split(/\s+/).length;
    if (taken.length > 0 && words + count > MAX_WORDS) break;
    taken.push(sentence);
    words += count;
  }
  return taken.join(' ');
}

/**
 * The sentence holding the most of the question's words (a statement rather than a question, not
 * a greeting or talk about the meeting itself), and the one after it when short enough.
 */
function focusedSentences(input: { context: AnswerContext; text: string }): string | null {
  const sentences = sentencesOf(input.text);
  let best = -1;
  let bestScore = 0;
  for (const [index, sentence] of sentences.entries()) {
    const terms = contentTerms(sentence);
    if (terms.length < MIN_TERMS || GREETING.test(sentence) || isLogistics(sentence)) continue;
    const present = new Set(terms);
    let score = sentence.trimEnd().endsWith('?') ? -0.5 : 0;
    for (const term of input.context.focus) if (present.has(term)) score += 1;
    if (best < 0 || score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  if (best < 0) return null;
  const [first, second] = sentences.slice(best, best + 2);
  const isRoomy = second && `${first} ${second}`.split(/\s+/).length <= MAX_WORDS;
  return isRoomy ? `${first} ${second}` : first!;
}
