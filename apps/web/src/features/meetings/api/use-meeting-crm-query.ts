import { useQuery } from '@tanstack/react-query';
import type { TMeetingCrm } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingPath } from './use-meeting-query';

export const meetingCrmPath = (meetingId: string): string => `${meetingPath(meetingId)}/crm`;

/** `GET /api/meetings/{id}/crm`: whether HubSpot is connected, the linked records and the unknown attendees. */
export const fetchMeetingCrm = ({ meetingId, signal }: { meetingId: string; signal?: AbortSignal }) =>
  apiRequest<TMeetingCrm>({ path: meetingCrmPath(meetingId), signal });

/** How often, and how many times, to look again while a connected meeting waits for its first match. */
const MATCH_POLL_MS = 2_000;
const MATCH_POLLS = 15;

export const useMeetingCrmQuery = (meetingId: string) =>
  useQuery({
    queryKey: meetingKeys.crm(meetingId),
    queryFn: ({ signal }) => fetchMeetingCrm({ meetingId, signal }),
    // Matching runs as a job once the meeting is ready: poll briefly until it has, so the links appear
    // without a reload (a meeting never matched, e.g. older than the backfill, stops asking after 30 s).
    refetchInterval: (query) =>
      query.state.data?.connected && !query.state.data.matched_at && query.state.dataUpdateCount < MATCH_POLLS
        ? MATCH_POLL_MS
        : false,
  });
