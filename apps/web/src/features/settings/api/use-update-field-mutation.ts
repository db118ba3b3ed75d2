import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TField } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { fieldKeys, fieldPath } from './field-keys';
import { editCachedFields, refreshFieldsWhenSettled } from './use-fields-query';

export type TSaveFieldPromptVariables = {
  field: TField;
  prompt: string;
};

/**
 * `PATCH /fields/{id}` with the field including its new prompt. Not optimistic: the row keeps the draft until
 * the refreshed list stores it, so a refused save loses nothing the user typed.
 */
export const useSaveFieldPromptMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: fieldKeys.mutations(),
    mutationFn: ({ field, prompt }: TSaveFieldPromptVariables) =>
      apiRequest<unknown>({ path: fieldPath(field.id), method: 'PATCH', body: { ...field, prompt } }),
    onSuccess: () => refreshFieldsWhenSettled(queryClient),
  });
};

export type TSetFieldEnabledVariables = {
  field: TField;
  isEnabled: boolean;
};

const setEnabled = (fieldId: string, isEnabled: boolean) => (fields: TField[]) =>
  fields.map((field) => (field.id === fieldId ? { ...field, is_enabled: isEnabled } : field));

/** `PATCH /fields/{id} {is_enabled}`: the checkbox moves at once and moves back if the server refuses. */
export const useSetFieldEnabledMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: fieldKeys.mutations(),
    mutationFn: ({ field, isEnabled }: TSetFieldEnabledVariables) =>
      apiRequest<unknown>({ path: fieldPath(field.id), method: 'PATCH', body: { is_enabled: isEnabled } }),
    onMutate: async ({ field, isEnabled }) => {
      // The checkbox follows the click at once; cancelling a refetch in flight restores the list as it was
      // before that fetch, so the change is applied again afterwards.
      editCachedFields({ queryClient, edit: setEnabled(field.id, isEnabled) });
      await queryClient.cancelQueries({ queryKey: fieldKeys.list() });
      editCachedFields({ queryClient, edit: setEnabled(field.id, isEnabled) });
    },
    // Only this field goes back: another toggle made meanwhile keeps its own state.
    onError: (_error, { field, isEnabled }) =>
      editCachedFields({ queryClient, edit: setEnabled(field.id, !isEnabled) }),
    onSettled: () => refreshFieldsWhenSettled(queryClient),
  });
};
