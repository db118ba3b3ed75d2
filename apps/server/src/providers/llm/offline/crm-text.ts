import type { MeetingContext } from '../meeting-intelligence';
import { MAX_TEXT_VALUE_CHARS } from '../shared/crm-values';
import type { FoundActionItem } from './action-items';
import type { CalendarDate } from './calendar-date';
import { nextStepLines } from './crm/next-steps';
import { extractPainPoints } from './crm/pain-points';
import { isPersonName, rivalsAskedAbout, rivalsByOffer } from './crm/rival-vendors';
import type { Candidate } from './crm-cues';
import type { FieldProfile, Relevance } from './crm-field-profile';
import { contentTerms, pickSalient, type ScoredSentence, similarity } from './keyword-scoring';
import type { People } from './people';
import { answerContextOf } from './questions/answer-context';
import { rankedCompetitors } from './questions/competitor-answer';
import type { Sentence } from './sentences';
import { cleanForQuote, words } from './text-cleaning';

/*
 * Text values: the statements of the meeting that answer a field, quoted (the offline engine does
 * not paraphrase), and for a few fields what a rep would type: competitor names, the next steps,
 * a dated update of a record's description. What the field already holds is not repeated.
 */

export type TextContext = {
  meeting: MeetingContext;
  people: People;
  meetingDate: CalendarDate | null;
  /** Computed on first use: only a "Next step" field needs them. */
  actionItems: () => FoundActionItem[];
  scored: () => ScoredSentence[];
};

const MAX_STATEMENTS = 3;
const MIN_STATEMENT_WORDS = 5;
const MAX_COMPETITORS = 5;
/** `rankedCompetitors`' score of a name said in talk of rivalry. */
const RIVAL_SCORE = 2;

/** Whether `text` is already said in `current` (the same words, or most of them). */
function isKnown(text: string, current: string | null): boolean {
  if (!current) return false;
  if (current.toLowerCase().includes(text.toLowerCase())) return true;
  return similarity(new Set(contentTerms(text)), new Set(contentTerms(current))) >= 0.6;
}

/** `current` with the new text after it, or the new text alone. */
function appended(current: string | null, addition: string, separator = '\n'): string {
  return current?.trim() ? `${current.trim()}${separator}${addition}` : addition;
}

/** string: the statements most relevant to the field, in the order they were said. */
export function extractStatements(profile: FieldProfile, relevant: Relevance[]): Candidate | null {
  const top = relevant[0];
  if (!top) return null;
  const picked = relevant
    .filter((relevance) => relevance.score >= top.score * 0.5)
    .filter((relevance) => words(relevance.sentence.text).length >= MIN_STATEMENT_WORDS)
    .filter((relevance) => !isKnown(cleanForQuote(relevance.sentence.text), profile.field.currentValue))
    .slice(0, MAX_STATEMENTS);
  if (picked.length === 0) return null;
  const text = picked
    .sort((a, b) => a.sentence.index - b.sentence.index)
    .map((relevance) => cleanForQuote(relevance.sentence.text).replace(/([^.!?])$/, '$1.'))
    .join(' ');
  const best = picked.reduce((a, b) => (b.score > a.score ? b : a));
  return { value: appended(profile.field.currentValue, text), score: best.score, sentence: best.sentence };
}

/** pain points: the customer's statements of trouble (`extractPainPoints`) the record lacks. */
export function extractPains(
  profile: FieldProfile,
  context: TextContext,
  sentences: ReadonlyArray<Sentence>,
): Candidate | null {
  const current = profile.field.currentValue;
  // Cleaning every sentence is costly; with nothing on the record yet every sentence is new.
  const fresh = current
    ? sentences.filter((sentence) => !isKnown(cleanForQuote(sentence.text), current))
    : sentences;
  const found = extractPainPoints({ meeting: context.meeting, sentences: fresh });
  return found && { ...found, value: appended(current, found.value) };
}

/**
 * competitors: the vendors the meeting names as alternatives, read as the chat answers "Who are
 * the competitors?" (`rankedCompetitors`: talk of rivalry, replies to "are you looking at anyone
 * else?", proper nouns by wink-nlp), the meeting's own side left out.
 */
