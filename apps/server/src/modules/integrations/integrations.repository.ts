import type { TIntegrationName } from '@ting/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { integrations } from '../../db/schema';

export type IntegrationRow = typeof integrations.$inferSelect;

export async function listConnectedIntegrationNames(
  db: Database,
  organizationId: string,
): Promise<TIntegrationName[]> {
  const rows = await db
    .select({ provider: integrations.provider })
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.status, 'connected')))
    .orderBy(integrations.provider);
  return rows.map((row) => row.provider);
}

export async function findIntegration(
  db: Database,
  options: { organizationId: string; provider: TIntegrationName },
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.organizationId, options.organizationId),
        eq(integrations.provider, options.provider),
      ),
    )
    .limit(1);
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
  const [row] = await db
    .insert(integrations)
    .values({ ...values, status: 'connected', updatedAt: now })
    .onConflictDoUpdate({
      target: [integrations.organizationId, integrations.provider],
      set: { ...values, status: 'connected', updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('Integration upsert returned no row');
  return row;
}
