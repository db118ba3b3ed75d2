import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { TRANSCRIBE_PATH, type TTranscribeAvailability } from './transcribe-audio';
import { voiceInputKeys } from './voice-input-keys';

/** An unanswered check counts as no server engine: the browser's own recognition may still serve. */
const fetchAvailability = ({ signal }: { signal?: AbortSignal }): Promise<boolean> =>
  apiRequest<TTranscribeAvailability>({ path: TRANSCRIBE_PATH, signal, shouldToast: NEVER_TOAST }).then(
    (answer) => answer.available,
    () => false,
  );

/**
 * `GET /api/transcribe`, fetched once per page load. `ensureAvailability` answers at a click even
 * when the check has not come back yet.
 */
export const useTranscriptionAvailability = () => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: voiceInputKeys.availability(),
    queryFn: fetchAvailability,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const ensureAvailability = useCallback(
    () =>
      queryClient.ensureQueryData({
        queryKey: voiceInputKeys.availability(),
        queryFn: fetchAvailability,
      }),
    [queryClient],
  );
  return { isServerAvailable: query.data, ensureAvailability };
};
