import type { calendar_v3 } from '@googleapis/calendar';
import type { CalendarAttendeeRecord } from '../../../db/schema';
import { findConferenceLink } from '../conference-links';

/** A calendar event in our terms, ready to store. */
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
  attendees: CalendarAttendeeRecord[];
  htmlLink: string | null;
};

export type MappedCalendarChange =
  | { kind: 'upsert'; event: CalendarEventInput }
  | { kind: 'delete'; externalId: string };

const domainOf = (email: string) => email.split('@')[1]?.toLowerCase() ?? '';

function toDate(
  time: calendar_v3.Schema$EventDateTime | undefined,
): { date: Date; isAllDay: boolean } | null {
  if (time?.dateTime) return { date: new Date(time.dateTime), isAllDay: false };
  if (time?.date) return { date: new Date(`${time.date}T00:00:00Z`), isAllDay: true };
  return null;
}

/** Google's event resource → our event; cancelled events become deletions. */
export function mapGoogleEvent(options: { event: calendar_v3.Schema$Event }): MappedCalendarChange | null {
  const { event } = options;
  if (!event.id) return null;
  if (event.status === 'cancelled') return { kind: 'delete', externalId: event.id };
  const start = toDate(event.start);
  const end = toDate(event.end);
  if (!start || !end) return null;

  const videoEntry = event.conferenceData?.entryPoints?.find(
    (entry) => entry.entryPointType === 'video',
  )?.uri;
  const conference = findConferenceLink([event.hangoutLink, videoEntry, event.location, event.description]);
  // The calendar owner is the attendee (or organizer) Google marks as `self`; others on another domain are external.
  const ownerEmail =
    event.attendees?.find((attendee) => attendee.self)?.email ??
    (event.organizer?.self ? event.organizer.email : null);
  const ownerDomain = ownerEmail ? domainOf(ownerEmail) : null;

  return {
    kind: 'upsert',
    event: {
      externalId: event.id,
      title: event.summary?.trim() || '(No title)',
      description: event.description ?? null,
      startsAt: start.date,
      endsAt: end.date,
      isAllDay: start.isAllDay,
      conferenceUrl: conference?.url ?? null,
      conferenceProvider: conference?.provider ?? null,
      organizerEmail: event.organizer?.email ?? null,
      attendees: (event.attendees ?? [])
        .filter((attendee) => attendee.email && !attendee.resource)
        .map((attendee) => ({
          email: attendee.email as string,
          name: attendee.displayName ?? null,
          responseStatus: (attendee.responseStatus as CalendarAttendeeRecord['responseStatus']) ?? null,
          isExternal: ownerDomain !== null && domainOf(attendee.email as string) !== ownerDomain,
          isOrganizer: attendee.organizer === true || attendee.email === event.organizer?.email,
        })),
      htmlLink: event.htmlLink ?? null,
    },
  };
}
