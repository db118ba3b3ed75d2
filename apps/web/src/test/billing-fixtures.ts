import type { TBillingState, TPlanDefinition } from '@ting/contracts';

export const PRO_PRICE_ID = 'price_pro_test';
export const BUSINESS_PRICE_ID = 'price_business_test';

/** `GET /billing/plans` as the server answers it: Free, Pro and Business in that order. */
export const PLAN_DEFINITIONS: TPlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try Ting on your own calls.',
    price: 0,
    priceLabel: '€0 / month',
    stripe_price_id: null,
    buttonText: 'Current plan',
    buttonColor: 'gray',
    perks: ['recordings expire after 2 months', '5 processed meetings per month'],
    limits: true,
    trialPlan: false,
    isPopular: false,
    perSeat: false,
    monthlyMeetingLimit: 5,
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For a rep who lives in meetings.',
    price: 19,
    priceLabel: '€19 / month',
    stripe_price_id: PRO_PRICE_ID,
    buttonText: 'Upgrade to Pro',
    buttonColor: 'blue',
    perks: ['unlimited recordings', '20 processed meetings per month', 'no watermarks'],
    limits: true,
    trialPlan: true,
    isPopular: false,
    perSeat: false,
    monthlyMeetingLimit: 20,
  },
  {
    id: 'business',
    name: 'Business',
    description: 'For sales teams, billed per seat.',
    price: 29,
    priceLabel: '€29 / seat / month',
    stripe_price_id: BUSINESS_PRICE_ID,
    buttonText: 'Upgrade to Business',
    buttonColor: 'violet',
    perks: ['unlimited recordings and meetings', 'team management', 'no watermarks', 'priority support'],
    limits: false,
    trialPlan: false,
    isPopular: true,
    perSeat: true,
    monthlyMeetingLimit: null,
  },
];

/** `GET /billing/subscription` for an organization that never subscribed; override what a test needs. */
export const buildBillingState = (overrides: Partial<TBillingState> = {}): TBillingState => ({
  plan: 'free',
  status: 'none',
  seats: 0,
  seats_used: 0,
  trial_ends_at: null,
  current_period_end: null,
  cancel_at_period_end: false,
  has_billing_account: false,
  media_storage: { used_bytes: 0, quota_bytes: 5 * 1024 ** 3 },
  ...overrides,
});

export const CHECKOUT_SESSION_URL = 'https://checkout.stripe.example/c/pay/cs_test_123';
export const PORTAL_SESSION_URL = 'https://billing.stripe.example/p/session/test_456';
