import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCrmSettings } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { CRM_SETTINGS_PATH, crmSettingsKeys } from './use-crm-settings-query';

/** `PATCH /api/organization/crm-settings {write_mode}`: the choice moves at once and moves back if refused. */
export const useUpdateCrmSettingsMutation = () => {
  const queryClient = useQueryClient();
  const key = crmSettingsKeys.current();
  return useMutation({
    mutationFn: (settings: TCrmSettings) =>
      apiRequest<TCrmSettings>({ path: CRM_SETTINGS_PATH, method: 'PATCH', body: settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TCrmSettings>(key);
      queryClient.setQueryData<TCrmSettings>(key, settings);
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
};
