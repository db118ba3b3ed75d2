import { z } from 'zod';
import { dataEnvelope } from './errors';
import { ZPlanIdSchema } from './plans';
import { zText } from './text';

/** Seats a checkout or the portal may ask for (spec section 9). */
export const SEATS_MIN = 1;
export const SEATS_MAX = 100;

/** A Stripe id as Ting accepts it from a browser: letters, digits and `_`, e.g. `price_1Q…`. */
const zStripeId = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, 'must be a Stripe id');

/** `GET /billing/checkout?price_id=&quantity=`. */
export const ZCheckoutQuerySchema = z.object({
  price_id: zStripeId,
  quantity: z.coerce.number().int().min(SEATS_MIN).max(SEATS_MAX).default(1),
});
export type TCheckoutQuery = z.infer<typeof ZCheckoutQuerySchema>;

/** `GET /billing/portal?prorated=true|false`: `true` opens on the upgrade; every portal change is invoiced at once. */
export const ZPortalQuerySchema = z.object({
  prorated: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type TPortalQuery = z.infer<typeof ZPortalQuerySchema>;

/** Where the browser goes next: Stripe's hosted Checkout or Billing Portal page. */
export const ZBillingSessionSchema = z.object({ session_url: z.string().url() });
export const ZBillingSessionResponseSchema = dataEnvelope(ZBillingSessionSchema);
export type TBillingSession = z.infer<typeof ZBillingSessionSchema>;

/** `POST /billing/modify-seat`. */
export const ZModifySeatRequestSchema = z
  .object({
    user_id: zText({ min: 1, max: 255 }),
    action: z.enum(['add', 'remove']),
  })
  .strict();
export type TModifySeatRequest = z.infer<typeof ZModifySeatRequestSchema>;

/** The member's seat after the change, and the organization's seats in use of those it pays for. */
export const ZSeatChangeSchema = z.object({
  user_id: z.string(),
  has_seat: z.boolean(),
  seats: z.number().int(),
  seats_used: z.number().int(),
});
export type TSeatChange = z.infer<typeof ZSeatChangeSchema>;

/** One plan card (spec section 3, Plan definition). `stripe_price_id` null: not for sale (free). */
export const ZPlanDefinitionSchema = z.object({
  id: ZPlanIdSchema,
  name: z.string(),
  description: z.string(),
  /** EUR a month (per seat for business). */
  price: z.number(),
  /** e.g. '€29 / seat / month'. */
  priceLabel: z.string(),
  stripe_price_id: z.string().nullable(),
  buttonText: z.string(),
  buttonColor: z.string(),
  perks: z.array(z.string()),
  /** The plan has a monthly meeting limit (free, pro). */
  limits: z.boolean(),
  /** The plan a trial runs on (pro). */
  trialPlan: z.boolean(),
  isPopular: z.boolean(),
  /** Per seat: the checkout asks how many seats. */
  perSeat: z.boolean(),
  /** Processed meetings a month; null: unlimited. */
  monthlyMeetingLimit: z.number().int().nullable(),
});
export type TPlanDefinition = z.infer<typeof ZPlanDefinitionSchema>;
export const ZPlanListResponseSchema = dataEnvelope(z.array(ZPlanDefinitionSchema));

/** Stripe's subscription states Ting keeps, plus `none` (never subscribed). */
export const BILLING_STATUSES = ['none', 'trialing', 'active', 'past_due', 'unpaid', 'canceled'] as const;
export const ZBillingStatusSchema = z.enum(BILLING_STATUSES);
export type TBillingStatus = z.infer<typeof ZBillingStatusSchema>;

/** `GET /billing/subscription`: the organization's plan as Stripe last said it. */
export const ZBillingStateSchema = z.object({
  plan: ZPlanIdSchema,
  status: ZBillingStatusSchema,
  seats: z.number().int(),
  seats_used: z.number().int(),
  trial_ends_at: z.string().nullable(),
  /** When the paid period ends (renews, or returns to free when `cancel_at_period_end`). */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** A customer exists: the Billing Portal can be opened. */
  has_billing_account: z.boolean(),
  /** Bytes of recordings the organization keeps now, and the most its plan keeps (`PLANS[plan].mediaStorage`). */
  media_storage: z.object({ used_bytes: z.number().int(), quota_bytes: z.number().int() }),
});
export type TBillingState = z.infer<typeof ZBillingStateSchema>;
export const ZBillingStateResponseSchema = dataEnvelope(ZBillingStateSchema);
