import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { TField, TFieldList } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { FIELDS_PATH, fieldKeys } from './field-keys';

/** `GET /fields`: the HubSpot objects (`hs`) and the imported properties, each with its prompt. */
export const fetchFields = (signal?: AbortSignal): Promise<TFieldList> =>
  apiRequest<TFieldList>({ path: FIELDS_PATH, signal });

export type TUseFieldsQueryOptions = {
  /** The list only exists while HubSpot is connected. */
  isEnabled: boolean;
};

export const useFieldsQuery = ({ isEnabled }: TUseFieldsQueryOptions) =>
  useQuery({
    queryKey: fieldKeys.list(),
    queryFn: ({ signal }) => fetchFields(signal),
    enabled: isEnabled,
  });

export type TEditCachedFieldsOptions = {
  queryClient: QueryClient;
  edit: (fields: TField[]) => TField[];
};

/** Applies an optimistic change to both lists of the cached `GET /fields` answer. */
export const editCachedFields = ({ queryClient, edit }: TEditCachedFieldsOptions): void => {
  queryClient.setQueryData<TFieldList>(fieldKeys.list(), (list) =>
    list ? { hs: edit(list.hs), properties: edit(list.properties) } : list,
  );
};

/**
 * Refetches the field list once the last of several overlapping writes has answered, so an earlier answer
 * does not overwrite a later optimistic change.
 */
export const refreshFieldsWhenSettled = (queryClient: QueryClient): Promise<void> | undefined =>
  queryClient.isMutating({ mutationKey: fieldKeys.mutations() }) <= 1
    ? queryClient.invalidateQueries({ queryKey: fieldKeys.list() })
    : undefined;
