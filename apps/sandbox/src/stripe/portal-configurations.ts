import { PRICES, PRODUCTS } from './prices.js';
import { invalidParam, noSuchResource } from './stripe-errors.js';
import type { FormObject } from './stripe-form.js';
import { newStripeId, unixNow } from './stripe-ids.js';
import {
  arrayParam,
  booleanParam,
  definedMetadata,
  metadataParam,
  objectParam,
  stringParam,
} from './stripe-params.js';
import type { StripeStore } from './stripe-store.js';

export type ProrationBehavior = 'create_prorations' | 'none' | 'always_invoice';
/** What a change in the portal does to a trialing subscription (Stripe's default: `end_trial`). */
export type TrialUpdateBehavior = 'end_trial' | 'continue_trial';

export type StripePortalConfiguration = {
  id: string;
  object: 'billing_portal.configuration';
  active: boolean;
  application: null;
  business_profile: {
    headline: string | null;
    privacy_policy_url: string | null;
    terms_of_service_url: string | null;
  };
  created: number;
  default_return_url: string | null;
  features: {
    customer_update: { allowed_updates: string[]; enabled: boolean };
    invoice_history: { enabled: boolean };
    payment_method_update: { enabled: boolean };
    subscription_cancel: {
      cancellation_reason: { enabled: boolean; options: string[] };
      enabled: boolean;
      mode: 'at_period_end' | 'immediately';
      proration_behavior: ProrationBehavior;
    };
    subscription_update: {
      default_allowed_updates: string[];
      enabled: boolean;
      products: Array<{ product: string; prices: string[] }>;
      proration_behavior: ProrationBehavior;
      schedule_at_period_end: { conditions: unknown[] };
      trial_update_behavior: TrialUpdateBehavior;
    };
  };
  is_default: boolean;
  livemode: false;
  login_page: { enabled: false; url: null };
  metadata: Record<string, string>;
  name: string | null;
  updated: number;
};

export const DEFAULT_PORTAL_CONFIGURATION_ID = 'bpc_sandbox_default';

/**
 * The account's default portal: both seeded products offered, plan and quantity changes prorated on the
 * next invoice, a change during a trial ends it, cancel at period end.
 */
export function defaultPortalConfiguration(): StripePortalConfiguration {
  return {
    id: DEFAULT_PORTAL_CONFIGURATION_ID,
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: 1_767_225_600,
    default_return_url: null,
    features: {
      customer_update: { allowed_updates: [], enabled: false },
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true },
      subscription_cancel: {
        cancellation_reason: { enabled: false, options: [] },
        enabled: true,
        mode: 'at_period_end',
        proration_behavior: 'none',
      },
      subscription_update: {
        default_allowed_updates: ['price', 'quantity'],
        enabled: true,
        products: PRODUCTS.map((product) => ({
          product: product.id,
          prices: PRICES.filter((price) => price.product === product.id).map((price) => price.id),
        })),
        proration_behavior: 'create_prorations',
        schedule_at_period_end: { conditions: [] },
        trial_update_behavior: 'end_trial',
      },
    },
    is_default: true,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: {},
    name: null,
    updated: 1_767_225_600,
  };
}

export function findPortalConfiguration(
  store: StripeStore,
  id: string,
): StripePortalConfiguration | undefined {
  return id === DEFAULT_PORTAL_CONFIGURATION_ID
    ? defaultPortalConfiguration()
    : store.portalConfigurations.get(id);
}

function proration(form: FormObject, param: string): ProrationBehavior | undefined {
  const value = stringParam(form, 'proration_behavior', param);
  if (value === undefined) return undefined;
  if (value !== 'create_prorations' && value !== 'none' && value !== 'always_invoice') {
    throw invalidParam(param, `Invalid ${param}: must be one of create_prorations, none, always_invoice`);
  }
  return value;
}

