import { useQuery } from '@tanstack/react-query';
import type { TMeetingCrmUpdates } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingCrmPath } from './use-meeting-crm-query';

export const meetingCrmUpdatesPath = (meetingId: string): string => `${meetingCrmPath(meetingId)}/updates`;

/** How often to look again while a sync is queued or running, so each write shows as it lands. */
export const CRM_SYNC_POLL_MS = 2_000;

/** `GET /api/meetings/{id}/crm/updates`: the meeting's HubSpot tab (write mode, whether a sync runs, the updates). */
export const useMeetingCrmUpdatesQuery = (meetingId: string) =>
  useQuery({
    queryKey: meetingKeys.crmUpdates(meetingId),
    queryFn: ({ signal }) =>
      apiRequest<TMeetingCrmUpdates>({ path: meetingCrmUpdatesPath(meetingId), signal }),
    refetchInterval: (query) => (query.state.data?.syncing ? CRM_SYNC_POLL_MS : false),
  });
