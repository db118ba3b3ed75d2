// Finding meetings by what was said: the meetings list's search (`GET /api/meetings?q=`, through the
// app) and `searchMeetingsByText` (the assistant's search tool) over 10,000 meetings / 2M transcript
// words and 100,000 meetings / 20M words, with summaries. Text is drawn from a vocabulary of ~1,900
// words with a Zipf-like spread (a few words in most meetings, a long tail of rare ones), so queries
// range from a word in most meetings to one in a handful. Runs on PGlite, or on PostgreSQL with
// BENCH_DATABASE_URL. Goals: p95 < 20 ms on PostgreSQL and < 75 ms on PGlite at 2M words, < 50 ms on
// PostgreSQL at 20M words. The 20M-word case runs on PostgreSQL only (seeding it into embedded PGlite
// alone takes longer than the whole bench should).
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import {
  rankedPageQuery,
  withIndexScans,
} from '../apps/server/src/modules/meetings/meeting-search.repository';
import { searchMeetingsByText } from '../apps/server/src/modules/meetings/meeting-text-search';
import { startBenchApp } from './bench-app';
import { participantsOntoMeetings } from './bench-database';
import { measureInTurn, report } from './timing';

const SEGMENTS_PER_MEETING = 4;
const WORDS_PER_SEGMENT = 50;
const PARAGRAPHS = 3_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 5;
const COMPANIES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Cyberdyne',
  'Soylent',
];
const COMMON = `pricing budget renewal contract pilot security review integration onboarding timeline decision
  competitor discount annual seats rollout dashboard reporting forecast pipeline quota procurement legal approval
  migration training support roadmap feature workflow automation analytics customer team quarter meeting call email
  follow proposal demo trial license invoice payment usage data export import api sso compliance audit vendor
  stakeholder champion sponsor blocker risk deadline launch region expansion headcount hiring churn retention upsell
  deal stage close signature redline terms liability indemnity warranty uptime latency outage incident escalation
  ticket backlog sprint release version upgrade install configure permission role admin user account workspace`
  .split(/\s+/)
  .filter(Boolean);
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ten',
  'vor',
  'shi',
  'ban',
  'dex',
  'qui',
  'zel',
  'por',
  'nu',
  'ga',
  'fir',
  'tos',
];

/** The vocabulary, most frequent first: real sales words, then made-up names and terms for the long tail. */
function vocabulary(): string[] {
  const tail: string[] = [];
  for (const a of SYLLABLES)
    for (const b of SYLLABLES)
      for (const c of ['n', 'x', 'ra', 'lo', 'ton', 'ik', 'mar']) tail.push(`${a}${b}${c}`);
  return [...COMMON, ...tail];
}

/** A deterministic generator, so every run searches the same text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Paragraphs of `WORDS_PER_SEGMENT` words, word ranks drawn Zipf-like (rank ∝ u³). */
function paragraphs(words: string[]): string[] {
  const next = random(42);
  return Array.from({ length: PARAGRAPHS }, () =>
    Array.from({ length: WORDS_PER_SEGMENT }, () => words[Math.floor(next() ** 3 * words.length)]).join(' '),
  );
}

/**
 * `BENCH_EXPLAIN=word`: prints the plan of the ranking statement (first page) as the list runs it, to see
 * where the time goes.
 */
async function explain(
  db: Database,
  scope: { organizationId: string; viewerUserId: string },
  query: string,
): Promise<void> {
  const result = (await withIndexScans(db, async (tx) =>
    tx.execute(
      sql`explain (analyze, buffers) ${await rankedPageQuery(db, tx, { ...scope, query, limit: 25, offset: 0 })}`,
    ),
  )) as { rows: Array<Record<string, string>> };
  for (const row of result.rows) console.log(Object.values(row)[0]);
}

