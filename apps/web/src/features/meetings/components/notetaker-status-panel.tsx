import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notetakerStageText, type TLiveNotetakerStatus } from '../utils/notetaker-stage';

export type TNotetakerStatusPanelProps = {
  notetaker: { status: TLiveNotetakerStatus; joins_at: string };
  /** Members get the way to the meetings page, where the booking can be called off. */
  canManage: boolean;
};

const TITLES: Readonly<Record<TLiveNotetakerStatus, string>> = {
  scheduled: 'The notetaker is booked',
  joining: 'The notetaker is joining',
  waiting_room: 'The notetaker is waiting to be admitted',
  in_call: 'The notetaker is in the call',
  call_ended: 'The call has ended',
};

const DETAILS: Readonly<Record<TLiveNotetakerStatus, string>> = {
  scheduled:
    'It records the meeting, and Ting writes the transcript, summary and action items after the call.',
  joining: 'It asks to join the call now.',
  waiting_room: 'Someone in the call has to let it in; it records once admitted.',
  in_call: 'It records the call. Ting processes the meeting once the call ends.',
  call_ended:
    'Ting is fetching the recording from the notetaker, then processes the meeting. This page updates by itself.',
};

/**
 * A meeting waiting for its notetaker: booked (with when it joins), joining, waiting to be admitted, in the
 * call, or done with it. Nothing is processed yet, so this says so rather than showing the pipeline.
 */
export const NotetakerStatusPanel = ({ notetaker, canManage }: TNotetakerStatusPanelProps) => (
  <Paper withBorder radius="md" p="lg" role="status" aria-label="Notetaker status">
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        {notetaker.status === 'scheduled' ? (
          <IconCalendarTime size={22} aria-hidden />
        ) : (
          <Loader size="sm" aria-hidden />
        )}
        <Title order={2} size="h4">
          {TITLES[notetaker.status]}
        </Title>
      </Group>
      <Text fw={500}>{notetakerStageText({ notetaker })}</Text>
      <Text size="sm" c="dimmed">
        {DETAILS[notetaker.status]}
        {notetaker.status === 'scheduled' && canManage ? (
          <>
            {' '}
            To call it off, switch Record off for this meeting under{' '}
            <Anchor component={Link} to="/meetings" inherit>
              Upcoming meetings
            </Anchor>
            .
          </>
        ) : null}
      </Text>
    </Stack>
  </Paper>
);
