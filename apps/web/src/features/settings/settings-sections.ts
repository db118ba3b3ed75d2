/** Anchor ids of the settings sections; `#personalisation` is the target after onboarding (spec section 2). */
export const SETTINGS_SECTION_IDS = {
  customization: 'personalisation',
  integrations: 'integrations',
  team: 'team',
  billing: 'billing',
} as const;

/** The billing screen (Settings → Billing): where a plan is upgraded and seats are assigned. */
export const BILLING_SETTINGS_PATH = `/settings#${SETTINGS_SECTION_IDS.billing}`;
