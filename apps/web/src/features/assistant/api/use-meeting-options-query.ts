import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMeetingListResponse } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { assistantKeys } from './assistant-keys';

/** As many as the list endpoint gives at once: beyond that, the search narrows them. */
export const MEETING_OPTIONS_PAGE_SIZE = 100;

export type TMeetingOption = Pick<
  TMeetingListResponse['data']['items'][number],
  'id' | 'title' | 'started_at'
>;

export const meetingOptionsPath = (q: string): string => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('page', '1');
  params.set('page_size', String(MEETING_OPTIONS_PAGE_SIZE));
  return `/api/meetings?${params.toString()}`;
};

/** The meetings the user may pick to narrow the assistant (`GET /api/meetings`, newest first). */
export const useMeetingOptionsQuery = ({ q, isEnabled }: { q: string; isEnabled: boolean }) =>
  useQuery({
    queryKey: assistantKeys.meetingOptions(q),
    queryFn: async ({ signal }): Promise<TMeetingOption[]> => {
      const page = await apiRequest<TMeetingListResponse['data']>({ path: meetingOptionsPath(q), signal });
      return page.items.map(({ id, title, started_at }) => ({ id, title, started_at }));
    },
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