async function runCase(meetingCount: number): Promise<void> {
  const bench = await startBenchApp({ role: 'api', inMemory: true });
  const { app, database, principal } = bench;
  const { organizationId } = principal;
  const headers = { authorization: bench.headers.authorization ?? '' };
  try {
    const words = vocabulary();
    const texts = JSON.stringify(paragraphs(words));
    const companies = JSON.stringify(COMPANIES);
    const seedStart = performance.now();
    await database.db.execute(sql`
      insert into meetings (organization_id, owner_user_id, title, source, status, started_at, duration_ms)
      select ${organizationId}::uuid, ${principal.userId},
        (array['Discovery call', 'Pricing review', 'Renewal', 'QBR', 'Security review', 'Demo'])[1 + g % 6]
          || ' — ' || (${companies}::jsonb ->> (g % 10)), 'transcript_upload', 'ready',
        now() - (g || ' minutes')::interval, 1800000
      from generate_series(1, ${meetingCount}) g`);
    const numbered = sql`(select id, organization_id, row_number() over (order by started_at) as n from meetings)`;
    await database.db.execute(sql`
      insert into meeting_participants (meeting_id, organization_id, name, email)
      select id, organization_id, 'Buyer ' || n, 'buyer' || n || '@' || lower(${companies}::jsonb ->> (n % 10)::int) || '.com'
      from ${numbered} m`);
    await database.db.execute(participantsOntoMeetings);
    await database.db.execute(sql`
      insert into transcript_segments (meeting_id, organization_id, seq, start_ms, end_ms, speaker, text)
      select m.id, m.organization_id, s, s * 30000, s * 30000 + 29000, 'Speaker ' || (s % 2),
        ${texts}::jsonb ->> ((m.n * 7 + s * 1009) % ${PARAGRAPHS})::int
      from ${numbered} m, generate_series(0, ${SEGMENTS_PER_MEETING - 1}) s`);
    await database.db.execute(sql`
      insert into meeting_outputs (meeting_id, organization_id, summary_markdown, action_items, engine, summary_prompt, action_items_prompt)
      select id, organization_id, '## Summary' || chr(10) || '- ' || (${texts}::jsonb ->> ((n * 13 + 5) % ${PARAGRAPHS})::int),
        '[]'::jsonb, 'offline', 'p', 'p'
      from ${numbered} m`);
    // What the repository writes as a meeting's transcript and summary arrive, for all of them at once.
    await database.db.execute(sql`
      insert into meeting_search_documents (meeting_id, organization_id, owner_user_id, started_at, team_visible, document, word_pairs)
      select id, organization_id, owner_user_id, started_at, true, document, word_pair_hashes(document)
      from (
        select m.id, m.organization_id, m.owner_user_id, m.started_at,
          setweight(to_tsvector('english', m.title), 'A')
            || setweight(to_tsvector('english', o.summary_markdown), 'B')
            || setweight(to_tsvector('english', t.body), 'C') as document
        from meetings m join meeting_outputs o on o.meeting_id = m.id
        join lateral (
          select string_agg(coalesce(s.speaker, '') || ' ' || s.text, chr(10) order by s.seq) as body
          from transcript_segments s where s.meeting_id = m.id
        ) t on true
      ) documents`);
    // As a database in use would be: statistics and visibility maps (vacuum), and the seeding's
    // writes flushed (a checkpoint during the first query's runs otherwise shows in its p95).
    if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
    if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
    const totalWords = meetingCount * SEGMENTS_PER_MEETING * WORDS_PER_SEGMENT;
    console.log(
      `\n${meetingCount.toLocaleString('en')} meetings, ${totalWords.toLocaleString('en')} transcript words on ${database.kind}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const queries: Array<[string, string]> = [
      ['a word in most meetings', 'pricing'],
      ['two common words', 'security review'],
      ['a mid-frequency word', words[60] ?? 'ticket'],
      ['a rare word', words.at(-40) ?? 'tostosmar'],
      ['a phrase', '"renewal contract"'],
      ['a word as typed (prefix)', 'procur'],
      ['a company in titles', 'Initech'],
      ['a participant email', 'buyer4242@'],
    ];
    const listUrl = (query: string) => `/api/meetings?q=${encodeURIComponent(query)}&page_size=25`;
    if (process.env.BENCH_EXPLAIN)
      await explain(
        database.db,
        { organizationId, viewerUserId: principal.userId },
        process.env.BENCH_EXPLAIN,
      );
    const totals: number[] = [];
    for (const [, query] of queries) {
      const url = listUrl(query);
      const check = await app.inject({ method: 'GET', url, headers });
      if (check.statusCode !== 200) throw new Error(`${url} answered ${check.statusCode}: ${check.body}`);
      totals.push((check.json().data as { total: number }).total);
    }
    // Every query through both paths in turn, round after round: warm-up rounds compile the app's code
    // and fill the caches for all of them, and a slow spell of this shared machine, or a garbage
    // collection, falls on every query alike rather than on whichever was being timed then.
    const figures = await measureInTurn({
      runs: RUNS,
      warmup: WARMUP,
      fns: queries.flatMap(([, query]) => [
        () => app.inject({ method: 'GET', url: listUrl(query), headers }),
        () =>
          searchMeetingsByText(database.db, {
            organizationId,
            viewerUserId: principal.userId,
            query,
            limit: 10,
          }),
      ]),
    });
    const all = { list: [] as number[], fn: [] as number[] };
    for (const [index, [name, query]] of queries.entries()) {
      const [list, fn] = [figures[2 * index], figures[2 * index + 1]];
      if (!list || !fn) continue;
      report({ name: `  list search, ${name} (${JSON.stringify(query)}, ${totals[index]} found)`, ...list });
      report({ name: `  searchMeetingsByText, ${name}`, ...fn });
      all.list.push(list.p95Ms);
      all.fn.push(fn.p95Ms);
    }
    const worst = (values: number[]) => Math.max(...values).toFixed(2);
    const goal = database.kind === 'postgres' ? (meetingCount > 10_000 ? 50 : 20) : 75;
    console.log(
      `worst p95 on ${database.kind} at ${(totalWords / 1e6).toFixed(0)}M words: list ${worst(all.list)} ms, searchMeetingsByText ${worst(all.fn)} ms (goal < ${goal} ms)`,
    );
  } finally {
    await bench.close();
  }
}

const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
/** `BENCH_MEETINGS=10000` runs one size only. */
const sizes = (process.env.BENCH_MEETINGS ?? (onPostgres ? '10000,100000' : '10000')).split(',').map(Number);
for (const size of sizes) await runCase(size);
if (!onPostgres && !process.env.BENCH_MEETINGS) {
  console.log(
    '\n100,000 meetings / 20M words: PostgreSQL only (set BENCH_DATABASE_URL); seeding embedded PGlite takes too long.',
  );
}
