import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, TEST_DB_KIND } from './test-database';

const MIGRATIONS = path.join(import.meta.dirname, '..', 'src', 'db', 'migrations');
/** The migration that made Google Calendar a connection per member. */
const PER_MEMBER = '0023_calendar_per_member';

type Journal = { entries: Array<{ idx: number; tag: string }> };

/** A copy of the migrations folder that stops just before `tag`: the database as it was before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ting-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

type Engine = {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

async function openEngine(): Promise<Engine> {
  if (TEST_DB_KIND === 'pglite') {
    const pglite = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite(pglite);
    return {
      query: (text, params) => pglite.query(text, params),
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => pglite.close(),
    };
  }
  const empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
  const pool = new pg.Pool({ connectionString: empty.url });
  const db = drizzlePg(pool);
  return {
    query: (text, params) => pool.query(text, params),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await empty.drop();
    },
  };
}

/**
 * Migration 0023 on a database of the old shape (one Google Calendar per organization): the connection,
 * its events and sync state stay with the member who connected it; a connection nobody known made is dropped.
 */
describe(`migration ${PER_MEMBER}: existing calendars stay with the member who connected them`, () => {
  let engine: Engine;
  let before: string;

  beforeAll(async () => {
    engine = await openEngine();
    before = await migrationsBefore(PER_MEMBER);
    await engine.migrate(before);
  });
  afterAll(async () => {
    await engine?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('backfills the owner from connected_by_user_id and drops calendars of no known member', async () => {
    const q = (text: string, params?: unknown[]) => engine.query(text, params);
    await q(`insert into users (id, email, name) values
      ('u-admin', 'admin@kept.test', 'Admin'), ('u-rep', 'rep@kept.test', 'Rep'),
      ('u-moved', 'moved@elsewhere.test', 'Moved')`);
    const [kept, orphan, moved, elsewhere] = ['Kept', 'Orphan', 'Moved away', 'Elsewhere'];
    const org = async (name: string) =>
      String((await q('insert into organizations (name) values ($1) returning id', [name])).rows[0]?.id);
    const keptId = await org(kept);
    const orphanId = await org(orphan);
    const movedId = await org(moved);
    const elsewhereId = await org(elsewhere);
    await q(
      `insert into memberships (organization_id, user_id, role) values
      ($1, 'u-admin', 'owner'), ($1, 'u-rep', 'member'), ($2, 'u-moved', 'owner')`,
      [keptId, elsewhereId],
    );
    const connect = (organizationId: string, provider: string, by: string | null) =>
      q(
        `insert into integrations (organization_id, provider, connected_by_user_id, access_token_encrypted)
         values ($1, $2, $3, 'sealed')`,
        [organizationId, provider, by],
      );
    await connect(keptId, 'google_calendar', 'u-admin');
    await connect(keptId, 'hubspot', 'u-admin');
    // Its maker's account is gone (set null), and one whose maker has since joined another organization.
    await connect(orphanId, 'google_calendar', null);
    await connect(movedId, 'google_calendar', 'u-moved');
    const event = (organizationId: string, externalId: string) =>
      q(
        `insert into calendar_events (organization_id, external_id, title, starts_at, ends_at)
         values ($1, $2, 'Demo', now() + interval '1 day', now() + interval '1 day 1 hour')`,
        [organizationId, externalId],
      );
    for (const organizationId of [keptId, orphanId, movedId]) {
      await event(organizationId, 'evt-1');
      await event(organizationId, 'evt-2');
      await q(`insert into calendar_sync_states (organization_id, sync_token) values ($1, 'token')`, [
        organizationId,
      ]);
    }
    // The rep had sent the notetaker to a meeting of the organization's calendar: it stays his.
    const meetingId = String(
      (
        await q(
          `insert into meetings (organization_id, owner_user_id, title, source, started_at)
           values ($1, 'u-rep', 'Demo', 'bot', now()) returning id`,
          [keptId],
        )
      ).rows[0]?.id,
    );
    await q(
      `insert into recorder_bots (organization_id, meeting_id, calendar_event_external_id, external_bot_id, meeting_url, join_at)
       values ($1, $2, 'evt-1', 'bot-1', 'https://meet.google.com/abc', now())`,
      [keptId, meetingId],
    );

    await engine.migrate(MIGRATIONS);

    const rows = async (text: string) => (await q(text)).rows;
    expect(
      await rows(
        'select organization_id, provider, user_id from integrations order by provider, organization_id',
      ),
    ).toEqual([
      { organization_id: keptId, provider: 'google_calendar', user_id: 'u-admin' },
      { organization_id: keptId, provider: 'hubspot', user_id: null },
    ]);
    expect(
      await rows('select organization_id, user_id, external_id from calendar_events order by external_id'),
    ).toEqual([
      { organization_id: keptId, user_id: 'u-admin', external_id: 'evt-1' },
      { organization_id: keptId, user_id: 'u-admin', external_id: 'evt-2' },
    ]);
    expect(await rows('select organization_id, user_id, sync_token from calendar_sync_states')).toEqual([
      { organization_id: keptId, user_id: 'u-admin', sync_token: 'token' },
    ]);
    expect(await rows('select user_id, calendar_event_external_id from recorder_bots')).toEqual([
      { user_id: 'u-rep', calendar_event_external_id: 'evt-1' },
    ]);

    // The new shape holds: a member's calendar per member, never an event or sync state without one.
    await expect(
      q(
        `insert into calendar_events (organization_id, external_id, title, starts_at, ends_at)
         values ($1, 'evt-3', 'x', now(), now())`,
        [keptId],
      ),
    ).rejects.toThrow();
    await q(
      `insert into integrations (organization_id, provider, user_id, connected_by_user_id, access_token_encrypted)
       values ($1, 'google_calendar', 'u-rep', 'u-rep', 'sealed')`,
      [keptId],
    );
    await expect(
      q(
        `insert into integrations (organization_id, provider, user_id, connected_by_user_id, access_token_encrypted)
         values ($1, 'google_calendar', 'u-rep', 'u-rep', 'sealed')`,
        [keptId],
      ),
    ).rejects.toThrow();
    await expect(
      q(
        `insert into integrations (organization_id, provider, connected_by_user_id, access_token_encrypted)
         values ($1, 'hubspot', 'u-rep', 'sealed')`,
        [keptId],
      ),
    ).rejects.toThrow();
  });
});
