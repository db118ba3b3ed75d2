import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCrmRecordSummary } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { meetingKeys } from './meeting-keys';

/** Shorter text matches too much of HubSpot to be useful, and would send a search per keystroke. */
export const CRM_SEARCH_MIN_LENGTH = 2;

/** `GET /api/crm/search?q=`: HubSpot contacts, companies and deals by name, email or domain. */
export const searchCrmRecords = ({ q, signal }: { q: string; signal?: AbortSignal }) =>
  apiRequest<TCrmRecordSummary[]>({ path: `/api/crm/search?q=${encodeURIComponent(q)}`, signal });

/** Searches once `q` (already debounced and trimmed) is long enough; earlier results stay while typing. */
export const useCrmSearchQuery = (q: string) =>
  useQuery({
    queryKey: meetingKeys.crmSearch(q),
    queryFn: ({ signal }) => searchCrmRecords({ q, signal }),
    enabled: q.length >= CRM_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
