import { useQuery } from '@tanstack/react-query';
import type { TCalendarEvent } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { calendarKeys } from './calendar-keys';

/** How many upcoming meetings the list asks for. */
export const UPCOMING_EVENTS_LIMIT = 50;

export type TFetchUpcomingEventsOptions = {
  limit: number;
  signal?: AbortSignal;
};

/** `GET /api/calendar/events`: the organization's upcoming meetings, ordered by start. */
export const fetchUpcomingEvents = async ({
  limit,
  signal,
}: TFetchUpcomingEventsOptions): Promise<TCalendarEvent[]> => {
  const events = await apiRequest<TCalendarEvent[]>({
    path: `/api/calendar/events?limit=${limit}`,
    signal,
  });
  return Array.isArray(events) ? events : [];
};

export type TUseUpcomingEventsQueryOptions = {
  isEnabled: boolean;
};

export const useUpcomingEventsQuery = ({ isEnabled }: TUseUpcomingEventsQueryOptions) =>
  useQuery({
    queryKey: calendarKeys.upcoming(UPCOMING_EVENTS_LIMIT),
    queryFn: ({ signal }) => fetchUpcomingEvents({ limit: UPCOMING_EVENTS_LIMIT, signal }),
    enabled: isEnabled,
  });
