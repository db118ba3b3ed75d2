import type { MappedCalendarChange } from './google/mappers';

export type { CalendarEventInput, MappedCalendarChange } from './google/mappers';

/** What one listing of a calendar gave: its changes, and where the next incremental listing resumes. */
export type CalendarListing = { changes: MappedCalendarChange[]; nextSyncToken: string | null };

/** The calendar capability: the one interface calendar sync needs from any calendar service. */
export interface CalendarProvider {
  /** Every event in [timeMin, timeMax), across all pages. */
  listWindow(options: { accessToken: string; timeMin: Date; timeMax: Date }): Promise<CalendarListing>;
  /** What changed since `syncToken`; throws `ProviderSyncTokenExpiredError` when a full listing is needed. */
  listChangesSince(options: { accessToken: string; syncToken: string }): Promise<CalendarListing>;
}
