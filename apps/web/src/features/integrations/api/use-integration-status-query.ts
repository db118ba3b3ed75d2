import { useQuery } from '@tanstack/react-query';
import type { TIntegrationName } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { integrationKeys } from './integration-keys';

/** The integration that counts as "a CRM" (only HubSpot is implemented, spec section 1). */
export const CRM_INTEGRATION_NAME: TIntegrationName = 'hubspot';
export const CALENDAR_INTEGRATION_NAME: TIntegrationName = 'google_calendar';

/** Whether each kind of integration is connected (the onboarding wizard's flags). */
export type TIntegrationConnectionFlags = {
  hasCalendarIntegration: boolean;
  hasCrmIntegration: boolean;
};

/**
 * Checks both connections with `GET /integrations`. A failed check is logged and counts as not connected
 * (spec section 8), so the query itself never fails.
 */
export const fetchIntegrationStatus = async (signal?: AbortSignal): Promise<TIntegrationConnectionFlags> => {
  try {
    const names = await apiRequest<TIntegrationName[]>({
      path: '/integrations',
      shouldToast: NEVER_TOAST,
      signal,
    });
    const list = Array.isArray(names) ? names : [];
    return {
      hasCalendarIntegration: list.includes(CALENDAR_INTEGRATION_NAME),
      hasCrmIntegration: list.includes(CRM_INTEGRATION_NAME),
    };
  } catch (error) {
    console.error('Error checking calendar integration', error);
    return { hasCalendarIntegration: false, hasCrmIntegration: false };
  }
};

export const useIntegrationStatusQuery = () =>
  useQuery({
    queryKey: integrationKeys.status(),
    queryFn: ({ signal }) => fetchIntegrationStatus(signal),
    // Connections change on OAuth round trips that reload the page; a fresh check per mount is cheap.
    staleTime: 0,
  });
