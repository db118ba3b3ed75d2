import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingParticipants, meetingSearchDocuments, meetings } from '../../db/schema';
import { splitSearchText } from './search-text';

/**
 * Transcript characters a meeting's search document holds (~65,000 words, some 7 hours of talk). It
 * keeps the document under tsvector's 1 MB limit whatever the text, and ranking it cheap; the lines
 * past it stay findable through the per-line search.
 */
export const TRANSCRIPT_SEARCH_CHARS = 400_000;

/** Where a meeting matched: the best transcript line (with its start) or the summary, as plain text. */
export type MeetingTextMatch = { source: 'transcript' | 'summary'; snippet: string; startMs: number | null };

/** Who may be found: the organization's meetings, optionally narrowed. */
export type MeetingTextSearchScope = {
  organizationId: string;
  query: string;
  /** Only this member's meetings (the list's `scope=mine`). */
  ownerUserId?: string;
  /** Meetings that started at or after `from` and before `to`. */
  from?: Date;
  to?: Date;
  /** Only meetings this address took part in (exact, case-insensitive). */
  participantEmail?: string;
};

/**
 * The search box's text as a tsquery: its words with web-search syntax (quotes, `or`, `-`), the last
 * word as a prefix while it is being typed. Text with no words gives an empty query, which matches nothing.
 */
export function textSearchQuery(query: string): SQL {
  const { words, prefix } = splitSearchText(query);
  const whole = sql`websearch_to_tsquery('english', ${words})`;
  // `prefix` is letters and digits only, so quoting it makes a well-formed tsquery.
  return prefix ? sql`(${whole} && to_tsquery('english', ${`'${prefix}':*`}))` : whole;
}

/**
 * The rows of a raw statement. `db.execute` is typed `unknown` over both drivers; node-postgres and
 * PGlite both answer `{ rows }`.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** `%text%` for ILIKE, with its wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const document = sql.raw('"meeting_search_documents"."document"');

/**
 * Starts a meeting's document again before its transcript is (re)written: its title's words, the
 * summary's kept, the transcript's dropped.
 */
export async function resetTranscriptWords(
  db: Database,
  meeting: { id: string; organizationId: string; ownerUserId: string; startedAt: Date; title: string },
): Promise<void> {
  const titleWords = sql`setweight(to_tsvector('english', ${meeting.title}), 'A')`;
  await db.execute(sql`
    insert into ${meetingSearchDocuments} (meeting_id, organization_id, owner_user_id, started_at, document)
    values (${meeting.id}, ${meeting.organizationId}, ${meeting.ownerUserId}, ${meeting.startedAt.toISOString()}, ${titleWords})
    on conflict (meeting_id) do update set document = ${titleWords} || ts_filter(${document}, '{b}')`);
}

/** Adds a batch of transcript text (callers keep within `TRANSCRIPT_SEARCH_CHARS`). */
export async function appendTranscriptWords(
  db: Database,
  options: { meetingId: string; text: string },
): Promise<void> {
  if (!options.text) return;
  await db.execute(sql`
    update ${meetingSearchDocuments}
    set document = ${document} || setweight(to_tsvector('english', ${options.text}), 'C')
    where meeting_id = ${options.meetingId}`);
}

/** Puts the summary's words in the meeting's document (creating it with the title when there is none). */
export async function setSummaryWords(
  db: Database,
  options: { meetingId: string; summary: string },
): Promise<void> {
  const summaryWords = sql`setweight(to_tsvector('english', ${options.summary}), 'B')`;
  await db.execute(sql`
    insert into ${meetingSearchDocuments} (meeting_id, organization_id, owner_user_id, started_at, document)
    select id, organization_id, owner_user_id, started_at, setweight(to_tsvector('english', title), 'A') || ${summaryWords}
    from ${meetings} where id = ${options.meetingId}
    on conflict (meeting_id) do update set document = ts_filter(${document}, '{a,c}') || ${summaryWords}`);
}

/**
 * How many of the newest word matches are ranked by `ts_rank`. Ranking reads each meeting's whole
 * document, so a word said in nearly every meeting would cost one read per meeting; past this many,
 * older matches follow the ranked ones newest first (a search that specific rarely goes that deep).
 */
