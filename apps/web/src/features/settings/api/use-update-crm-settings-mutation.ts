import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overallCrmWriteMode, type TCrmSettings, type TCrmSettingsPatch } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { CRM_SETTINGS_PATH, crmSettingsKeys } from './use-crm-settings-query';

/** What the settings become once a patch is applied, shown before the server answers. */
const patched = (settings: TCrmSettings, patch: TCrmSettingsPatch): TCrmSettings => {
  const modes = patch.write_mode
    ? { meeting: patch.write_mode, task: patch.write_mode, property: patch.write_mode }
    : { ...settings.write_modes, ...patch.write_modes };
  return { ...settings, write_modes: modes, write_mode: overallCrmWriteMode(modes) };
};

/** `PATCH /api/organization/crm-settings {write_modes}`: the choice moves at once and moves back if refused. */
export const useUpdateCrmSettingsMutation = () => {
  const queryClient = useQueryClient();
  const key = crmSettingsKeys.current();
  return useMutation({
    mutationFn: (patch: TCrmSettingsPatch) =>
      apiRequest<TCrmSettings>({ path: CRM_SETTINGS_PATH, method: 'PATCH', body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TCrmSettings>(key);
      if (before) queryClient.setQueryData<TCrmSettings>(key, patched(before, patch));
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
};
