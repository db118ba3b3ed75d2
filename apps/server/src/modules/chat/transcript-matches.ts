import type { TranscriptMatch } from '../../providers/llm/chat/meeting-chat';
import { type RetrievalQuery, searchWordsOf } from '../../providers/llm/chat/transcript-retrieval';

const MAX_SEARCH_WORDS = 12;
/** Lines asked of the database: more windows around them than a long model context holds. */
const MAX_MATCHED_LINES = 200;

/**
 * Words as a full-text query (websearch syntax) where any word matches ("budget or pilot"): a whole
 * question rarely holds all its words in one line.
 */
export function anyWordQuery(words: ReadonlyArray<string>): string {
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS).join(' or ');
}

/** The transcript search the chat uses: the caller's organization's lines of `meetingIds` only. */
export type SearchMeetingLines = (options: {
  query: string;
  limit: number;
  meetingIds: ReadonlyArray<string>;
}) => Promise<Array<{ meeting_id: string; seq: number; score: number }>>;

/** A meeting as read for the chat, its transcript lines in order. */
type SearchedMeeting = { id: string; segments: ReadonlyArray<{ seq: number; text: string }> };

/**
 * The lines of the meetings' transcripts that the database's full-text search matches for the
 * question, best first, as positions in each meeting's segments; undefined when fewer than two
 * meetings have a transcript (an engine searches a single one itself), empty when the question has
 * no word worth searching for.
 */
export async function transcriptMatchesFor(options: {
  meetings: ReadonlyArray<SearchedMeeting>;
  query: RetrievalQuery;
  search: SearchMeetingLines;
}): Promise<TranscriptMatch[] | undefined> {
  const transcribed = options.meetings.filter((meeting) =>
    meeting.segments.some((segment) => segment.text.trim().length > 0),
  );
  if (transcribed.length < 2) return undefined;
  const query = anyWordQuery(searchWordsOf(options.query));
  if (!query) return [];
  const hits = await options.search({
    query,
    limit: MAX_MATCHED_LINES,
    meetingIds: transcribed.map((meeting) => meeting.id),
  });
  const positions = new Map(
    transcribed.map((meeting) => [
      meeting.id,
      new Map(meeting.segments.map((segment, index) => [segment.seq, index])),
    ]),
  );
  return hits.flatMap((hit) => {
    // A line written after the meeting was read (a re-run transcript) is not in what the engine holds.
    const index = positions.get(hit.meeting_id)?.get(hit.seq);
    return index === undefined ? [] : [{ meetingId: hit.meeting_id, index, score: hit.score }];
  });
}
