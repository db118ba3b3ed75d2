import { useQuery } from '@tanstack/react-query';
import type { TMeetingMediaUrl } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingReadRequest, type TMeetingAccess } from './use-meeting-query';

export type { TMeetingMediaUrl };

/**
 * `GET /api/meetings/{id}/media-url` (or the shared read): a short-lived signed URL for the recording, or
 * nulls when the meeting has none (a transcript upload, or media past its retention).
 */
export const fetchMeetingMediaUrl = ({
  meetingId,
  shareToken = null,
  signal,
}: {
  meetingId: string;
  shareToken?: string | null;
  signal?: AbortSignal;
}): Promise<TMeetingMediaUrl> => {
  const read = meetingReadRequest({ meetingId, shareToken });
  // No media simply means no player: nothing to report.
  return apiRequest<TMeetingMediaUrl>({
    ...read,
    path: `${read.path}/media-url`,
    signal,
    shouldToast: NEVER_TOAST,
  });
};

export const useMeetingMediaUrlQuery = ({
  meetingId,
  shareToken,
  isEnabled,
}: {
  meetingId: string;
  isEnabled: boolean;
} & TMeetingAccess) =>
  useQuery({
    queryKey: shareToken ? meetingKeys.sharedMediaUrl(meetingId) : meetingKeys.mediaUrl(meetingId),
    queryFn: ({ signal }) => fetchMeetingMediaUrl({ meetingId, shareToken, signal }),
    enabled: isEnabled,
    // A new signed URL would reload the player and lose the playback position, so it is fetched once per visit.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
