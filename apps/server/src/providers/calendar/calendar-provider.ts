/** Someone invited to a calendar event. */
export type CalendarAttendee = {
  email: string;
  name: string | null;
  responseStatus: 'needsAction' | 'declined' | 'tentative' | 'accepted' | null;
  /** Outside the organizer's email domain. */
  isExternal: boolean;
  isOrganizer: boolean;
};

/** A calendar event in our terms, ready to store, whichever calendar service it came from. */
export type CalendarEventInput = {
  externalId: string;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  isAllDay: boolean;
  conferenceUrl: string | null;
  conferenceProvider: 'google_meet' | 'zoom' | 'teams' | null;
  organizerEmail: string | null;
  attendees: CalendarAttendee[];
  htmlLink: string | null;
};

/** One change a listing reports: an event to store, or one that is gone. */
export type CalendarChange =
  | { kind: 'upsert'; event: CalendarEventInput }
  | { kind: 'delete'; externalId: string };

/** What one listing of a calendar gave: its changes, and where the next incremental listing resumes. */
export type CalendarListing = { changes: CalendarChange[]; nextSyncToken: string | null };

/** The calendar capability: the one interface calendar sync needs from any calendar service. */
export interface CalendarProvider {
  /** Every event in [timeMin, timeMax), across all pages. */
  listWindow(options: { accessToken: string; timeMin: Date; timeMax: Date }): Promise<CalendarListing>;
  /** What changed since `syncToken`; throws `ProviderSyncTokenExpiredError` when a full listing is needed. */
  listChangesSince(options: { accessToken: string; syncToken: string }): Promise<CalendarListing>;
}
