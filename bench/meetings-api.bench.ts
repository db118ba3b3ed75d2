import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { startBenchApp } from './bench-app';
import { participantsOntoMeetings } from './bench-database';
import { measure, report } from './timing';

const MEETINGS = 10_000;
const SEGMENTS_PER_MEETING = 2;
const WORDS_PER_SEGMENT = 100;
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
const VOCABULARY =
  'pricing budget renewal contract pilot security review integration onboarding timeline decision competitor discount annual seats rollout dashboard reporting forecast pipeline quota procurement legal approval migration training support roadmap feature workflow automation analytics'.split(
    ' ',
  );

function paragraph(seed: number): string {
  const words: string[] = [];
  for (let index = 0; index < WORDS_PER_SEGMENT; index += 1) {
    words.push(VOCABULARY[(seed * 31 + index * 7 + (index % 5) * seed) % VOCABULARY.length] ?? 'meeting');
  }
  return `${words.join(' ')}.`;
}

const bench = await startBenchApp({ role: 'api', inMemory: true });
const { app, database, principal } = bench;
const headers = { authorization: bench.headers.authorization ?? '' };

try {
  const companiesJson = JSON.stringify(COMPANIES);
  const seedStart = performance.now();
  await database.db.execute(sql`
    insert into meetings (organization_id, owner_user_id, title, source, status, started_at, duration_ms, counted_at)
    select ${principal.organizationId}::uuid, ${principal.userId}, 'Call ' || g || ' — ' || (${companiesJson}::jsonb ->> (g % ${COMPANIES.length})::int),
      'transcript_upload', 'ready', now() - (g || ' minutes')::interval, 1800000, null
    from generate_series(1, ${MEETINGS}) g`);
  await database.db.execute(sql`
    insert into meeting_participants (meeting_id, organization_id, name, email)
    select id, organization_id, 'Buyer ' || n, 'buyer' || n || '@' || lower(${companiesJson}::jsonb ->> (n % ${COMPANIES.length})::int) || '.com'
    from (select id, organization_id, row_number() over (order by started_at) as n from meetings) numbered`);
  await database.db.execute(participantsOntoMeetings);
  const paragraphs = Array.from({ length: 50 }, (_, index) => paragraph(index + 1));
  await database.db.execute(sql`
    insert into transcript_segments (meeting_id, organization_id, seq, start_ms, end_ms, speaker, text)
    select m.id, m.organization_id, s, s * 60000, s * 60000 + 59000, 'Speaker ' || s,
      (${JSON.stringify(paragraphs)}::jsonb ->> ((m.n * 3 + s) % 50)::int)
    from (select id, organization_id, row_number() over () as n from meetings) m, generate_series(0, ${SEGMENTS_PER_MEETING - 1}) s`);
  const words = MEETINGS * SEGMENTS_PER_MEETING * WORDS_PER_SEGMENT;
  console.log(
    `seeded ${MEETINGS.toLocaleString('en')} meetings and ${words.toLocaleString('en')} transcript words on ${database.kind} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const bare = Fastify();
  bare.get('/baseline', async () => ({ data: { ok: true } }));
  await bare.ready();
  const baseline = await measure({
    runs: 200,
    warmup: 20,
    fn: () => bare.inject({ method: 'GET', url: '/baseline' }),
  });
  report({ name: 'baseline: bare Fastify handler (inject)', ...baseline });

  const cases: Array<[string, string]> = [
    ['list, first page of 25', '/api/meetings?page=1&page_size=25'],
    ['list, page 200', '/api/meetings?page=200&page_size=25'],
    ['search by meeting name', '/api/meetings?q=Initech&page_size=25'],
    ['search by participant email', '/api/meetings?q=buyer4242@&page_size=25'],
    ['full-text transcript search', '/api/transcripts/search?q=security%20review%20pricing&limit=20'],
  ];
  for (const [name, url] of cases) {
    const check = await app.inject({ method: 'GET', url, headers });
    if (check.statusCode !== 200) throw new Error(`${url} answered ${check.statusCode}: ${check.body}`);
    const timing = await measure({ runs: 30, fn: () => app.inject({ method: 'GET', url, headers }) });
    report({ name, ...timing, baselineMs: baseline.medianMs });
  }
} finally {
  await bench.close();
}
