import type { TUserMeta } from '@ting/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

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

/** A live (unexpired) database session by its cookie's token: its id and user, if any. */
export async function findLiveSessionByToken(
  db: Database,
  sessionToken: string,
): Promise<{ sessionId: string; userId: string } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.sessionToken, sessionToken), gt(sessions.expires, new Date())))
    .limit(1);
  return row;
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
