import { useQuery } from '@tanstack/react-query';
import type { TMeetingDetail } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { isFinalMeetingStatus } from '../utils/meeting-status';
import { meetingKeys } from './meeting-keys';
import { MEETINGS_POLL_INTERVAL_MS } from './use-meetings-query';

export const meetingPath = (meetingId: string): string => `/api/meetings/${encodeURIComponent(meetingId)}`;

export type TFetchMeetingOptions = {
  meetingId: string;
  signal?: AbortSignal;
};

/** `GET /api/meetings/{id}`: the meeting with its transcript segments and outputs. */
export const fetchMeeting = ({ meetingId, signal }: TFetchMeetingOptions): Promise<TMeetingDetail> =>
  // The page shows its own 'not found' and error views; a toast would only repeat them (on every poll, too).
  apiRequest<TMeetingDetail>({ path: meetingPath(meetingId), signal, shouldToast: NEVER_TOAST });

/** One meeting, polled every 3 s while the pipeline is still working on it. */
export const useMeetingQuery = (meetingId: string) =>
  useQuery({
    queryKey: meetingKeys.detail(meetingId),
    queryFn: ({ signal }) => fetchMeeting({ meetingId, signal }),
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data && !isFinalMeetingStatus(query.state.data.status)
        ? MEETINGS_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: false,
  });