export const RANKED_MATCHES = 1000;

/**
 * The organization's meetings matching `query`, each once with its rank: by the words of its title,
 * summary and transcript (`ts_rank` over its document, title words weighing most), or, ranked after
 * those, by text anywhere in its title or a participant's email (as the list always matched).
 */
export function rankedMatches(scope: MeetingTextSearchScope): SQL {
  const { organizationId } = scope;
  const tsQuery = textSearchQuery(scope.query);
  const pattern = containsPattern(scope.query);
  const documentFilters: SQL[] = [];
  const meetingFilters: SQL[] = [];
  if (scope.ownerUserId) {
    documentFilters.push(sql`and d.owner_user_id = ${scope.ownerUserId}`);
    meetingFilters.push(sql`and m.owner_user_id = ${scope.ownerUserId}`);
  }
  if (scope.from) {
    documentFilters.push(sql`and d.started_at >= ${scope.from.toISOString()}`);
    meetingFilters.push(sql`and m.started_at >= ${scope.from.toISOString()}`);
  }
  if (scope.to) {
    documentFilters.push(sql`and d.started_at < ${scope.to.toISOString()}`);
    meetingFilters.push(sql`and m.started_at < ${scope.to.toISOString()}`);
  }
  if (scope.participantEmail) {
    meetingFilters.push(sql`and exists (
      select 1 from ${meetingParticipants} p
      where p.meeting_id = m.id and p.organization_id = ${organizationId}
        and p.email = ${scope.participantEmail.trim().toLowerCase()})`);
  }
  // `hits` keeps each document as stored (unread) until `ts_rank` needs it, for the newest matches
  // only. Normalisation 1 divides by the log of the document's length: a long call mentioning a
  // word once does not beat a short one about it.
  return sql`
    with hits as materialized (
      select d.meeting_id, d.started_at, d.document
      from ${meetingSearchDocuments} d
      where d.organization_id = ${organizationId} ${sql.join(documentFilters, sql` `)}
        and d.document @@ ${tsQuery}
    ), cutoff as (
      select started_at from hits order by started_at desc offset ${RANKED_MATCHES - 1} limit 1
    ), matched as (
      select h.meeting_id as id,
        case when h.started_at >= coalesce((select started_at from cutoff), '-infinity')
          then ts_rank(h.document, ${tsQuery}, 1) else 0 end as rank
      from hits h
      union all
      select t.id, 0 from ${meetings} t where t.organization_id = ${organizationId} and t.title ilike ${pattern}
      union all
      select p.meeting_id, 0 from ${meetingParticipants} p
      where p.organization_id = ${organizationId} and p.email ilike ${pattern}
    ), best as (select id, max(rank) as rank from matched group by id)
    select m.id, m.title, m.started_at, best.rank
    from best join ${meetings} m on m.id = best.id
    where m.organization_id = ${organizationId} ${sql.join(meetingFilters, sql` `)}`;
}

export type RankedMeeting = { id: string; title: string; startedAt: Date; score: number };

/** A page of matching meetings, best first (newest first among equals), with how many match in all. */
export async function rankMeetings(
  db: Database,
  options: MeetingTextSearchScope & { limit: number; offset: number },
): Promise<{ meetings: RankedMeeting[]; total: number }> {
  const ranked = rankedMatches(options);
  const rows = await selectRows<{
    id: string;
    title: string;
    started_at: string | Date;
    rank: number | string;
    total: number | string;
  }>(
    db,
    sql`
    select ranked.*, count(*) over () as total from (${ranked}) ranked
    order by ranked.rank desc, ranked.started_at desc, ranked.id desc
    limit ${options.limit} offset ${options.offset}`,
  );
  const found = rows.map((row) => ({
    id: row.id,
    title: row.title,
    startedAt: new Date(row.started_at),
    score: Number(row.rank),
  }));
  if (rows[0]) return { meetings: found, total: Number(rows[0].total) };
  if (options.offset === 0) return { meetings: found, total: 0 };
  // A page past the end has no row to carry the count.
  const [counted] = await selectRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from (${ranked}) ranked`,
  );
  return { meetings: found, total: Number(counted?.total ?? 0) };
}
