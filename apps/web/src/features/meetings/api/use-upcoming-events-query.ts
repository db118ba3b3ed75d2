import { useQuery } from '@tanstack/react-query';
import type { TCalendarEvent } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { isNotetakerLive } from '../utils/notetaker-stage';
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

/** How often the list asks again while a notetaker is on its way or about to set out. */
export const NOTETAKER_POLL_INTERVAL_MS = 15_000;
const SETTING_OUT_SOON_MS = 2 * 60_000;

/** A notetaker that is joining, waiting, in a call or handing over, or booked to set out within minutes. */
const isNotetakerMoving = (events: TCalendarEvent[] | undefined, now: number): boolean =>
  (events ?? []).some(({ recording }) => {
    if (!recording || !isNotetakerLive({ status: recording.bot_status })) return false;
    return recording.bot_status !== 'scheduled' || Date.parse(recording.joins_at) - now < SETTING_OUT_SOON_MS;
  });

/** The calendar's upcoming meetings; asked again every 15 s while a notetaker's stage may change. */
export const useUpcomingEventsQuery = ({ isEnabled }: TUseUpcomingEventsQueryOptions) =>
  useQuery({
    queryKey: calendarKeys.upcoming(UPCOMING_EVENTS_LIMIT),
    queryFn: ({ signal }) => fetchUpcomingEvents({ limit: UPCOMING_EVENTS_LIMIT, signal }),
    enabled: isEnabled,
    refetchInterval: (query) =>
      query.state.status !== 'error' && isNotetakerMoving(query.state.data, Date.now())
        ? NOTETAKER_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: false,
  });
