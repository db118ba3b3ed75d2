import { type SQL, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { meetingParticipants, meetingSearchDocuments, meetings } from '../../db/schema';
import {
  isTeamVisible,
  meetingColumnsAs,
  meetingVisibleTo,
  searchDocumentVisibleTo,
} from './meeting-visibility';
import { splitSearchText } from './search-text';
import { requiredWordPairs } from './search-word-pairs';

/**
 * Transcript characters a meeting's search document holds (~65,000 words, some 7 hours of talk). It
 * keeps the document under tsvector's 1 MB limit whatever the text, and ranking it cheap; the lines
 * past it stay findable through the per-line search.
 */
export const TRANSCRIPT_SEARCH_CHARS = 400_000;

/** Where a meeting matched: the best transcript line (with its start) or the summary, as plain text. */
export type MeetingTextMatch = { source: 'transcript' | 'summary'; snippet: string; startMs: number | null };

/** Who may be found: the organization's meetings the viewer may read, optionally narrowed. */
export type MeetingTextSearchScope = {
  organizationId: string;
  /** Who is searching: only meetings they may read are found (`meeting-visibility.ts`). */
  viewerUserId: string;
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
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const document = sql.raw('"meeting_search_documents"."document"');
const wordPairs = sql.raw('"meeting_search_documents"."word_pairs"');

/**
 * One part of a meeting's document (title A, summary B, a batch of transcript C). A leading stop word
 * starts its positions at 2, so no word of one part sits beside a word of the part before it in the
 * document: the word pairs of the parts, kept part by part in `word_pairs`, are then all its pairs.
 */
const documentPart = (text: string | SQL, weight: 'A' | 'B' | 'C'): SQL =>
  sql`setweight(to_tsvector('english', 'a ' || ${text}), ${weight})`;

/**
 * Starts a meeting's document again before its transcript is (re)written: its title's words, the
 * summary's kept, the transcript's dropped.
 */
export async function resetTranscriptWords(
  db: Database,
  meeting: { id: string; organizationId: string; ownerUserId: string; startedAt: Date; title: string },
): Promise<void> {
  const titleWords = documentPart(meeting.title, 'A');
  const summaryWords = sql`ts_filter(${document}, '{b}')`;
  await db.execute(sql`
    insert into ${meetingSearchDocuments} (meeting_id, organization_id, owner_user_id, started_at, team_visible, document, word_pairs)
    select ${meeting.id}, ${meeting.organizationId}, ${meeting.ownerUserId}, ${meeting.startedAt.toISOString()},
      coalesce((select ${isTeamVisible(meetingColumnsAs('m'))} from ${meetings} m where m.id = ${meeting.id}), false),
      title.words, word_pair_hashes(title.words)
    from (select ${titleWords} as words) title
    on conflict (meeting_id) do update
    set document = excluded.document || ${summaryWords},
      word_pairs = excluded.word_pairs || word_pair_hashes(${summaryWords})`);
}

/**
 * Puts a renamed meeting's title in its document in place of the old one, the summary's and
 * transcript's words kept (a meeting not yet in the index gets its title when its transcript is written).
 */
export async function setTitleWords(
  db: Database,
  options: { meetingId: string; title: string },
): Promise<void> {
  const titleWords = documentPart(options.title, 'A');
  const rest = sql`ts_filter(${document}, '{b,c}')`;
  await db.execute(sql`
    update ${meetingSearchDocuments}
    set document = title.words || ${rest}, word_pairs = word_pair_hashes(title.words) || word_pair_hashes(${rest})
    from (select ${titleWords} as words) title
    where meeting_id = ${options.meetingId}`);
}

/** Adds a batch of transcript text (callers keep within `TRANSCRIPT_SEARCH_CHARS`). */
export async function appendTranscriptWords(
  db: Database,
  options: { meetingId: string; text: string },
): Promise<void> {
  if (!options.text) return;
  await db.execute(sql`
    update ${meetingSearchDocuments}
    set document = ${document} || batch.words, word_pairs = ${wordPairs} || word_pair_hashes(batch.words)
    from (select ${documentPart(options.text, 'C')} as words) batch
    where meeting_id = ${options.meetingId}`);
}

/** Puts the summary's words in the meeting's document (creating it with the title when there is none). */
export async function setSummaryWords(
  db: Database,
  options: { meetingId: string; summary: string },
): Promise<void> {
  const titleAndTranscript = sql`ts_filter(${document}, '{a,c}')`;
  const summaryWords = sql`(select words from summary)`;
  await db.execute(sql`
    with summary as (select ${documentPart(options.summary, 'B')} as words)
    insert into ${meetingSearchDocuments} (meeting_id, organization_id, owner_user_id, started_at, team_visible, document, word_pairs)
    select m.id, m.organization_id, m.owner_user_id, m.started_at, ${isTeamVisible(meetingColumnsAs('m'))}, title.words || summary.words,
      word_pair_hashes(title.words) || word_pair_hashes(summary.words)
    from ${meetings} m, summary, lateral (select ${documentPart(sql.raw('m.title'), 'A')} as words) title
    where m.id = ${options.meetingId}
    on conflict (meeting_id) do update
    set document = ${titleAndTranscript} || ${summaryWords},
      word_pairs = word_pair_hashes(${titleAndTranscript}) || word_pair_hashes(${summaryWords})`);
}

/**
 * How many of the newest word matches are ranked by `ts_rank`. Ranking reads each meeting's whole
 * document (a TOAST read, most of a search's cost), so a word said in nearly every meeting would cost
 * one read per meeting; past this many, older matches follow the ranked ones newest first (a search
 * that specific rarely goes that deep).
 */
export const RANKED_MATCHES = 300;

/**
 * The word pairs the query's quoted phrases require (`requiredWordPairs`), as stemmed by the
 * database; none without a quote.
 */
export async function phraseWordPairs(db: Database, query: string): Promise<string[]> {
  const { words } = splitSearchText(query);
  if (!words.includes('"')) return [];
  const [row] = await selectRows<{ query: string }>(
    db,
    sql`select websearch_to_tsquery('english', ${words})::text as query`,
  );
  return requiredWordPairs(row?.query ?? '');
}

/** Organizations with more search documents than this find a word in most of them by reading the newest. */
const WALK_FROM_DOCUMENTS = 20_000;

/**
 * Whether an organization holds over `WALK_FROM_DOCUMENTS` documents, as last counted by this process.
 * Counting means reading that many index entries (2 ms); an organization grows past the mark over
 * months, and a stale answer only picks the slower of two exact ways to the same page.
 */
const largeOrganizations = new LRUCache<string, boolean>({ max: 10_000, ttl: 10 * 60_000 });

/** Whether the organization holds over `WALK_FROM_DOCUMENTS` search documents (counted once in a while). */
export async function isLargeOrganization(db: Database, organizationId: string): Promise<boolean> {
  const known = largeOrganizations.get(organizationId);
  if (known !== undefined) return known;
  const [row] = await selectRows<{ large: boolean }>(
    db,
    sql`select exists (
      select 1 from ${meetingSearchDocuments} d where d.organization_id = ${organizationId}
      order by d.started_at desc, d.meeting_id desc offset ${WALK_FROM_DOCUMENTS} limit 1) as large`,
  );
  const large = row?.large === true;
  largeOrganizations.set(organizationId, large);
  return large;
}
/** How many of the newest documents tell whether a search's words are in most meetings. */
const DENSITY_SAMPLE = 64;

/** Narrows a page's meetings further (the assistant's filters): conditions on the meeting id given. */
export type MatchCondition = (id: SQL) => SQL[];

const whereAll = (conditions: SQL[]) =>
  conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * What a search matches, as SQL shared by its page (`rankedPage`) and its count (`matchCount`): the
 * query's words, the scope's documents, and the organization's meetings whose title or a
 * participant's email holds the text.
 */
export function searchMatches(scope: MeetingTextSearchScope & { wordPairs?: string[] }) {
  const { organizationId } = scope;
  const tsQuery = textSearchQuery(scope.query);
  const pattern = containsPattern(scope.query);
  const inScope = (alias: string): SQL => {
    const column = (name: string) => sql.raw(`${alias}.${name}`);
    // Documents carry who may read them; meetings (`t`, `m`) are read by the rule itself.
    const conditions: SQL[] = [
      alias === 'd'
        ? searchDocumentVisibleTo(alias, scope.viewerUserId)
        : meetingVisibleTo(meetingColumnsAs(alias), scope.viewerUserId),
    ];
    if (scope.ownerUserId) conditions.push(sql`${column('owner_user_id')} = ${scope.ownerUserId}`);
    if (scope.from) conditions.push(sql`${column('started_at')} >= ${scope.from.toISOString()}`);
    if (scope.to) conditions.push(sql`${column('started_at')} < ${scope.to.toISOString()}`);
    if (scope.participantEmail) {
      conditions.push(sql`exists (
        select 1 from ${meetingParticipants} p
        where p.meeting_id = ${column(alias === 'd' ? 'meeting_id' : 'id')} and p.organization_id = ${organizationId}
          and p.email = ${scope.participantEmail.trim().toLowerCase()})`);
    }
    return sql.join(
      conditions.map((condition) => sql` and ${condition}`),
      sql``,
    );
  };
  // A document lacking a pair cannot hold the phrase: the pairs' index finds those that have them
  // all, and only those are read to check the words (`is true` keeps the words' index out of it,
  // which PGlite, without statistics, would otherwise take and read every document holding them).
  const phrasePairs = scope.wordPairs?.length
    ? sql`d.word_pairs @> (select array_agg(hashtext(pair)) from unnest(${sql.param(scope.wordPairs)}::text[]) pair)`
    : undefined;
  // The organization's meetings whose title holds the text, and those (`m`) one of whose participants'
  // emails does. `byTrigrams`: found by the trigram indexes only (`is true` keeps the organization's
  // indexes out), for reading them all; otherwise the planner may also walk the organization's
  // meetings newest first, which a page of a text in many titles wants, but which PGlite, without
  // statistics, takes for any text and reads every meeting.
  const inOrganization = (alias: string, byTrigrams: boolean) =>
    byTrigrams
      ? sql`(${sql.raw(alias)}.organization_id = ${organizationId}) is true`
      : sql`${sql.raw(alias)}.organization_id = ${organizationId}`;
  const emailMatches = (byTrigrams: boolean) =>
    sql`${meetings} m where m.organization_id = ${organizationId} ${inScope('m')}
      and m.id in (select p.meeting_id from ${meetingParticipants} p where ${inOrganization('p', byTrigrams)} and p.email ilike ${pattern})`;
  // Every meeting the viewer may read (no member, dates or participant narrowing it).
  const isWholeOrganization = !scope.ownerUserId && !scope.from && !scope.to && !scope.participantEmail;
  return {
    tsQuery,
    phrasePairs,
    isWholeOrganization,
    /** The condition on a document `d` that it holds the words (and a quoted phrase's pairs). */
    words: phrasePairs
      ? sql`${phrasePairs} and (d.document @@ ${tsQuery}) is true`
      : sql`d.document @@ ${tsQuery}`,
    /** `from … where` the scope's documents `d`. */
    documentsInScope: sql`${meetingSearchDocuments} d where d.organization_id = ${organizationId} ${inScope('d')}`,
    /**
     * The same, for scans by the words' index: `is true` keeps the organization's newest-first index
     * out of them (PGlite, without statistics, took it and read every document to test the words).
     */
    wordsInScope: sql`${meetingSearchDocuments} d where (d.organization_id = ${organizationId}) is true ${inScope('d')}`,
    /** `from … where` the title matches `t`. */
    titleMatches: (byTrigrams: boolean) =>
      sql`${meetings} t where ${inOrganization('t', byTrigrams)} ${inScope('t')} and t.title ilike ${pattern}`,
    /** `from … where` the email matches `m`. */
    emailMatches,
    /**
     * The ids (`id`) of the email matches, by the trigram index: from the participants when the scope
     * is everything the viewer may read (their rows carry the organization; the meeting is read by id
     * for who may read it), else through their meetings.
     */
    emailMatchIds: isWholeOrganization
      ? sql`select distinct p.meeting_id as id from ${meetingParticipants} p
        join ${meetings} m on m.id = p.meeting_id and ${meetingVisibleTo(meetingColumnsAs('m'), scope.viewerUserId)}
        where ${inOrganization('p', true)} and p.email ilike ${pattern}`
      : sql`select m.id from ${emailMatches(true)}`,
  };
}

/**
 * One page of the organization's meetings matching `query`, best first (newest first among equals),
 * each with its rank (`matchCount` counts them all). A meeting matches by the words of its title,
 * summary and transcript (`ts_rank` over its document, title words weighing most; normalisation 1
 * divides by the log of the document's length, so a long call mentioning a word once does not beat a
 * short one about it), or, ranked 0 after those, by text anywhere in its title or a participant's email.
 *
 * Only the page is fully built. The word matches are ids and starts from the GIN index, of which
 * only the newest that are ranked or paged are kept (no document is read, except to check a quoted
 * phrase's word order in the documents holding its word pairs, newest first and only until enough
 * hold it); for words in most meetings of a large organization, they come from reading its newest
 * documents instead. The newest `RANKED_MATCHES` of them are ranked; the rank-0 rest gives only its
 * newest `offset + limit` rows, title and email matches each read newest first (by the
 * organization's index by start, or by their trigram index and sorted, whichever the planner finds
 * cheaper).
 */
export function rankedPage(
  scope: MeetingTextSearchScope & {
    limit: number;
    offset: number;
    where?: MatchCondition;
    /** `phraseWordPairs(query)`: matches are looked up by them first. */
    wordPairs?: string[];
    /**
     * May read a large organization's newest documents for words in most of them, and its meetings
     * newest first for the title and email matches that follow (PostgreSQL: on PGlite, without
     * statistics, finding the newest costs more than it saves).
     */
    readNewest?: boolean;
    /**
     * The organization holds over `WALK_FROM_DOCUMENTS` documents (`isLargeOrganization`): only then
     * may a first page of words in most of them be read from its newest documents.
     */
    isLarge?: boolean;
  },
): SQL {
  const { organizationId } = scope;
  const {
    tsQuery,
    phrasePairs,
    isWholeOrganization,
    words,
    documentsInScope,
    wordsInScope,
    titleMatches,
    emailMatches,
  } = searchMatches(scope);
  const where = scope.where ?? (() => []);
  const andWhere = (id: string) =>
    sql.join(
      where(sql.raw(id)).map((condition) => sql` and ${condition}`),
      sql``,
    );
  const depth = scope.offset + scope.limit;
  const walksNames = scope.readNewest === true;
  // Words in most meetings of a large organization (`dense`): rather than sorting every match
  // (100,000 at 100,000 meetings), the newest `window` documents are read, and when enough of them
  // match, the newest matches are among them. Only for a first page of words without filters, and
  // only past `WALK_FROM_DOCUMENTS`, below which sorting every match costs less than reading them.
  // Narrowed to a member or dates, the organization's newest documents may hold few of the scope's.
  const canWalk =
    scope.readNewest === true &&
    scope.isLarge === true &&
    isWholeOrganization &&
    depth <= RANKED_MATCHES &&
    !scope.wordPairs?.length &&
    where(sql.raw('d.meeting_id')).length === 0;
  const windowSize = 4 * (RANKED_MATCHES + depth);
  // The newest word matches that are ranked or follow them on the page: only they are kept, by a
  // sort that keeps the best so far rather than all.
  const hitLimit = RANKED_MATCHES + depth;
  const newestWordMatches = phrasePairs
    ? // Documents holding the pairs, newest first, read to check the words' order only until enough
      // hold the phrase (`offset 0` keeps the check above the sort).
      sql`select c.id, c.started_at from (
          select d.meeting_id as id, d.started_at, d.document from ${wordsInScope}
            and not (select yes from dense) and ${phrasePairs}
          order by d.started_at desc, d.meeting_id desc offset 0) c
        where (c.document @@ ${tsQuery}) is true limit ${hitLimit}`
    : sql`select d.meeting_id as id, d.started_at from ${wordsInScope}
        and not (select yes from dense) and ${words}
        order by d.started_at desc, d.meeting_id desc limit ${hitLimit}`;
  const newestDocuments = (offset: number) =>
    sql`(select d.started_at from ${documentsInScope} order by d.started_at desc, d.meeting_id desc offset ${offset} limit 1)`;
  return sql`
    with recent as materialized (
      ${
        canWalk
          ? sql`select d.meeting_id as id, d.started_at from ${documentsInScope}
        -- Read only if half of its newest few documents hold the words (64 documents, 1.4 ms).
        and (select count(*) from (select d.document from ${documentsInScope}
          order by d.started_at desc, d.meeting_id desc limit ${DENSITY_SAMPLE}) newest
          where (newest.document @@ ${tsQuery}) is true) * 2 >= ${DENSITY_SAMPLE}
        and d.started_at >= ${newestDocuments(windowSize - 1)} and (d.document @@ ${tsQuery}) is true`
          : sql`select null::uuid as id, null::timestamptz as started_at where false`
      }
    ), dense as materialized (
      select (select count(*) from recent) >= ${RANKED_MATCHES + depth} as yes
    ), hits as materialized (
      (${newestWordMatches})
      union all
      select r.id, r.started_at from recent r where (select yes from dense)
    ), newest as materialized (
      select id, started_at from hits order by started_at desc, id desc limit ${RANKED_MATCHES}
    ), ranked as (
      -- Each document read by its id (a merge join read the whole table's ids in order for 300);
      -- \`limit 1\` keeps the planner from turning the lateral back into a join.
      select n.id, n.started_at, r.rank from newest n
      cross join lateral (
        select ts_rank(d.document, ${tsQuery}, 1) as rank from ${meetingSearchDocuments} d
        where d.meeting_id = n.id limit 1
      ) r
    ), unranked as (
      -- The word matches not ranked are those older than the oldest ranked one: no anti-join over all.
      -- Title and email matches are read newest first, the ranked ones left out by a hashed list.
      (select h.id, h.started_at from hits h
        where (h.started_at, h.id) < (select o.started_at, o.id from newest o order by o.started_at, o.id limit 1) ${andWhere('h.id')}
        order by h.started_at desc, h.id desc limit ${depth})
      union
      (select t.id, t.started_at from ${titleMatches(!walksNames)}
        and t.id not in (select n.id from newest n) ${andWhere('t.id')}
        order by t.started_at desc, t.id desc limit ${depth})
      union
      (select m.id, m.started_at from ${emailMatches(!walksNames)}
        and m.id not in (select n.id from newest n) ${andWhere('m.id')}
        order by m.started_at desc, m.id desc limit ${depth})
    ), candidates as (
      select r.id, r.started_at, r.rank from ranked r ${whereAll(where(sql.raw('r.id')))}
      union all
      (select u.id, u.started_at, 0 from unranked u order by u.started_at desc, u.id desc limit ${depth})
    ), page as (
      select c.id, c.started_at, c.rank from candidates c
      order by c.rank desc, c.started_at desc, c.id desc limit ${scope.limit} offset ${scope.offset}
    )
    select m.id, m.title, m.started_at, page.rank
    from page join ${meetings} m on m.id = page.id and m.organization_id = ${organizationId}
      and ${meetingVisibleTo(meetingColumnsAs('m'), scope.viewerUserId)}
    order by page.rank desc, page.started_at desc, page.id desc`;
}

/**
 * Whether `rankedPage` may read a large organization's newest documents on this database
 * (`readNewest`): on PostgreSQL; on PGlite, without statistics, finding the newest costs more than it saves.
 */
const readsNewestDocuments = (db: Database): boolean => !(db instanceof PgliteDatabase);

export type RankedMeeting = { id: string; title: string; startedAt: Date; score: number };

/**
 * Runs a search statement with sequential scans priced out. The planner does not count TOAST reads:
 * for a word in most meetings it would scan the table and read every document to test the words,
 * where the GIN index answers without reading one (measured: 26 ms against 1.4 ms at 10,000 meetings).
 * On PGlite, which has no autovacuum and so usually no statistics, nested loops go too: without
 * statistics it joins the statement's thousands of matches by nested loops (2.8 s at 10,000
 * meetings, against 50 ms hashed); on PostgreSQL they are the right plan for a page's few rows.
 */
export function withIndexScans<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const isPglite = db instanceof PgliteDatabase;
  return db.transaction(async (tx) => {
    // Also: a word in 100,000 meetings has its matches sorted, counted and hashed in memory, not on
    // disk (4 MB, the default, spilled them to temporary files: 50 ms more); and no JIT compilation,
    // which the estimates of the branches a search does not take set off (20–35 ms a search); and no
    // parallel workers, whose start (~20 ms) the estimates of those branches also set off.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('work_mem', '16MB', true),
      set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
      set_config('enable_nestloop', ${isPglite ? 'off' : 'on'}, true)`);
    return work(tx as unknown as Database);
  });
}

type RankedPageScope = MeetingTextSearchScope & { limit: number; offset: number; where?: MatchCondition };

/**
 * `rankedPage` for a search on `db`, with what it looks up first: the quoted phrases' word pairs and,
 * on PostgreSQL, whether the organization is large. Run on `tx`, inside `withIndexScans(db, …)`.
 */
export async function rankedPageQuery(db: Database, tx: Database, scope: RankedPageScope): Promise<SQL> {
  const readNewest = readsNewestDocuments(db);
  return rankedPage({
    ...scope,
    wordPairs: await phraseWordPairs(tx, scope.query),
    readNewest,
    isLarge: readNewest && (await isLargeOrganization(tx, scope.organizationId)),
  });
}

/** A page of matching meetings (see `rankedPage`), best first. */
export async function rankMeetings(db: Database, options: RankedPageScope): Promise<RankedMeeting[]> {
  const rows = await withIndexScans(db, async (tx) =>
    selectRows<{ id: string; title: string; started_at: string | Date; rank: number | string }>(
      tx,
      await rankedPageQuery(db, tx, options),
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startedAt: new Date(row.started_at),
    score: Number(row.rank),
  }));
}
