import type { FoundActionItem } from '../actions/found-item';
import type { CalendarDate } from '../calendar-date';
import { findTargetDate } from '../due-dates';
import type { Sentence } from '../sentences';
import { cleanForQuote, truncateWords } from '../text-cleaning';

/*
 * A deal's next step as a rep writes it: the commitments of the call (who does what, by when) and
 * the sessions it set up with a day ("a kickoff Tuesday at ten", "the trial runs two weeks from
 * Monday"), which are seldom anyone's task.
 */

const MAX_ITEMS = 5;
const MAX_SESSIONS = 2;
const MAX_SESSION_WORDS = 24;

/** A session both sides attend: what the call books besides tasks. */
const SESSION =
  /\b(?:kick-?off|trial|pilot|proof of concept|demo|workshop|training|reference call|follow-up (?:call|meeting)|check-in|site visit)\b/i;
/** Said as a plan rather than asked or wondered about. */
const PLANNED = /\b(?:let's|we'll|I'll|we will|I will|is set|booked|scheduled|starts?|runs?|begins?)\b/i;

function itemLine(item: FoundActionItem): string {
  const due = item.dueDate ? ` (by ${item.dueDate})` : '';
  return `${item.owner ? `${item.owner}: ` : ''}${item.text}${due}`;
}

/** Sessions planned with a day, in the order said, not already an item's sentence. */
function plannedSessions(
  sentences: ReadonlyArray<Sentence>,
  items: ReadonlyArray<FoundActionItem>,
  meetingDate: CalendarDate | null,
): Sentence[] {
  if (!meetingDate) return [];
  const itemSentences = new Set(items.map((item) => item.sentence.index));
  return sentences
    .filter((sentence) => !sentence.text.trimEnd().endsWith('?') && !itemSentences.has(sentence.index))
    .filter((sentence) => SESSION.test(sentence.text) && PLANNED.test(sentence.text))
    .filter((sentence) => findTargetDate({ text: sentence.text, meetingDate }) !== null)
    .slice(0, MAX_SESSIONS);
}

/** The lines of a next step, with the sentence the first rests on; null when the call set up nothing. */
export function nextStepLines(input: {
  items: ReadonlyArray<FoundActionItem>;
  sentences: ReadonlyArray<Sentence>;
  meetingDate: CalendarDate | null;
}): { lines: string[]; sentence: Sentence } | null {
  const items = input.items.slice(0, MAX_ITEMS);
  const sessions = plannedSessions(input.sentences, items, input.meetingDate);
  const lines = [
    ...items.map(itemLine),
    ...sessions.map((sentence) => truncateWords(cleanForQuote(sentence.text), MAX_SESSION_WORDS)),
  ];
  const sentence = items[0]?.sentence ?? sessions[0];
  return sentence && lines.length > 0 ? { lines, sentence } : null;
}
