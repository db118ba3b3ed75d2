import type { TUserMeta } from '@ting/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { memberships, organizations, sessions, users } from '../../db/schema';
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

/** Slides a session's expiry forward, as Auth.js does when a session is used. */
export async function updateSessionExpiry(
  db: Database,
  options: { sessionId: string; expires: Date },
): Promise<void> {
  await db.update(sessions).set({ expires: options.expires }).where(eq(sessions.id, options.sessionId));
}

/** A session by the id access tokens carry (expired or not: the caller compares `expires`). */
export async function findSessionById(
  db: Database,
  sessionId: string,
): Promise<{ userId: string; expires: Date } | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, expires: sessions.expires })
    .from(sessions)
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
