import { z } from 'zod';

export const PLAN_IDS = ['free', 'pro', 'business'] as const;
export const ZPlanIdSchema = z.enum(PLAN_IDS);
export type TPlanId = z.infer<typeof ZPlanIdSchema>;

/** One plan as the spec's plan table (section 9) defines it. Stripe price ids are config, not here. */
export type TPlan = {
  id: TPlanId;
  /** The display name, as the spec writes it. */
  name: string;
  /** Processed meetings per calendar month; null means unlimited. */
  monthlyMeetingLimit: number | null;
  /** Months a recording is kept after its meeting started; null means kept for good. */
  mediaRetentionMonths: number | null;
  /** Monthly price in EUR, per seat when `isPerSeat`. */
  price: { eur: number; isPerSeat: boolean };
  /** Marked POPULAR on the plan cards. */
  isPopular: boolean;
  /** What the plan includes, in the spec's words. */
  perks: readonly string[];
};

/** The one plan table for web and server (spec section 9). */
export const PLANS = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyMeetingLimit: 5,
    mediaRetentionMonths: 2,
    price: { eur: 0, isPerSeat: false },
    isPopular: false,
    perks: ['recordings expire after 2 months', '5 processed meetings per month'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyMeetingLimit: 20,
    mediaRetentionMonths: null,
    price: { eur: 19, isPerSeat: false },
    isPopular: false,
    perks: [
      'unlimited recordings',
      '20 processed meetings per month',
      'no watermarks',
      'one user, billed individually',
    ],
  },
  business: {
    id: 'business',
    name: 'Business',
    monthlyMeetingLimit: null,
    mediaRetentionMonths: null,
    price: { eur: 29, isPerSeat: true },
    isPopular: true,
    perks: ['unlimited recordings and meetings', 'team management', 'no watermarks', 'priority support'],
  },
} as const satisfies { [Id in TPlanId]: TPlan & { id: Id } };
