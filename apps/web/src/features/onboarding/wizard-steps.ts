import { ONBOARDING_STEP_IDS, type TCrm, type TOnboardingStepId } from '@ting/contracts';

/** Where every finishing step sends the user (spec section 2). */
export const PERSONALISATION_PATH = '/settings#personalisation';

export const ONBOARDING_STEP_COUNT = ONBOARDING_STEP_IDS.length;

/** Both connection checks, known once `GET /integrations` has answered. */
export type TWizardFlags = {
  hasCalendarIntegration: boolean;
  hasCrmIntegration: boolean;
  /**
   * Whether the user may connect each (false for a member when it is the organization's admin's to
   * connect, `INTEGRATION_ADMIN_ACTIONS`): a step asking them to connect it is then skipped. Unset: may.
   */
  canConnectCalendar?: boolean;
  canConnectCrm?: boolean;
};

/** The onboarding state of spec section 3: crm, hasCrmIntegration, hasCalendarIntegration. */
export type TWizardContext = TWizardFlags & { crm: TCrm };

export type TWizardStep = {
  id: TOnboardingStepId;
  title: string;
  subtitle: string;
  description: string;
  primaryLabel: string;
  /** The secondary link under the primary button, when the step has one. */
  skipLabel?: string;
};

/** The six steps, in the order of `ONBOARDING_STEP_IDS`. Titles and button labels are the spec's. */
export const WIZARD_STEPS: readonly TWizardStep[] = [
  {
    id: 'connect_calendar',
    title: "Let's connect your calendar",
    subtitle: 'Ting works from your own Google Calendar.',
    description:
      'Ting finds your upcoming meetings and records the ones you choose. Only you see them; each teammate connects their own. Read-only access; we never change your calendar.',
    primaryLabel: 'Connect',
  },
  {
    id: 'select_crm',
    title: 'Calendar connected!',
    subtitle: 'Which CRM does your team use?',
    description:
      'Ting links meetings to your contacts, companies and deals, and keeps your CRM up to date after every call.',
    primaryLabel: 'Continue',
    skipLabel: "I don't use a CRM",
  },
  {
    id: 'integrate_crm',
    title: 'Integration available!',
    subtitle: 'Connect HubSpot to Ting.',
    description:
      'Ting links each meeting to the right contacts, companies and deals, and writes notes, tasks and field updates back to HubSpot: up to 50% less time on data entry and search.',
    primaryLabel: 'Integrate',
    skipLabel: 'Maybe Later',
  },
  {
    id: 'crm_not_implemented',
    title: 'CRM not yet implemented',
    subtitle: 'HubSpot is the only CRM Ting connects to today.',
    description:
      'You still get recordings, transcripts, summaries and action items for every meeting. Next, tailor how Ting writes them.',
    primaryLabel: 'Configure',
  },
  {
    id: 'crm_integrated',
    title: 'CRM connected!',
    subtitle: "Your Google Calendar and your organization's HubSpot are connected.",
    description:
      'Ting will link your meetings to HubSpot and fill the CRM fields you choose. Next, tell Ting how to write your summaries and action items.',
    primaryLabel: 'Personalize',
  },
  {
    id: 'preferences',
    title: 'All set!',
    subtitle: 'Ting is ready for your next meeting.',
    description:
      'Make summaries and action items sound like your team: adjust the prompts Ting uses in your settings.',
    primaryLabel: 'Personalize',
  },
];

/** Index of a step in `WIZARD_STEPS`. */
export const stepIndexOf = (id: TOnboardingStepId): number => ONBOARDING_STEP_IDS.indexOf(id);

/** The spec's "Shown when" column; nobody is asked to connect what only their admin may. */
export const isStepEligible = (id: TOnboardingStepId, context: TWizardContext): boolean => {
  const { hasCalendarIntegration, hasCrmIntegration, crm } = context;
  const canConnectCalendar = context.canConnectCalendar ?? true;
  const canConnectCrm = context.canConnectCrm ?? true;
  switch (id) {
    case 'connect_calendar':
      return !hasCalendarIntegration && canConnectCalendar;
    case 'select_crm':
      return hasCalendarIntegration && !hasCrmIntegration;
    case 'integrate_crm':
      return !hasCrmIntegration && crm === 'hubspot' && canConnectCrm;
    case 'crm_not_implemented':
      return !hasCrmIntegration && crm !== 'hubspot';
    case 'crm_integrated':
      return hasCrmIntegration && hasCalendarIntegration;
    case 'preferences':
      return true;
  }
};

