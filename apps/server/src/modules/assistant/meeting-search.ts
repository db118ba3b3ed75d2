import { isUuid } from '@ting/contracts';
import type { Database } from '../../db/client';
import type { MeetingSearchHit, MeetingSearchInput } from '../../providers/llm/chat/assistant-toolbox';
import { searchWordsOf } from '../../providers/llm/chat/transcript-retrieval';
import { anyWordQuery } from '../chat/transcript-matches';
import type { Principal } from '../identity/access-token';
import type { MeetingReads } from '../meetings/meeting-reads';
import {
  filterMeetingIds,
  findMeetingHeaders,
  type MeetingHeader,
  searchTitlesAndSummaries,
} from './meeting-finder.repository';

/** Meetings a filter may narrow the search to; past that, the latest of them. */
const MAX_FILTERED_MEETINGS = 500;
const MAX_LINES = 200;
const MAX_MOMENTS_PER_MEETING = 3;
const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 25;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` as the start of that UTC day; anything else is no bound. */
function dayStart(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const nameOf = (person: { name: string | null; email: string | null }) =>
  person.name?.trim() || person.email || 'Unknown';

/**
 * The assistant's meeting search over the caller's organization (and, when the user chose some, those
 * meetings only): filters first (dates, participant, linked company or deal), then full-text ranking —
 * transcript lines through the meetings module, titles and summaries here — summed per meeting.
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
  }): Promise<MeetingSearchHit[]> {
    const { principal, input } = options;
    const organizationId = principal.organizationId;
    const limit = Math.min(Math.max(input.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
    const scope = options.scope.length > 0 ? options.scope.filter(isUuid) : undefined;
    if (scope?.length === 0) return [];
    const to = dayStart(input.to);
    const hasFilters = Boolean(input.from || input.to || input.participant || input.company || input.deal);
    const candidates =
      hasFilters || scope
        ? await filterMeetingIds(db, {
            organizationId,
            meetingIds: scope,
            from: dayStart(input.from),
            until: to ? new Date(to.getTime() + DAY_MS) : undefined,
            participant: input.participant?.trim() || undefined,
            company: input.company?.trim() || undefined,
            deal: input.deal?.trim() || undefined,
            limit: hasFilters ? MAX_FILTERED_MEETINGS : scope!.length,
          })
        : undefined;
    if (candidates?.length === 0) return [];

    const query = anyWordQuery(searchWordsOf({ question: input.query ?? '' }));
    if (!query) {
      const ids = candidates ?? (await filterMeetingIds(db, { organizationId, limit }));
      return hitsOf({ organizationId, ids: ids.slice(0, limit), moments: new Map(), snippets: new Map() });
    }

    const [lines, documents] = await Promise.all([
      deps.meetings.searchTranscripts({ principal, query, limit: MAX_LINES, meetingIds: candidates }),
      searchTitlesAndSummaries(db, { organizationId, query, meetingIds: candidates, limit: MAX_LINES }),
    ]);
    const scores = new Map<string, number>();
    const moments = new Map<string, MeetingSearchHit['moments']>();
    for (const line of lines) {
      const own = moments.get(line.meeting_id) ?? [];
      // Lines come best first: the meeting's best line counts fully, the next ones a little.
      scores.set(
        line.meeting_id,
        (scores.get(line.meeting_id) ?? 0) + (own.length === 0 ? line.score : line.score / 10),
      );
      if (own.length < MAX_MOMENTS_PER_MEETING) {
        own.push({ startMs: line.start_ms, speaker: line.speaker, text: line.text });
        moments.set(line.meeting_id, own);
      }
    }
    const snippets = new Map<string, string | null>();
    for (const document of documents) {
      scores.set(document.meetingId, (scores.get(document.meetingId) ?? 0) + document.score);
      snippets.set(document.meetingId, document.snippet);
    }
    const ids = [...scores.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id]) => id);
    return hitsOf({ organizationId, ids, moments, snippets });
  };

  /** The hits in the order of `ids`, with their headers (read with the same organization scope). */
  async function hitsOf(options: {
    organizationId: string;
    ids: string[];
    moments: Map<string, MeetingSearchHit['moments']>;
    snippets: Map<string, string | null>;
  }): Promise<MeetingSearchHit[]> {
    const headers = new Map<string, MeetingHeader>(
      (await findMeetingHeaders(db, { organizationId: options.organizationId, ids: options.ids })).map(
        (header) => [header.id, header],
      ),
    );
    return options.ids.flatMap((id) => {
      const header = headers.get(id);
      if (!header) return [];
      return [
        {
          meetingId: id,
          title: header.title.trim() || 'Untitled meeting',
          startedAt: header.startedAt,
          participants: header.participants.map(nameOf),
          moments: options.moments.get(id) ?? [],
          summarySnippet: options.snippets.get(id) ?? null,
        },
      ];
    });
  }
}
