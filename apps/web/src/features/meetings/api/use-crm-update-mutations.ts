import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCrmUpdate, TCrmUpdateDecision, TMeetingCrmUpdates } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';
import { meetingCrmPath } from './use-meeting-crm-query';
import { meetingCrmUpdatesPath } from './use-meeting-crm-updates-query';

const updatePath = ({ meetingId, updateId }: { meetingId: string; updateId: string }) =>
  `${meetingCrmUpdatesPath(meetingId)}/${encodeURIComponent(updateId)}`;

type TEditCachedUpdatesOptions = {
  queryClient: QueryClient;
  meetingId: string;
  edit: (updates: TMeetingCrmUpdates) => TMeetingCrmUpdates;
};

const editCachedUpdates = ({ queryClient, meetingId, edit }: TEditCachedUpdatesOptions): void => {
  queryClient.setQueryData<TMeetingCrmUpdates>(meetingKeys.crmUpdates(meetingId), (data) =>
    data ? edit(data) : data,
  );
};

/** Replaces one update in the cache (a snapshot taken before an optimistic change, or the server's answer). */
const putCachedUpdate = ({
  queryClient,
  meetingId,
  update,
}: {
  queryClient: QueryClient;
  meetingId: string;
  update: TCrmUpdate;
}): void =>
  editCachedUpdates({
    queryClient,
    meetingId,
    edit: (data) => ({
      ...data,
      updates: data.updates.map((item) => (item.id === update.id ? update : item)),
    }),
  });

const findCachedUpdate = ({
  queryClient,
  meetingId,
  updateId,
}: {
  queryClient: QueryClient;
  meetingId: string;
  updateId: string;
}): TCrmUpdate | undefined =>
  queryClient
    .getQueryData<TMeetingCrmUpdates>(meetingKeys.crmUpdates(meetingId))
    ?.updates.find(({ id }) => id === updateId);

/** What a decision looks like before the server answers: approved → queued (with an edited value), rejected. */
const decided = (update: TCrmUpdate, { decision, value }: TCrmUpdateDecision): TCrmUpdate =>
  decision === 'reject'
    ? { ...update, status: 'rejected', reason: null }
    : {
        ...update,
        status: 'queued',
        reason: null,
        ...(value === undefined ? {} : { new_value: value, new_display: value }),
      };

export type TDecideCrmUpdateVariables = TCrmUpdateDecision & { update: TCrmUpdate };

/**
 * `POST …/crm/updates/{updateId}/decision {decision, value?}`: the update moves at once (queued or rejected)
 * and goes back if the server refuses; the list is read again afterwards, since an approval starts a write.
 */
export const useDecideCrmUpdateMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  const key = meetingKeys.crmUpdates(meetingId);
  return useMutation({
    mutationFn: ({ update, decision, value }: TDecideCrmUpdateVariables) =>
      apiRequest<TCrmUpdate>({
        path: `${updatePath({ meetingId, updateId: update.id })}/decision`,
        method: 'POST',
        body: value === undefined ? { decision } : { decision, value },
      }),
    onMutate: async ({ update, ...decision }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = findCachedUpdate({ queryClient, meetingId, updateId: update.id }) ?? update;
      putCachedUpdate({ queryClient, meetingId, update: decided(before, decision) });
      return { before };
    },
    // Only this update goes back: decisions on others made meanwhile stand.
    onError: (_error, _variables, context) => {
      if (context) putCachedUpdate({ queryClient, meetingId, update: context.before });
    },
    onSuccess: (update) => putCachedUpdate({ queryClient, meetingId, update }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/** `POST …/crm/updates/decision {decision}`: every update waiting for review, approved or rejected at once. */
export const useDecideAllCrmUpdatesMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  const key = meetingKeys.crmUpdates(meetingId);
  return useMutation({
    mutationFn: ({ decision }: Pick<TCrmUpdateDecision, 'decision'>) =>
      apiRequest<TMeetingCrmUpdates>({
        path: `${meetingCrmUpdatesPath(meetingId)}/decision`,
        method: 'POST',
        body: { decision },
      }),
    onMutate: async ({ decision }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TMeetingCrmUpdates>(key);
      editCachedUpdates({
        queryClient,
        meetingId,
        edit: (data) => ({
          ...data,
          updates: data.updates.map((update) =>
            update.status === 'pending_review' ? decided(update, { decision }) : update,
          ),
        }),
      });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/** `POST …/crm/updates/{updateId}/retry`: a failed write is queued again at once, and fails again visibly. */
export const useRetryCrmUpdateMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  const key = meetingKeys.crmUpdates(meetingId);
  return useMutation({
    mutationFn: (update: TCrmUpdate) =>
      apiRequest<TCrmUpdate>({
        path: `${updatePath({ meetingId, updateId: update.id })}/retry`,
        method: 'POST',
      }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = findCachedUpdate({ queryClient, meetingId, updateId: update.id }) ?? update;
      putCachedUpdate({ queryClient, meetingId, update: { ...before, status: 'queued', reason: null } });
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context) putCachedUpdate({ queryClient, meetingId, update: context.before });
    },
    onSuccess: (update) => putCachedUpdate({ queryClient, meetingId, update }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/**
 * `POST /api/meetings/{id}/crm/sync`: runs the meeting's HubSpot sync again (the server never writes twice).
 * The tab shows it syncing at once; the list is read again, and polled while the server says it syncs.
 */
export const useSyncMeetingCrmMutation = (meetingId: string) => {
  const queryClient = useQueryClient();
  const key = meetingKeys.crmUpdates(meetingId);
  const setSyncing = (syncing: boolean) =>
    editCachedUpdates({ queryClient, meetingId, edit: (data) => ({ ...data, syncing }) });
  return useMutation({
    mutationFn: () =>
      apiRequest<{ queued: boolean }>({ path: `${meetingCrmPath(meetingId)}/sync`, method: 'POST' }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const wasSyncing = queryClient.getQueryData<TMeetingCrmUpdates>(key)?.syncing ?? false;
      setSyncing(true);
      return { wasSyncing };
    },
    onError: (_error, _variables, context) => setSyncing(context?.wasSyncing ?? false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
