/** The sandbox's seeded prices: stable ids the product's config points at (`STRIPE_PRICE_PRO`, `STRIPE_PRICE_BUSINESS`). */
export const SANDBOX_STRIPE_PRICES = {
  pro: 'price_sandbox_pro',
  business: 'price_sandbox_business',
} as const;

/** Seeded at a fixed moment so the objects never change between runs. */
const SEEDED_AT = 1_767_225_600; // 2026-01-01T00:00:00Z

export type StripePrice = {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string;
  metadata: Record<string, string>;
  nickname: string;
  product: string;
  recurring: {
    interval: 'month';
    interval_count: number;
    meter: null;
    trial_period_days: null;
    usage_type: 'licensed';
  };
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
};

export type StripeProduct = {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: string;
  description: string;
  images: string[];
  livemode: false;
  marketing_features: Array<{ name: string }>;
  metadata: Record<string, string>;
  name: string;
  shippable: null;
  tax_code: null;
  type: 'service';
  unit_label: string | null;
  updated: number;
  url: null;
};

function price(options: {
  id: string;
  product: string;
  amount: number;
  key: string;
  nickname: string;
}): StripePrice {
  return {
    id: options.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: SEEDED_AT,
    currency: 'eur',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: options.key,
    metadata: {},
    nickname: options.nickname,
    product: options.product,
    recurring: {
      interval: 'month',
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: options.amount,
    unit_amount_decimal: String(options.amount),
  };
}

function product(options: {
  id: string;
  name: string;
  description: string;
  price: string;
  unit: string | null;
}): StripeProduct {
  return {
    id: options.id,
    object: 'product',
    active: true,
    created: SEEDED_AT,
    default_price: options.price,
    description: options.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: options.name,
    shippable: null,
    tax_code: null,
    type: 'service',
    unit_label: options.unit,
    updated: SEEDED_AT,
    url: null,
  };
}

export const PRICES: readonly StripePrice[] = [
  price({
    id: SANDBOX_STRIPE_PRICES.pro,
    product: 'prod_sandbox_pro',
    amount: 1900,
    key: 'ting_pro_monthly',
    nickname: 'Pro',
  }),
  price({
    id: SANDBOX_STRIPE_PRICES.business,
    product: 'prod_sandbox_business',
    amount: 2900,
    key: 'ting_business_monthly',
    nickname: 'Business',
  }),
];

export const PRODUCTS: readonly StripeProduct[] = [
  product({
    id: 'prod_sandbox_pro',
    name: 'Ting Pro',
    description: 'One user, 20 meetings a month',
    price: SANDBOX_STRIPE_PRICES.pro,
    unit: null,
  }),
  product({
    id: 'prod_sandbox_business',
    name: 'Ting Business',
    description: 'Unlimited meetings, per seat',
    price: SANDBOX_STRIPE_PRICES.business,
    unit: 'seat',
  }),
];

export function findPrice(id: string): StripePrice | undefined {
  return PRICES.find((candidate) => candidate.id === id);
}

export function findProduct(id: string): StripeProduct | undefined {
  return PRODUCTS.find((candidate) => candidate.id === id);
}

/** `€29.00` */
export function formatAmount(cents: number, currency = 'eur'): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
