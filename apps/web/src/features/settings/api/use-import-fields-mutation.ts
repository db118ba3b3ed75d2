import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TField } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { FIELDS_PATH, fieldKeys } from './field-keys';

/** `POST /fields {fields}`: imports the chosen properties, then refreshes the field list (spec section 7). */
export const useImportFieldsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: TField[]) =>
      apiRequest<unknown>({ path: FIELDS_PATH, method: 'POST', body: { fields } }),
    // Both the list and the import listing change; the caller waits for the list so the table shows the import.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldKeys.all }),
  });
};
