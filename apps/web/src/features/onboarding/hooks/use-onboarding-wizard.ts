import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CRM, type TCrm, TOAST_DURATION_MS, TOAST_TEXTS } from '@ting/contracts';
import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { browser } from '../../../lib/browser';
import { NEVER_TOAST } from '../../../lib/http-client';
import { showToast } from '../../../lib/toast';
import { identityKeys } from '../../identity/api/identity-keys';
import { useUpdateOnboardingMutation } from '../../identity/api/use-update-onboarding-mutation';
import { useUpdateUserMetaMutation } from '../../identity/api/use-update-user-meta-mutation';
import { useCurrentIdentity } from '../../identity/hooks/use-current-identity';
import { useAuthorizeIntegrationMutation } from '../../integrations/api/use-authorize-integration-mutation';
import {
  CALENDAR_INTEGRATION_NAME,
  CRM_INTEGRATION_NAME,
  useIntegrationStatusQuery,
} from '../../integrations/api/use-integration-status-query';
import { mayConnect } from '../../integrations/integration-prompts';
import {
  createInitialWizardState,
  runPrimaryAction,
  runSkipAction,
  type TStepResult,
  type TWizardFlags,
  type TWizardStep,
  WIZARD_STEPS,
  wizardReducer,
} from '../wizard-steps';

/** Which of the step's two buttons is working, if any. */
export type TWizardBusyAction = 'primary' | 'skip' | null;

export type TOnboardingWizard =
  | { isLoading: true }
  | {
      isLoading: false;
      step: TWizardStep;
      /** What is connected for this user: their own calendar, the organization's CRM. */
      flags: TWizardFlags;
      stepIndex: number;
      crm: TCrm;
      busyAction: TWizardBusyAction;
      onCrmChange: (crm: TCrm) => void;
      onPrimary: () => Promise<void>;
      onSkip: () => Promise<void>;
    };

/** Drives the onboarding wizard: connection checks, the step state machine and the buttons' effects. */
export const useOnboardingWizard = (): TOnboardingWizard => {
  const identity = useCurrentIdentity();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const integrationStatus = useIntegrationStatusQuery();
  // The wizard shows its own 'Error' toast for a failed step, so the HTTP client must not add another.
  const authorize = useAuthorizeIntegrationMutation({ shouldToast: NEVER_TOAST });
  const updateMeta = useUpdateUserMetaMutation();
  const updateOnboarding = useUpdateOnboardingMutation();
  const [state, dispatch] = useReducer(
    wizardReducer,
    identity.user.meta.crm ?? DEFAULT_CRM,
    createInitialWizardState,
  );
  const [busyAction, setBusyAction] = useState<TWizardBusyAction>(null);

  const isAdmin = identity.user.is_admin;
  useEffect(() => {
    if (!integrationStatus.data) return;
    const user = { is_admin: isAdmin };
    const flags = {
      ...integrationStatus.data,
      canConnectCalendar: mayConnect({ user, name: CALENDAR_INTEGRATION_NAME }),
      canConnectCrm: mayConnect({ user, name: CRM_INTEGRATION_NAME }),
    };
    dispatch({ type: 'flagsLoaded', flags });
  }, [integrationStatus.data, isAdmin]);

  const finish = async (path: string) => {
    try {
      await updateOnboarding.mutateAsync({ has_onboarded: true });
    } catch (error) {
      // Onboarding patch failures are only logged (spec section 8); the user stays on this step.
      console.error('Could not mark onboarding as done', error);
      setBusyAction(null);
      return;
    }
    // The new location is rendered before the identity changes: were the shell to swap this wizard for the
    // page while still on `/`, its index route would redirect to /meetings over the page asked for.
    await navigate(path, { flushSync: true });
    // Once the refetched identity says has_onboarded, the shell swaps this wizard for the page.
    // 'all': refetched even where the page just shown does not watch it.
    await queryClient.invalidateQueries({ queryKey: identityKeys.all, refetchType: 'all' });
    setBusyAction(null);
  };

  const applyResult = async (result: TStepResult) => {
    switch (result.type) {
      case 'error':
        showToast({
          title: TOAST_TEXTS.httpErrorTitle,
          message: result.message,
          tone: 'error',
          durationMs: TOAST_DURATION_MS.http,
        });
        setBusyAction(null);
        return;
      case 'jump':
        dispatch({ type: 'jumped', stepIndex: result.stepIndex });
        setBusyAction(null);
        return;
      case 'redirect':
        // Stay busy: the browser is leaving for the provider's consent page.
        browser.assign(result.url);
        return;
      case 'finish':
        await finish(result.path);
        return;
    }
  };

  if (!state.flags) return { isLoading: true };

  const step = WIZARD_STEPS[state.stepIndex];
  if (!step) throw new Error(`Onboarding step ${state.stepIndex} does not exist`);

  const handlePrimary = async () => {
    if (busyAction) return;
    setBusyAction('primary');
    const result = await runPrimaryAction({
      stepId: step.id,
      deps: {
        crm: state.crm,
        getCalendarAuthorizeUrl: () => authorize.mutateAsync({ integration: 'google-calendar' }),
        getCrmAuthorizeUrl: () => authorize.mutateAsync({ integration: 'hubspot' }),
        saveCrm: async (crm) => {
          await updateMeta.mutateAsync({ metadata: { crm } });
        },
      },
    });
    await applyResult(result);
  };

  const handleSkip = async () => {
    if (busyAction) return;
    setBusyAction('skip');
    await applyResult(runSkipAction({ stepId: step.id, stepIndex: state.stepIndex }));
  };

  return {
    isLoading: false,
    step,
    flags: state.flags,
    stepIndex: state.stepIndex,
    crm: state.crm,
    busyAction,
    onCrmChange: (crm) => dispatch({ type: 'crmChanged', crm }),
    onPrimary: handlePrimary,
    onSkip: handleSkip,
  };
};
