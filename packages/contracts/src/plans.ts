import { z } from 'zod';

export const PLAN_IDS = ['free', 'pro', 'business'] as const;
export const ZPlanIdSchema = z.enum(PLAN_IDS);
export type TPlanId = z.infer<typeof ZPlanIdSchema>;

/** Processed meetings per calendar month; null means unlimited (spec section 9). */
export const PLAN_MEETING_LIMITS: Record<TPlanId, number | null> = {
  free: 5,
  pro: 20,
  business: null,
};
