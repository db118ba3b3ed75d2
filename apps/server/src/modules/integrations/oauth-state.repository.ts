import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthStateUses } from '../../db/schema';

/**
 * Marks an OAuth state as used; true for its first use, false when it was used before. Rows of
 * states that expired are removed on the way: they cannot be presented again anyway.
 */
export async function recordOAuthStateUse(
  db: Database,
  options: { stateId: string; expiresAt: Date; now?: Date },
): Promise<boolean> {
  await db.delete(oauthStateUses).where(lt(oauthStateUses.expiresAt, options.now ?? new Date()));
  const rows = await db
    .insert(oauthStateUses)
    .values({ stateId: options.stateId, expiresAt: options.expiresAt })
    .onConflictDoNothing()
    .returning({ stateId: oauthStateUses.stateId });
  return rows.length > 0;
}
