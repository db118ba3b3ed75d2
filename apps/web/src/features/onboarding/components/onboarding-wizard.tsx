import { Container, Progress, Stack, Text, Title } from '@mantine/core';
import {
  IconAdjustments,
  IconAlertTriangle,
  IconBriefcase,
  IconCalendarEvent,
  IconCircleCheck,
  IconPlugConnected,
} from '@tabler/icons-react';
import type { TOnboardingStepId } from '@ting/contracts';
import type { ReactNode } from 'react';
import { FullScreenLoader } from '../../../ui/full-screen-loader';
import { useOnboardingWizard } from '../hooks/use-onboarding-wizard';
import { getProgressValue, ONBOARDING_STEP_COUNT } from '../wizard-steps';
import { ConnectionChecklist } from './connection-checklist';
import { CrmSelect } from './crm-select';
import { OnboardingStepCard } from './onboarding-step-card';

const ICON_SIZE = 30;

const STEP_ICONS: Record<TOnboardingStepId, ReactNode> = {
  connect_calendar: <IconCalendarEvent size={ICON_SIZE} aria-hidden />,
  select_crm: <IconBriefcase size={ICON_SIZE} aria-hidden />,
  integrate_crm: <IconPlugConnected size={ICON_SIZE} aria-hidden />,
  crm_not_implemented: <IconAlertTriangle size={ICON_SIZE} aria-hidden />,
  crm_integrated: <IconCircleCheck size={ICON_SIZE} aria-hidden />,
  preferences: <IconAdjustments size={ICON_SIZE} aria-hidden />,
};

/** Steps after the calendar's: they say whose connections are there (the member's own, the organization's). */
const CHECKLIST_STEPS: readonly TOnboardingStepId[] = ['select_crm', 'integrate_crm', 'crm_integrated'];

/** Shown instead of any page until the user has onboarded (spec section 2). */
export const OnboardingWizard = () => {
  const wizard = useOnboardingWizard();
  if (wizard.isLoading) return <FullScreenLoader label="Checking your integrations" />;

  const { step, stepIndex, crm, busyAction, flags } = wizard;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Set up Progression</Title>
          <Text size="sm" c="dimmed">
            Step {stepIndex + 1} of {ONBOARDING_STEP_COUNT}
          </Text>
          <Progress value={getProgressValue(stepIndex)} aria-label="Setup progress" size="md" />
        </Stack>
        <OnboardingStepCard
          key={step.id}
          step={step}
          icon={STEP_ICONS[step.id]}
          isPrimaryBusy={busyAction === 'primary'}
          isSkipBusy={busyAction === 'skip'}
          onPrimary={() => void wizard.onPrimary()}
          onSkip={() => void wizard.onSkip()}
        >
          {CHECKLIST_STEPS.includes(step.id) ? <ConnectionChecklist flags={flags} /> : null}
          {step.id === 'select_crm' ? (
            <CrmSelect value={crm} isDisabled={busyAction !== null} onChange={wizard.onCrmChange} />
          ) : null}
        </OnboardingStepCard>
      </Stack>
    </Container>
  );
};
