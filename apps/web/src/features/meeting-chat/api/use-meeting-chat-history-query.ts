import { useMutation, useQuery } from '@tanstack/react-query';
import type { TMeetingChatHistory } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { meetingChatKeys } from './meeting-chat-keys';

export const meetingChatHistoryPath = (meetingId: string): string =>
  `/api/meetings/${encodeURIComponent(meetingId)}/chat`;

/** `GET /api/meetings/{id}/chat`. A failure is the chat's to log: the chat still works, only empty. */
export const fetchMeetingChatHistory = ({
  meetingId,
  signal,
}: {
  meetingId: string;
  signal?: AbortSignal;
}): Promise<TMeetingChatHistory> =>
  apiRequest<TMeetingChatHistory>({
    path: meetingChatHistoryPath(meetingId),
    signal,
    shouldToast: NEVER_TOAST,
  });

/**
 * The user's conversation about a meeting, read afresh each time the chat opens (nothing kept once it closes,
 * so coming back never shows a copy without the latest answers). Null: no single meeting, nothing to read.
 */
export const useMeetingChatHistoryQuery = (meetingId: string | null) =>
  useQuery({
    queryKey: meetingChatKeys.history(meetingId ?? ''),
    queryFn: ({ signal }) => fetchMeetingChatHistory({ meetingId: meetingId ?? '', signal }),
    enabled: meetingId !== null,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** `DELETE /api/meetings/{id}/chat`: forgets the user's own conversation about the meeting (a failure toasts). */
export const useClearMeetingChatMutation = () =>
  useMutation({
    mutationFn: (meetingId: string) =>
      apiRequest<null>({ path: meetingChatHistoryPath(meetingId), method: 'DELETE' }),
  });
