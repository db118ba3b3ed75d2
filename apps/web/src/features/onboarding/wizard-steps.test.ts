import { CRM_VALUES, ONBOARDING_STEP_IDS, type TCrm, type TOnboardingStepId } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  createInitialWizardState,
  findEligibleStepIndex,
  getProgressValue,
  isStepEligible,
  ONBOARDING_STEP_COUNT,
  PERSONALISATION_PATH,
  runPrimaryAction,
  runSkipAction,
  stepIndexOf,
  type TStepActionDeps,
  type TWizardContext,
  WIZARD_STEPS,
  wizardReducer,
} from './wizard-steps';

const NON_HUBSPOT_CRMS = CRM_VALUES.filter((crm) => crm !== 'hubspot');

/** Every combination of the two flags, with HubSpot and with one other CRM. */
const ALL_CONTEXTS: TWizardContext[] = [true, false].flatMap((hasCalendarIntegration) =>
  [true, false].flatMap((hasCrmIntegration) =>
    (['hubspot', 'salesforce'] as const).map((crm) => ({ hasCalendarIntegration, hasCrmIntegration, crm })),
  ),
);

const describeContext = ({ hasCalendarIntegration, hasCrmIntegration, crm }: TWizardContext) =>
  `calendar ${hasCalendarIntegration ? 'connected' : 'missing'}, CRM ${hasCrmIntegration ? 'connected' : 'missing'}, crm=${crm}`;

/** The spec's "Shown when" column, written out independently of the implementation. */
const EXPECTED_ELIGIBILITY: Record<TOnboardingStepId, (context: TWizardContext) => boolean> = {
  connect_calendar: (c) => !c.hasCalendarIntegration,
  select_crm: (c) => c.hasCalendarIntegration && !c.hasCrmIntegration,
  integrate_crm: (c) => !c.hasCrmIntegration && c.crm === 'hubspot',
  crm_not_implemented: (c) => !c.hasCrmIntegration && c.crm !== 'hubspot',
  crm_integrated: (c) => c.hasCrmIntegration && c.hasCalendarIntegration,
  preferences: () => true,
};

const buildDeps = (overrides: Partial<TStepActionDeps> = {}): TStepActionDeps => ({
  crm: 'hubspot',
  getCalendarAuthorizeUrl: vi.fn(async () => 'https://accounts.example/calendar'),
  getCrmAuthorizeUrl: vi.fn(async () => 'https://app.hubspot.example/oauth'),
  saveCrm: vi.fn(async () => {}),
  ...overrides,
});

describe('WIZARD_STEPS', () => {
  it('lists the six steps of the spec in order, with their titles and button labels', () => {
    expect(WIZARD_STEPS.map((step) => step.id)).toEqual([...ONBOARDING_STEP_IDS]);
    expect(WIZARD_STEPS.map((step) => [step.title, step.primaryLabel, step.skipLabel])).toEqual([
      ["Let's connect your calendar", 'Connect', undefined],
      ['Calendar connected!', 'Continue', "I don't use a CRM"],
      ['Integration available!', 'Integrate', 'Maybe Later'],
      ['CRM not yet implemented', 'Configure', undefined],
      ['CRM connected!', 'Personalize', undefined],
      ['All set!', 'Personalize', undefined],
    ]);
    expect(ONBOARDING_STEP_COUNT).toBe(6);
  });

  it('gives every step a subtitle and a description', () => {
    for (const step of WIZARD_STEPS) {
      expect(step.subtitle.length).toBeGreaterThan(0);
      expect(step.description.length).toBeGreaterThan(0);
    }
  });
});

describe('isStepEligible', () => {
  for (const stepId of ONBOARDING_STEP_IDS) {
    for (const context of ALL_CONTEXTS) {
      const expected = EXPECTED_ELIGIBILITY[stepId](context);
      it(`${stepId} is ${expected ? 'eligible' : 'not eligible'} with ${describeContext(context)}`, () => {
        expect(isStepEligible(stepId, context)).toBe(expected);
      });
    }
  }

  it.each(NON_HUBSPOT_CRMS)('treats %s like any CRM that is not HubSpot', (crm) => {
    const context = { hasCalendarIntegration: true, hasCrmIntegration: false, crm };
    expect(isStepEligible('integrate_crm', context)).toBe(false);
    expect(isStepEligible('crm_not_implemented', context)).toBe(true);
  });
});

