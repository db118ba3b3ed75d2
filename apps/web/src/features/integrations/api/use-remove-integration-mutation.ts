import { useMutation } from '@tanstack/react-query';
import {
  INTEGRATION_TEXTS,
  type TIntegrationName,
  TOAST_DURATION_MS,
  type TRemoveIntegrationResponse,
} from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { showToast } from '../../../lib/toast';
import { INTEGRATION_SLUGS } from '../integration-catalog';

/**
 * `DELETE /integrations/{slug}`. A failed Google Calendar removal has its own catalogue toast (spec section 8),
 * so the HTTP client's generic one is skipped for it; HubSpot keeps the generic toast.
 */
export const removeIntegration = async (
  name: TIntegrationName,
): Promise<TRemoveIntegrationResponse['data']> => {
  const isCalendar = name === 'google_calendar';
  try {
    return await apiRequest<TRemoveIntegrationResponse['data']>({
      path: `/integrations/${INTEGRATION_SLUGS[name]}`,
      method: 'DELETE',
      shouldToast: isCalendar ? NEVER_TOAST : undefined,
    });
  } catch (error) {
    if (isCalendar) {
      showToast({
        title: INTEGRATION_TEXTS.calendarRemovalFailedTitle,
        message: INTEGRATION_TEXTS.calendarRemovalFailedDescription,
        tone: 'error',
        durationMs: TOAST_DURATION_MS.calendarRemoval,
      });
    }
    throw error;
  }
};

/** Removes an integration; the caller reloads the page on success (spec section 4). */
export const useRemoveIntegrationMutation = () => useMutation({ mutationFn: removeIntegration });
