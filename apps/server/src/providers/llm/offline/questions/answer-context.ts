import type { MeetingContext } from '../../meeting-intelligence';
import { escapeMarkdown } from '../../shared/markdown-text';
import type { CalendarDate } from '../calendar-date';
import { meetingDateOf } from '../due-dates';
import { contentTerms } from '../keyword-scoring';
import { buildPeople, type People } from '../people';
import type { Evidence } from './evidence';
import { reported } from './reported-speech';

/** The meeting a question is asked about: what the chat holds of it. */
export type QuestionMeeting = Pick<MeetingContext, 'title' | 'startedAt' | 'participants' | 'segments'>;

/** What every extractor reads: the meeting, the question, and who was there. */
export type AnswerContext = {
  meeting: QuestionMeeting;
  question: string;
  /** The question's informative word stems: moments holding them answer it better. */
  focus: ReadonlySet<string>;
  people: People;
  /** The meeting's day (UTC), for dates said relative to it; null without a valid start. */
  meetingDate: CalendarDate | null;
};

/**
 * A typed answer: the answer itself in a sentence or two (Markdown, transcript words escaped), and
 * the moments it rests on, best first. No evidence means the answer needs no quote (who attended).
 * `fact` is the answer in a few words, for the summary's key facts; absent when there is none.
 */
export type TypedAnswer = { lead: string; evidence: Evidence[]; fact?: string };

export function answerContextOf(input: { meeting: QuestionMeeting; question: string }): AnswerContext {
  const { meeting, question } = input;
  const isValidStart = !Number.isNaN(meeting.startedAt.getTime());
  return {
    meeting,
    question,
    focus: new Set(contentTerms(question)),
    people: buildPeople({ participants: meeting.participants, turns: meeting.segments }),
    meetingDate: isValidStart ? meetingDateOf({ startedAt: meeting.startedAt, timeZone: 'UTC' }) : null,
  };
}

/** How many of the question's words a moment holds (its sentence and the one before it). */
export function focusHits(context: AnswerContext, evidence: Evidence): number {
  if (context.focus.size === 0) return 0;
  const terms = new Set(contentTerms(`${evidence.before ?? ''} ${evidence.text}`));
  let hits = 0;
  for (const term of context.focus) if (terms.has(term)) hits += 1;
  return hits;
}

/**
 * Whether a capitalised word is a name: a name of someone in the meeting, or a word the transcript
 * capitalises after a lower-case word ("talking to Cliniscribe"), not only at a sentence's start.
 */
export function isNameIn(context: AnswerContext, word: string): boolean {
  if (context.people.present.some((name) => name.split(' ').includes(word))) return true;
  return saidMidSentence(context, word);
}

/** Whether `name` is said, capitalised, after a lower-case word or a comma somewhere in the meeting. */
export function saidMidSentence(context: AnswerContext, name: string): boolean {
  const pattern = new RegExp(`[\\p{Ll},] ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u');
  return context.meeting.segments.some((segment) => pattern.test(segment.text));
}

/** A sentence reported in the answer (`reported`), names kept capitalised. */
export function reportedIn(context: AnswerContext, text: string, maxWords?: number): string {
  return reported({ text, maxWords, isName: (word) => isNameIn(context, word) });
}

/** "Priya Shah", or "someone" when the transcript names no speaker. */
export function speakerOf(evidence: Evidence): string {
  return evidence.speaker ? escapeMarkdown(evidence.speaker) : 'someone';
}

/** Evidence with at most one moment per segment, in the order given. */
export function onePerSegment(evidence: ReadonlyArray<Evidence>): Evidence[] {
  const seen = new Set<number>();
  return evidence.filter((item) => {
    if (seen.has(item.segmentIndex)) return false;
    seen.add(item.segmentIndex);
    return true;
  });
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: ReadonlyArray<string>): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