/** `POST /v1/billing_portal/configurations` (and `/{id}`): the features the sandbox portal honours. */
export function applyPortalConfiguration(
  configuration: StripePortalConfiguration,
  form: FormObject,
): StripePortalConfiguration {
  const features = objectParam(form, 'features') ?? {};
  const update = objectParam(features, 'subscription_update', 'features[subscription_update]');
  if (update) {
    const target = configuration.features.subscription_update;
    const enabled = booleanParam(update, 'enabled', 'features[subscription_update][enabled]');
    if (enabled !== undefined) target.enabled = enabled;
    const behavior = proration(update, 'features[subscription_update][proration_behavior]');
    if (behavior) target.proration_behavior = behavior;
    const trial = stringParam(
      update,
      'trial_update_behavior',
      'features[subscription_update][trial_update_behavior]',
    );
    if (trial !== undefined) {
      if (trial !== 'end_trial' && trial !== 'continue_trial') {
        throw invalidParam(
          'features[subscription_update][trial_update_behavior]',
          'Invalid trial_update_behavior: must be one of end_trial, continue_trial',
        );
      }
      target.trial_update_behavior = trial;
    }
    const allowed = arrayParam(
      update,
      'default_allowed_updates',
      'features[subscription_update][default_allowed_updates]',
    );
    if (allowed)
      target.default_allowed_updates = allowed.filter((item): item is string => typeof item === 'string');
    const products = arrayParam(update, 'products', 'features[subscription_update][products]');
    if (products) {
      target.products = products.map((product) => {
        const entry = (typeof product === 'object' && !Array.isArray(product) ? product : {}) as FormObject;
        const prices = arrayParam(entry, 'prices') ?? [];
        return {
          product: stringParam(entry, 'product') ?? '',
          prices: prices.filter((price): price is string => typeof price === 'string'),
        };
      });
    }
  }
  const cancel = objectParam(features, 'subscription_cancel', 'features[subscription_cancel]');
  if (cancel) {
    const target = configuration.features.subscription_cancel;
    const enabled = booleanParam(cancel, 'enabled', 'features[subscription_cancel][enabled]');
    if (enabled !== undefined) target.enabled = enabled;
    const mode = stringParam(cancel, 'mode', 'features[subscription_cancel][mode]');
    if (mode !== undefined) {
      if (mode !== 'at_period_end' && mode !== 'immediately') {
        throw invalidParam(
          'features[subscription_cancel][mode]',
          'Invalid mode: must be one of at_period_end, immediately',
        );
      }
      target.mode = mode;
    }
  }
  const profile = objectParam(form, 'business_profile');
  if (profile) {
    configuration.business_profile.headline =
      stringParam(profile, 'headline') ?? configuration.business_profile.headline;
  }
  const returnUrl = stringParam(form, 'default_return_url');
  if (returnUrl !== undefined) configuration.default_return_url = returnUrl || null;
  const name = stringParam(form, 'name');
  if (name !== undefined) configuration.name = name || null;
  const metadata = metadataParam(form);
  if (metadata) configuration.metadata = { ...configuration.metadata, ...definedMetadata(metadata) };
  const active = booleanParam(form, 'active');
  if (active !== undefined) configuration.active = active;
  configuration.updated = unixNow();
  return configuration;
}

export function createPortalConfiguration(store: StripeStore, form: FormObject): StripePortalConfiguration {
  const configuration = applyPortalConfiguration(
    { ...defaultPortalConfiguration(), id: newStripeId('bpc'), is_default: false, created: unixNow() },
    form,
  );
  store.portalConfigurations.set(configuration.id, configuration);
  store.save();
  return configuration;
}

export function portalConfigurationOrThrow(
  store: StripeStore,
  id: string,
  param = 'configuration',
): StripePortalConfiguration {
  const configuration = findPortalConfiguration(store, id);
  if (!configuration) throw noSuchResource('billing_portal.configuration', id, param);
  return configuration;
}

/** The prices a configuration's portal offers for subscription updates (none when updates are off). */
export function offeredPrices(configuration: StripePortalConfiguration): string[] {
  const update = configuration.features.subscription_update;
  return update.enabled ? update.products.flatMap((product) => product.prices) : [];
}
