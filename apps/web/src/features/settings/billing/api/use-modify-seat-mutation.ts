import { type QueryClient, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import {
  type TIdentity,
  type TModifySeatRequest,
  TOAST_DURATION_MS,
  type TSeatChange,
} from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../../lib/http-client';
import { showToast } from '../../../../lib/toast';
import { identityKeys } from '../../../identity/api/identity-keys';
import { BILLING_TEXTS } from '../billing-texts';
import { BILLING_PATHS, billingKeys } from './billing-keys';

type TSetCachedSeatOptions = {
  queryClient: QueryClient;
  userId: string;
  hasSeat: boolean;
};

/** The seat table reads the identity's members, so the optimistic change is made there. */
const setCachedSeat = ({ queryClient, userId, hasSeat }: TSetCachedSeatOptions): void => {
  queryClient.setQueryData<TIdentity>(identityKeys.current(), (identity) => {
    if (!identity) return identity;
    const withSeat = <T extends { id: string; has_seat: boolean }>(member: T): T =>
      member.id === userId ? { ...member, has_seat: hasSeat } : member;
    return { ...identity, user: withSeat(identity.user), users: identity.users.map(withSeat) };
  });
};

/** `POST /billing/modify-seat {user_id, action}`: the checkbox moves at once and moves back if refused. */
export const useModifySeatMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: billingKeys.seatChanges(),
    mutationFn: (request: TModifySeatRequest) =>
      apiRequest<TSeatChange>({
        path: BILLING_PATHS.modifySeat,
        method: 'POST',
        body: request,
        // 'Failed to update seat assignment' replaces the generic toast (spec section 8).
        shouldToast: NEVER_TOAST,
      }),
    onMutate: async ({ user_id, action }) => {
      const hasSeat = action === 'add';
      // At once, so the box follows the click in the same tick (a controlled checkbox that waits
      // reads as unchanged); again after cancelling refetches, one of which may have landed meanwhile.
      setCachedSeat({ queryClient, userId: user_id, hasSeat });
      await queryClient.cancelQueries({ queryKey: identityKeys.current() });
      setCachedSeat({ queryClient, userId: user_id, hasSeat });
    },
    onError: (error, { user_id, action }) => {
      console.error(`Could not ${action} the seat of user ${user_id}`, error);
      setCachedSeat({ queryClient, userId: user_id, hasSeat: action !== 'add' });
      showToast({
        message: BILLING_TEXTS.seatUpdateFailed,
        tone: 'error',
        durationMs: TOAST_DURATION_MS.http,
      });
    },
    onSuccess: ({ user_id, has_seat }) => {
      setCachedSeat({ queryClient, userId: user_id, hasSeat: has_seat });
      showToast({
        message: has_seat ? BILLING_TEXTS.seatAssigned : BILLING_TEXTS.seatUnassigned,
        tone: 'success',
        durationMs: TOAST_DURATION_MS.seat,
      });
    },
    // Only after the last of several quick toggles, so an earlier answer does not undo a later click.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: billingKeys.seatChanges() }) <= 1
        ? queryClient.invalidateQueries({ queryKey: identityKeys.current() })
        : undefined,
  });
};

/** Ids of the members whose seat change is still on its way. */
export const usePendingSeatUserIds = (): ReadonlySet<string> => {
  const userIds = useMutationState({
    filters: { mutationKey: billingKeys.seatChanges(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as TModifySeatRequest | undefined)?.user_id,
  });
  return new Set(userIds.filter((id): id is string => id !== undefined));
};
