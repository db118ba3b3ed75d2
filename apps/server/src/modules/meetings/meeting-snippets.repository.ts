import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingOutputs, meetingSearchDocuments, transcriptSegments } from '../../db/schema';
import { type MeetingTextMatch, selectRows, textSearchQuery } from './meeting-search.repository';
import { toPlainSnippet } from './search-snippet';

/** One short fragment around the match, no markup: the web app highlights the words itself. */
const HEADLINE_OPTIONS = 'MaxFragments=1, MaxWords=24, MinWords=10, StartSel="", StopSel=""';

/**
 * Where each of the page's meetings matched `query`, for the line under a search result: the
 * transcript line that matches best (all the words, else most of them) with its start, else the
 * summary when it holds the words. Meetings found only by title or email have none. Scoped to the
 * organization, like every read.
 */
export async function findMatchSnippets(
  db: Database,
  options: { organizationId: string; query: string; meetingIds: string[] },
): Promise<Map<string, MeetingTextMatch>> {
  const matches = new Map<string, MeetingTextMatch>();
  if (options.meetingIds.length === 0) return matches;
  const tsQuery = textSearchQuery(options.query);
  // The same words with `|` for `&`: a meeting may hold them across lines (one in the title, one
  // said), and the line with most of them is still the one to show.
  const anyWord = sql`replace((${tsQuery})::text, ' & ', ' | ')::tsquery`;
  // Each meeting's best line is picked from its own few lines, read by its id: `(… @@ …) is true`
  // keeps the words' GIN index out of it (PGlite, without statistics, otherwise read every line
  // holding a common word once per meeting: 100 ms for a page at 10,000 meetings, against 3 ms).
  const rows = await selectRows<{
    meeting_id: string;
    source: 'transcript' | 'summary' | null;
    start_ms: number | null;
    headline: string | null;
  }>(
    db,
    sql`
    select picked.meeting_id, picked.source, picked.start_ms,
      case picked.source
        when 'transcript' then ts_headline('english', picked.text, ${anyWord}, ${HEADLINE_OPTIONS})
        when 'summary' then ts_headline('english', picked.summary, ${tsQuery}, ${HEADLINE_OPTIONS})
      end as headline
    from (
      select d.meeting_id, line.start_ms, line.text, o.summary_markdown as summary,
        case
          when line.is_whole then 'transcript'
          when o.summary_markdown is not null and ts_filter(d.document, '{b}') @@ ${tsQuery} then 'summary'
          when line.text is not null then 'transcript'
        end as source
      from unnest(${sql.param(options.meetingIds)}::uuid[]) as page(id)
      join ${meetingSearchDocuments} d on d.meeting_id = page.id and d.organization_id = ${options.organizationId}
      left join ${meetingOutputs} o on o.meeting_id = page.id
      left join lateral (
        select s.start_ms, s.text, s.search @@ ${tsQuery} as is_whole
        from ${transcriptSegments} s
        where s.meeting_id = page.id and (s.search @@ ${anyWord}) is true
        order by s.search @@ ${tsQuery} desc, ts_rank(s.search, ${anyWord}) desc, s.seq
        limit 1
      ) line on true
    ) picked
    where picked.source is not null`,
  );
  for (const row of rows) {
    if (!row.source || !row.headline) continue;
    const snippet = toPlainSnippet({ headline: row.headline, source: row.source });
    if (!snippet) continue;
    matches.set(row.meeting_id, {
      source: row.source,
      snippet,
      startMs: row.source === 'transcript' ? Number(row.start_ms) : null,
    });
  }
  return matches;
}
