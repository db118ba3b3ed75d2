import type { TIntegrationName } from '@ting/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { integrations } from '../../db/schema';

export type IntegrationRow = typeof integrations.$inferSelect;

const scoped = (options: { organizationId: string; provider: TIntegrationName }) =>
  and(eq(integrations.organizationId, options.organizationId), eq(integrations.provider, options.provider));

// Every identity call lists them: prepared, so it is neither rebuilt nor replanned each time.
const connectedNamesQuery = preparedPerDatabase((db) =>
  db
    .select({ provider: integrations.provider })
    .from(integrations)
    .where(
      and(
        eq(integrations.organizationId, sql.placeholder('organizationId')),
        eq(integrations.status, 'connected'),
      ),
    )
    .orderBy(integrations.provider)
    .prepare('integrations_connected_names'),
);

export async function listConnectedIntegrationNames(
  db: Database,
  organizationId: string,
): Promise<TIntegrationName[]> {
  const rows = await connectedNamesQuery(db).execute({ organizationId });
  return rows.map((row) => row.provider);
}

export async function listIntegrations(db: Database, organizationId: string): Promise<IntegrationRow[]> {
  return db
    .select()
    .from(integrations)
    .where(eq(integrations.organizationId, organizationId))
    .orderBy(integrations.provider);
}

/** Organizations with a working connection to `provider` (for fan-out jobs such as calendar sync). */
export async function listConnectedOrganizationIds(
  db: Database,
  provider: TIntegrationName,
): Promise<string[]> {
  const rows = await db
    .select({ organizationId: integrations.organizationId })
    .from(integrations)
    .where(and(eq(integrations.provider, provider), eq(integrations.status, 'connected')));
  return rows.map((row) => row.organizationId);
}

export async function findIntegration(
  db: Database,
  options: { organizationId: string; provider: TIntegrationName },
): Promise<IntegrationRow | undefined> {
  const [row] = await db.select().from(integrations).where(scoped(options)).limit(1);
  return row;
}

/** Creates or replaces the organization's connection to `provider` (one per organization and provider). */
export async function upsertIntegration(
  db: Database,
  values: {
    organizationId: string;
    provider: TIntegrationName;
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
    .onConflictDoUpdate({
      target: [integrations.organizationId, integrations.provider],
      set: { ...fresh, createdAt: now },
    })
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
  options: { organizationId: string; provider: TIntegrationName },
): Promise<IntegrationRow | undefined> {
  const [row] = await db.delete(integrations).where(scoped(options)).returning();
  return row;
}