describe('findEligibleStepIndex', () => {
  const noConnections: TWizardContext = {
    hasCalendarIntegration: false,
    hasCrmIntegration: false,
    crm: 'hubspot',
  };
  const calendarOnly: TWizardContext = {
    hasCalendarIntegration: true,
    hasCrmIntegration: false,
    crm: 'hubspot',
  };
  const bothConnected: TWizardContext = {
    hasCalendarIntegration: true,
    hasCrmIntegration: true,
    crm: 'hubspot',
  };

  it('starts with the calendar when nothing is connected', () => {
    expect(findEligibleStepIndex({ from: 0, context: noConnections })).toBe(stepIndexOf('connect_calendar'));
  });

  it("lands on 'Calendar connected!' when only the calendar is connected", () => {
    expect(findEligibleStepIndex({ from: 0, context: calendarOnly })).toBe(stepIndexOf('select_crm'));
  });

  it("lands on 'CRM connected!' when calendar and CRM are connected", () => {
    expect(findEligibleStepIndex({ from: 0, context: bothConnected })).toBe(stepIndexOf('crm_integrated'));
  });

  it('passes over every step that does not apply', () => {
    const crmOnly = { hasCalendarIntegration: false, hasCrmIntegration: true, crm: 'hubspot' as TCrm };
    expect(findEligibleStepIndex({ from: 1, context: crmOnly })).toBe(stepIndexOf('preferences'));
  });

  it('returns the starting step itself when it is eligible', () => {
    expect(findEligibleStepIndex({ from: 2, context: calendarOnly })).toBe(2);
  });

  it('ends on preferences, which is always eligible', () => {
    expect(findEligibleStepIndex({ from: 5, context: bothConnected })).toBe(5);
    expect(findEligibleStepIndex({ from: 99, context: bothConnected })).toBe(5);
  });
});

describe('getProgressValue', () => {
  it('is the step number divided by six, in percent', () => {
    expect(getProgressValue(0)).toBeCloseTo(100 / 6);
    expect(getProgressValue(2)).toBe(50);
    expect(getProgressValue(5)).toBe(100);
  });
});

