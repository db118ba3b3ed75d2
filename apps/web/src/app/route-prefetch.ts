import type { QueryClient } from '@tanstack/react-query';
import { identityKeys } from '../features/identity/api/identity-keys';
import { fetchIdentity } from '../features/identity/api/use-identity-query';
import { CALENDAR_INTEGRATION_NAME } from '../features/integrations/api/use-integration-status-query';
import { calendarKeys } from '../features/meetings/api/calendar-keys';
import {
  fetchUpcomingEvents,
  UPCOMING_EVENTS_LIMIT,
} from '../features/meetings/api/use-upcoming-events-query';
import { fetchSession } from '../lib/session/auth-client';
import { sessionKeys } from '../lib/session/session-keys';

/*
 * A page's first API calls start as soon as its route matches, before its code is asked for: the browser
 * opens at most six connections to the server, and the calls every guard waits on must not queue behind
 * a page's dozens of chunks. Hooks then find the answers (or the calls in flight) in the query cache.
 */

/** The Auth.js session, which every route's guard and the session sync read. */
export const prefetchSession = (queryClient: QueryClient): Promise<void> =>
  queryClient.prefetchQuery({ queryKey: sessionKeys.all, queryFn: fetchSession });

/**
 * The identity (and so the Bearer token every other call needs), alongside the session check rather than
 * after it. A visitor without a session gets a quiet 401 and is sent to /login anyway.
 */
export const prefetchIdentity = (queryClient: QueryClient): Promise<void> =>
  queryClient.prefetchQuery({ queryKey: identityKeys.current(), queryFn: () => fetchIdentity() });

/**
 * /meetings' upcoming meetings, as soon as the identity says a calendar is connected (the call needs its
 * Bearer token), so they are there when the page's code has arrived rather than asked for after it.
 */
export const prefetchUpcomingMeetings = async (queryClient: QueryClient): Promise<void> => {
  const identity = await queryClient
    .ensureQueryData({ queryKey: identityKeys.current(), queryFn: () => fetchIdentity() })
    .catch(() => null);
  if (!identity?.user.has_onboarded || !identity.orgIntegrations.includes(CALENDAR_INTEGRATION_NAME)) return;
  await queryClient.prefetchQuery({
    queryKey: calendarKeys.upcoming(UPCOMING_EVENTS_LIMIT),
    queryFn: () => fetchUpcomingEvents({ limit: UPCOMING_EVENTS_LIMIT }),
  });
};
