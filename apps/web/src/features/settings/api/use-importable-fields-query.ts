import { useQuery } from '@tanstack/react-query';
import type { TField, TFieldImportList } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { FIELDS_PATH, fieldKeys } from './field-keys';

/** `GET /fields?import=true`: HubSpot's deal, contact and company properties that are not imported yet. */
export const fetchImportableFields = async (signal?: AbortSignal): Promise<TField[]> => {
  const { properties } = await apiRequest<TFieldImportList>({ path: `${FIELDS_PATH}?import=true`, signal });
  return Array.isArray(properties) ? properties : [];
};

/** Read live from HubSpot each time the import modal opens: someone may have added a property since. */
export const useImportableFieldsQuery = () =>
  useQuery({
    queryKey: fieldKeys.importable(),
    queryFn: ({ signal }) => fetchImportableFields(signal),
    staleTime: 0,
  });
