import { and, count, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { integrations, invitations, meetings, memberships, organizations, users } from '../../db/schema';
import { ADMIN_ROLE } from '../organizations/organizations.repository';

export type InvitationRow = typeof invitations.$inferSelect;

/** An invitation with the name its inviter goes by (null once the inviter's account is gone). */
export type InvitationWithInviterRow = {
  invitation: InvitationRow;
  inviter: { name: string | null; email: string } | null;
};

/** An invitation found by its token, with what the /invite page shows of its organization. */
export type InvitationByTokenRow = InvitationWithInviterRow & {
  organization: { id: string; name: string };
  /** Whether its inviter is an admin of its organization now: a link dies with its inviter's rights. */
  isInviterAdmin: boolean;
};

const inviterColumns = { name: users.name, email: users.email };

/** The inviter's membership, when it makes them an admin of the invitation's organization now. */
const inviterAdmin = alias(memberships, 'inviter_admin');
const inviterAdminJoin = and(
  eq(inviterAdmin.userId, invitations.invitedByUserId),
  eq(inviterAdmin.organizationId, invitations.organizationId),
  eq(inviterAdmin.role, ADMIN_ROLE),
);

/** Still usable: neither accepted nor revoked, and not expired at `now`. */
const isPending = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

/** The name and email a user goes by, e.g. as the inviter of a new invitation. */
export async function findUserContact(
  db: Database,
  userId: string,
): Promise<{ name: string | null; email: string } | undefined> {
  const [row] = await db.select(inviterColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Whether someone with this email (compared without case) is a member of the organization. */
export async function isMemberByEmail(
  db: Database,
  options: { organizationId: string; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, options.organizationId),
        eq(sql`lower(${users.email})`, options.email.toLowerCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Revokes the organization's pending invitations to `email`, so only the newest link works. */
export async function revokePendingForEmail(
  db: Database,
  options: { organizationId: string; email: string; now: Date },
): Promise<number> {
  // Two invitations to one address created at once take turns (until the transaction ends), so the
  // second revokes the first and one live link remains.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`invitation:${options.organizationId}:${options.email}`}, 0))`,
  );
  const rows = await db
    .update(invitations)
    .set({ revokedAt: options.now, mailTokenCiphertext: null })
    .where(
      and(
        eq(invitations.organizationId, options.organizationId),
        eq(invitations.email, options.email),
        isPending(options.now),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length;
}

export async function insertInvitation(
  db: Database,
  values: {
    organizationId: string;
    email: string;
    tokenHash: string;
    invitedByUserId: string;
    createdAt: Date;
    expiresAt: Date;
    mailTokenCiphertext: string | null;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('Invitation insert returned no row');
  return row;
}

/** The organization's pending invitations whose inviter is still its admin (the others no longer work), newest first. */
export async function listPendingInvitations(
  db: Database,
  options: { organizationId: string; now: Date },
): Promise<InvitationWithInviterRow[]> {
  return db
    .select({ invitation: invitations, inviter: inviterColumns })
    .from(invitations)
    .innerJoin(inviterAdmin, inviterAdminJoin)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(and(eq(invitations.organizationId, options.organizationId), isPending(options.now)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** One of the organization's invitations; another organization's id finds nothing. */
export async function findInvitation(
  db: Database,
  options: { organizationId: string; invitationId: string },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.id, options.invitationId), eq(invitations.organizationId, options.organizationId)),
    )
    .limit(1);
  return row;
}

/** Revokes one of the organization's invitations unless it was accepted; revoking twice is harmless. */
export async function revokeInvitation(
  db: Database,
  options: { organizationId: string; invitationId: string; now: Date },
): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: options.now, mailTokenCiphertext: null })
    .where(
      and(
        eq(invitations.id, options.invitationId),
        eq(invitations.organizationId, options.organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

/** The invitation behind a token (by its hash), whichever organization it belongs to: the token is the grant. */
export async function findInvitationByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<InvitationByTokenRow | undefined> {
  const [row] = await db
    .select({
      invitation: invitations,
      inviter: inviterColumns,
      organization: { id: organizations.id, name: organizations.name },
      isInviterAdmin: isNotNull(inviterAdmin.id).mapWith(Boolean),
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviterAdmin, inviterAdminJoin)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks the invitation used by `userId`, only if it is still pending at `now`. One statement, so of two
 * accepts at once exactly one finds the row still pending; false for the other.
 */
export async function markInvitationAccepted(
  db: Database,
  options: { invitationId: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: options.now, acceptedByUserId: options.userId, mailTokenCiphertext: null })
    .where(and(eq(invitations.id, options.invitationId), isPending(options.now)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function countMembers(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  return row?.total ?? 0;
}

export async function countOrganizationMeetings(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(meetings)
    .where(eq(meetings.organizationId, organizationId));
  return row?.total ?? 0;
}

/**
 * Moves the user from `fromOrganizationId` to `toOrganizationId` as a plain member (no seat, not the payer).
 * False when their membership is no longer the one expected (it changed meanwhile): nothing is inserted.
 */
export async function moveMembership(
  db: Database,
  options: { userId: string; fromOrganizationId: string; toOrganizationId: string },
): Promise<boolean> {
  await db
    .delete(memberships)
    .where(
      and(eq(memberships.userId, options.userId), eq(memberships.organizationId, options.fromOrganizationId)),
    );
  // One membership per user: if another move got there first, this inserts nothing.
  const inserted = await db
    .insert(memberships)
    .values({
      organizationId: options.toOrganizationId,
      userId: options.userId,
      role: 'member',
      hasSeat: false,
      isPayer: false,
    })
    .onConflictDoNothing({ target: memberships.userId })
    .returning({ id: memberships.id });
  return inserted.length === 1;
}

/** Who else is in the organization: its other members, and how many of them are admins. */
export async function countOtherMembers(
  db: Database,
  options: { organizationId: string; userId: string },
): Promise<{ members: number; admins: number }> {
  const [row] = await db
    .select({
      members: count(),
      admins: sql<number>`count(*) filter (where ${memberships.role} = ${ADMIN_ROLE})`.mapWith(Number),
    })
    .from(memberships)
    .where(
      and(eq(memberships.organizationId, options.organizationId), ne(memberships.userId, options.userId)),
    );
  return { members: row?.members ?? 0, admins: row?.admins ?? 0 };
}

/**
 * The organization's connected (or needing reconnection) integrations that would stay behind when
 * `leavingUserId` leaves, by name: the leaving member's own connections (their calendar) go with them.
 */
export async function listIntegrationNames(
  db: Database,
  options: { organizationId: string; leavingUserId: string },
) {
  const rows = await db
    .select({ provider: integrations.provider })
    .from(integrations)
    .where(
      and(
        eq(integrations.organizationId, options.organizationId),
        or(isNull(integrations.userId), ne(integrations.userId, options.leavingUserId)),
      ),
    )
    .orderBy(integrations.provider);
  return [...new Set(rows.map((row) => row.provider))];
}

/** Revokes the pending invitations the user sent for the organization (they are leaving it). */
export async function revokePendingByInviter(
  db: Database,
  options: { organizationId: string; userId: string; now: Date },
): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: options.now, mailTokenCiphertext: null })
    .where(
      and(
        eq(invitations.organizationId, options.organizationId),
        eq(invitations.invitedByUserId, options.userId),
        isPending(options.now),
      ),
    );
}

/** What the invitation's mail says, claimed for sending. */
export type ClaimedInvitationMail = {
  invitationId: string;
  email: string;
  tokenCiphertext: string;
  expiresAt: Date;
  organizationName: string;
  inviter: { name: string | null; email: string } | null;
};

/**
 * Claims the invitation's mail for sending: one conditional update sets `mailed_at`, so of two runs of the
 * mail job only one gets the row. Nothing when it was claimed already, needs no mail, or stopped being pending.
 */
export async function claimInvitationMail(
  db: Database,
  options: { invitationId: string; now: Date },
): Promise<ClaimedInvitationMail | undefined> {
  const [claimed] = await db
    .update(invitations)
    .set({ mailedAt: options.now })
    .where(
      and(
        eq(invitations.id, options.invitationId),
        isNull(invitations.mailedAt),
        isNotNull(invitations.mailTokenCiphertext),
        isPending(options.now),
      ),
    )
    .returning();
  if (!claimed?.mailTokenCiphertext) return undefined;
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, claimed.organizationId))
    .limit(1);
  if (!organization) return undefined;
  const inviter = claimed.invitedByUserId ? await findUserContact(db, claimed.invitedByUserId) : undefined;
  return {
    invitationId: claimed.id,
    email: claimed.email,
    tokenCiphertext: claimed.mailTokenCiphertext,
    expiresAt: claimed.expiresAt,
    organizationName: organization.name,
    inviter: inviter ?? null,
  };
}

/** The mail went out: the encrypted token is no longer needed. */
export async function finishInvitationMail(db: Database, invitationId: string): Promise<void> {
  await db.update(invitations).set({ mailTokenCiphertext: null }).where(eq(invitations.id, invitationId));
}

/** Sending failed: give the claim back so the job's retry can send it. */
export async function releaseInvitationMail(db: Database, invitationId: string): Promise<void> {
  await db.update(invitations).set({ mailedAt: null }).where(eq(invitations.id, invitationId));
}
