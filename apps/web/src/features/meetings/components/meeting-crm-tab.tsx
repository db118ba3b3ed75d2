import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TCrmRecordSummary, TMeetingCrm, TMeetingCrmLink } from '@ting/contracts';
import { useId, useMemo } from 'react';
import { ConnectHubspotButton } from '../../integrations/components/connect-hubspot-button';
import {
  useAddMeetingCrmLinkMutation,
  useRemoveMeetingCrmLinkMutation,
} from '../api/use-meeting-crm-link-mutations';
import { useMeetingCrmQuery } from '../api/use-meeting-crm-query';
import { CrmRecordSearch, crmRecordKey } from './crm-record-search';
import { MeetingCrmLinks } from './meeting-crm-links';

export const CRM_NOT_CONNECTED_TEXT = 'HubSpot is not connected.';

/** Shown by the CRM and HubSpot tabs while HubSpot is not connected: the one place to connect it from the meeting. */
export const CrmNotConnected = () => (
  <Stack gap="sm" align="flex-start">
    <Stack gap={2}>
      <Text fw={500}>{CRM_NOT_CONNECTED_TEXT}</Text>
      <Text size="sm" c="dimmed">
        Connect HubSpot to see the contacts, companies and deals this meeting is about.
      </Text>
    </Stack>
    <ConnectHubspotButton />
  </Stack>
);

type TUnknownAttendeesProps = {
  attendees: TMeetingCrm['unknown_attendees'];
};

/** Attendees without a HubSpot contact: shown, never created on their own. */
const UnknownAttendees = ({ attendees }: TUnknownAttendeesProps) => {
  const titleId = useId();
  if (attendees.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h6" id={titleId}>
        Attendees not in HubSpot
      </Title>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {attendees.map(({ email, name }) => (
          <Group component="li" key={email} gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {name ? `${name} · ${email}` : email}
            </Text>
            <Badge color="gray" variant="outline" size="xs">
              Not in HubSpot
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
};

type TConnectedCrmProps = {
  meetingId: string;
  crm: TMeetingCrm;
};

const ConnectedCrm = ({ meetingId, crm }: TConnectedCrmProps) => {
  const addLink = useAddMeetingCrmLinkMutation(meetingId);
  const removeLink = useRemoveMeetingCrmLinkMutation(meetingId);
  const linkedKeys = useMemo(() => new Set(crm.links.map(crmRecordKey)), [crm.links]);

  const handleAdd = async ({ record_type, record_id }: TCrmRecordSummary) => {
    try {
      await addLink.mutateAsync({ record_type, record_id });
    } catch (error) {
      // The HTTP client has shown why.
      console.error(`Could not link ${record_type} ${record_id}`, error);
    }
  };

  const handleRemove = async (link: TMeetingCrmLink) => {
    try {
      await removeLink.mutateAsync(link);
    } catch (error) {
      // The link is back and the HTTP client has shown why.
      console.error(`Could not remove the link to ${link.name}`, error);
    }
  };

  return (
    <Stack gap="md">
      <CrmRecordSearch
        linkedKeys={linkedKeys}
        onSelect={(record) => void handleAdd(record)}
        isAdding={addLink.isPending}
      />
      <MeetingCrmLinks links={crm.links} onRemove={(link) => void handleRemove(link)} />
      <UnknownAttendees attendees={crm.unknown_attendees} />
    </Stack>
  );
};

export type TMeetingCrmTabProps = {
  meetingId: string;
};

/**
 * The meeting's CRM tab: the HubSpot contacts, companies and deals it is about, to open, remove or add.
 * Members only: a shared (signed-out) view never renders it.
 */
export const MeetingCrmTab = ({ meetingId }: TMeetingCrmTabProps) => {
  const crm = useMeetingCrmQuery(meetingId);

  const content = crm.data ? (
    crm.data.connected ? (
      <ConnectedCrm meetingId={meetingId} crm={crm.data} />
    ) : (
      <CrmNotConnected />
    )
  ) : crm.isError ? (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">The HubSpot links could not be loaded.</Text>
      <Button variant="light" size="xs" onClick={() => void crm.refetch()} loading={crm.isFetching}>
        Try again
      </Button>
    </Stack>
  ) : (
    <Center py="lg">
      <Loader size="sm" aria-label="Loading HubSpot links" />
    </Center>
  );

  // The meeting-detail tour's 'CRM links' step points here.
  return <div data-tour="crm-links">{content}</div>;
};
