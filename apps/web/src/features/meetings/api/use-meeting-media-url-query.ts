import { useQuery } from '@tanstack/react-query';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingPath } from './use-meeting-query';

/**
 * `GET /api/meetings/{id}/media-url`: a short-lived signed URL for the recording, or nulls when the meeting
 * has none (a transcript upload, or media past its retention).
 */
export type TMeetingMediaUrl = {
  url: string | null;
  content_type: string | null;
};

export const fetchMeetingMediaUrl = ({
  meetingId,
  signal,
}: {
  meetingId: string;
  signal?: AbortSignal;
}): Promise<TMeetingMediaUrl> =>
  // No media, or an older server without the endpoint (404), simply means no player: nothing to report.
  apiRequest<TMeetingMediaUrl>({
    path: `${meetingPath(meetingId)}/media-url`,
    signal,
    shouldToast: NEVER_TOAST,
  });

export const useMeetingMediaUrlQuery = ({
  meetingId,
  isEnabled,
}: {
  meetingId: string;
  isEnabled: boolean;
}) =>
  useQuery({
    queryKey: meetingKeys.mediaUrl(meetingId),
    queryFn: ({ signal }) => fetchMeetingMediaUrl({ meetingId, signal }),
    enabled: isEnabled,
    // A new signed URL would reload the player and lose the playback position, so it is fetched once per visit.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
