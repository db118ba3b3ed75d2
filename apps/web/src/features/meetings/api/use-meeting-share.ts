import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMeetingShare } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingPath } from './use-meeting-query';

const sharePath = (meetingId: string) => `${meetingPath(meetingId)}/share`;

/** `GET /api/meetings/{id}/share`: the active share link, or null (owner only). */
export const useMeetingShareQuery = ({ meetingId, isEnabled }: { meetingId: string; isEnabled: boolean }) =>
  useQuery({
    queryKey: meetingKeys.share(meetingId),
    queryFn: ({ signal }) => apiRequest<TMeetingShare | null>({ path: sharePath(meetingId), signal }),
    enabled: isEnabled,
  });

/** `POST /api/meetings/{id}/share`: creates the link (or returns the active one). */
export const useCreateMeetingShareMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TMeetingShare>({ path: sharePath(meetingId), method: 'POST' }),
    onSuccess: (share) => queryClient.setQueryData(meetingKeys.share(meetingId), share),
  });
};

/** `DELETE /api/meetings/{id}/share`: the link stops working at once. */
export const useRevokeMeetingShareMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>({ path: sharePath(meetingId), method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(meetingKeys.share(meetingId), null),
  });
};
