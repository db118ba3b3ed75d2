import type { CalendarChange, CalendarListing, CalendarProvider } from '../calendar-provider';
import { createGoogleCalendarClient, type ListEventsOptions } from './calendar-client';
import { mapGoogleEvent } from './mappers';

/** A safety stop for a runaway listing (250 events a page). */
const MAX_PAGES = 200;

/** Google Calendar behind the calendar capability. */
export function createGoogleCalendarProvider(options: {
  apiUrl: string;
  pageSize?: number;
}): CalendarProvider {
  const client = createGoogleCalendarClient(options);

  async function listAll(request: Omit<ListEventsOptions, 'pageToken'>): Promise<CalendarListing> {
    const changes: CalendarChange[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await client.listEvents({ ...request, pageToken });
      for (const event of result.items) {
        const change = mapGoogleEvent({ event });
        if (change) changes.push(change);
      }
      if (!result.nextPageToken) return { changes, nextSyncToken: result.nextSyncToken };
      pageToken = result.nextPageToken;
    }
    throw new Error(`Google Calendar listing did not end after ${MAX_PAGES} pages`);
  }

  return {
    listWindow: ({ accessToken, timeMin, timeMax }) => listAll({ accessToken, timeMin, timeMax }),
    listChangesSince: ({ accessToken, syncToken }) => listAll({ accessToken, syncToken }),
  };
}