describe('runPrimaryAction', () => {
  it('connect_calendar redirects to the calendar authorisation address', async () => {
    const deps = buildDeps();
    expect(await runPrimaryAction({ stepId: 'connect_calendar', deps })).toEqual({
      type: 'redirect',
      url: 'https://accounts.example/calendar',
    });
  });

  it('select_crm with HubSpot saves the choice and jumps to integrate_crm (index 2)', async () => {
    const deps = buildDeps({ crm: 'hubspot' });
    expect(await runPrimaryAction({ stepId: 'select_crm', deps })).toEqual({ type: 'jump', stepIndex: 2 });
    expect(deps.saveCrm).toHaveBeenCalledWith('hubspot');
  });

  it.each(NON_HUBSPOT_CRMS)(
    'select_crm with %s saves it and jumps to crm_not_implemented (index 3)',
    async (crm) => {
      const deps = buildDeps({ crm });
      expect(await runPrimaryAction({ stepId: 'select_crm', deps })).toEqual({ type: 'jump', stepIndex: 3 });
      expect(deps.saveCrm).toHaveBeenCalledWith(crm);
    },
  );

  it('select_crm still moves on when saving the choice fails, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = buildDeps({ crm: 'zoho', saveCrm: vi.fn(async () => Promise.reject(new Error('down'))) });
    expect(await runPrimaryAction({ stepId: 'select_crm', deps })).toEqual({ type: 'jump', stepIndex: 3 });
    expect(consoleError).toHaveBeenCalledWith('Could not save the CRM choice', expect.any(Error));
  });

  it('integrate_crm redirects to the HubSpot authorisation address', async () => {
    const deps = buildDeps();
    expect(await runPrimaryAction({ stepId: 'integrate_crm', deps })).toEqual({
      type: 'redirect',
      url: 'https://app.hubspot.example/oauth',
    });
  });

  it.each(['crm_not_implemented', 'crm_integrated', 'preferences'] as const)(
    '%s finishes and goes to /settings#personalisation',
    async (stepId) => {
      expect(await runPrimaryAction({ stepId, deps: buildDeps() })).toEqual({
        type: 'finish',
        path: PERSONALISATION_PATH,
      });
      expect(PERSONALISATION_PATH).toBe('/settings#personalisation');
    },
  );

  it.each([
    [
      'connect_calendar',
      { getCalendarAuthorizeUrl: async () => Promise.reject(new Error('Calendar is down')) },
    ],
    ['integrate_crm', { getCrmAuthorizeUrl: async () => Promise.reject(new Error('HubSpot is down')) }],
  ] as const)('%s turns a failed authorisation into an error result', async (stepId, overrides) => {
    const result = await runPrimaryAction({ stepId, deps: buildDeps(overrides) });
    expect(result).toEqual({ type: 'error', message: expect.stringMatching(/is down$/) });
  });

  it('uses a readable message when the failure has none', async () => {
    const deps = buildDeps({ getCalendarAuthorizeUrl: async () => Promise.reject(new Error('')) });
    expect(await runPrimaryAction({ stepId: 'connect_calendar', deps })).toEqual({
      type: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('runSkipAction', () => {
  it("'I don't use a CRM' on select_crm finishes onboarding", () => {
    expect(runSkipAction({ stepId: 'select_crm', stepIndex: 1 })).toEqual({
      type: 'finish',
      path: PERSONALISATION_PATH,
    });
  });

  it("'Maybe Later' on integrate_crm advances one step", () => {
    expect(runSkipAction({ stepId: 'integrate_crm', stepIndex: 2 })).toEqual({ type: 'jump', stepIndex: 3 });
  });
});

describe('wizardReducer', () => {
  const flags = (hasCalendarIntegration: boolean, hasCrmIntegration: boolean) => ({
    hasCalendarIntegration,
    hasCrmIntegration,
  });

  it('stays on step 0 with unknown flags until both checks are known', () => {
    const state = createInitialWizardState('hubspot');
    expect(state).toEqual({ stepIndex: 0, crm: 'hubspot', flags: null });
    expect(wizardReducer(state, { type: 'jumped', stepIndex: 2 }).stepIndex).toBe(2);
  });

  it.each([
    [flags(false, false), 'connect_calendar'],
    [flags(true, false), 'select_crm'],
    [flags(true, true), 'crm_integrated'],
    [flags(false, true), 'connect_calendar'],
  ] as const)('moves to the first eligible step once the flags %o are known', (loaded, expectedStep) => {
    const state = wizardReducer(createInitialWizardState('hubspot'), { type: 'flagsLoaded', flags: loaded });
    expect(WIZARD_STEPS[state.stepIndex]?.id).toBe(expectedStep);
  });

  it('after choosing HubSpot on select_crm, the jump lands on integrate_crm', () => {
    let state = wizardReducer(createInitialWizardState('salesforce'), {
      type: 'flagsLoaded',
      flags: flags(true, false),
    });
    state = wizardReducer(state, { type: 'crmChanged', crm: 'hubspot' });
    state = wizardReducer(state, { type: 'jumped', stepIndex: 2 });
    expect(WIZARD_STEPS[state.stepIndex]?.id).toBe('integrate_crm');
  });

  it.each(NON_HUBSPOT_CRMS)(
    'after choosing %s on select_crm, the jump lands on crm_not_implemented',
    (crm) => {
      let state = wizardReducer(createInitialWizardState('hubspot'), {
        type: 'flagsLoaded',
        flags: flags(true, false),
      });
      state = wizardReducer(state, { type: 'crmChanged', crm });
      state = wizardReducer(state, { type: 'jumped', stepIndex: 3 });
      expect(WIZARD_STEPS[state.stepIndex]?.id).toBe('crm_not_implemented');
    },
  );

  it("'Maybe Later' from integrate_crm skips the ineligible steps and lands on 'All set!'", () => {
    let state = wizardReducer(createInitialWizardState('hubspot'), {
      type: 'flagsLoaded',
      flags: flags(true, false),
    });
    state = wizardReducer(state, { type: 'jumped', stepIndex: 2 });
    state = wizardReducer(state, { type: 'jumped', stepIndex: 3 });
    expect(WIZARD_STEPS[state.stepIndex]?.id).toBe('preferences');
  });

  it('changing the CRM alone does not move the wizard', () => {
    const state = wizardReducer(createInitialWizardState('hubspot'), {
      type: 'flagsLoaded',
      flags: flags(true, false),
    });
    expect(wizardReducer(state, { type: 'crmChanged', crm: 'zoho' }).stepIndex).toBe(state.stepIndex);
  });

  it.each([
    [{ ...flags(false, false) }, 'preferences'],
    [{ ...flags(true, false) }, 'select_crm'],
  ] as const)(
    'skips, for a member, the steps that connect what only the admin may (%o)',
    (loaded, expectedStep) => {
      const memberFlags = { ...loaded, canConnectCalendar: false, canConnectCrm: false };
      let state = wizardReducer(createInitialWizardState('hubspot'), {
        type: 'flagsLoaded',
        flags: memberFlags,
      });
      expect(WIZARD_STEPS[state.stepIndex]?.id).toBe(expectedStep);
      // Choosing HubSpot on select_crm would jump to integrate_crm: a member lands on 'All set!' instead.
      state = wizardReducer(state, { type: 'jumped', stepIndex: 2 });
      expect(WIZARD_STEPS[state.stepIndex]?.id).toBe('preferences');
    },
  );
});
