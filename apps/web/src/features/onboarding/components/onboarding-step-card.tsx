import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import type { TWizardStep } from '../wizard-steps';

export type TOnboardingStepCardProps = {
  step: TWizardStep;
  icon: ReactNode;
  isPrimaryBusy: boolean;
  isSkipBusy: boolean;
  onPrimary: () => void;
  onSkip: () => void;
  /** Step-specific controls between the description and the button (the CRM dropdown). */
  children?: ReactNode;
};

export const OnboardingStepCard = ({
  step,
  icon,
  isPrimaryBusy,
  isSkipBusy,
  onPrimary,
  onSkip,
  children,
}: TOnboardingStepCardProps) => {
  const isBusy = isPrimaryBusy || isSkipBusy;
  return (
    <Paper withBorder shadow="sm" radius="lg" p="xl" data-step-id={step.id}>
      <Stack gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2}>{step.title}</Title>
          <Text fw={600} c="dimmed">
            {step.subtitle}
          </Text>
        </Stack>
        <Text>{step.description}</Text>
        {children}
        <Stack gap="xs" align="flex-start">
          <Button size="md" onClick={onPrimary} disabled={isBusy}>
            {isPrimaryBusy ? PROCESSING_LABEL : step.primaryLabel}
          </Button>
          {step.skipLabel ? (
            <Anchor component="button" type="button" size="sm" onClick={onSkip} disabled={isBusy}>
              {isSkipBusy ? PROCESSING_LABEL : step.skipLabel}
            </Anchor>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
};
