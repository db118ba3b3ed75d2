import { useQuery } from '@tanstack/react-query';
import type { TMeetingCrm } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingPath } from './use-meeting-query';

export const meetingCrmPath = (meetingId: string): string => `${meetingPath(meetingId)}/crm`;

/** `GET /api/meetings/{id}/crm`: whether HubSpot is connected, the linked records and the unknown attendees. */
export const fetchMeetingCrm = ({ meetingId, signal }: { meetingId: string; signal?: AbortSignal }) =>
  apiRequest<TMeetingCrm>({ path: meetingCrmPath(meetingId), signal });

export const useMeetingCrmQuery = (meetingId: string) =>
  useQuery({
    queryKey: meetingKeys.crm(meetingId),
    queryFn: ({ signal }) => fetchMeetingCrm({ meetingId, signal }),
  });
