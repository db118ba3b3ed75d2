import { useMutation } from '@tanstack/react-query';
import type { TCreateTranscriptMeetingRequest, TMeetingDetail } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';

export const MEETINGS_PATH = '/api/meetings';

/** `POST /api/meetings`: a meeting from a transcript file's text. */
export const createTranscriptMeeting = (request: TCreateTranscriptMeetingRequest): Promise<TMeetingDetail> =>
  // The upload dialog shows the server's message (a bad file, say) beside the file, not in a toast.
  apiRequest<TMeetingDetail>({
    path: MEETINGS_PATH,
    method: 'POST',
    body: request,
    shouldToast: NEVER_TOAST,
  });

export const useCreateTranscriptMeetingMutation = () => useMutation({ mutationFn: createTranscriptMeeting });