export type TFindEligibleStepOptions = {
  from: number;
  context: TWizardContext;
};

/** The first step at or after `from` whose condition holds; 'preferences' always does. */
export const findEligibleStepIndex = ({ from, context }: TFindEligibleStepOptions): number => {
  const last = ONBOARDING_STEP_COUNT - 1;
  for (let index = Math.max(0, Math.min(from, last)); index <= last; index += 1) {
    const id = ONBOARDING_STEP_IDS[index];
    if (id && isStepEligible(id, context)) return index;
  }
  return last;
};

/** Progress bar value in percent: step number divided by the step count. */
export const getProgressValue = (stepIndex: number): number =>
  ((stepIndex + 1) / ONBOARDING_STEP_COUNT) * 100;

/** What a button press leads to (spec section 4). */
export type TStepResult =
  | { type: 'error'; message: string }
  | { type: 'finish'; path: string }
  | { type: 'redirect'; url: string }
  | { type: 'jump'; stepIndex: number };

/** The outside calls the primary buttons need, injected so the rules stay testable. */
export type TStepActionDeps = {
  crm: TCrm;
  getCalendarAuthorizeUrl: () => Promise<string>;
  getCrmAuthorizeUrl: () => Promise<string>;
  saveCrm: (crm: TCrm) => Promise<void>;
};

export type TRunStepActionOptions = {
  stepId: TOnboardingStepId;
  deps: TStepActionDeps;
};

const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

const errorMessageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;

/** Runs a step's primary button; never throws, failures come back as an 'error' result. */
export const runPrimaryAction = async ({ stepId, deps }: TRunStepActionOptions): Promise<TStepResult> => {
  try {
    switch (stepId) {
      case 'connect_calendar':
        return { type: 'redirect', url: await deps.getCalendarAuthorizeUrl() };
      case 'select_crm': {
        try {
          await deps.saveCrm(deps.crm);
        } catch (error) {
          // Metadata patch failures are only logged (spec section 8): the choice still steers the wizard.
          console.error('Could not save the CRM choice', error);
        }
        return {
          type: 'jump',
          stepIndex: stepIndexOf(deps.crm === 'hubspot' ? 'integrate_crm' : 'crm_not_implemented'),
        };
      }
      case 'integrate_crm':
        return { type: 'redirect', url: await deps.getCrmAuthorizeUrl() };
      case 'crm_not_implemented':
      case 'crm_integrated':
      case 'preferences':
        return { type: 'finish', path: PERSONALISATION_PATH };
    }
  } catch (error) {
    return { type: 'error', message: errorMessageOf(error) };
  }
};

export type TRunSkipActionOptions = {
  stepId: TOnboardingStepId;
  stepIndex: number;
};

/** The secondary link: 'I don't use a CRM' ends onboarding, other skips advance one step. */
export const runSkipAction = ({ stepId, stepIndex }: TRunSkipActionOptions): TStepResult =>
  stepId === 'select_crm'
    ? { type: 'finish', path: PERSONALISATION_PATH }
    : { type: 'jump', stepIndex: stepIndex + 1 };

/** The wizard's own state; `flags` is null until both connection checks are known. */
export type TWizardState = {
  stepIndex: number;
  crm: TCrm;
  flags: TWizardFlags | null;
};

export type TWizardEvent =
  | { type: 'flagsLoaded'; flags: TWizardFlags }
  | { type: 'crmChanged'; crm: TCrm }
  | { type: 'jumped'; stepIndex: number };

export const createInitialWizardState = (crm: TCrm): TWizardState => ({ stepIndex: 0, crm, flags: null });

/** Every move lands on the first eligible step at or after its target. */
export const wizardReducer = (state: TWizardState, event: TWizardEvent): TWizardState => {
  switch (event.type) {
    case 'flagsLoaded':
      return {
        ...state,
        flags: event.flags,
        stepIndex: findEligibleStepIndex({
          from: state.stepIndex,
          context: { ...event.flags, crm: state.crm },
        }),
      };
    case 'crmChanged':
      return { ...state, crm: event.crm };
    case 'jumped':
      return {
        ...state,
        stepIndex: state.flags
          ? findEligibleStepIndex({ from: event.stepIndex, context: { ...state.flags, crm: state.crm } })
          : event.stepIndex,
      };
  }
};
