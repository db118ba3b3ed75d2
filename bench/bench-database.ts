import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/** A fresh PostgreSQL database for one bench run when BENCH_DATABASE_URL is set; none (PGlite) otherwise. */
export async function databaseUrlForRun(): Promise<{ url?: string; drop?: () => Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return {};
  const name = `ting_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Copies the participants that a bench seeded as `meeting_participants` rows onto their meetings, where
 * lists read them (the app's `insertMeeting` writes both).
 */
export const participantsOntoMeetings = sql`
  update meetings m set participants = p.participants
  from (
    select meeting_id, json_agg(json_build_object('name', name, 'email', email)) as participants
    from meeting_participants group by meeting_id
  ) p
  where p.meeting_id = m.id`;
