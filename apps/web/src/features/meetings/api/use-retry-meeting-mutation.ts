import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';

/** `POST /api/meetings/{id}/retry` (202): the meeting goes back into the pipeline. */
export const retryMeeting = (meetingId: string): Promise<unknown> =>
  apiRequest<unknown>({ path: `/api/meetings/${encodeURIComponent(meetingId)}/retry`, method: 'POST' });

/**
 * Retries a failed or limit-reached meeting, then refetches the list and that meeting's page so its new
 * status shows (and both poll).
 */
export const useRetryMeetingMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMeeting,
    onSuccess: (_data, meetingId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId), exact: true }),
      ]),
  });
};
