import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarOff, IconCloudOff } from '@tabler/icons-react';
import { INTEGRATION_ADMIN_ACTIONS, INTEGRATION_TEXTS, type TIntegrationName } from '@ting/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminOnly } from '../../identity/hooks/use-admin-only';
import { CALENDAR_INTEGRATION_NAME } from '../../integrations/api/use-integration-status-query';
import { useStartAuthorization } from '../../integrations/hooks/use-start-authorization';
import { SETTINGS_SECTION_IDS } from '../../settings/settings-sections';
import { useUpcomingEventsQuery } from '../api/use-upcoming-events-query';
import { groupEventsByDay } from '../utils/event-schedule';
import { UpcomingMeetingItem } from './upcoming-meeting-item';

export const NO_UPCOMING_MEETINGS_TITLE = 'No upcoming meetings in the next 30 days';
export const AUTO_RECORD_HINT = 'Turn on auto-recording of external meetings in Settings';

export type TUpcomingMeetingsProps = {
  /** The caller's connected integrations (identity `orgIntegrations`: their own calendar, the organization's CRM). */
  orgIntegrations: readonly TIntegrationName[];
};

const UpcomingMeetingsSkeleton = () => (
  <Stack gap="md" aria-busy="true" aria-label="Loading upcoming meetings">
    <Skeleton height={22} width={120} />
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} height={104} radius="md" />
    ))}
  </Stack>
);

const CalendarMissingState = () => {
  const authorization = useStartAuthorization();
  const isAuthorizing = authorization.pendingIntegration !== null;
  const adminOnlyReason = useAdminOnly()(INTEGRATION_ADMIN_ACTIONS[CALENDAR_INTEGRATION_NAME]);
  if (adminOnlyReason) {
    return (
      <EmptyState
        icon={<IconCalendarOff size={30} aria-hidden />}
        title="No meetings yet"
        description={`Once your organization's Google Calendar is integrated, its upcoming meetings appear here. ${adminOnlyReason}`}
      />
    );
  }
  return (
    <EmptyState
      icon={<IconCalendarOff size={30} aria-hidden />}
      title="No meetings yet"
      description="Integrate your Google Calendar and your upcoming meetings appear here."
    >
      <Button
        variant="light"
        onClick={() => void authorization.start('google-calendar')}
        disabled={isAuthorizing}
      >
        {isAuthorizing ? PROCESSING_LABEL : INTEGRATION_TEXTS.calendarModalButton}
      </Button>
    </EmptyState>
  );
};

/** The meetings page body: the connected calendar's upcoming meetings, grouped by day. */
export const UpcomingMeetings = ({ orgIntegrations }: TUpcomingMeetingsProps) => {
  const hasCalendar = orgIntegrations.includes(CALENDAR_INTEGRATION_NAME);
  const eventsQuery = useUpcomingEventsQuery({ isEnabled: hasCalendar });
  const groups = useMemo(
    () => (eventsQuery.data ? groupEventsByDay({ events: eventsQuery.data, now: new Date() }) : []),
    [eventsQuery.data],
  );

  if (!hasCalendar) return <CalendarMissingState />;
  if (eventsQuery.isPending) return <UpcomingMeetingsSkeleton />;
  if (eventsQuery.isError) {
    return (
      <EmptyState
        icon={<IconCloudOff size={30} aria-hidden />}
        title="Your upcoming meetings could not be loaded"
        description="Ting could not reach your calendar's meetings just now."
      >
        <Button variant="light" onClick={() => void eventsQuery.refetch()} loading={eventsQuery.isFetching}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarEvent size={30} aria-hidden />}
        title={NO_UPCOMING_MEETINGS_TITLE}
        description="Meetings you add to your Google Calendar appear here."
      />
    );
  }

  return (
    <Stack
      component="section"
      gap="lg"
      aria-labelledby="upcoming-meetings-title"
      data-tour="upcoming-meetings"
    >
      <Stack gap={4}>
        <Title order={2} id="upcoming-meetings-title">
          Upcoming meetings
        </Title>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={`/settings#${SETTINGS_SECTION_IDS.customization}`} inherit>
            {AUTO_RECORD_HINT}
          </Anchor>
        </Text>
      </Stack>
      {groups.map((group) => (
        <Stack key={group.key} gap="sm">
          <Title order={3} size="h5" c="dimmed" id={`meetings-day-${group.key}`}>
            {group.label}
          </Title>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={`meetings-day-${group.key}`}
          >
            {group.events.map((event) => (
              <UpcomingMeetingItem key={event.id} event={event} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
};
