import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCrmLinkBody, TMeetingCrm, TMeetingCrmLink } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingCrmPath } from './use-meeting-crm-query';

/** `POST /api/meetings/{id}/crm/links {record_type, record_id}`: a record the user chose; it wins over matching. */
export const useAddMeetingCrmLinkMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCrmLinkBody) =>
      apiRequest<unknown>({ path: `${meetingCrmPath(meetingId)}/links`, method: 'POST', body }),
    // The server decides the link's id and how it shows the record: read the list again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.crm(meetingId) }),
  });
};

/** `DELETE /api/meetings/{id}/crm/links/{linkId}`: the link leaves at once and comes back if the server refuses. */
export const useRemoveMeetingCrmLinkMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  const key = meetingKeys.crm(meetingId);
  return useMutation({
    mutationFn: (link: TMeetingCrmLink) =>
      apiRequest<unknown>({
        path: `${meetingCrmPath(meetingId)}/links/${encodeURIComponent(link.id)}`,
        method: 'DELETE',
      }),
    onMutate: async (link) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TMeetingCrm>(key, (crm) =>
        crm ? { ...crm, links: crm.links.filter(({ id }) => id !== link.id) } : crm,
      );
    },
    // Only this link comes back: another removal made meanwhile stays removed.
    onError: (_error, link) =>
      queryClient.setQueryData<TMeetingCrm>(key, (crm) =>
        crm && !crm.links.some(({ id }) => id === link.id) ? { ...crm, links: [...crm.links, link] } : crm,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
