import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { mapGoogleApiError } from './errors';

export type EventsPage = {
  items: calendar_v3.Schema$Event[];
  nextPageToken: string | null;
  nextSyncToken: string | null;
};

export type ListEventsOptions = {
  accessToken: string;
  /** Incremental sync from this token; without it, a full listing of [timeMin, timeMax). */
  syncToken?: string;
  timeMin?: Date;
  timeMax?: Date;
  pageToken?: string;
};

export type GoogleCalendarClient = {
  /** One page of the primary calendar's events (single instances, cancelled ones included). */
  listEvents(options: ListEventsOptions): Promise<EventsPage>;
};

/**
 * Calendar v3 on the official client. The API root comes from config and is passed on every call:
 * googleapis-common keeps only the origin of a constructor-level rootUrl.
 */
export function createGoogleCalendarClient(options: {
  apiUrl: string;
  pageSize?: number;
}): GoogleCalendarClient {
  const api = calendar({ version: 'v3' });
  const rootUrl = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;

  return {
    async listEvents({ accessToken, syncToken, timeMin, timeMax, pageToken }) {
      const params: calendar_v3.Params$Resource$Events$List = {
        calendarId: 'primary',
        singleEvents: true,
        maxResults: options.pageSize ?? 250,
        showDeleted: true,
        pageToken,
        ...(syncToken ? { syncToken } : { timeMin: timeMin?.toISOString(), timeMax: timeMax?.toISOString() }),
      };
      try {
        const response = await api.events.list(params, {
          rootUrl,
          headers: { Authorization: `Bearer ${accessToken}` },
          retry: false,
        });
        return {
          items: response.data.items ?? [],
          nextPageToken: response.data.nextPageToken ?? null,
          nextSyncToken: response.data.nextSyncToken ?? null,
        };
      } catch (error) {
        return mapGoogleApiError(error);
      }
    },
  };
}
