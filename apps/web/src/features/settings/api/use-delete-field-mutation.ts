import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TField, TFieldList } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { fieldKeys, fieldPath } from './field-keys';
import { editCachedFields, refreshFieldsWhenSettled } from './use-fields-query';

/** `DELETE /fields/{id}`: the row leaves at once and comes back if the server refuses. */
export const useDeleteFieldMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: fieldKeys.mutations(),
    mutationFn: (field: TField) => apiRequest<unknown>({ path: fieldPath(field.id), method: 'DELETE' }),
    onMutate: async (field) => {
      await queryClient.cancelQueries({ queryKey: fieldKeys.list() });
      editCachedFields({ queryClient, edit: (fields) => fields.filter(({ id }) => id !== field.id) });
    },
    onError: (_error, field) =>
      queryClient.setQueryData<TFieldList>(fieldKeys.list(), (list) => {
        const group = field.kind === 'object' ? 'hs' : 'properties';
        if (!list || list[group].some(({ id }) => id === field.id)) return list;
        return { ...list, [group]: [...list[group], field] };
      }),
    onSettled: () => refreshFieldsWhenSettled(queryClient),
  });
};
