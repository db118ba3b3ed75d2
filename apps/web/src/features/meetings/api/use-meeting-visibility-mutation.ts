import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMeetingDetail, TMeetingListItem, TMeetingVisibility } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';

/** `PATCH /api/meetings/{id}/visibility` (the owner only): private, or visible to the team. */
export const updateMeetingVisibility = ({
  meetingId,
  visibility,
}: {
  meetingId: string;
  visibility: TMeetingVisibility;
}): Promise<TMeetingListItem> =>
  apiRequest<TMeetingListItem>({
    path: `/api/meetings/${encodeURIComponent(meetingId)}/visibility`,
    method: 'PATCH',
    body: { visibility },
  });

/** Changes who sees the meeting; its page shows the answer, and the lists are read again. */
export const useMeetingVisibilityMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: TMeetingVisibility) => updateMeetingVisibility({ meetingId, visibility }),
    onSuccess: (item) => {
      queryClient.setQueryData<TMeetingDetail>(meetingKeys.detail(meetingId), (detail) =>
        detail ? { ...detail, visibility: item.visibility } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: meetingKeys.lists() });
    },
  });
};
