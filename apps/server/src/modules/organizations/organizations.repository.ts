import type { TCrmAcceptance, TCrmWriteModes, TMeetingVisibility } from '@ting/contracts';
import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { crmWrites, memberships, organizations, users } from '../../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MemberRow = { user: typeof users.$inferSelect; membership: MembershipRow };

/** The role that makes a membership its organization's admin (`is_admin` in the identity). */
export const ADMIN_ROLE = 'owner' satisfies MembershipRow['role'];

/** Creates a free organization with `userId` as its owner and payer. Pass a transaction to make it atomic. */
export async function insertOrganizationWithOwner(
  db: Database,
  options: { userId: string; name: string },
): Promise<OrganizationRow> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: options.name, plan: 'free' })
    .returning();
  if (!organization) throw new Error('Organization insert returned no row');
  await db.insert(memberships).values({
    organizationId: organization.id,
    userId: options.userId,
    role: ADMIN_ROLE,
    isPayer: true,
  });
  return organization;
}

export async function findOrganizationById(db: Database, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

export async function findMembershipByUserId(
  db: Database,
  userId: string,
): Promise<{ membership: MembershipRow; organization: OrganizationRow } | undefined> {
  const [row] = await db
    .select({ membership: memberships, organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row;
}

/**
 * The user's membership, locked until the transaction ends (`FOR SHARE`): a move to another organization
 * (which deletes it) waits, so what the caller checked still holds when it commits.
 */
export async function lockMembershipByUserId(
  tx: Database,
  userId: string,
): Promise<{ membership: MembershipRow; organization: OrganizationRow } | undefined> {
  const [row] = await tx
    .select({ membership: memberships, organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .for('share', { of: memberships })
    .limit(1);
  return row;
}

// Every identity call lists the members: prepared, so it is neither rebuilt nor replanned each time.
const membersQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, sql.placeholder('organizationId')))
    .orderBy(memberships.createdAt, users.email)
    .prepare('organizations_list_members'),
);

/** The organization's members, ordered by when they joined. */
export async function listMembers(db: Database, organizationId: string): Promise<MemberRow[]> {
  return membersQuery(db).execute({ organizationId });
}

/** The organization's CRM write mode per kind, or undefined for an unknown organization. */
export async function findCrmWriteModes(
  db: Database,
  organizationId: string,
): Promise<TCrmWriteModes | undefined> {
  const [row] = await db
    .select({
      meeting: organizations.crmWriteMode,
      task: organizations.crmTaskWriteMode,
      property: organizations.crmPropertyWriteMode,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** Sets the given kinds' modes; the others stay. */
export async function updateCrmWriteModes(
  db: Database,
  options: { organizationId: string; modes: Partial<TCrmWriteModes> },
): Promise<void> {
  const { meeting, task, property } = options.modes;
  await db
    .update(organizations)
    .set({ crmWriteMode: meeting, crmTaskWriteMode: task, crmPropertyWriteMode: property })
    .where(eq(organizations.id, options.organizationId));
}

/**
 * Of the tasks and property updates people decided on in review (the crm-sync module's writes, read
 * here as a read model, as the fields' own shares are), how many were approved unchanged; null for
 * a kind without decisions.
 */
export async function findCrmKindAcceptance(
  db: Database,
  organizationId: string,
): Promise<Record<'task' | 'property', TCrmAcceptance | null>> {
  const rows = await db
    .select({
      kind: crmWrites.kind,
      decided: count(),
      acceptedUnchanged: sql<number>`count(*) filter (where ${crmWrites.decision} = 'approved' and not ${crmWrites.edited})`,
    })
    .from(crmWrites)
    .where(
      and(
        eq(crmWrites.organizationId, organizationId),
        inArray(crmWrites.kind, ['task', 'property']),
        isNotNull(crmWrites.decision),
      ),
    )
    .groupBy(crmWrites.kind);
  const of = (kind: 'task' | 'property') => {
    const row = rows.find((item) => item.kind === kind);
    return row ? { decided: Number(row.decided), accepted_unchanged: Number(row.acceptedUnchanged) } : null;
  };
  return { task: of('task'), property: of('property') };
}

/** Whether the organization's new meetings start private (false for an unknown organization). */
export async function findNewMeetingsPrivate(db: Database, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ isPrivate: organizations.newMeetingsPrivate })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.isPrivate ?? false;
}

export async function updateNewMeetingsPrivate(
  db: Database,
  options: { organizationId: string; isPrivate: boolean },
): Promise<void> {
  await db
    .update(organizations)
    .set({ newMeetingsPrivate: options.isPrivate })
    .where(eq(organizations.id, options.organizationId));
}

/**
 * A new meeting's visibility, read from its organization's default in the statement that writes the
 * meeting (so a meeting made while the admin changes it takes one setting or the other, never none).
 */
export const newMeetingVisibility = (organizationId: string): SQL<TMeetingVisibility> =>
  sql<TMeetingVisibility>`(select case when ${organizations.newMeetingsPrivate} then 'private' else 'team' end::meeting_visibility
    from ${organizations} where ${organizations.id} = ${organizationId})`;

/**
 * Locks the organizations' rows until the transaction ends, in one order (by id) so two transactions
 * locking the same pair cannot deadlock. Every move between organizations takes both locks first, so
 * of two at once touching one organization, the second sees what the first did.
 */
export async function lockOrganizations(tx: Database, organizationIds: string[]): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.id, organizationIds))
    .orderBy(organizations.id)
    .for('update');
}

/** Gives a member of the organization a role; false when the user is not one of its members. */
export async function setMemberRole(
  tx: Database,
  options: { organizationId: string; userId: string; role: MembershipRow['role'] },
): Promise<boolean> {
  const rows = await tx
    .update(memberships)
    .set({ role: options.role })
    .where(
      and(eq(memberships.organizationId, options.organizationId), eq(memberships.userId, options.userId)),
    )
    .returning({ id: memberships.id });
  return rows.length === 1;
}

/** Renames the organization; its id and name as stored. */
export async function renameOrganization(
  db: Database,
  options: { organizationId: string; name: string },
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ name: options.name })
    .where(eq(organizations.id, options.organizationId))
    .returning({ id: organizations.id, name: organizations.name });
  return row;
}