export function extractCompetitors(
  profile: FieldProfile,
  context: TextContext,
  sentences: ReadonlyArray<Sentence> = [],
): Candidate | null {
  const meeting = { ...context.meeting, segments: context.meeting.segments };
  const ranked = rankedCompetitors(
    answerContextOf({ meeting, question: `${profile.field.label} ${profile.field.description}` }),
    MAX_COMPETITORS,
  );
  const current = profile.field.currentValue ?? '';
  // Written to the record only when said as a rival ("also talking to", "sent us a quote"), not
  // merely named near such talk.
  const fresh = ranked
    .map(([best]) => best!)
    .filter((mention) => mention.score >= RIVAL_SCORE && !isModifier(mention.name, mention.evidence.text))
    .filter((mention) => !current.toLowerCase().includes(mention.name.toLowerCase()))
    // "Hannah Whitcombe ran the evaluation": the person who ran it, not a vendor.
    .filter((mention) => !isPersonName(mention.name, sentences));
  const names = fresh.map((mention) => mention.name);
  const asked = [...rivalsAskedAbout({ meeting, sentences }), ...rivalsByOffer({ meeting, sentences })]
    .filter(
      (rival) => !names.includes(rival.name) && !current.toLowerCase().includes(rival.name.toLowerCase()),
    )
    .filter((rival, position, all) => all.findIndex((other) => other.name === rival.name) === position);
  const [first] = fresh;
  if (!first) {
    const [rival] = asked;
    if (!rival) return null;
    const value = asked.map((entry) => entry.name).join(', ');
    return { value: appended(current, value, ', '), score: RIVAL_SCORE, sentence: rival.sentence };
  }
  const segment = meeting.segments[first.evidence.segmentIndex]!;
  return {
    value: appended(current, [...names, ...asked.map((entry) => entry.name)].join(', '), ', '),
    score: first.score,
    sentence: {
      index: -1,
      turnIndex: -1,
      speaker: first.evidence.speaker,
      startMs: segment.startMs,
      endMs: segment.endMs,
      text: first.evidence.text,
    },
  };
}

/** "the Rotterdam numbers", "our Antwerp team": a place or a team, not a vendor. */
function isModifier(name: string, text: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(?:the|our|their|your|my|his|her)\\s+${escaped}\\s+\\p{Ll}`, 'u').test(text);
}

/** next step: the commitments of the meeting and the sessions it set up (`nextStepLines`). */
export function extractNextSteps(
  profile: FieldProfile,
  context: TextContext,
  sentences: ReadonlyArray<Sentence>,
): Candidate | null {
  const found = nextStepLines({ items: context.actionItems(), sentences, meetingDate: context.meetingDate });
  if (!found) return null;
  const text = found.lines.filter((line) => !isKnown(line, profile.field.currentValue)).join('\n');
  if (!text) return null;
  return { value: appended(profile.field.currentValue, text), score: 1, sentence: found.sentence };
}

/**
 * A record's description (its object's prompt): what was learnt, as the meeting's most salient
 * sentences on the prompt's subject, dated and added after what the record already says.
 */
export function extractDescription(
  profile: FieldProfile,
  context: TextContext,
  facts: string | null = null,
): Candidate | null {
  const current = profile.field.currentValue;
  const scored = context.scored();
  const exclude = new Set(
    scored
      .filter(
        (entry) =>
          entry.sentence.text.trimEnd().endsWith('?') || isKnown(cleanForQuote(entry.sentence.text), current),
      )
      .map((entry) => entry.sentence.index),
  );
  const picks = pickSalient({
    scored,
    count: 4,
    exclude,
    prefer: (candidate) => {
      let hits = 0;
      for (const term of profile.terms) if (candidate.terms.has(term)) hits += 1;
      return 1 + 0.5 * Math.min(2, hits);
    },
  }).filter((pick) => words(pick.scored.sentence.text).length >= MIN_STATEMENT_WORDS);
  if (picks.length === 0) return null;
  const best = picks.reduce((a, b) => (b.scored.score > a.scored.score ? b : a));
  const day = context.meetingDate
    ? `${context.meetingDate.year}-${String(context.meetingDate.month).padStart(2, '0')}-${String(context.meetingDate.day).padStart(2, '0')}`
    : null;
  const heading = [day, context.meeting.title.trim()].filter(Boolean).join(', ');
  const statements = picks.map((pick) =>
    cleanForQuote(pick.scored.sentence.text).replace(/([^.!?])$/, '$1.'),
  );
  // The deal's facts first (what, how many, when, against whom), then the call in its own words.
  const update = `${heading ? `${heading}: ` : ''}${[facts, ...statements].filter(Boolean).join(' ')}`;
  // The newest update is kept whole: the oldest paragraphs make room for it.
  const paragraphs = (current?.trim() ? current.trim().split(/\n{2,}/) : []).concat(update);
  while (paragraphs.length > 1 && paragraphs.join('\n\n').length > MAX_TEXT_VALUE_CHARS) paragraphs.shift();
  return { value: paragraphs.join('\n\n'), score: best.scored.score, sentence: best.scored.sentence };
}
