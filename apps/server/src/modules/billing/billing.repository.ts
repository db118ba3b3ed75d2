import type { TBillingStatus, TPlanId } from '@ting/contracts';
import { and, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, organizations } from '../../db/schema';

export type OrganizationBillingRow = typeof organizations.$inferSelect;

/** The organization, locked until the transaction ends (seat changes and syncs take turns). */
export async function lockOrganization(
  tx: Database,
  organizationId: string,
): Promise<OrganizationBillingRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update')
    .limit(1);
  return row;
}

export async function findOrganizationByCustomer(
  db: Database,
  customerId: string,
): Promise<OrganizationBillingRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.stripeCustomerId, customerId))
    .limit(1);
  return row;
}

/** Stores the customer once: a concurrent request that stored one first wins, and its id is returned. */
export async function storeCustomerId(
  db: Database,
  options: { organizationId: string; customerId: string },
): Promise<string> {
  await db
    .update(organizations)
    .set({ stripeCustomerId: options.customerId })
    .where(and(eq(organizations.id, options.organizationId), isNull(organizations.stripeCustomerId)));
  const [row] = await db
    .select({ customerId: organizations.stripeCustomerId })
    .from(organizations)
    .where(eq(organizations.id, options.organizationId));
  return row?.customerId ?? options.customerId;
}

export type BillingUpdate = {
  plan: TPlanId;
  seats: number;
  billingStatus: TBillingStatus;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * Applies what Stripe said at `readAt`, unless a later read was applied already (two syncs racing:
 * the newer state wins). Returns whether it was applied.
 */
export async function applyBilling(
  tx: Database,
  options: { organizationId: string; readAt: Date; values: BillingUpdate },
): Promise<boolean> {
  const rows = await tx
    .update(organizations)
    .set({ ...options.values, billingSyncedAt: options.readAt })
    .where(
      and(
        eq(organizations.id, options.organizationId),
        or(isNull(organizations.billingSyncedAt), lte(organizations.billingSyncedAt, options.readAt)),
      ),
    )
    .returning({ id: organizations.id });
  return rows.length > 0;
}

export async function countSeated(tx: Database, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ seated: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.hasSeat, true)));
  return row?.seated ?? 0;
}

export async function findMember(
  tx: Database,
  options: { organizationId: string; userId: string },
): Promise<typeof memberships.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(
      and(eq(memberships.organizationId, options.organizationId), eq(memberships.userId, options.userId)),
    )
    .limit(1);
  return row;
}

export async function setSeat(
  tx: Database,
  options: { organizationId: string; userId: string; hasSeat: boolean },
): Promise<void> {
  await tx
    .update(memberships)
    .set({ hasSeat: options.hasSeat })
    .where(
      and(eq(memberships.organizationId, options.organizationId), eq(memberships.userId, options.userId)),
    );
}

/** The payer is the member who subscribed: they hold a seat, and nobody else pays. */
export async function setPayer(tx: Database, options: { organizationId: string; userId: string }) {
  await tx
    .update(memberships)
    .set({
      isPayer: sql`${memberships.userId} = ${options.userId}`,
      hasSeat: sql`${memberships.hasSeat} or ${memberships.userId} = ${options.userId}`,
    })
    .where(eq(memberships.organizationId, options.organizationId));
}

/**
 * Gives the free seats of a purchase to members without one, oldest membership first (the payer holds
 * theirs already), until `seats` are held. Runs with the organization locked.
 */
export async function fillSeats(tx: Database, options: { organizationId: string; seats: number }) {
  const free = options.seats - (await countSeated(tx, options.organizationId));
  if (free <= 0) return;
  const waiting = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.organizationId, options.organizationId), eq(memberships.hasSeat, false)))
    .orderBy(memberships.createdAt, memberships.id)
    .limit(free);
  if (waiting.length === 0) return;
  await tx
    .update(memberships)
    .set({ hasSeat: true })
    .where(
      inArray(
        memberships.id,
        waiting.map((member) => member.id),
      ),
    );
}

/**
 * A member who just joined takes a free seat of the organization's Business plan, if one is free.
 * Runs with the organization locked, so two joins never take the same last seat.
 */
export async function seatNewMember(tx: Database, options: { organizationId: string; userId: string }) {
  const [organization] = await tx
    .select({ plan: organizations.plan, seats: organizations.seats })
    .from(organizations)
    .where(eq(organizations.id, options.organizationId));
  if (organization?.plan !== 'business') return;
  if ((await countSeated(tx, options.organizationId)) >= organization.seats) return;
  await setSeat(tx, { ...options, hasSeat: true });
}

/** Takes seats back from the most recently joined members (never the payer) until `seats` remain. */
export async function trimSeats(tx: Database, options: { organizationId: string; seats: number }) {
  const seated = await tx
    .select({ userId: memberships.userId, isPayer: memberships.isPayer })
    .from(memberships)
    .where(and(eq(memberships.organizationId, options.organizationId), eq(memberships.hasSeat, true)))
    .orderBy(desc(memberships.isPayer), memberships.createdAt);
  for (const member of seated.slice(Math.max(options.seats, 0))) {
    if (member.isPayer) continue;
    await tx
      .update(memberships)
      .set({ hasSeat: false })
      .where(
        and(
          eq(memberships.organizationId, options.organizationId),
          eq(memberships.userId, member.userId),
          ne(memberships.isPayer, true),
        ),
      );
  }
}
