import type { calendar_v3 } from '@googleapis/calendar';
import { MAX_ACCEPTED_DATE, MIN_ACCEPTED_DATE, stripUnstorableCharacters } from '@ting/contracts';
import type { CalendarAttendee, CalendarChange } from '../calendar-provider';
import { findConferenceLink } from '../conference-links';

const domainOf = (email: string) => email.split('@')[1]?.toLowerCase() ?? '';

/** Text as Google sent it, without what no store keeps (NULs, unpaired surrogates): kept, never refused. */
const clean = (value: string | null | undefined): string | null =>
  value === null || value === undefined ? null : stripUnstorableCharacters(value);

/** A date we can store and show: a real one, within the range Ting accepts anywhere (else the event is skipped). */
const storable = (date: Date): Date | null => {
  if (!Number.isFinite(date.getTime())) return null;
  const day = date.toISOString().slice(0, 10);
  return day >= MIN_ACCEPTED_DATE && day <= MAX_ACCEPTED_DATE ? date : null;
};

function toDate(
  time: calendar_v3.Schema$EventDateTime | undefined,
): { date: Date; isAllDay: boolean } | null {
  const date = time?.dateTime
    ? storable(new Date(time.dateTime))
    : time?.date
      ? storable(new Date(`${time.date}T00:00:00Z`))
      : null;
  return date ? { date, isAllDay: !time?.dateTime } : null;
}

/** Google's event resource → our event; cancelled events become deletions. */
export function mapGoogleEvent(options: { event: calendar_v3.Schema$Event }): CalendarChange | null {
  const { event } = options;
  const externalId = clean(event.id);
  if (!externalId) return null;
  if (event.status === 'cancelled') return { kind: 'delete', externalId };
  const start = toDate(event.start);
  const end = toDate(event.end);
  if (!start || !end) return null;

  const videoEntry = event.conferenceData?.entryPoints?.find(
    (entry) => entry.entryPointType === 'video',
  )?.uri;
  const conference = findConferenceLink(
    [event.hangoutLink, videoEntry, event.location, event.description].map(clean),
  );
  // The calendar owner is the attendee (or organizer) Google marks as `self`; others on another domain are external.
  const ownerEmail =
    event.attendees?.find((attendee) => attendee.self)?.email ??
    (event.organizer?.self ? event.organizer.email : null);
  const ownerDomain = ownerEmail ? domainOf(ownerEmail) : null;

  return {
    kind: 'upsert',
    event: {
      externalId,
      title: clean(event.summary)?.trim() || '(No title)',
      description: clean(event.description),
      startsAt: start.date,
      endsAt: end.date,
      isAllDay: start.isAllDay,
      conferenceUrl: conference?.url ?? null,
      conferenceProvider: conference?.provider ?? null,
      organizerEmail: clean(event.organizer?.email),
      attendees: (event.attendees ?? [])
        .filter((attendee) => attendee.email && !attendee.resource)
        .map((attendee) => ({
          email: clean(attendee.email) as string,
          name: clean(attendee.displayName),
          responseStatus: (attendee.responseStatus as CalendarAttendee['responseStatus']) ?? null,
          isExternal: ownerDomain !== null && domainOf(attendee.email as string) !== ownerDomain,
          isOrganizer: attendee.organizer === true || attendee.email === event.organizer?.email,
        })),
      htmlLink: clean(event.htmlLink),
    },
  };
}
