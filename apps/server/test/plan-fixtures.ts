import type { TPlanId } from '@ting/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { memberships, organizations } from '../src/db/schema';

/**
 * Puts an organization on a plan as a completed checkout would (without Stripe): the plan, its seats
 * (business: `seats`, pro: 1) and a seat for its payer.
 */
export async function putOnPlan(
  db: Database,
  options: { organizationId: string; plan: TPlanId; seats?: number },
): Promise<void> {
  const seats = options.plan === 'business' ? (options.seats ?? 5) : options.plan === 'pro' ? 1 : 0;
  await db
    .update(organizations)
    .set({ plan: options.plan, seats, billingStatus: options.plan === 'free' ? 'none' : 'active' })
    .where(eq(organizations.id, options.organizationId));
  await db
    .update(memberships)
    .set({ hasSeat: options.plan !== 'free' })
    .where(eq(memberships.organizationId, options.organizationId));
}
