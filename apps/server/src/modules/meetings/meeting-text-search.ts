import { isUuid, type TMeetingListItem } from '@ting/contracts';
import type { Database } from '../../db/client';
import { listItemsByIds } from './meeting-list.repository';
import {
  type MeetingTextMatch,
  type MeetingTextSearchScope,
  rankMeetings,
} from './meeting-search.repository';
import { countMatches } from './meeting-search-count.repository';
import { findMatchSnippets } from './meeting-snippets.repository';
import {
  type MeetingTextSearchFilters,
  rankFilteredMeetings,
} from './meeting-text-search-filters.repository';

/** A meeting found by what was said in it (or its title, summary or participants). */
export type MeetingTextSearchResult = {
  meetingId: string;
  title: string;
  startedAt: Date;
  /** `ts_rank` of its words (0 when found only by text inside its title or a participant's email, or with no query). */
  score: number;
  /** Where the words are, for quoting; null when only the title or an email matched. */
  match: MeetingTextMatch | null;
};

/**
 * "Search meetings by text", for the assistant's tools and any other caller: the organization's
 * meetings matching `query` (web-search syntax, the last word also as a prefix), best first, each with
 * its best snippet; without a query, the newest. Only the organization's meetings the viewer may
 * read are ever found;
 * the scope's and the filters' conditions narrow further.
 */
export async function searchMeetingsByText(
  db: Database,
  options: MeetingTextSearchScope & MeetingTextSearchFilters & { limit: number; offset?: number },
): Promise<MeetingTextSearchResult[]> {
  const meetings = await rankFilteredMeetings(db, {
    ...options,
    meetingIds: options.meetingIds?.filter(isUuid),
    offset: options.offset ?? 0,
  });
  const snippets = options.query.trim()
    ? await findMatchSnippets(db, {
        organizationId: options.organizationId,
        query: options.query,
        meetingIds: meetings.map((meeting) => meeting.id),
      })
    : new Map<string, MeetingTextMatch>();
  return meetings.map((meeting) => ({
    meetingId: meeting.id,
    title: meeting.title,
    startedAt: meeting.startedAt,
    score: meeting.score,
    match: snippets.get(meeting.id) ?? null,
  }));
}

/**
 * A page of the meetings list's search: ranked list items with their snippets, and the number found
 * (up to `COUNTED_MATCHES`; `totalAtLeast` when more match), counted beside the page.
 */
export async function searchMeetingList(
  db: Database,
  options: {
    organizationId: string;
    viewerUserId: string;
    ownerUserId?: string;
    query: string;
    offset: number;
    limit: number;
  },
): Promise<{ items: TMeetingListItem[]; total: number; totalAtLeast: boolean }> {
  const { organizationId, query } = options;
  const page = async () => {
    const meetingIds = (await rankMeetings(db, options)).map((meeting) => meeting.id);
    const [items, snippets] = await Promise.all([
      listItemsByIds(db, { organizationId, meetingIds }),
      findMatchSnippets(db, { organizationId, query, meetingIds }),
    ]);
    return meetingIds.flatMap((id) => {
      const item = items.get(id);
      if (!item) return [];
      const match = snippets.get(id);
      return [
        {
          ...item,
          match: match ? { source: match.source, snippet: match.snippet, start_ms: match.startMs } : null,
        },
      ];
    });
  };
  const [items, { total, totalAtLeast }] = await Promise.all([page(), countMatches(db, options)]);
  return { items, total, totalAtLeast };
}
