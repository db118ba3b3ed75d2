import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMeetingDetail, TMeetingListItem, TUpdateMeetingRequest } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';

const meetingPath = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}`;

/** `PATCH /api/meetings/{id}`: the meeting under its new name (its owner or the admin). */
export const renameMeeting = (options: { meetingId: string } & TUpdateMeetingRequest) =>
  apiRequest<TMeetingListItem>({
    path: meetingPath(options.meetingId),
    method: 'PATCH',
    body: { title: options.title } satisfies TUpdateMeetingRequest,
  });

/** `DELETE /api/meetings/{id}`: the meeting and everything of it, for everyone. */
export const deleteMeeting = (meetingId: string) =>
  apiRequest<{ id: string }>({ path: meetingPath(meetingId), method: 'DELETE' });

/** Renames the meeting: its page shows the new name at once, and the lists are read again. */
export const useRenameMeetingMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => renameMeeting({ meetingId, title }),
    onSuccess: async (renamed) => {
      queryClient.setQueryData<TMeetingDetail>(meetingKeys.detail(meetingId), (current) =>
        current ? { ...current, title: renamed.title } : current,
      );
      await queryClient.invalidateQueries({ queryKey: meetingKeys.lists() });
    },
  });
};

/**
 * Deletes the meeting and reads the lists again. Its page's query is left to the caller, which leaves
 * the page first (dropping a query the page still shows would read it again, and find nothing).
 */
export const useDeleteMeetingMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMeeting(meetingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.lists() }),
  });
};
