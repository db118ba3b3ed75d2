import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMeetingSettings } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';

export const MEETING_SETTINGS_PATH = '/api/organization/meeting-settings';

export const meetingSettingsKeys = {
  /** Whether the organization's new meetings start private: one value for every member. */
  current: () => ['organization', 'meeting-settings'] as const,
};

/** `GET /api/organization/meeting-settings`. */
export const useMeetingSettingsQuery = () =>
  useQuery({
    queryKey: meetingSettingsKeys.current(),
    queryFn: ({ signal }) => apiRequest<TMeetingSettings>({ path: MEETING_SETTINGS_PATH, signal }),
  });

/** `PATCH /api/organization/meeting-settings` (the admin only): the switch moves at once and back if refused. */
export const useUpdateMeetingSettingsMutation = () => {
  const queryClient = useQueryClient();
  const key = meetingSettingsKeys.current();
  return useMutation({
    mutationFn: (settings: TMeetingSettings) =>
      apiRequest<TMeetingSettings>({ path: MEETING_SETTINGS_PATH, method: 'PATCH', body: settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TMeetingSettings>(key);
      queryClient.setQueryData<TMeetingSettings>(key, settings);
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
};
