import type { TIntegrationName, TUserMeta } from '@ting/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { integrations, meetings, memberships, organizations, sessions, users } from '../../db/schema';
import type { MemberRow, MembershipRow, OrganizationRow } from '../organizations/organizations.repository';

export type UserRow = typeof users.$inferSelect;

export async function insertUser(
  db: Database,
  values: { email: string; name: string | null; image: string | null; emailVerified: Date | null },
): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('User insert returned no row');
  return user;
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** A signed-in member as one read finds them: their session, user row, membership and organization. */
export type SessionMemberRow = {
  session: { id: string; expires: Date };
  user: UserRow;
  membership: MembershipRow;
  organization: OrganizationRow;
};

const sessionMemberQuery = preparedPerDatabase((db) =>
  db
    .select({
      session: { id: sessions.id, expires: sessions.expires },
      user: users,
      membership: memberships,
      organization: organizations,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(memberships, eq(memberships.userId, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(sessions.sessionToken, sql.placeholder('sessionToken')),
        gt(sessions.expires, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('identity_find_session_member'),
);

/**
 * The member behind a live (unexpired) session cookie, in one query: the session by its token (the
 * Drizzle adapter stores the token as it is, unhashed), with its user, membership and organization. The
 * identity call runs it on every page load, so it joins the organizations module's tables (read only)
 * rather than paying a round trip per table.
 */
export async function findSessionMember(
  db: Database,
  sessionToken: string,
): Promise<SessionMemberRow | undefined> {
  const [row] = await sessionMemberQuery(db).execute({ sessionToken, now: new Date().toISOString() });
  return row;
}

/** What the identity document shows of the member's organization, read in one round trip. */
export type TeamSnapshot = {
  /** Members, ordered by when they joined, each with the meetings they processed this period. */
  members: Array<MemberRow & { processed: number }>;
  /** Everything processed this period, former members' meetings included. */
  organizationProcessed: number;
  /** Connected integrations, by name. */
  integrationNames: TIntegrationName[];
};

// The identity call runs on every page load. Its three organization-wide reads — members (the
// organizations module's tables), connected integrations (the integrations module's rule: status
// `connected`) and meetings counted this period (the usage module's rule: `counted_at` from the
// period's start) — go in one statement; the organization-wide subqueries run once (they depend on
// the parameters only), the per-member count once per member.
const teamSnapshotQuery = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      membership: memberships,
      processed: sql<number>`(select count(*)::int from ${meetings} where ${meetings.organizationId} = ${sql.placeholder('organizationId')} and ${meetings.ownerUserId} = ${users.id} and ${meetings.countedAt} >= ${sql.placeholder('since')})`,
      organizationProcessed: sql<number>`(select count(*)::int from ${meetings} where ${meetings.organizationId} = ${sql.placeholder('organizationId')} and ${meetings.countedAt} >= ${sql.placeholder('since')})`,
      integrationNames: sql<
        string[]
      >`(select coalesce(array_agg(${integrations.provider}::text order by ${integrations.provider}), '{}'::text[]) from ${integrations} where ${integrations.organizationId} = ${sql.placeholder('organizationId')} and ${integrations.status} = 'connected')`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, sql.placeholder('organizationId')))
    .orderBy(memberships.createdAt, users.email)
    .prepare('identity_team_snapshot'),
);

export async function findTeamSnapshot(
  db: Database,
  options: { organizationId: string; since: Date },
): Promise<TeamSnapshot> {
  const rows = await teamSnapshotQuery(db).execute({
    organizationId: options.organizationId,
    since: options.since.toISOString(),
  });
  return {
    members: rows.map((row) => ({ user: row.user, membership: row.membership, processed: row.processed })),
    organizationProcessed: rows[0]?.organizationProcessed ?? 0,
    integrationNames: (rows[0]?.integrationNames ?? []) as TIntegrationName[],
  };
}

/** Slides a session's expiry forward, as Auth.js does when a session is used. */
export async function updateSessionExpiry(
  db: Database,
  options: { sessionId: string; expires: Date },
): Promise<void> {
  await db.update(sessions).set({ expires: options.expires }).where(eq(sessions.id, options.sessionId));
}

/**
 * A session by the id access tokens carry (expired or not: the caller compares `expires`), with the
 * organization its user belongs to now (null when none).
 */
export async function findSessionById(
  db: Database,
  sessionId: string,
): Promise<{ userId: string; organizationId: string | null; expires: Date } | undefined> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      organizationId: memberships.organizationId,
      expires: sessions.expires,
    })
    .from(sessions)
    .leftJoin(memberships, eq(memberships.userId, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

export async function updateUserMeta(
  db: Database,
  options: { userId: string; meta: TUserMeta },
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ meta: options.meta })
    .where(eq(users.id, options.userId))
    .returning();
  if (!user) throw new Error(`User ${options.userId} vanished during a metadata update`);
  return user;
}

export async function updateHasOnboarded(
  db: Database,
  options: { userId: string; hasOnboarded: boolean },
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ hasOnboarded: options.hasOnboarded })
    .where(eq(users.id, options.userId))
    .returning();
  if (!user) throw new Error(`User ${options.userId} vanished during an onboarding update`);
  return user;
}
