import type { TIntegrationName } from '@ting/contracts';
import { and, eq, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { integrations, memberships } from '../../db/schema';

export type IntegrationRow = typeof integrations.$inferSelect;

/**
 * One connection: the organization's (`userId` null) or a member's own (`userId` set), as the
 * contracts' `INTEGRATION_OWNERS` decides (the service resolves it; the repository only follows).
 */
export type IntegrationKey = { organizationId: string; provider: TIntegrationName; userId: string | null };

const scoped = (key: IntegrationKey): SQL | undefined =>
  and(
    eq(integrations.organizationId, key.organizationId),
    eq(integrations.provider, key.provider),
    key.userId === null ? isNull(integrations.userId) : eq(integrations.userId, key.userId),
  );

/** The connections a member works with: the organization's, and their own (never another member's). */
const visibleTo = (options: { organizationId: string | Placeholder; userId: string | Placeholder }) =>
  and(
    eq(integrations.organizationId, options.organizationId),
    or(isNull(integrations.userId), eq(integrations.userId, options.userId)),
  );

// Every integrations check lists them: prepared, so it is neither rebuilt nor replanned each time.
const connectedNamesQuery = preparedPerDatabase((db) =>
  db
    .select({ provider: integrations.provider })
    .from(integrations)
    .where(
      and(
        visibleTo({ organizationId: sql.placeholder('organizationId'), userId: sql.placeholder('userId') }),
        eq(integrations.status, 'connected'),
      ),
    )
    .orderBy(integrations.provider)
    .prepare('integrations_connected_names_for_member'),
);

/** The connected integrations a member works with (the organization's and their own), by name. */
export async function listConnectedIntegrationNames(
  db: Database,
  options: { organizationId: string; userId: string },
): Promise<TIntegrationName[]> {
  const rows = await connectedNamesQuery(db).execute(options);
  return rows.map((row) => row.provider);
}

export async function listIntegrations(
  db: Database,
  options: { organizationId: string; userId: string },
): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(visibleTo(options)).orderBy(integrations.provider);
}

/** Organizations with a working connection of their own to `provider` (for fan-out jobs such as HubSpot upkeep). */
export async function listConnectedOrganizationIds(
  db: Database,
  provider: TIntegrationName,
): Promise<string[]> {
  const rows = await db
    .select({ organizationId: integrations.organizationId })
    .from(integrations)
    .where(
      and(
        eq(integrations.provider, provider),
        eq(integrations.status, 'connected'),
        isNull(integrations.userId),
      ),
    );
  return rows.map((row) => row.organizationId);
}

/**
 * Members with a working connection of their own to `provider` (for fan-out jobs such as calendar sync),
 * only while they are still members of the connection's organization.
 */
export async function listConnectedMembers(
  db: Database,
  provider: TIntegrationName,
): Promise<Array<{ organizationId: string; userId: string }>> {
  const rows = await db
    .select({ organizationId: integrations.organizationId, userId: memberships.userId })
    .from(integrations)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, integrations.userId),
        eq(memberships.organizationId, integrations.organizationId),
      ),
    )
    .where(and(eq(integrations.provider, provider), eq(integrations.status, 'connected')));
  return rows;
}

/** A member's own connections in an organization (they are leaving it, so these go with them). */
export async function listMemberIntegrations(
  db: Database,
  options: { organizationId: string; userId: string },
): Promise<IntegrationRow[]> {
  return db
    .select()
    .from(integrations)
    .where(
      and(eq(integrations.organizationId, options.organizationId), eq(integrations.userId, options.userId)),
    );
}

export async function findIntegration(
  db: Database,
  options: IntegrationKey,
): Promise<IntegrationRow | undefined> {
  const [row] = await db.select().from(integrations).where(scoped(options)).limit(1);
  return row;
}

/** Creates or replaces a connection to `provider`: the organization's one, or the member's own (`userId`). */
export async function upsertIntegration(
  db: Database,
  values: {
    organizationId: string;
    provider: TIntegrationName;
    userId: string | null;
    connectedByUserId: string;
    externalAccountId: string | null;
    accessTokenEncrypted: string;
    refreshTokenEncrypted: string | null;
    accessTokenExpiresAt: Date | null;
    scopes: string[];
  },
): Promise<IntegrationRow> {
  const now = new Date();
  const fresh = { ...values, status: 'connected' as const, statusReason: null, updatedAt: now };
  const [row] = await db
    .insert(integrations)
    .values({ ...fresh, createdAt: now })
    .onConflictDoUpdate(
      // The partial unique index that holds this kind of connection (see the schema).
      values.userId === null
        ? {
            target: [integrations.organizationId, integrations.provider],
            targetWhere: sql`${integrations.userId} is null`,
            set: { ...fresh, createdAt: now },
          }
        : {
            target: [integrations.organizationId, integrations.userId, integrations.provider],
            targetWhere: sql`${integrations.userId} is not null`,
            set: { ...fresh, createdAt: now },
          },
    )
    .returning();
  if (!row) throw new Error('Integration upsert returned no row');
  return row;
}

export async function updateIntegrationTokens(
  db: Database,
  options: {
    id: string;
    accessTokenEncrypted: string;
    refreshTokenEncrypted: string | null;
    accessTokenExpiresAt: Date | null;
  },
): Promise<void> {
  await db
    .update(integrations)
    .set({
      accessTokenEncrypted: options.accessTokenEncrypted,
      refreshTokenEncrypted: options.refreshTokenEncrypted,
      accessTokenExpiresAt: options.accessTokenExpiresAt,
      updatedAt: new Date(),
    })
    .where(eq(integrations.id, options.id));
}

export async function markIntegrationNeedsReconnect(db: Database, options: { id: string; reason: string }) {
  await db
    .update(integrations)
    .set({ status: 'needs_reconnect', statusReason: options.reason, updatedAt: new Date() })
    .where(eq(integrations.id, options.id));
}

export async function deleteIntegration(
  db: Database,
  options: IntegrationKey,
): Promise<IntegrationRow | undefined> {
  const [row] = await db.delete(integrations).where(scoped(options)).returning();
  return row;
}
