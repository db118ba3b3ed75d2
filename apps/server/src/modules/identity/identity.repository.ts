import type { TIntegrationName, TUserMeta } from '@ting/contracts';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  deletedMeetingCounts,
  integrations,
  meetings,
  memberships,
  organizations,
  sessions,
  users,
} from '../../db/schema';
import type { MembershipRow, OrganizationRow } from '../organizations/organizations.repository';

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

/** The session by its token, unexpired, with its user, membership and organization, plus `extra` columns. */
function sessionMemberSelect<Extra extends Record<string, SQL.Aliased | SQL>>(db: Database, extra: Extra) {
  return db
    .select({
      session: { id: sessions.id, expires: sessions.expires },
      user: users,
      membership: memberships,
      organization: organizations,
      ...extra,
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
    .limit(1);
}

const sessionMemberQuery = preparedPerDatabase((db) =>
  sessionMemberSelect(db, {}).prepare('identity_find_session_member'),
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

/** A member of the team as the identity document shows them: what `toUserDto` reads of each. */
export type TeamMemberRow = {
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'image' | 'meta' | 'hasOnboarded'>;
  membership: Pick<MembershipRow, 'role' | 'hasSeat' | 'isPayer'>;
};

/** What the identity document shows of the member's organization. */
export type TeamSnapshot = {
  /** Members, ordered by when they joined. */
  members: TeamMemberRow[];
  /** Meetings counted this period, by owner (former members' included). */
  processedByOwner: Record<string, number>;
  /** Connected integrations the member works with (the organization's, and their own), by name. */
  integrationNames: TIntegrationName[];
};

// The outer query has memberships and users of its own. (An alias in an sql template renders as its
// name only, so the from clause names the tables.)
const TEAM_MEMBERSHIP = 'team_membership';
const TEAM_USER = 'team_user';
const teamMembership = alias(memberships, TEAM_MEMBERSHIP);
const teamUser = alias(users, TEAM_USER);

/**
 * The team of the organization in `organizationId` (a column of the outer query) as one JSON value:
 * its members (the organizations module's tables), the meetings counted this period by owner (the
 * usage module's rule: `counted_at` from the period's start, one pass grouped by owner) and the
 * connected integrations the member `userId` works with (the integrations module's rule: status
 * `connected`, the organization's and their own, never another member's).
 */
const teamSnapshotJson = (
  organizationId: AnyPgColumn,
  userId: AnyPgColumn,
) => sql<TeamSnapshot>`json_build_object(
  'members', coalesce((
    select json_agg(json_build_object(
      'user', json_build_object('id', ${teamUser.id}, 'name', ${teamUser.name}, 'email', ${teamUser.email},
        'image', ${teamUser.image}, 'meta', ${teamUser.meta}, 'hasOnboarded', ${teamUser.hasOnboarded}),
      'membership', json_build_object('role', ${teamMembership.role}, 'hasSeat', ${teamMembership.hasSeat},
        'isPayer', ${teamMembership.isPayer})
    ) order by ${teamMembership.createdAt}, ${teamUser.email})
    from ${memberships} ${sql.identifier(TEAM_MEMBERSHIP)} join ${users} ${sql.identifier(TEAM_USER)}
      on ${teamUser.id} = ${teamMembership.userId}
    where ${teamMembership.organizationId} = ${organizationId}
  ), '[]'::json),
  'processedByOwner', (
    select coalesce(json_object_agg(counted.owner, counted.meetings), '{}'::json)
    from (
      select owner, count(*)::int as meetings from (
        select ${meetings.ownerUserId} as owner from ${meetings}
        where ${meetings.organizationId} = ${organizationId} and ${meetings.countedAt} >= ${sql.placeholder('since')}
        union all
        select ${deletedMeetingCounts.ownerUserId} from ${deletedMeetingCounts}
        where ${deletedMeetingCounts.organizationId} = ${organizationId}
          and ${deletedMeetingCounts.countedAt} >= ${sql.placeholder('since')}
      ) used
      where owner is not null
      group by owner
    ) counted
  ),
  'integrationNames', (
    select coalesce(json_agg(${integrations.provider} order by ${integrations.provider}), '[]'::json)
    from ${integrations}
    where ${integrations.organizationId} = ${organizationId} and ${integrations.status} = 'connected'
      and (${integrations.userId} is null or ${integrations.userId} = ${userId})
  )
)`;

const sessionIdentityQuery = preparedPerDatabase((db) =>
  sessionMemberSelect(db, { team: teamSnapshotJson(organizations.id, users.id) }).prepare(
    'identity_find_session_member_and_team',
  ),
);

/**
 * `findSessionMember` with the member's team (`TeamSnapshot`), in one statement: what the identity
 * call, made on every page load, reads.
 */
export async function findSessionMemberAndTeam(
  db: Database,
  options: { sessionToken: string; since: Date },
): Promise<(SessionMemberRow & { team: TeamSnapshot }) | undefined> {
  const [row] = await sessionIdentityQuery(db).execute({
    sessionToken: options.sessionToken,
    now: new Date().toISOString(),
    since: options.since.toISOString(),
  });
  return row;
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
