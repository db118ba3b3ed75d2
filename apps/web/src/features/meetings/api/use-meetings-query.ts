import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMeetingListResponse } from '@ting/contracts';
import { apiRequest, NEVER_TOAST } from '../../../lib/http-client';
import { isFinalMeetingStatus } from '../utils/meeting-status';
import { meetingKeys, type TMeetingListParams } from './meeting-keys';

export const MEETINGS_PAGE_SIZE = 25;
/** How often the list asks again while a listed meeting is still being processed. */
export const MEETINGS_POLL_INTERVAL_MS = 3000;

export type TMeetingListPage = TMeetingListResponse['data'];

/**
 * `GET /api/meetings?q=&page=&page_size=&scope=`, newest first; `q` is left out when empty, `scope`
 * when it is the team's (the API's default).
 */
export const meetingsListPath = ({ q, page, scope = 'team' }: TMeetingListParams): string => {
  const params = new URLSearchParams();
  if (scope !== 'team') params.set('scope', scope);
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('page_size', String(MEETINGS_PAGE_SIZE));
  return `/api/meetings?${params.toString()}`;
};

export type TFetchMeetingsOptions = TMeetingListParams & { signal?: AbortSignal };

export const fetchMeetings = ({ signal, ...params }: TFetchMeetingsOptions): Promise<TMeetingListPage> =>
  // The list shows its own error with a retry; a toast every poll would only repeat it.
  apiRequest<TMeetingListPage>({ path: meetingsListPath(params), signal, shouldToast: NEVER_TOAST });

const hasUnfinishedMeeting = (page: TMeetingListPage | undefined): boolean =>
  page?.items.some((meeting) => !isFinalMeetingStatus(meeting.status)) ?? false;

/**
 * The caller's meetings, or every one they may read (the team's), polled every 3 s while any of them is
 * queued or being processed.
 */
export const useMeetingsQuery = ({ q, page, scope = 'team' }: TMeetingListParams) =>
  useQuery({
    queryKey: meetingKeys.list({ q, page, scope }),
    queryFn: ({ signal }) => fetchMeetings({ q, page, scope, signal }),
    // Typing a search or turning a page keeps the current rows on screen until the answer arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.status !== 'error' && hasUnfinishedMeeting(query.state.data)
        ? MEETINGS_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: false,
  });
