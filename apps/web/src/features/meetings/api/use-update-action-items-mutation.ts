import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActionItem, TMeetingDetail, TMeetingOutputs } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingPath } from './use-meeting-query';

/**
 * `PATCH /api/meetings/{id}/action-items`: saves the edited list. The page shows the change at once and
 * puts the saved list back if the server refuses (the error toast says why).
 */
export const useUpdateActionItemsMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  const key = meetingKeys.detail(meetingId);
  const setItems = (items: TActionItem[]) =>
    queryClient.setQueryData<TMeetingDetail>(key, (meeting) =>
      meeting?.outputs ? { ...meeting, outputs: { ...meeting.outputs, action_items: items } } : meeting,
    );

  const mutationKey = [...key, 'action-items'];

  return useMutation({
    mutationKey,
    mutationFn: (items: TActionItem[]) =>
      apiRequest<TMeetingOutputs>({
        path: `${meetingPath(meetingId)}/action-items`,
        method: 'PATCH',
        body: { action_items: items },
      }),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<TMeetingDetail>(key)?.outputs?.action_items;
      setItems(items);
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) setItems(context.previous);
    },
    // A later edit may already be on its way: its optimistic list stays until it answers.
    onSuccess: (outputs) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) setItems(outputs.action_items);
    },
  });
};
