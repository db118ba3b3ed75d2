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
  /** Months a recording is kept after Ting received it; null means kept for good. */
  mediaRetentionMonths: number | null;
  /**
   * The recordings an organization may keep at once, in GiB (per seat when `isPerSeat`): a fair-use
   * bound so that no account can fill the disk, far above what the plan's meetings need.
   */
  mediaStorage: { gib: number; isPerSeat: boolean };
  /** Monthly price in EUR, per seat when `isPerSeat`. */
  price: { eur: number; isPerSeat: boolean };
  /** Marked POPULAR on the plan cards. */
  isPopular: boolean;
  /** What the plan includes, in the spec's words. */
  perks: readonly string[];
  /** One line under the name on the plan card. */
  description: string;
  /** Days of free trial a checkout of this plan starts with; null: no trial (spec: pro is the trial plan). */
  trialDays: number | null;
};

/** The one plan table for web and server (spec section 9). */
export const PLANS = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyMeetingLimit: 5,
    mediaRetentionMonths: 2,
    // 5 meetings a month kept 2 months: about 10 recordings at once; 5 GiB holds 10 hour-long video calls.
    mediaStorage: { gib: 5, isPerSeat: false },
    price: { eur: 0, isPerSeat: false },
    isPopular: false,
    perks: ['recordings expire after 2 months', '5 processed meetings per month'],
    description: 'Try Ting on your own calls.',
    trialDays: null,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyMeetingLimit: 20,
    mediaRetentionMonths: null,
    // 'unlimited recordings': 20 meetings a month kept for good; 250 GiB is a year of hour-long video calls.
    mediaStorage: { gib: 250, isPerSeat: false },
    price: { eur: 19, isPerSeat: false },
    isPopular: false,
    perks: [
      'unlimited recordings',
      '20 processed meetings per month',
      'no watermarks',
      'one user, billed individually',
    ],
    description: 'For a rep who lives in meetings.',
    trialDays: 14,
  },
  business: {
    id: 'business',
    name: 'Business',
    monthlyMeetingLimit: null,
    mediaRetentionMonths: null,
    // 'unlimited recordings and meetings': Pro's bound for each seat paid for.
    mediaStorage: { gib: 250, isPerSeat: true },
    price: { eur: 29, isPerSeat: true },
    isPopular: true,
    perks: ['unlimited recordings and meetings', 'team management', 'no watermarks', 'priority support'],
    description: 'For sales teams, billed per seat.',
    trialDays: null,
  },
} as const satisfies { [Id in TPlanId]: TPlan & { id: Id } };

/** Whether a plan is paid (it has a Stripe price); paid plans cover only members with a seat. */
export const isPaidPlan = (plan: TPlanId): boolean => PLANS[plan].price.eur > 0;

const GIB = 1024 ** 3;

/** The bytes of recordings an organization on `plan` with `seats` may keep at once. */
export function mediaStorageBytes(options: { plan: TPlanId; seats: number }): number {
  const { gib, isPerSeat } = PLANS[options.plan].mediaStorage;
  return gib * GIB * (isPerSeat ? Math.max(1, options.seats) : 1);
}

const NUMBER = new Intl.NumberFormat('en');

/** Bytes as people read them: `4.2 GB`, `250 GB`, `800 MB` (1 GB = 1 GiB, as the 4 GB upload limit says). */
export function formatBytes(bytes: number): string {
  const gib = bytes / GIB;
  if (gib >= 1) return `${NUMBER.format(Number(gib.toFixed(gib >= 10 ? 0 : 1)))} GB`;
  return `${NUMBER.format(Math.ceil(bytes / 1024 ** 2))} MB`;
}
