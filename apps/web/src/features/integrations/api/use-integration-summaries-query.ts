import { useQuery } from '@tanstack/react-query';
import type { TIntegrationSummary } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { integrationKeys } from './integration-keys';

export const INTEGRATION_SUMMARIES_PATH = '/api/integrations';

/** `GET /api/integrations`: every integration the organization has, including those needing reconnection. */
export const fetchIntegrationSummaries = async (signal?: AbortSignal): Promise<TIntegrationSummary[]> => {
  const summaries = await apiRequest<TIntegrationSummary[]>({ path: INTEGRATION_SUMMARIES_PATH, signal });
  return Array.isArray(summaries) ? summaries : [];
};

export const useIntegrationSummariesQuery = () =>
  useQuery({
    queryKey: integrationKeys.summaries(),
    queryFn: ({ signal }) => fetchIntegrationSummaries(signal),
    // Connecting and removing both end in a full page load, so one answer per mount is enough to be current.
    staleTime: 0,
  });
