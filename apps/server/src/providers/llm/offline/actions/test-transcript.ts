import type { TranscriptSegment } from '../../../transcription/transcript-segment';
import { findActionItems } from '../action-items';
import { buildPeople } from '../people';
import { splitTranscript } from '../sentences';

/** Tuesday 17 November 2026: the date the action-item tests resolve "Friday" against. */
export const MEETING_DATE = { year: 2026, month: 11, day: 17 };

export type Line = [speaker: string | null, text: string];

/** The action items of a transcript written as speaker lines ten seconds apart. */
export function itemsOf(lines: Line[], participants: string[] = []) {
  const segments: TranscriptSegment[] = lines.map(([speaker, text], index) => ({
    startMs: index * 10_000,
    endMs: index * 10_000 + 9_000,
    speaker,
    text,
  }));
  const split = splitTranscript(segments);
  const people = buildPeople({
    participants: participants.map((name) => ({ name, email: null })),
    turns: split.turns,
  });
  return findActionItems({ split, people, meetingDate: MEETING_DATE }).map(({ text, owner, dueDate }) => ({
    text,
    owner,
    dueDate,
  }));
}
