/** The onboarding wizard's steps, in order (spec section 2). */
export const ONBOARDING_STEP_IDS = [
  'connect_calendar',
  'select_crm',
  'integrate_crm',
  'crm_not_implemented',
  'crm_integrated',
  'preferences',
] as const;
export type TOnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];
