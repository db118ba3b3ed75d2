import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  CRM_OBJECT_TYPES,
  type TCrmUpdate,
  type TCrmUpdateDecision,
  type TMeetingCrmUpdates,
} from '@ting/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import {
  useDecideAllCrmUpdatesMutation,
  useDecideCrmUpdateMutation,
  useRetryCrmUpdateMutation,
  useSyncMeetingCrmMutation,
} from '../api/use-crm-update-mutations';
import { useMeetingCrmUpdatesQuery } from '../api/use-meeting-crm-updates-query';
import { CRM_UPDATES_TEXTS, writeModeSentence } from '../crm-updates-texts';
import { CrmActivityItem, CrmPropertyUpdateItem, crmUpdateName } from './crm-update-item';
import { CrmNotConnected } from './meeting-crm-tab';

const ACTIVITY_ORDER = ['meeting', 'note', 'task'] as const;

/** The meeting first, then the note, then the tasks (in the server's order, which is the action items'). */
const sortActivities = (updates: readonly TCrmUpdate[]): TCrmUpdate[] =>
  updates
    .filter(({ kind }) => kind !== 'property')
    .sort(
      (a, b) =>
        ACTIVITY_ORDER.indexOf(a.kind as (typeof ACTIVITY_ORDER)[number]) -
        ACTIVITY_ORDER.indexOf(b.kind as (typeof ACTIVITY_ORDER)[number]),
    );

/** Grouped by record (deals first, as in the linked records), then by property label. */
const sortPropertyUpdates = (updates: readonly TCrmUpdate[]): TCrmUpdate[] =>
  updates
    .filter(({ kind }) => kind === 'property')
    .sort(
      (a, b) =>
        (a.record_type ? CRM_OBJECT_TYPES.indexOf(a.record_type) : CRM_OBJECT_TYPES.length) -
          (b.record_type ? CRM_OBJECT_TYPES.indexOf(b.record_type) : CRM_OBJECT_TYPES.length) ||
        (a.record_name ?? '').localeCompare(b.record_name ?? '') ||
        crmUpdateName(a).localeCompare(crmUpdateName(b)),
    );

type TPendingReviewBarProps = {
  count: number;
  isBusy: boolean;
  onDecideAll: (decision: TCrmUpdateDecision['decision']) => void;
};

const PendingReviewBar = ({ count, isBusy, onDecideAll }: TPendingReviewBarProps) => (
  <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-yellow-0)">
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={500}>
        {CRM_UPDATES_TEXTS.pendingCount(count)}
      </Text>
      {count > 1 ? (
        <Group gap="xs">
          <Button size="xs" onClick={() => onDecideAll('approve')} disabled={isBusy}>
            {CRM_UPDATES_TEXTS.approveAll}
          </Button>
          <Button size="xs" variant="default" onClick={() => onDecideAll('reject')} disabled={isBusy}>
            {CRM_UPDATES_TEXTS.rejectAll}
          </Button>
        </Group>
      ) : null}
    </Group>
  </Paper>
);

type TUpdatesSectionProps = {
  title: string;
  children: ReactNode;
};

const UpdatesSection = ({ title, children }: TUpdatesSectionProps) => {
  const titleId = useId();
  return (
    <Stack gap={0}>
      <Title order={4} size="h6" id={titleId} mb={4}>
        {title}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {children}
      </Stack>
    </Stack>
  );
};

type TCrmUpdatesProps = {
  meetingId: string;
  data: TMeetingCrmUpdates;
  onSeek: ((timeMs: number) => void) | null;
};

