import { useQuery } from '@tanstack/react-query';
import { SHARE_TOKEN_HEADER, type TMeetingDetail } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { isFinalMeetingStatus } from '../utils/meeting-status';
import { meetingKeys } from './meeting-keys';
import { MEETINGS_POLL_INTERVAL_MS } from './use-meetings-query';

export const meetingPath = (meetingId: string): string => `/api/meetings/${encodeURIComponent(meetingId)}`;
export const sharedMeetingPath = (meetingId: string): string =>
  `/api/shared/meetings/${encodeURIComponent(meetingId)}`;

/** How the page reads the meeting: as a signed-in member, or through a share link's token (read-only). */
export type TMeetingAccess = { shareToken: string | null };

/** The path, headers and auth of a meeting read, for members and share-link visitors alike. */
export const meetingReadRequest = ({ meetingId, shareToken }: { meetingId: string } & TMeetingAccess) =>
  shareToken
    ? {
        path: sharedMeetingPath(meetingId),
        headers: { [SHARE_TOKEN_HEADER]: shareToken },
        isAuthenticated: false,
      }
    : { path: meetingPath(meetingId), headers: undefined, isAuthenticated: true };

export type TFetchMeetingOptions = {
  meetingId: string;
  shareToken?: string | null;
  signal?: AbortSignal;
};

/** `GET /api/meetings/{id}` (or the shared read): the meeting with its transcript segments and outputs. */
export const fetchMeeting = ({
  meetingId,
  shareToken = null,
  signal,
}: TFetchMeetingOptions): Promise<TMeetingDetail> =>
  // The page shows its own 'not available' and error views; a toast would only repeat them (on every poll, too).
  apiRequest<TMeetingDetail>({
    ...meetingReadRequest({ meetingId, shareToken }),
    signal,
    shouldToast: NEVER_TOAST,
  });

/** One meeting, polled every 3 s while the pipeline is still working on it. */
export const useMeetingQuery = (meetingId: string, { shareToken }: TMeetingAccess = { shareToken: null }) =>
  useQuery({
    queryKey: shareToken ? meetingKeys.shared(meetingId) : meetingKeys.detail(meetingId),
    queryFn: ({ signal }) => fetchMeeting({ meetingId, shareToken, signal }),
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data && !isFinalMeetingStatus(query.state.data.status)
        ? MEETINGS_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: false,
  });
