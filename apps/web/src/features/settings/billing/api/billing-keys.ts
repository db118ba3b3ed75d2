/** The billing calls (spec section 7), outside `/api` like `/fields`. */
export const BILLING_PATHS = {
  plans: '/billing/plans',
  subscription: '/billing/subscription',
  checkout: '/billing/checkout',
  portal: '/billing/portal',
  modifySeat: '/billing/modify-seat',
} as const;

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  /** Every seat change shares this key: the table reads which members have one on its way. */
  seatChanges: () => [...billingKeys.all, 'seat-change'] as const,
};