const CrmUpdates = ({ meetingId, data, onSeek }: TCrmUpdatesProps) => {
  const decide = useDecideCrmUpdateMutation(meetingId);
  const decideAll = useDecideAllCrmUpdatesMutation(meetingId);
  const retry = useRetryCrmUpdateMutation(meetingId);
  const sync = useSyncMeetingCrmMutation(meetingId);
  const activities = sortActivities(data.updates);
  const properties = sortPropertyUpdates(data.updates);
  const pendingCount = data.updates.filter(({ status }) => status === 'pending_review').length;

  // Each mutation rolls its optimistic change back on failure, and the HTTP client has shown why.
  const handleDecide = (variables: TCrmUpdateDecision & { update: TCrmUpdate }) =>
    decide.mutate(variables, {
      onError: (error) =>
        console.error(`Could not ${variables.decision} ${crmUpdateName(variables.update)}`, error),
    });
  const handleDecideAll = (decision: TCrmUpdateDecision['decision']) =>
    decideAll.mutate(
      { decision },
      { onError: (error) => console.error(`Could not ${decision} every pending update`, error) },
    );
  const handleRetry = (update: TCrmUpdate) =>
    retry.mutate(update, {
      onError: (error) => console.error(`Could not retry ${crmUpdateName(update)}`, error),
    });
  const handleSync = () =>
    sync.mutate(undefined, { onError: (error) => console.error('Could not start the HubSpot sync', error) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {CRM_UPDATES_TEXTS.title}
          </Title>
          <Text size="xs" c="dimmed">
            {writeModeSentence(data.write_modes)} Change it in{' '}
            <Anchor component={Link} to="/settings#personalisation" inherit>
              Settings
            </Anchor>{' '}
            → CRM Properties.
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={handleSync}
          loading={data.syncing}
          style={{ flexShrink: 0 }}
        >
          {CRM_UPDATES_TEXTS.syncButton}
        </Button>
      </Group>
      {data.syncing ? (
        <Text size="xs" c="dimmed" role="status">
          {CRM_UPDATES_TEXTS.syncing}
        </Text>
      ) : null}
      {pendingCount > 0 ? (
        <PendingReviewBar count={pendingCount} isBusy={decideAll.isPending} onDecideAll={handleDecideAll} />
      ) : null}
      {/* The meeting-detail tour's 'HubSpot summary' step points here. */}
      <Stack gap="lg" data-tour="hubspot-summary">
        {data.updates.length === 0 ? (
          <Stack gap={2} py="sm">
            <Text size="sm" fw={500}>
              {CRM_UPDATES_TEXTS.emptyTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {CRM_UPDATES_TEXTS.emptyDescription}
            </Text>
          </Stack>
        ) : null}
        {activities.length > 0 ? (
          <UpdatesSection title={CRM_UPDATES_TEXTS.activities}>
            {activities.map((update) => (
              <CrmActivityItem
                key={update.id}
                update={update}
                onDecide={handleDecide}
                onRetry={handleRetry}
              />
            ))}
          </UpdatesSection>
        ) : null}
        {properties.length > 0 ? (
          <UpdatesSection title={CRM_UPDATES_TEXTS.properties}>
            {properties.map((update) => (
              <CrmPropertyUpdateItem
                key={update.id}
                update={update}
                onDecide={handleDecide}
                onRetry={handleRetry}
                onSeek={onSeek}
              />
            ))}
          </UpdatesSection>
        ) : null}
      </Stack>
    </Stack>
  );
};

export type TMeetingHubspotTabProps = {
  meetingId: string;
  /** Seeks the meeting's player and transcript to a quote's moment; null without a recording. */
  onSeek: ((timeMs: number) => void) | null;
};

/**
 * The meeting's HubSpot tab: what Ting wrote to HubSpot after the meeting (the meeting, a note, tasks and
 * property values with their evidence) or proposes to, each with its status and page; review and Sync to
 * HubSpot. Members only, like the CRM tab.
 */
export const MeetingHubspotTab = ({ meetingId, onSeek }: TMeetingHubspotTabProps) => {
  const updates = useMeetingCrmUpdatesQuery(meetingId);
  if (updates.data) {
    return updates.data.connected ? (
      <CrmUpdates meetingId={meetingId} data={updates.data} onSeek={onSeek} />
    ) : (
      <CrmNotConnected />
    );
  }
  if (updates.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{CRM_UPDATES_TEXTS.loadFailed}</Text>
        <Button variant="light" size="xs" onClick={() => void updates.refetch()} loading={updates.isFetching}>
          {CRM_UPDATES_TEXTS.tryAgain}
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={CRM_UPDATES_TEXTS.loading} />
    </Center>
  );
};
