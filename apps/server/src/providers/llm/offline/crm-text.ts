import type { MeetingContext } from '../meeting-intelligence';
import { MAX_TEXT_VALUE_CHARS } from '../shared/crm-values';
import type { FoundActionItem } from './action-items';
import type { CalendarDate } from './calendar-date';
import type { Candidate } from './crm-cues';
import { conceptCue, type FieldProfile, type Relevance } from './crm-field-profile';
import { contentTerms, pickSalient, type ScoredSentence, similarity } from './keyword-scoring';
import { ownWordsOf } from './own-words';
import { NOT_NAMES, type People } from './people';
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
const COMPETITOR_NEAR_CHARS = 60;

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

/** Capitalised runs of words ("Cliniscribe", "Great Lakes Freight", "FreightPilot"). */
const PROPER_NAME =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}]*(?:[-&.]\p{L}[\p{L}\p{N}]*)*(?:\s+\p{Lu}[\p{L}\p{N}]*)*/gu;

/** competitors: the vendors named next to a competition cue ("we are also talking to Cliniscribe"). */
export function extractCompetitors(
  profile: FieldProfile,
  relevant: Relevance[],
  context: TextContext,
): Candidate | null {
  const own = ownWordsOf({
    title: context.meeting.title,
    participants: context.meeting.participants,
    present: context.people.present,
  });
  const cue = new RegExp(conceptCue('competitors').source, 'gi');
  const names: string[] = [];
  let evidence: Relevance | null = null;
  for (const relevance of relevant) {
    if (!relevance.hasCue) continue;
    const text = relevance.sentence.text;
    const cues = [...text.matchAll(cue)].map((match) => match.index + match[0].length);
    for (const match of text.matchAll(PROPER_NAME)) {
      const name = match[0]
        .split(/\s+/)
        .filter((word) => !NOT_NAMES.has(word.toLowerCase()) && !own.has(word.toLowerCase()) && word !== 'I')
        .join(' ');
      // A name said far from the cue ("...in Chicago") is not the competitor.
      const isNear = cues.some((end) => match.index >= end - 2 && match.index - end <= COMPETITOR_NEAR_CHARS);
      // "the Rotterdam numbers", "our Antwerp team": a place or a team, not a vendor.
      const isModifier = /\b(?:the|our|their|your|my|his|her)\s+$/i.test(text.slice(0, match.index));
      if (name.length < 3 || !isNear || isModifier || context.people.resolve(name) !== null) continue;
      if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
      if (!evidence || relevance.score > evidence.score) evidence = relevance;
    }
  }
  const current = profile.field.currentValue ?? '';
  const fresh = names.filter((name) => !current.toLowerCase().includes(name.toLowerCase()));
  if (fresh.length === 0 || !evidence) return null;
  return {
    value: appended(current, fresh.join(', '), ', '),
    score: evidence.score,
    sentence: evidence.sentence,
  };
}

/** next step: the commitments of the meeting, who does what and by when. */
export function extractNextSteps(profile: FieldProfile, context: TextContext): Candidate | null {
  const items = context.actionItems().slice(0, MAX_STATEMENTS);
  if (items.length === 0) return null;
  const lines = items.map((item) => {
    const due = item.dueDate ? ` (by ${item.dueDate})` : '';
    return `${item.owner ? `${item.owner}: ` : ''}${item.text}${due}`;
  });
  const text = lines.filter((line) => !isKnown(line, profile.field.currentValue)).join('\n');
  if (!text) return null;
  return { value: appended(profile.field.currentValue, text), score: 1, sentence: items[0]!.sentence };
}

/**
 * A record's description (its object's prompt): what was learnt, as the meeting's most salient
 * sentences on the prompt's subject, dated and added after what the record already says.
 */
export function extractDescription(profile: FieldProfile, context: TextContext): Candidate | null {
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
  const update = `${heading ? `${heading}: ` : ''}${statements.join(' ')}`;
  // The newest update is kept whole: the oldest paragraphs make room for it.
  const paragraphs = (current?.trim() ? current.trim().split(/\n{2,}/) : []).concat(update);
  while (paragraphs.length > 1 && paragraphs.join('\n\n').length > MAX_TEXT_VALUE_CHARS) paragraphs.shift();
  return { value: paragraphs.join('\n\n'), score: best.scored.score, sentence: best.scored.sentence };
}
