import type { Database } from '../../db/client';
import type { ParticipantContact } from '../../db/schema';
import type {
  MeetingPeriodInput,
  MeetingSearchHit,
  MeetingSearchInput,
} from '../../providers/llm/chat/assistant-toolbox';
import { searchWordsOf } from '../../providers/llm/chat/transcript-retrieval';
import type { Caller } from '../../providers/llm/shared/caller';
import { dayRangeInZone, resolvePeriod } from '../../providers/llm/shared/question-period';
import { anyWordQuery } from '../chat/transcript-matches';
import type { Principal } from '../identity/access-token';
import type { MeetingReads } from '../meetings/meeting-reads';
import { searchMeetingsByText } from '../meetings/meeting-text-search';
import { participantsOf } from '../meetings/meetings.repository';

/** Transcript lines read for the found meetings' moments (best first, across them all). */
const MAX_LINES = 200;
const MAX_MOMENTS_PER_MEETING = 3;
const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 25;

/**
 * When the meetings asked about took place, as instants: a named period, or the days given (both
 * included), counted in the caller's time zone.
 */
export function meetingTimesOf(options: {
  input: MeetingPeriodInput;
  caller: Pick<Caller, 'timeZone'>;
  now: Date;
}): { from?: Date; to?: Date } {
  const { input, caller, now } = options;
  if (input.period) {
    const period = resolvePeriod({ name: input.period, now, timeZone: caller.timeZone });
    return { from: period.from, to: period.to };
  }
  return dayRangeInZone({ from: input.from, to: input.to, timeZone: caller.timeZone });
}

const nameOf = (person: ParticipantContact) => person.name?.trim() || person.email || 'Unknown';

/**
 * The assistant's meeting search over the caller's organization (and, when the user chose some, those
 * meetings only): the meetings module's `searchMeetingsByText` finds and ranks them (filters by dates,
 * participant, linked company or deal), then each gets its best transcript moments and participants.
 * The question's words are searched as alternatives: a whole question rarely holds in one meeting.
 * Without words, the latest meetings that pass the filters.
 */
export function createMeetingSearch(deps: {
  db: Database;
  meetings: Pick<MeetingReads, 'searchTranscripts'>;
}) {
  const { db } = deps;

  return async function searchMeetings(options: {
    principal: Principal;
    /** The user's chosen meetings; empty = all of the organization's. */
    scope: string[];
    input: MeetingSearchInput;
    /** Who asks: `mine` is their meetings, and days are counted in their zone. */
    caller: Caller;
    now: Date;
  }): Promise<MeetingSearchHit[]> {
    const { principal, input, caller } = options;
    const { organizationId } = principal;
    const query = anyWordQuery(searchWordsOf({ question: input.query ?? '' }));
    const found = await searchMeetingsByText(db, {
      organizationId,
      viewerUserId: principal.userId,
      query,
      ...meetingTimesOf({ input, caller, now: options.now }),
      involving: input.mine ? { userId: principal.userId, email: caller.email } : undefined,
      counterpart: input.counterpart,
      participant: input.participant,
      company: input.company,
      deal: input.deal,
      meetingIds: options.scope.length > 0 ? options.scope : undefined,
      limit: Math.min(Math.max(input.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT),
    });
    if (found.length === 0) return [];
    const meetingIds = found.map((meeting) => meeting.meetingId);
    const [lines, participants] = await Promise.all([
      query ? deps.meetings.searchTranscripts({ principal, query, limit: MAX_LINES, meetingIds }) : [],
      participantsOf(db, { organizationId, meetingIds }),
    ]);
    const moments = new Map<string, MeetingSearchHit['moments']>();
    for (const line of lines) {
      const own = moments.get(line.meeting_id) ?? [];
      if (own.length < MAX_MOMENTS_PER_MEETING) {
        own.push({ startMs: line.start_ms, speaker: line.speaker, text: line.text });
        moments.set(line.meeting_id, own);
      }
    }
    return found.map((meeting) => {
      const { match } = meeting;
      // A line matched only as a prefix ("budg…") is not among the whole-word lines: quote the snippet.
      const fallback =
        match?.source === 'transcript' && match.startMs !== null
          ? [{ startMs: match.startMs, speaker: null, text: match.snippet }]
          : [];
      return {
        meetingId: meeting.meetingId,
        title: meeting.title.trim() || 'Untitled meeting',
        startedAt: meeting.startedAt,
        participants: (participants.get(meeting.meetingId) ?? []).map(nameOf),
        moments: moments.get(meeting.meetingId) ?? fallback,
        summarySnippet: match?.source === 'summary' ? match.snippet : null,
      };
    });
  };
}
