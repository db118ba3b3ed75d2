import { useQuery } from '@tanstack/react-query';
import type { TCrmSettings } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';

export const CRM_SETTINGS_PATH = '/api/organization/crm-settings';

export const crmSettingsKeys = {
  /** The organization's CRM settings (how Ting writes to HubSpot), shared by every member. */
  current: () => ['organization', 'crm-settings'] as const,
};

export type TUseCrmSettingsQueryOptions = {
  /** The settings only matter while HubSpot is connected. */
  isEnabled: boolean;
};

/** `GET /api/organization/crm-settings`: which kinds of CRM updates are written at once, and the figures behind each. */
export const useCrmSettingsQuery = ({ isEnabled }: TUseCrmSettingsQueryOptions) =>
  useQuery({
    queryKey: crmSettingsKeys.current(),
    queryFn: ({ signal }) => apiRequest<TCrmSettings>({ path: CRM_SETTINGS_PATH, signal }),
    enabled: isEnabled,
  });
