import { Alert, Button, Group, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TMeetingDetail, TMeetingStatus } from '@ting/contracts';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { canRetryMeeting, isFinalMeetingStatus } from '../utils/meeting-status';
import { isNotetakerLive } from '../utils/notetaker-stage';
import { MeetingStopReason } from './meeting-stop-reason';
import { NotetakerStatusPanel } from './notetaker-status-panel';

const PROCESSING_STEPS = ['queued', 'transcribing', 'summarising', 'syncing'] as const;

const STEP_LABELS: Readonly<Record<(typeof PROCESSING_STEPS)[number], string>> = {
  queued: 'Queued',
  transcribing: 'Transcribing',
  summarising: 'Summarising',
  syncing: 'Syncing',
};

const STEP_DESCRIPTIONS: Readonly<Partial<Record<TMeetingStatus, string>>> = {
  queued: 'The meeting is waiting for its turn.',
  transcribing: 'Ting is turning the recording into a transcript.',
  summarising: 'Ting is writing the summary and action items.',
  syncing: 'Ting is saving the results.',
};

export type TMeetingStatusPanelProps = {
  meeting: TMeetingDetail;
  isRetrying: boolean;
  /** Null for everyone but the owner (the server lets only the owner retry): they see why, not Retry. */
  onRetry: (() => void) | null;
  /** Members get the way to the billing screen from a plan-limit reason; share-link visitors do not. */
  canOpenBilling: boolean;
};

/**
 * Where the notetaker is while the meeting waits for it, where the pipeline is while it works (the page
 * polls meanwhile), or why it stopped, with Retry.
 */
export const MeetingStatusPanel = ({
  meeting,
  isRetrying,
  onRetry,
  canOpenBilling,
}: TMeetingStatusPanelProps) => {
  const { status, notetaker } = meeting;
  // Before the notetaker has brought anything, there is nothing to process yet: say where it is.
  if (isNotetakerLive(notetaker) && !isFinalMeetingStatus(status)) {
    return <NotetakerStatusPanel notetaker={notetaker} canManage={canOpenBilling} />;
  }
  if (canRetryMeeting(status)) {
    const isFailed = status === 'failed';
    return (
      <Alert
        color={isFailed ? 'red' : 'orange'}
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={isFailed ? 'Processing failed' : 'Meeting limit reached'}
      >
        <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
          <Text size="sm">
            <MeetingStopReason
              status={status}
              reason={meeting.status_reason}
              canOpenBilling={canOpenBilling}
            />
          </Text>
          {onRetry ? (
            <Button
              size="xs"
              variant="white"
              color={isFailed ? 'red' : 'orange'}
              style={{ flexShrink: 0 }}
              onClick={onRetry}
              disabled={isRetrying}
            >
              {isRetrying ? PROCESSING_LABEL : 'Retry'}
            </Button>
          ) : null}
        </Group>
      </Alert>
    );
  }
  if (isFinalMeetingStatus(status)) return null;

  const stepIndex = PROCESSING_STEPS.indexOf(status as (typeof PROCESSING_STEPS)[number]);
  return (
    <Paper withBorder radius="md" p="lg" role="status" aria-label="Processing status">
      <Stack gap="md">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Title order={2} size="h4">
            Ting is processing this meeting
          </Title>
        </Group>
        <Stepper active={stepIndex} size="sm" allowNextStepsSelect={false}>
          {PROCESSING_STEPS.map((step) => (
            <Stepper.Step key={step} label={STEP_LABELS[step]} loading={step === status} />
          ))}
        </Stepper>
        <Text size="sm" c="dimmed">
          Step {stepIndex + 1} of {PROCESSING_STEPS.length}: {STEP_DESCRIPTIONS[status]} This page updates by
          itself.
        </Text>
      </Stack>
    </Paper>
  );
};
